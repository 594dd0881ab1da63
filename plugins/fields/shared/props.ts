/** Readers of loosely typed x-props values (the server writes flags and numbers in several shapes). */

/** Flags arrive as booleans, 0/1 or strings. */
export function flag(raw: unknown): boolean {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return raw !== 0;
  if (typeof raw === 'string') return ['1', 'true', 'y', 'yes', 'on'].includes(raw.trim().toLowerCase());
  return false;
}

/** A finite number from a number or numeric text, else undefined. */
export function num(raw: unknown): number | undefined {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** A non-blank string (numbers as text), else undefined. */
export function str(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw.trim() === '' ? undefined : raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return undefined;
}

/** Copies the listed keys that are present. */
export function pick(source: Readonly<Record<string, unknown>>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out;
}
