export * from './contact-message';
export * from './support';
