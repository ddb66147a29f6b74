export * from '@sewa/format/money';
