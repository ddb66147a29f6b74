export * from '@sewa/format/dates';
