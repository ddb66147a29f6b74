// Formatting and upload rules live in @sewa/format (no business knowledge, so the UI kit can use them);
// the domain's index carries them too, so the server imports one package.
export * from '@sewa/format';
export * from './access/index';
export * from './accounts/index';
export * from './contact/index';
export * from './documents/index';
export * from './forms/index';
export * from './geo/index';
export * from './i18n/index';
export * from './jobs/index';
export * from './ledger/index';
export * from './notifications/index';
export * from './payments/index';
export * from './products/index';
export * from './properties/index';
export * from './protocol/index';
export * from './system/index';
export * from './wallet/index';
