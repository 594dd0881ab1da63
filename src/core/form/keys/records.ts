/**
 * Records keyed by field keys (values, patches, errors): created without a prototype, so a key such as
 * `constructor` or `toString` reads only what was stored under it, and read with own-property checks
 * when the record came from outside (the server, a caller).
 */

const hasOwnProperty = Object.prototype.hasOwnProperty;

/** An empty record without a prototype. */
export function keyRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** A prototype-less shallow copy of a record's own enumerable entries (`__proto__` included as data). */
export function toKeyRecord<T>(source: Readonly<Record<string, T>> | null | undefined): Record<string, T> {
  const out = keyRecord<T>();
  if (!source) return out;
  for (const key of Object.keys(source)) {
    Object.defineProperty(out, key, { value: source[key], enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Whether a record has its own property `key` (never an inherited member such as `toString`). */
export function hasOwnKey(record: object | null | undefined, key: PropertyKey): boolean {
  return !!record && hasOwnProperty.call(record, key);
}

/** The record's own value at `key`, or undefined (an inherited member is never returned). */
export function ownValue<T = unknown>(record: object | null | undefined, key: PropertyKey): T | undefined {
  return hasOwnKey(record, key) ? ((record as Record<PropertyKey, unknown>)[key] as T) : undefined;
}
