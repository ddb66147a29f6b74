export * from './messages';
export * from './rules';
export * from './sniff';
export * from './types';
