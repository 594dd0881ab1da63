/**
 * Value kinds of server field types: the ONE table that decides a type's
 * empty value and how a value list is assigned to it. The registry's
 * `valueKind` of a plugin wins where a plugin is registered; this table is
 * the fallback for code without a registry at hand (linkage, rules, data).
 */
import type { ValueKind } from '../registry';

/**
 * Types whose value is always a list. MEMBER and GROUP are lists even in
 * single-select mode (form-widgets spec §3: "Selected user/group value (array)").
 */
const MULTI_TYPES: ReadonlySet<string> = new Set([
  'CHECKBOX',
  'SELECT_MANY',
  'MULTI_SELECT',
  'MEMBER',
  'GROUP',
  'UPLOAD',
  'TABLE_FORM',
  'CONFIGURATION_ITEM',
  'CMDB_CONFIG',
]);

/** Layout containers: their children hold the values. */
const CONTAINER_TYPES: ReadonlySet<string> = new Set(['ADD_GROUP']);

/** Display-only types: no value of their own. */
const DISPLAY_TYPES: ReadonlySet<string> = new Set(['TEXT', 'CMDB_CONFIG_TAB']);

/** The empty rich-text paragraph (also what an emptied RICH_TEXT field holds). */
export const EMPTY_RICH_TEXT = '<p></p>';

/**
 * Value kind of a server type. Unknown types are single-valued.
 * @example valueKindOf('SELECT_MANY') // 'multi'
 */
export function valueKindOf(type: string | undefined, _xProps?: Readonly<Record<string, unknown>>): ValueKind {
  const t = (type ?? '').toUpperCase();
  if (t === 'RICH_TEXT') return 'richText';
  if (MULTI_TYPES.has(t)) return 'multi';
  if (CONTAINER_TYPES.has(t)) return 'container';
  if (DISPLAY_TYPES.has(t)) return 'none';
  return 'single';
}

/**
 * Empty value of a kind: `<p></p>` for rich text, `[]` for lists, `''` for
 * single values; `undefined` for containers and display-only fields.
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
