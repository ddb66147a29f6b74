export * from './calls';
export * from './notification';
