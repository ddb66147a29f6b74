export * from './calls';
export * from './schemas';
