import { valueKindOf, type FieldTypeLookup } from '../value-kind';
import type { ValueKind } from '../../registry';
import type { NormalizedField } from '../types';

/** A finite number from a number or a numeric string; anything else is undefined. */
export function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** Server flags arrive as booleans, 0/1 or 'true'/'false'. */
export function toBool(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().toLowerCase() === 'true' || value.trim() === '1';
  return value === true || value === 1;
}

/** The one core check (src/core/records.ts), re-exported for the rule modules and their users. */
export { isRecord } from '../../records';

/** Length in user-perceived characters (code points), so CJK and emoji count as one each. */
export function charCount(value: string): number {
  return Array.from(value).length;
}

/**
 * A setting of a field: `x-props` first, then the field's top-level server
 * property (field config keys such as `valueUniqueFlag` arrive at either level).
 */
export function setting(field: NormalizedField, key: string): unknown {
  const fromProps = field.xProps?.[key];
  if (fromProps !== undefined && fromProps !== null) return fromProps;
  return field.source?.[key];
}

/**
 * A form value by field code. Values are keyed by path, so a code inside a
 * container (`group1.fieldA`) is found by its last segment as well.
 */
export function lookupValue(values: Readonly<Record<string, unknown>>, code: string): unknown {
  if (Object.prototype.hasOwnProperty.call(values, code)) return values[code];
  const suffix = `.${code}`;
  for (const key of Object.keys(values)) {
    if (key.endsWith(suffix)) return values[key];
  }
  return undefined;
}

/** Whether the values hold an entry for a field code (directly or as the last path segment). */
export function hasValueKey(values: Readonly<Record<string, unknown>>, code: string): boolean {
  if (Object.prototype.hasOwnProperty.call(values, code)) return true;
  const suffix = `.${code}`;
  return Object.keys(values).some((key) => key.endsWith(suffix));
}

/**
 * The value kind of a server type: its plugin's `valueKind` in `lookup`
 * (the registry's `fields`), single when no plugin serves it.
 */
export function valueKindOfType(type: string, lookup?: FieldTypeLookup): ValueKind {
  return valueKindOf(type, lookup);
}
