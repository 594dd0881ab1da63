import type { ServerRule } from '../types';

/**
 * `x-rules` arrives as one rule object, a list, a bare boolean (`true` =
 * required) or a Formily 1.0 format name (`"email"`). Always returns a list of
 * rule objects; entries that are not rules are dropped.
 */
export function normalizeRules(raw: unknown): ServerRule[] {
  if (raw === true) return [{ required: true }];
  if (raw === false || raw === null || raw === undefined) return [];
  const list: unknown[] = Array.isArray(raw) ? raw : [raw];
  const rules: ServerRule[] = [];
  for (const entry of list) {
    if (entry === true) rules.push({ required: true });
    else if (typeof entry === 'string' && entry.trim() !== '') rules.push({ format: entry.trim() });
    else if (entry && typeof entry === 'object' && !Array.isArray(entry)) rules.push({ ...(entry as ServerRule) });
  }
  return rules;
}

/** True when any rule asks for a value. Server flags may be strings or numbers. */
export function rulesRequire(rules: readonly ServerRule[]): boolean {
  return rules.some((rule) => {
    const flag: unknown = rule.required;
    return flag === true || flag === 'true' || flag === 1;
  });
}
