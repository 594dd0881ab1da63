/** What an empty read-only value shows (form-widgets spec: "Read-only fields show '--' when empty"). */
export const EMPTY_DISPLAY = '--';

const LABEL_KEYS = ['label', 'name', 'userName', 'title', 'text', 'value'] as const;

function part(value: unknown, depth: number): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  if (depth > 2) return '';
  if (Array.isArray(value)) return value.map((item) => part(item, depth + 1)).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of LABEL_KEYS) {
      const text = part(record[key], depth + 1);
      if (text) return text;
    }
  }
  return '';
}

/**
 * Plain-text display of a value for fields whose plugin has no read-pretty
 * component: strings and numbers as they are, lists joined, option-like
 * objects by their label; '--' when nothing is left. Never renders markup.
 */
export function formatDisplayValue(value: unknown): string {
  return part(value, 0) || EMPTY_DISPLAY;
}
