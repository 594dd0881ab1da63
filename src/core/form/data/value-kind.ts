import type { ValueKind } from '../../registry';
import type { NormalizedField } from '../types';
import { valueKindOf } from '../value-kind';

/** Resolves the value kind of a field (normally from the registered plugin). */
export type ValueKindResolver = (field: NormalizedField) => ValueKind;

/**
 * Value kind by server type, for callers without a registry at hand. The
 * registry's `valueKind` wins when available:
 * `(f) => registry.fields.get(f.pluginType ?? '')?.valueKind ?? defaultValueKindOf(f)`.
 */
export function defaultValueKindOf(field: Pick<NormalizedField, 'type'> & Partial<Pick<NormalizedField, 'xProps'>>): ValueKind {
  return valueKindOf(field.type, field.xProps);
}

/** Whether a value counts as not filled (placeholder texts are handled by the caller). */
export { isEmptyValue } from '../rules/empty';

/**
 * Shapes an incoming value for a field kind, or `undefined` when it cannot
 * be assigned: single-value fields take the first item of a list, list
 * fields take a list (a comma-joined text is split, a lone value wrapped),
 * rich text takes text, NUMBER takes a finite number (numeric text is
 * converted). Containers and display-only fields take nothing.
 */
export function coerceByValueKind(value: unknown, kind: ValueKind, type = ''): unknown {
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
      if (type.toUpperCase() === 'NUMBER') {
        if (first === '') return '';
        const n = typeof first === 'number' ? first : typeof first === 'string' ? Number(first.trim()) : Number.NaN;
        return Number.isFinite(n) ? n : undefined;
      }
      return first;
    }
    case 'richText':
      if (value === undefined || value === null) return '';
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    default:
      return undefined;
  }
}
