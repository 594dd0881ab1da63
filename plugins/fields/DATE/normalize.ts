/**
 * Pure logic of the date/time fields (form-widgets §3, §4, §5): which
 * x-props matter, date-only vs date-time, the value a wheel choice becomes
 * (date-only: the start of the day), the bounds handed to the wheel when
 * it opens, and the texts of a value.
 */
import {
  dateGranularityOf,
  dateRuleKinds,
  parseDateValue,
  resolveDateBounds,
  type DateBounds,
  type DateGranularity,
} from '@core/form/rules';
import { formatDisplayDate, inZone } from '@core/form/data';
import type { Language } from '@core';

/** Rule kinds of DATE and TIME: the date range, relative rules, start before end, unique, parent. */
export const DATE_RULE_KINDS = dateRuleKinds;

/** x-props a date field reads (everything that `resolveDateBounds` and the granularity look at). */
export const DATE_X_PROPS = ['dateFormat', 'isOnlyDate', 'dateRange', 'dataDefault', 'dateRules'] as const;

/** Props DATE / TIME take from their x-props. */
export interface DateMappedProps {
  /** Server type: DATE defaults to date-only, TIME to date and time. */
  fieldType: 'DATE' | 'TIME';
  /** The date settings, as the server sent them (`dateFormat`, `isOnlyDate`, `dateRange` ...). */
  settings: Record<string, unknown>;
}

/** Keeps the date settings of the x-props and remembers the server type. */
export function mapDateProps(xProps: Readonly<Record<string, unknown>>, fieldType: 'DATE' | 'TIME'): DateMappedProps {
  const settings: Record<string, unknown> = {};
  for (const key of DATE_X_PROPS) if (xProps[key] !== undefined && xProps[key] !== null) settings[key] = xProps[key];
  return { fieldType, settings };
}

/** The field description the core date helpers take. */
export function dateFieldOf(code: string, fieldType: string, settings: Readonly<Record<string, unknown>>) {
  return { code, type: fieldType, xProps: { ...settings }, source: {} };
}

/** Date only (YEAR_MONTH_DAY / isOnlyDate) or date and time (YYYY-MM-DD HH:mm:ss). */
export function granularityOf(fieldType: string, settings: Readonly<Record<string, unknown>>): DateGranularity {
  return dateGranularityOf(dateFieldOf('', fieldType, settings));
}

/** A stored value as a timestamp (ms), or undefined when empty or unreadable. */
export function valueToMs(value: unknown, utcOffset: number): number | undefined {
  return parseDateValue(value, { utcOffset })?.valueOf();
}

/**
 * The wheel works in the device's local time; the product counts days in
 * the configured zone (`timeZoneOffset`). The wheel therefore shows the
 * zone's wall clock: a timestamp becomes a local Date with the same fields.
 */
export function toWheelDate(ms: number, utcOffset: number): Date {
  const z = inZone(ms, utcOffset);
  return new Date(z.year(), z.month(), z.date(), z.hour(), z.minute(), z.second(), 0);
}

/**
 * The value of a wheel choice: the wall clock read in the configured zone.
 * Date-only fields give the timestamp of the start of that day.
 */
export function fromWheelDate(date: Date, granularity: DateGranularity, utcOffset: number): number {
  const day = granularity === 'day';
  const wall = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), day ? 0 : date.getHours(), day ? 0 : date.getMinutes(), day ? 0 : date.getSeconds());
  return wall - utcOffset * 60_000;
}

/** Wheel bounds; `empty` when the limits leave no date to choose. */
export interface WheelBounds {
  min: Date;
  max: Date;
  empty: boolean;
}

/** Years around today (or around a limit or the value) the wheel offers where no limit applies. */
export const WHEEL_SPAN_YEARS = 10;

/** `ms` moved by whole years on the configured zone's calendar (the device's may skip days or hours). */
function addYears(ms: number, years: number, utcOffset: number): number {
  return inZone(ms, utcOffset).add(years, 'year').valueOf() - utcOffset * 60_000;
}

/**
 * The bounds of the wheel, resolved when the popup opens: the field's
 * `dateRange` (today, N days before/after, a fixed date, another field) and
 * the start/end pairing (the end takes its minimum from the start, the
 * start its maximum from the end), from the form values of that moment.
 * An open side spans ten years from today, widened to keep the other limit
 * and the current value reachable (the wheel clamps what it cannot show).
 */
export function wheelBounds(
  code: string,
  fieldType: string,
  settings: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>>,
  now: number,
  utcOffset: number,
  valueMs?: number,
): WheelBounds {
  const bounds: DateBounds = resolveDateBounds(dateFieldOf(code, fieldType, settings), values, now, { utcOffset });
  const granularity = granularityOf(fieldType, settings);
  // Date-only wheels compare whole days: a minimum at 10:00 still allows that day.
  const empty = bounds.min !== undefined && bounds.max !== undefined && (granularity === 'day' ? dayKey(bounds.min, utcOffset) > dayKey(bounds.max, utcOffset) : bounds.min > bounds.max);
  const keep = [now, ...(valueMs === undefined ? [] : [valueMs])];
  const min = bounds.min ?? addYears(Math.min(...keep, ...(bounds.max === undefined ? [] : [bounds.max])), -WHEEL_SPAN_YEARS, utcOffset);
  const max = bounds.max ?? addYears(Math.max(...keep, ...(bounds.min === undefined ? [] : [bounds.min])), WHEEL_SPAN_YEARS, utcOffset);
  return { min: toWheelDate(min, utcOffset), max: toWheelDate(max, utcOffset), empty };
}

function dayKey(ms: number, utcOffset: number): string {
  return inZone(ms, utcOffset).format('YYYY-MM-DD');
}

/** Exact text of a value: `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` (the formats come from the locale). */
export function exactText(ms: number, format: string, utcOffset: number): string {
  return inZone(ms, utcOffset).format(format);
}

/**
 * Read-only text (service-desk §5): date-time values show as today /
 * yesterday with hour and minute, month-day within this year, the full
 * date otherwise. Date-only values have no time of day to show and keep
 * their full date.
 */
export function displayText(ms: number, granularity: DateGranularity, now: number, language: Language, utcOffset: number, dayFormat: string): string {
  return granularity === 'day' ? exactText(ms, dayFormat, utcOffset) : formatDisplayDate(ms, now, language, { timeZoneOffset: utcOffset });
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A wheel date as the value of the picker's native input (the keyboard path, issue 13):
 * `YYYY-MM-DD` for `<input type="date">`, `YYYY-MM-DDTHH:mm:ss` for
 * `<input type="datetime-local" step="1">`. Wheel dates hold the configured zone's wall clock.
 */
export function wheelToInputText(date: Date, granularity: DateGranularity): string {
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return granularity === 'day' ? day : `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The wheel date of a native input's value; undefined while it is empty or incomplete. Seconds may be left out. */
export function inputTextToWheel(text: string, granularity: DateGranularity): Date | undefined {
  const match = /^(\d{4,})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const date = granularity === 'day' ? new Date(Number(y), Number(mo) - 1, Number(d)) : new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // 2024-02-31 rolls over to March: not a date.
  if (date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d)) return undefined;
  return date;
}

/** `date` kept within the wheel bounds. */
export function clampWheel(date: Date, min: Date, max: Date): Date {
  if (date.getTime() < min.getTime()) return new Date(min.getTime());
  if (date.getTime() > max.getTime()) return new Date(max.getTime());
  return date;
}
