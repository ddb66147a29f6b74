export * from './privileges';
export * from './roles';
