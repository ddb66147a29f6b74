export * from './factories';
export * from './factories-partners';
export * from './factories-team';
export * from './factories-tenants';
export * from './test-database';
export * from './unique';
