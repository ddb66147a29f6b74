export * from './fields';
export * from './rich-text';
export * from './shapes';
