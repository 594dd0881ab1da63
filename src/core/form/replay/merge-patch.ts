import { isRecord } from '../../records';

/**
 * JSON merge patch (RFC 7396): objects merge key by key, `null` deletes a
 * key, anything else (arrays included) replaces. Returns a new value; neither
 * input is mutated. Replays derive form variants with it instead of copying
 * fixture files.
 * @example applyMergePatch({ a: { b: 1, c: 2 } }, { a: { c: null, d: 3 } }) // { a: { b: 1, d: 3 } }
 */
export function applyMergePatch<T>(target: T, patch: unknown): T {
  if (!isRecord(patch)) return structuredClone(patch) as T;
  const out: Record<string, unknown> = isRecord(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = applyMergePatch(out[key], value);
  }
  return out as T;
}
