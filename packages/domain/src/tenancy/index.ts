export * from './calls';
export * from './inventory-labels';
export * from './inventory-schemas';
export * from './machines';
export * from './messages';
export * from './schemas';
export * from './tenure';
