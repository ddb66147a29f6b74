export * from './calls';
export * from './default-templates';
export * from './machines';
export * from './schemas';
export * from './stamp-duty';
export * from './variables';
