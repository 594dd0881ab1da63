/**
 * A plain JSON-like object: `typeof 'object'`, not null, not an array.
 * The one check the runtime, the plugins and the fixture gateway use before
 * reading keys of data from the server, storage or configuration.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
