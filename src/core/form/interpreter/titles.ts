/**
 * Placeholder texts the server (or the form designer) stores instead of a real
 * title or description. Spec: they are treated as empty and replaced by
 * defaults, so a Chinese "未命名" stored by the designer shows as the current
 * language's default and never as a value.
 */
const PLACEHOLDER_TITLES = new Set(['untitled', 'no title', 'unnamed', '未命名', '无标题', '未命名标题', '暂无标题', '(无标题)', '（无标题）']);
const PLACEHOLDER_DESCRIPTIONS = new Set(['not filled', 'not filled in', 'no description', '未填写', '暂无描述', '无描述', '(未填写)', '（未填写）']);

function canonical(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** True for a title placeholder meaning "untitled" (any supported language, case-insensitive). */
export function isPlaceholderTitle(value: unknown): boolean {
  const text = asText(value);
  return text !== undefined && PLACEHOLDER_TITLES.has(canonical(text));
}

/** True for a description placeholder meaning "not filled". */
export function isPlaceholderDescription(value: unknown): boolean {
  const text = asText(value);
  return text !== undefined && PLACEHOLDER_DESCRIPTIONS.has(canonical(text));
}

/** True when a text is empty, blank or one of the placeholders. */
export function isEmptyText(value: unknown): boolean {
  const text = asText(value);
  if (text === undefined) return true;
  return text.trim() === '' || isPlaceholderTitle(text) || isPlaceholderDescription(text);
}

/**
 * A field or form title: empty and placeholder titles become `fallback`
 * (normally `t('form.untitled')`); anything else is trimmed.
 * @example normalizeTitle('未命名', 'Untitled') // 'Untitled'
 */
export function normalizeTitle(value: unknown, fallback: string): string {
  const text = asText(value);
  if (text === undefined || text.trim() === '' || isPlaceholderTitle(text)) return fallback;
  return text.trim();
}

/** A description / help text: empty and "not filled" placeholders become `fallback` (default ''). */
export function normalizeDescription(value: unknown, fallback = ''): string {
  const text = asText(value);
  if (text === undefined || text.trim() === '' || isPlaceholderDescription(text) || isPlaceholderTitle(text)) return fallback;
  return text;
}

/**
 * A stored text value that is only a placeholder counts as empty (undefined),
 * so defaults and required checks see it as not filled. Other values pass through.
 */
export function normalizePlaceholderValue(value: unknown): unknown {
  if (typeof value === 'string' && (isPlaceholderTitle(value) || isPlaceholderDescription(value))) return undefined;
  return value;
}
