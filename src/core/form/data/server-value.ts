/**
 * Reading server values defensively. JSON can carry objects whose `toString` and `valueOf` are data
 * (`{"toString": 1, "valueOf": 1}`): `String()`, template literals and `Array#join` throw on them (and
 * on lists holding them). JSON.parse also reads values nested far deeper than the recursive copies
 * (`structuredClone`, `JSON.stringify`) and walkers of the form can go.
 */

/** `String(value)`, or undefined when converting the value throws (an object whose toString and valueOf are not functions). */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  try {
    return String(value);
  } catch {
    return undefined;
  }
}

/**
 * Deepest nesting of a stored field value the form takes (a table's rows with their cells and a
 * member list in a cell are five levels); deeper values are not field values.
 */
export const MAX_VALUE_DEPTH = 64;

/**
 * Whether a value nests objects or lists deeper than `limit` levels (a scalar is level 0). Walks
 * without recursion, so a hostile depth cannot overflow the stack; a value met twice (shared or
 * cyclic) counts as too deep once it exceeds the limit on any path.
 */
export function isNestedDeeperThan(value: unknown, limit = MAX_VALUE_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  let visits = 0;
  while (stack.length > 0) {
    const [here, depth] = stack.pop()!;
    if (typeof here !== 'object' || here === null) continue;
    if (depth >= limit) return true;
    // A huge but shallow value is fine; a cycle would loop, so the walk is bounded too.
    if (++visits > 1_000_000) return true;
    for (const child of Array.isArray(here) ? here : Object.values(here)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * A short description of a server value for a developer message: a scalar as JSON (a long text cut
 * to 40 characters), else its kind. Never serialises a whole object (it may be huge or too deep to).
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === undefined) return 'nothing';
  return Array.isArray(value) ? 'a list' : `a${typeof value === 'object' ? 'n object' : ` ${typeof value}`}`;
}
