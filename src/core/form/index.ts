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
// One emptiness check (the rule compiler's); the value-kind module's variant (linkage) also reads markup as rich text.
export { isEmptyValue } from './rules';
// The one value-kind module: what a field type's value is, asked of the registry.
export {
  EMPTY_RICH_TEXT,
  coerceByValueKind,
  coerceValue,
  emptyValueOf,
  fieldTypeOf,
  isEmptyValue as isLinkageEmptyValue,
  isTableField,
  isTableType,
  registryTypeOf,
  valueKindOf,
  valueKindResolver,
  type FieldTypeLookup,
  type ValueKindResolver,
} from './value-kind';
