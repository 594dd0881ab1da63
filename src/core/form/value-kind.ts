/**
 * Value kinds: THE module that decides a field's empty value and how a value
 * (list) is assigned to it. What a server type is (its value kind, whether it
 * is a table, how an incoming value is fitted) is a fact of its field plugin
 * (`valueKind`, `table`, `coerce` on the definition); code here asks the
 * registry through a {@link FieldTypeLookup}. A type no plugin serves is
 * single-valued.
 */
import { registryTypeOf } from '../registry';
import type { FieldTypeDefinition, ValueKind } from '../registry';
import { isEmptyValue as isEmptyByKind } from './rules/empty';
import type { NormalizedField } from './types';

/** What value-kind code needs from the registry (`registry.fields` fits). */
export interface FieldTypeLookup {
  get(type: string): FieldTypeDefinition<unknown> | undefined;
}

/** Resolves the value kind of a field (normally from the registered plugin). */
export type ValueKindResolver = (field: NormalizedField) => ValueKind;

/** The empty rich-text paragraph (also what an emptied RICH_TEXT field holds). */
export const EMPTY_RICH_TEXT = '<p></p>';

export { registryTypeOf } from '../registry';

/** No field types: what a caller without a registry sees (every type single-valued, no plugin facts). */
const NO_FIELD_TYPES: FieldTypeLookup = { get: () => undefined };

/** The definition serving a server type, if any. */
export function fieldTypeOf(type: string | undefined, lookup: FieldTypeLookup = NO_FIELD_TYPES): FieldTypeDefinition<unknown> | undefined {
  const key = registryTypeOf(type);
  return key ? (lookup.get(key) ?? lookup.get(type ?? '')) : undefined;
}

/**
 * Value kind of a server type: the plugin's `valueKind`; 'single' when no
 * plugin serves the type.
 * @example valueKindOf('SELECT_MANY', registry.fields) // 'multi'
 */
export function valueKindOf(type: string | undefined, lookup?: FieldTypeLookup): ValueKind {
  return fieldTypeOf(type, lookup)?.valueKind ?? 'single';
}

/** A resolver of field value kinds from a lookup: the field's plugin (`pluginType`, else `type`), else 'single'. */
export function valueKindResolver(lookup?: FieldTypeLookup): ValueKindResolver {
  return (field) => fieldTypeOf(field.pluginType ?? field.type, lookup)?.valueKind ?? valueKindOf(field.type, lookup);
}

/** Whether a server type's value is a table of rows (its plugin declares `table`, as TABLE_FORM does). */
export function isTableType(type: string | undefined, lookup?: FieldTypeLookup): boolean {
  return Boolean(fieldTypeOf(type, lookup)?.table);
}

/**
 * Whether a field is a table (rows whose cells are other field types): its
 * plugin declares `table`. For the form session and controller:
 * `isTableField(field, registry.fields)` instead of `field.type === 'TABLE_FORM'`.
 */
export function isTableField(field: Pick<NormalizedField, 'type'> & Partial<Pick<NormalizedField, 'pluginType'>>, lookup?: FieldTypeLookup): boolean {
  return isTableType(field.pluginType ?? field.type, lookup);
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

/**
 * Fits a linked value to a kind (linkage assignments): single values take the
 * first item of a list, lists wrap a single value, and a missing value
 * becomes the kind's empty value (an INPUT with no value becomes '').
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

/**
 * Shapes an incoming (prefilled, defaulted) value for a field kind, or
 * `undefined` when it cannot be assigned: single-value fields take the first
 * item of a list, list fields take a list (a comma-joined text is split, a
 * lone value wrapped), rich text takes text; then the type's own `coerce`
 * (NUMBER: a finite number, numeric text converted). Containers and
 * display-only fields take nothing.
 */
export function coerceByValueKind(value: unknown, kind: ValueKind, fieldType?: Pick<FieldTypeDefinition<unknown>, 'coerce'> | string): unknown {
  const coerce = typeof fieldType === 'string' ? fieldTypeOf(fieldType)?.coerce : fieldType?.coerce;
  switch (kind) {
    case 'multi': {
      if (value === undefined || value === null || value === '') return [];
      if (Array.isArray(value)) return value;
      if (typeof value === 'string') return value.split(',').map((part) => part.trim()).filter(Boolean);
      return [value];
    }
    case 'single': {
      const first = Array.isArray(value) ? value[0] : value;
      if (first === undefined || first === null) return '';
      return coerce ? coerce(first) : first;
    }
    case 'richText':
      if (value === undefined || value === null) return '';
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    default:
      return undefined;
  }
}

/**
 * Linkage's emptiness: true for `undefined`, `null`, `''`, `[]`,
 * whitespace-only strings and empty rich-text markup (`<p></p>`: text that
 * starts with a tag is read as rich text).
 */
export function isEmptyValue(value: unknown): boolean {
  return isEmptyByKind(value, typeof value === 'string' && value.trimStart().startsWith('<') ? 'richText' : 'single');
}
