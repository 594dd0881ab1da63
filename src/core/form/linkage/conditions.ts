/**
 * A small evaluator of rule conditions over field values (EQ / NE / GT / LT
 * combined with ALL / ANY / NONE). Conditions are data; nothing is compiled
 * to code.
 */
import dayjs from 'dayjs';
import { textOf } from '../data/server-value';
import { toTimestamp } from '../data/time';
import { isEmptyValue } from '../value-kind';

/** Comparison operators of a condition. */
export const COMPARE_OPS = ['EQ', 'NE', 'GT', 'LT'] as const;
export type CompareOp = (typeof COMPARE_OPS)[number];

/** How the conditions of a group combine. */
export const MATCH_MODES = ['ALL', 'ANY', 'NONE'] as const;
export type MatchMode = (typeof MATCH_MODES)[number];

/** One comparison of a field's current value with a configured value. */
export interface Condition {
  /** Field code (or path; `tableCode[rowNum].columnCode` for a cell). */
  field: string;
  op: CompareOp;
  /** The value compared with; a list means "one of" for EQ / NE. */
  value?: unknown;
}

/** Conditions combined by `match`; groups nest. */
export interface ConditionGroup {
  match: MatchMode;
  conditions: ReadonlyArray<Condition | ConditionGroup>;
}

export function isConditionGroup(c: Condition | ConditionGroup): c is ConditionGroup {
  return Array.isArray((c as ConditionGroup).conditions);
}

/** Reads the current value of a field reference. */
export type ValueReader = (field: string) => unknown;

/** Option-like objects compare by their value / id (members by userId, groups by groupId). */
function scalarOf(v: unknown): unknown {
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    return o.value ?? o.id ?? o.userId ?? o.groupId;
  }
  return v;
}

function asNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

function scalarEquals(a: unknown, b: unknown): boolean {
  const x = scalarOf(a);
  const y = scalarOf(b);
  if (isEmptyValue(x) || isEmptyValue(y)) return isEmptyValue(x) && isEmptyValue(y);
  const nx = asNumber(x);
  const ny = asNumber(y);
  if (nx !== undefined && ny !== undefined) return nx === ny;
  // As texts; a value without one (an object whose toString is data) equals nothing.
  const sx = textOf(x);
  return sx !== undefined && sx === textOf(y);
}

/**
 * EQ: scalars are equal (numerically when both are numbers); a list value
 * contains the expected scalar; an expected list contains the scalar value;
 * two lists hold the same members. Empty equals empty.
 */
export function valuesEqual(actual: unknown, expected: unknown): boolean {
  const actualList = Array.isArray(actual);
  const expectedList = Array.isArray(expected);
  if (actualList && expectedList) {
    return actual.length === expected.length && actual.every((a) => expected.some((e) => scalarEquals(a, e))) && expected.every((e) => actual.some((a) => scalarEquals(a, e)));
  }
  if (actualList) return isEmptyValue(expected) ? actual.length === 0 : actual.some((a) => scalarEquals(a, expected));
  if (expectedList) return expected.some((e) => scalarEquals(actual, e));
  return scalarEquals(actual, expected);
}

/** Orders two scalars: numbers numerically, otherwise as dates; `undefined` when not comparable. */
export function compareValues(actual: unknown, expected: unknown): number | undefined {
  const a = scalarOf(Array.isArray(actual) && actual.length === 1 ? actual[0] : actual);
  const b = scalarOf(expected);
  if (isEmptyValue(a) || isEmptyValue(b) || Array.isArray(a) || typeof a === 'object' || typeof b === 'object') return undefined;
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== undefined && nb !== undefined) return Math.sign(na - nb);
  if (typeof a === 'string' && typeof b === 'string') {
    // Zone-less date text is a wall clock of the configured zone (a fixed offset, 480 by default),
    // never the device's: in a zone with daylight saving, 02:30 on the spring-forward day would
    // otherwise sort after 03:15.
    const ta = toTimestamp(a);
    const tb = toTimestamp(b);
    if (ta !== undefined && tb !== undefined) return Math.sign(ta - tb);
    const da = dayjs(a);
    const db = dayjs(b);
    if (da.isValid() && db.isValid()) return Math.sign(da.valueOf() - db.valueOf());
  }
  return undefined;
}

/** Evaluates one condition. GT / LT on values that cannot be ordered are false. */
export function evaluateCondition(condition: Condition, read: ValueReader): boolean {
  const actual = read(condition.field);
  switch (condition.op) {
    case 'EQ':
      return valuesEqual(actual, condition.value);
    case 'NE':
      return !valuesEqual(actual, condition.value);
    case 'GT':
      return compareValues(actual, condition.value) === 1;
    case 'LT':
      return compareValues(actual, condition.value) === -1;
    default:
      return false;
  }
}

/** Evaluates a group: ALL (empty: true), ANY (empty: false), NONE (empty: true). */
export function evaluateConditions(group: ConditionGroup, read: ValueReader): boolean {
  const test = (c: Condition | ConditionGroup) => (isConditionGroup(c) ? evaluateConditions(c, read) : evaluateCondition(c, read));
  switch (group.match) {
    case 'ALL':
      return group.conditions.every(test);
    case 'ANY':
      return group.conditions.some(test);
    case 'NONE':
      return !group.conditions.some(test);
    default:
      return false;
  }
}
