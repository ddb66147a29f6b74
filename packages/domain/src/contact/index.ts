export * from './contact-message';
export * from './support';
export * from './calls';
