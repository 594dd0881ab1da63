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
