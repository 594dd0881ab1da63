// Rule compiler: turns a field's required flag, x-props and x-rules into validators (zh/en messages via `rules.*`).
export * from './types';
export * from './empty';
export * from './required';
export * from './format';
export * from './text';
export * from './number';
export * from './date';
export * from './unique';
export * from './position';
export * from './parent';
export * from './count';
export * from './server';
export * from './table';
export * from './compile';
export { valueKindOfType, charCount, lookupValue } from './util';
