export * from '@sewa/format/upload/types';
