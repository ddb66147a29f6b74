export * from './amounts';
export * from './calls';
export * from './identity';
export * from './machines';
export * from './messages';
export * from './schemas';
export * from './viewing';
