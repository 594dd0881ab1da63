/**
 * Value kinds of server field types: the one place that decides the empty
 * value of a type and how a value list is assigned to it.
 */
import type { ValueKind } from '../../registry';
import { isEmptyValue as isEmptyByKind } from '../rules/empty';
import { emptyValueOf } from '../value-kind';

export { EMPTY_RICH_TEXT, emptyValueOf, valueKindOf } from '../value-kind';

/**
 * Fits a value to a kind: single values take the first item of a list, lists
 * wrap a single value, and a missing value becomes the kind's empty value
 * (an INPUT with no value becomes '').
 */
export function coerceValue(kind: ValueKind, value: unknown): unknown {
  if (kind === 'multi') {
    if (Array.isArray(value)) return [...value];
    return value === undefined || value === null || value === '' ? [] : [value];
  }
  if (kind === 'single' || kind === 'richText') {
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined || first === null ? emptyValueOf(kind) : first;
  }
  return undefined;
}

/** True for `undefined`, `null`, `''`, `[]`, whitespace-only strings and empty rich-text markup (`<p></p>`). */
export function isEmptyValue(value: unknown): boolean {
  return isEmptyByKind(value, typeof value === 'string' && value.trimStart().startsWith('<') ? 'richText' : 'single');
}
