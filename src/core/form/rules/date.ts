import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { NormalizedField } from '../types';
import { isEmptyValue } from './empty';
import { defineValidator, type CompiledValidator } from './types';
import { isRecord, lookupValue, setting, toBool, toFiniteNumber } from './util';
import { defaultConfig } from '../../config';
import { toTimestamp } from '../data/time';

// Plugin registration is idempotent and only adds methods; it is how dayjs is meant to be extended.
dayjs.extend(utc);

/** Date-only fields compare by calendar day; date-time fields by timestamp. */
export type DateGranularity = 'day' | 'time';

/** Schema date formats. */
export const DATE_FORMAT_DAY = 'YEAR_MONTH_DAY';
export const DATE_FORMAT_TIME = 'YEAR_MONTH_DAY_HOURS_MINUTES_SECONDS';

/** Start and end fields of a ticket's planned time. */
export const DEFAULT_START_END_PAIRS: ReadonlyArray<readonly [string, string]> = [['planStartTime', 'planEndTime']];

/** Clock settings shared by the date helpers. */
export interface DateOptions {
  /** Minutes from UTC for day boundaries and display. @default 480 (AppConfig.timeZoneOffset), never the device's zone */
  utcOffset?: number;
}

/** The offset of `options`: the configured one, else the default zone's (480), never the device's. */
function offsetOf(options: DateOptions): number {
  return options.utcOffset ?? defaultConfig.timeZoneOffset;
}

/** A moment in the configured offset. */
export function dateAt(ms: number, options: DateOptions = {}): Dayjs {
  return dayjs(ms).utcOffset(offsetOf(options));
}

/**
 * Parses a date value: a timestamp in ms (number or digit string), a Date,
 * or text `YYYY-MM-DD[ HH:mm[:ss]]` (also with `/` or ISO `T`, read as wall
 * time in the configured offset; an explicit zone wins). Invalid calendar
 * dates (`2024-02-30`) are rejected. Returns undefined when unparsable.
 */
export function parseDateValue(value: unknown, options: DateOptions = {}): Dayjs | undefined {
  const ms = toTimestamp(value, offsetOf(options));
  return ms === undefined ? undefined : dateAt(ms, options);
}

/** Whether a field holds dates only (`isOnlyDate`, `dateFormat` date / YEAR_MONTH_DAY), else date and time. */
export function dateGranularityOf(field: Pick<NormalizedField, 'type' | 'xProps' | 'source'>): DateGranularity {
  const onlyDate = setting(field as NormalizedField, 'isOnlyDate');
  if (onlyDate !== undefined) return toBool(onlyDate) ? 'day' : 'time';
  const format = setting(field as NormalizedField, 'dateFormat');
  if (typeof format === 'string' && format !== '') {
    const upper = format.toUpperCase();
    if (upper === DATE_FORMAT_DAY || upper === 'DATE' || upper === 'YYYY-MM-DD') return 'day';
    return 'time';
  }
  return String(field.type).toUpperCase() === 'DATE' ? 'day' : 'time';
}

/** Display text of a moment for messages. */
export function formatDate(ms: number, granularity: DateGranularity, options: DateOptions = {}): string {
  return dateAt(ms, options).format(granularity === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss');
}

/** One limit of `x-props.dateRange` (`dateMinLimit` / `dateMaxLimit`). */
export interface DateLimit {
  /** unlimited, today, today_before / todayBefore, today_after / todayAfter, defined, or a field code (planStartTime ...). */
  key?: string;
  /** Days for today_before / today_after. */
  days?: number | string;
  /** Fixed date (defined) or field code (field reference), depending on the key. */
  addon?: unknown;
  id?: unknown;
}

/** Resolved bounds in ms; absent when unlimited. */
export interface DateBounds {
  min?: number;
  max?: number;
}

type LimitSide = 'min' | 'max';

const unlimitedKeys = new Set(['', 'unlimited', 'none', 'nolimit', 'null']);
const fieldKeys = new Set(['field', 'otherfield', 'formfield', 'relation', 'relatedfield']);
const definedKeys = new Set(['defined', 'custom', 'fixed', 'customize']);
const normKey = (key: string): string => key.replace(/[_\s-]/g, '').toLowerCase();

function daysOf(limit: { days?: unknown }): number {
  const n = toFiniteNumber(limit.days);
  return n === undefined ? 0 : Math.abs(Math.trunc(n));
}

function edge(d: Dayjs, side: LimitSide): number {
  return (side === 'min' ? d.startOf('day') : d.endOf('day')).valueOf();
}

function hasTimePart(raw: unknown): boolean {
  return typeof raw === 'string' ? /\d[ T]\d{1,2}:\d{2}/.test(raw) : typeof raw === 'number' || raw instanceof Date;
}

/** Context for resolving a limit. */
export interface LimitContext extends DateOptions {
  values: Readonly<Record<string, unknown>>;
  now: number;
  granularity: DateGranularity;
  /** The field being bounded; a limit pointing at itself is ignored. */
  selfCode?: string;
}

/**
 * Resolves one limit to a timestamp. Limits relative to today always cover
 * whole days (a minimum is the start of that day, a maximum its end), so a
 * value picked "now" does not expire while the form stays open. A fixed date
 * without a time, and another field's value on a date-only field, are widened
 * to their day the same way; otherwise the exact moment is the bound.
 */
export function resolveDateLimit(limit: unknown, side: LimitSide, ctx: LimitContext): number | undefined {
  if (!isRecord(limit)) return undefined;
  const rawKey = typeof limit.key === 'string' ? limit.key.trim() : '';
  const key = normKey(rawKey);
  if (unlimitedKeys.has(key)) return undefined;
  const today = dateAt(ctx.now, ctx);
  if (key === 'today') return edge(today, side);
  if (key === 'todaybefore') return edge(today.subtract(daysOf(limit), 'day'), side);
  if (key === 'todayafter') return edge(today.add(daysOf(limit), 'day'), side);
  if (definedKeys.has(key)) {
    for (const raw of [limit.id, limit.addon]) {
      const d = parseDateValue(raw, ctx);
      if (d) return ctx.granularity === 'day' || !hasTimePart(raw) ? edge(d, side) : d.valueOf();
    }
    return undefined;
  }
  let code = rawKey;
  if (fieldKeys.has(key)) {
    const ref = [limit.id, limit.addon].find((x) => typeof x === 'string' && x.trim() !== '');
    code = typeof ref === 'string' ? ref.trim() : '';
  }
  if (code === '' || code === ctx.selfCode) return undefined;
  const other = parseDateValue(lookupValue(ctx.values, code), ctx);
  if (!other) return undefined;
  return ctx.granularity === 'day' ? edge(other, side) : other.valueOf();
}

/** Reads `x-props.dateRange` (an object or its JSON text). */
export function readDateRange(value: unknown): { dateMinLimit?: unknown; dateMaxLimit?: unknown } | undefined {
  let range = value;
  if (typeof range === 'string' && range.trim().startsWith('{')) {
    try {
      range = JSON.parse(range) as unknown;
    } catch {
      return undefined;
    }
  }
  return isRecord(range) ? { dateMinLimit: range.dateMinLimit, dateMaxLimit: range.dateMaxLimit } : undefined;
}

/** Options of `resolveDateBounds`. */
export interface ResolveDateBoundsOptions extends DateOptions {
  /** @default DEFAULT_START_END_PAIRS */
  startEndPairs?: ReadonlyArray<readonly [string, string]>;
  /** Whether the start/end pairing contributes bounds. @default true */
  includePairs?: boolean;
}

/**
 * The bounds of a date field at a moment: its `dateRange` limits plus the
 * start/end pairing (the end field takes its minimum from the start field,
 * the start field its maximum from the end field). When several bounds apply
 * the tightest wins. The date picker calls this when its popup opens.
 */
export function resolveDateBounds(
  field: Pick<NormalizedField, 'code' | 'type' | 'xProps' | 'source'>,
  values: Readonly<Record<string, unknown>>,
  now: number,
  options: ResolveDateBoundsOptions = {},
): DateBounds {
  const granularity = dateGranularityOf(field);
  const ctx: LimitContext = { values, now, granularity, selfCode: field.code, utcOffset: options.utcOffset };
  const mins: number[] = [];
  const maxs: number[] = [];
  const range = readDateRange(setting(field as NormalizedField, 'dateRange'));
  if (range) {
    const min = resolveDateLimit(range.dateMinLimit, 'min', ctx);
    const max = resolveDateLimit(range.dateMaxLimit, 'max', ctx);
    if (min !== undefined) mins.push(min);
    if (max !== undefined) maxs.push(max);
  }
  if (options.includePairs !== false) {
    for (const [startCode, endCode] of options.startEndPairs ?? DEFAULT_START_END_PAIRS) {
      if (field.code === endCode) {
        const start = resolveDateLimit({ key: startCode }, 'min', ctx);
        if (start !== undefined) mins.push(start);
      } else if (field.code === startCode) {
        const end = resolveDateLimit({ key: endCode }, 'max', ctx);
        if (end !== undefined) maxs.push(end);
      }
    }
  }
  const bounds: DateBounds = {};
  if (mins.length > 0) bounds.min = Math.max(...mins);
  if (maxs.length > 0) bounds.max = Math.min(...maxs);
  return bounds;
}

/** Date validator options: the clock, and the field whose settings apply (else `ctx.field`). */
export interface BoundFieldOptions extends DateOptions {
  field?: Pick<NormalizedField, 'code' | 'type' | 'xProps' | 'source'>;
}

/** A value normalised for comparison: the start of its day for date-only fields. */
function comparable(d: Dayjs, granularity: DateGranularity): number {
  return granularity === 'day' ? d.startOf('day').valueOf() : d.valueOf();
}

/**
 * The `dateRange` rule: the value must lie within the limits resolved at
 * validation time from `ctx.now` and `ctx.values`. The start/end pairing is
 * left to `startBeforeEndValidator`, which has its own message.
 */
export function dateRangeValidator(options: BoundFieldOptions = {}): CompiledValidator {
  return defineValidator('dateRange', (value, ctx) => {
    if (isEmptyValue(value)) return undefined;
    const d = parseDateValue(value, options);
    if (!d) return ctx.t('rules.invalidDate');
    const field = options.field ?? ctx.field;
    const granularity = dateGranularityOf(field);
    const bounds = resolveDateBounds(field, ctx.values, ctx.now, { utcOffset: options.utcOffset, includePairs: false });
    const v = comparable(d, granularity);
    if (bounds.min !== undefined && v < bounds.min) return ctx.t('rules.dateMin', { min: formatDate(bounds.min, granularity, options) });
    if (bounds.max !== undefined && v > bounds.max) return ctx.t('rules.dateMax', { max: formatDate(bounds.max, granularity, options) });
    return undefined;
  });
}

/**
 * Start before end: on the end field the value may not be earlier than the
 * start field's, on the start field not later than the end field's. Date-only
 * fields compare by day, so both on the same day is fine.
 */
export function startBeforeEndValidator(pair: readonly [string, string], role: 'start' | 'end', options: BoundFieldOptions = {}): CompiledValidator {
  const [startCode, endCode] = pair;
  return defineValidator('startBeforeEnd', (value, ctx) => {
    if (isEmptyValue(value)) return undefined;
    const self = parseDateValue(value, options);
    const other = parseDateValue(lookupValue(ctx.values, role === 'end' ? startCode : endCode), options);
    if (!self) return ctx.t('rules.invalidDate');
    if (!other) return undefined;
    const granularity = dateGranularityOf(options.field ?? ctx.field);
    const a = comparable(self, granularity);
    const b = comparable(other, granularity);
    if (role === 'end' && a < b) return ctx.t('rules.endBeforeStart');
    if (role === 'start' && a > b) return ctx.t('rules.startAfterEnd');
    return undefined;
  });
}

/** Comparison of a date-relative rule. */
export type DateOperator = 'greater' | 'greaterOrEqual' | 'less' | 'lessOrEqual' | 'equal' | 'between';

/**
 * A date-relative rule (`x-props.dateRules`): compares the value's day with
 * the target's day (`today` or another field's code) shifted by `days`.
 * `between` accepts target+minDays .. target+maxDays (inclusive).
 * @example { target: 'today', operator: 'greater', days: 2 } // at least 3 days from today
 * @example { target: 'planStartTime', operator: 'between', minDays: 0, maxDays: 7 }
 */
export interface DateRelativeRule {
  target: string;
  operator: DateOperator;
  days: number;
  minDays?: number;
  maxDays?: number;
  message?: string;
}

const operatorAliases: Record<string, DateOperator> = {
  greater: 'greater', gt: 'greater', '>': 'greater', after: 'greater', later: 'greater',
  greaterorequal: 'greaterOrEqual', gte: 'greaterOrEqual', ge: 'greaterOrEqual', '>=': 'greaterOrEqual', notbefore: 'greaterOrEqual',
  less: 'less', lt: 'less', '<': 'less', before: 'less', earlier: 'less',
  lessorequal: 'lessOrEqual', lte: 'lessOrEqual', le: 'lessOrEqual', '<=': 'lessOrEqual', notafter: 'lessOrEqual',
  equal: 'equal', eq: 'equal', '=': 'equal', '==': 'equal',
  between: 'between', range: 'between', in: 'between',
};

/** Normalises one configured date-relative rule; undefined when it is not usable. */
export function normalizeDateRelativeRule(raw: unknown): DateRelativeRule | undefined {
  if (!isRecord(raw)) return undefined;
  const op = raw.operator ?? raw.compare ?? raw.type ?? raw.condition;
  const operator = typeof op === 'string' ? operatorAliases[normKey(op)] ?? operatorAliases[op.trim()] : undefined;
  const targetRaw = raw.target ?? raw.compareTo ?? raw.field ?? raw.fieldCode ?? 'today';
  if (!operator || typeof targetRaw !== 'string' || targetRaw.trim() === '') return undefined;
  const days = toFiniteNumber(raw.days) ?? 0;
  const rule: DateRelativeRule = { target: targetRaw.trim(), operator, days: Math.trunc(days) };
  const minDays = toFiniteNumber(raw.minDays);
  const maxDays = toFiniteNumber(raw.maxDays);
  if (minDays !== undefined) rule.minDays = Math.trunc(minDays);
  if (maxDays !== undefined) rule.maxDays = Math.trunc(maxDays);
  if (typeof raw.message === 'string' && raw.message !== '') rule.message = raw.message;
  return rule;
}

/** Reads `x-props.dateRules` (or `dateRelativeRules`): one rule or a list. */
export function readDateRelativeRules(value: unknown): DateRelativeRule[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map(normalizeDateRelativeRule).filter((r): r is DateRelativeRule => r !== undefined);
}

/** Validator of one date-relative rule; passes while the target field is empty. */
export function dateRelativeValidator(rule: DateRelativeRule, options: DateOptions = {}): CompiledValidator {
  return defineValidator('dateRelative', (value, ctx) => {
    if (isEmptyValue(value)) return undefined;
    const d = parseDateValue(value, options);
    if (!d) return ctx.t('rules.invalidDate');
    const base = normKey(rule.target) === 'today' ? dateAt(ctx.now, options) : parseDateValue(lookupValue(ctx.values, rule.target), options);
    if (!base) return undefined;
    const day = d.startOf('day');
    const baseDay = base.startOf('day');
    const shifted = (n: number): Dayjs => baseDay.add(n, 'day');
    const show = (x: Dayjs): string => x.format('YYYY-MM-DD');
    const diff = day.diff(baseDay, 'day');
    const fail = (key: string, vars: Record<string, unknown>): string => rule.message ?? ctx.t(key, vars);
    switch (rule.operator) {
      case 'greater':
        return diff > rule.days ? undefined : fail('rules.dateAfter', { date: show(shifted(rule.days)) });
      case 'greaterOrEqual':
        return diff >= rule.days ? undefined : fail('rules.dateNotBefore', { date: show(shifted(rule.days)) });
      case 'less':
        return diff < rule.days ? undefined : fail('rules.dateBefore', { date: show(shifted(rule.days)) });
      case 'lessOrEqual':
        return diff <= rule.days ? undefined : fail('rules.dateNotAfter', { date: show(shifted(rule.days)) });
      case 'equal':
        return diff === rule.days ? undefined : fail('rules.dateEqual', { date: show(shifted(rule.days)) });
      case 'between': {
        const lo = rule.minDays ?? 0;
        const hi = rule.maxDays ?? rule.days;
        const [a, b] = lo <= hi ? [lo, hi] : [hi, lo];
        return diff >= a && diff <= b ? undefined : fail('rules.dateBetween', { min: show(shifted(a)), max: show(shifted(b)) });
      }
      default:
        return undefined;
    }
  });
}

/**
 * The default of a date field from `x-props.dataDefault` (`unlimited`,
 * `today`, `todayBefore`, `todayAfter`, `defined`, with `days`): a string key
 * with `days` beside it, or an object `{key | type, days, addon | value | id}`.
 * Date-only fields get the start of the day; date-time fields keep the
 * current time of day. Undefined for `unlimited` or nothing usable.
 */
export function resolveDefaultDate(field: Pick<NormalizedField, 'type' | 'xProps' | 'source'>, now: number, options: DateOptions = {}): number | undefined {
  const raw = setting(field as NormalizedField, 'dataDefault');
  const spec = isRecord(raw) ? raw : { key: raw, days: field.xProps?.days ?? field.xProps?.dataDefaultDays };
  const keyRaw = spec.key ?? spec.type;
  if (typeof keyRaw !== 'string') return undefined;
  const key = normKey(keyRaw);
  const granularity = dateGranularityOf(field);
  const settle = (d: Dayjs): number => (granularity === 'day' ? d.startOf('day').valueOf() : d.valueOf());
  const today = dateAt(now, options);
  if (key === 'today') return settle(today);
  if (key === 'todaybefore') return settle(today.subtract(daysOf(spec), 'day'));
  if (key === 'todayafter') return settle(today.add(daysOf(spec), 'day'));
  if (definedKeys.has(key)) {
    for (const candidate of [spec.addon, spec.value, spec.id, field.xProps?.defaultValue]) {
      const d = parseDateValue(candidate, options);
      if (d) return settle(d);
    }
  }
  return undefined;
}
