export * from './calls';
export * from './paths';
export * from './schemas';
