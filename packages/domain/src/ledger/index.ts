export * from './accounts';
export * from './fields';
export * from './messages';
export * from './tax';
