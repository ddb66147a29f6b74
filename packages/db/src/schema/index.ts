export * from './accounts';
export * from './files';
export * from './notifications';
export * from './properties';
export * from './system';
