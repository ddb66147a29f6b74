export * from './access/index';
export * from './protocol/index';
