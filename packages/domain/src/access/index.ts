export * from './menus';
export * from './privileges';
export * from './roles';
export * from './route-guards';
export * from './routes';
