export * from './audit-log';
export * from './calls';
