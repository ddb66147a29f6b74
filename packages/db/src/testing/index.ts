export * from './factories';
export * from './test-database';
