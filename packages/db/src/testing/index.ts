export * from './factories';
export * from './test-database';
export * from './accounts-factories';
export * from './properties-factories';
