export * from './countries';
export * from './phone';
