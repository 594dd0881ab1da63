// Form runtime: shared types, schema interpreter, headless controller, permissions, rules, linkage, options and form data.
export * from './types';
export * from './interpreter';
export * from './controller';
export * from './permissions';
export * from './rules';
export * from './linkage';
export * from './options';
export * from './data';
// Three modules define an emptiness check with their own semantics; the rule compiler's is the default name.
export { isEmptyValue } from './rules';
export { isEmptyValue as isLinkageEmptyValue } from './linkage';
export { isEmptyValue as isDataEmptyValue } from './data';
