export * from './calls';
export * from './site-settings';
