export * from './accounts-factories';
export * from './factories';
export * from './properties-factories';
export * from './test-database';
