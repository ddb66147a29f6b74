export * from './dates';
export * from './display';
export * from './money';
export * from './number-input';
