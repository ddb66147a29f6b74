export * from './accounts';
export * from './system';
export * from './notifications';
export * from './files';
export * from './properties';
