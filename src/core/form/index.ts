// Form runtime: shared types, schema interpreter, headless controller, permissions, rules, linkage, options and form data.
export * from './types';
export * from './interpreter';
export * from './controller';
export * from './permissions';
export * from './rules';
export * from './linkage';
export * from './options';
export * from './data';
export * from './keys';
export { createFormSession, tryCreateFormSession, type FormSession, type FormSessionOptions, type FieldView, type FieldPattern } from './session';
// One emptiness check (the rule compiler's); linkage's variant also reads markup as rich text.
export { isEmptyValue } from './rules';
export { isEmptyValue as isLinkageEmptyValue } from './linkage';
export { EMPTY_RICH_TEXT, emptyValueOf, valueKindOf } from './value-kind';
