/**
 * Value kinds of server field types: the one place that decides the empty
 * value of a type and how a value list is assigned to it.
 */
import type { ValueKind } from '../../registry';

/** Types whose value is always a list. */
const MULTI_TYPES: ReadonlySet<string> = new Set([
  'CHECKBOX',
  'SELECT_MANY',
  'MULTI_SELECT',
  'UPLOAD',
  'TABLE_FORM',
  'CONFIGURATION_ITEM',
  'CMDB_CONFIG',
]);

/** Types whose value is a list only when `x-props.isMultiple` is set. */
const MULTI_WHEN_MULTIPLE: ReadonlySet<string> = new Set(['MEMBER', 'GROUP']);

/** Layout containers: their children hold the values. */
const CONTAINER_TYPES: ReadonlySet<string> = new Set(['ADD_GROUP']);

/** Display-only types: no value of their own. */
const DISPLAY_TYPES: ReadonlySet<string> = new Set(['TEXT', 'CMDB_CONFIG_TAB']);

/** The empty rich-text paragraph (also what an emptied RICH_TEXT field holds). */
export const EMPTY_RICH_TEXT = '<p></p>';

/**
 * Value kind of a server type. Unknown types are single-valued.
 * @example valueKindOf('MEMBER', { isMultiple: true }) // 'multi'
 */
export function valueKindOf(type: string | undefined, xProps?: Readonly<Record<string, unknown>>): ValueKind {
  const t = (type ?? '').toUpperCase();
  if (t === 'RICH_TEXT') return 'richText';
  if (MULTI_TYPES.has(t)) return 'multi';
  if (MULTI_WHEN_MULTIPLE.has(t)) return isTruthyFlag(xProps?.isMultiple) ? 'multi' : 'single';
  if (CONTAINER_TYPES.has(t)) return 'container';
  if (DISPLAY_TYPES.has(t)) return 'none';
  return 'single';
}

/** The server writes flags as booleans, 0/1 or 'true'/'false'. */
function isTruthyFlag(v: unknown): boolean {
  return v === true || v === 1 || v === '1' || v === 'true';
}

/**
 * Empty value of a kind: `<p></p>` for rich text, `[]` for lists, `''` for
 * single values; `undefined` for containers and display-only fields (they
 * hold no value to reset).
 */
export function emptyValueOf(kind: ValueKind): unknown {
  switch (kind) {
    case 'richText':
      return EMPTY_RICH_TEXT;
    case 'multi':
      return [];
    case 'single':
      return '';
    default:
      return undefined;
  }
}

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

/** True for `undefined`, `null`, `''`, `[]`, whitespace-only strings and the empty rich-text paragraph. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' || trimmed === EMPTY_RICH_TEXT;
  }
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
