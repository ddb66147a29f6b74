export * from './errors';
export * from './validation';
