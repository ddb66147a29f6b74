export * from '@sewa/format/display';
