// Every call contract of the properties module, by audience and area (docs/adding-a-module.md).
export * from './calls-admin';
export * from './calls-operator';
export * from './calls-public';
export * from './calls-settings';
export * from './calls-units';
