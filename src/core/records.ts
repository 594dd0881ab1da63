/**
 * A plain JSON-like object: `typeof 'object'`, not null, not an array.
 * The one check the runtime, the plugins and the fixture gateway use before
 * reading keys of data from the server, storage or configuration.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A server value as display text: a string trimmed, a finite number as its digits, anything else ''. The reader the
 * blocks use for names, ids and titles of server answers.
 */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

// Plain text as HTML (no DOM), shared by the text that becomes rich text: a spoken description, a chat's messages, a
// streamed AI answer. Where the result becomes markup it is still sanitised. Kept in this module, which every page
// loads, on purpose: a module of its own, reached only by lazy code, became a small shared chunk that rollup's size
// merge put into home's first load (+7.5 KB, measured 2026-11-27).

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML: `& < > " '` escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** One paragraph per non-empty line, the text escaped. '' for no text. */
export function textToParagraphs(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}
