export * from './calls';
export * from './contact-message';
export * from './support';
