/**
 * @deprecated The one value-kind module is `src/core/form/value-kind.ts`; this
 * re-export stays only until the form session imports from there, then goes.
 */
export { coerceValue, EMPTY_RICH_TEXT, emptyValueOf, isEmptyValue, valueKindOf } from '../value-kind';
