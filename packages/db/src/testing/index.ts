export * from './factories';
export * from './factories-appointments';
export * from './factories-booking';
export * from './factories-partners';
export * from './factories-team';
export * from './factories-tenants';
export * from './test-database';
export * from './unique';
