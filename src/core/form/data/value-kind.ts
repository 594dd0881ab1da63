/**
 * @deprecated The one value-kind module is `src/core/form/value-kind.ts`; this
 * re-export stays only until the form session imports from there, then goes.
 */
export { coerceByValueKind, type ValueKindResolver } from '../value-kind';
export { isEmptyValue } from '../rules/empty';
