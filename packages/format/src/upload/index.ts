export * from './image-widths';
export * from './messages';
export * from './rules';
export * from './sniff';
export * from './types';
