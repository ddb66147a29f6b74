export * from './calendar';
export * from './calls';
export * from './machines';
export * from './messages';
export * from './schemas';
export * from './totals';
