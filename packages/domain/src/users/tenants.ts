// Tenants and ratings, and the admin's operators (issue 9).
export * from './operators-schemas';
export * from './tenants-calls';
export * from './tenants-messages';
export * from './tenants-schemas';
