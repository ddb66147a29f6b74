export * from './factories';
export * from './test-database';
export * from './unique';
