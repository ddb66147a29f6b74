export * from './access/index';
export * from './format/index';
export * from './forms/index';
export * from './geo/index';
export * from './i18n/index';
export * from './protocol/index';
export * from './upload/index';
