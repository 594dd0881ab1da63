// The change calendar (/changeCalender, /changeCalenderSetting; service-desk §2 calendar setting, §4 status filter,
// §7 calendar calls, §9 constants): its calls and their bodies, the readers of the server's answers, the status
// filter and the month grid, with days counted in the configured zone (never the device's). No React here.
import { inZone, toTimestamp } from '@core/form/data/time';
import { isRecord, textOf } from '@core/records';

/** The calendar's list type (spec §9). */
export const CHANGE_CALENDAR = 'CHANGE_CALENDAR';
/** The calendar lists a whole month at once (spec §9: page 1, size 10000). */
export const CALENDAR_PAGE = { pageNum: 1, pageSize: 10000 } as const;
/** The views of the calendar; the month view is the default (spec §9). */
export const CALENDAR_VIEWS = ['month', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export const DEFAULT_VIEW: CalendarView = 'month';
/** The product's zone when the configuration names none (minutes east of UTC). */
export const DEFAULT_OFFSET = 480;

/** The calendar's calls (below the `business` prefix). */
export const calendarPaths = {
  getSetting: '/change/calendar/get/setting',
  saveSetting: '/change/calendar/save/setting',
  monthList: '/h5workOrder/getListInMonth',
  list: '/h5workOrder/list',
} as const;

/** The status filter (spec §4): its choices and the status each stands for. */
export const STATUS_FILTERS = { inProcess: 0, finished: 20, closed: 40 } as const;
export type StatusFilter = keyof typeof STATUS_FILTERS;
export const STATUS_FILTER_KEYS: readonly StatusFilter[] = ['inProcess', 'finished', 'closed'];

/** A user's calendar setting (spec §2). */
export interface CalendarSetting {
  isHideClose: boolean;
  isHideFinish: boolean;
}

export const DEFAULT_SETTING: Readonly<CalendarSetting> = { isHideClose: false, isHideFinish: false };

/** A server flag: true, 'true', 1 or '1'. */
const flag = (value: unknown): boolean => value === true || value === 1 || value === 'true' || value === '1';

/** The setting of `get/setting`; anything unreadable reads as shown (both false). */
export function readSetting(data: unknown): CalendarSetting {
  if (!isRecord(data)) return { ...DEFAULT_SETTING };
  return { isHideClose: flag(data.isHideClose), isHideFinish: flag(data.isHideFinish) };
}

/** The body of `save/setting`. */
export function saveSettingBody(setting: CalendarSetting): { changeCalendarSetting: CalendarSetting } {
  return { changeCalendarSetting: { isHideClose: setting.isHideClose, isHideFinish: setting.isHideFinish } };
}

/** The filter the calendar opens with (spec §4): in process, plus closed unless hidden, plus finished unless hidden. */
export function defaultFilters(setting: CalendarSetting): StatusFilter[] {
  return STATUS_FILTER_KEYS.filter((key) => key === 'inProcess' || (key === 'closed' ? !setting.isHideClose : !setting.isHideFinish));
}

/** The statusList of a filter, in a stable order. */
export function statusListOf(filters: readonly StatusFilter[]): number[] {
  return STATUS_FILTER_KEYS.filter((key) => filters.includes(key)).map((key) => STATUS_FILTERS[key]);
}

/** A change as the calendar shows it. */
export interface CalendarChange {
  workOrderId: string;
  preNum: string;
  title: string;
  dataStatus: number | undefined;
  /** Planned start and end, ms. */
  start: number;
  end: number;
}

/** A change record (ms or zone-less wall time in the configured zone); undefined without an id or a planned start. */
export function readChange(record: unknown, offset: number = DEFAULT_OFFSET): CalendarChange | undefined {
  if (!isRecord(record)) return undefined;
  const workOrderId = textOf(record.workOrderId) || textOf(record.id);
  const start = toTimestamp(record.planStartTime, offset);
  if (!workOrderId || start === undefined) return undefined;
  const end = toTimestamp(record.planEndTime, offset);
  const status = Number(record.dataStatus);
  return {
    workOrderId,
    preNum: textOf(record.preNum),
    title: textOf(record.title) || textOf(record.preNum) || workOrderId,
    dataStatus: record.dataStatus === undefined || record.dataStatus === null || record.dataStatus === '' || !Number.isFinite(status) ? undefined : status,
    start,
    end: end !== undefined && end >= start ? end : start,
  };
}

const byStart = (a: CalendarChange, b: CalendarChange) => a.start - b.start || a.end - b.end || a.workOrderId.localeCompare(b.workOrderId);

/** `YYYY-MM-DD` → its changes, from `getListInMonth` (`[{ days, mdlInstanceViewEntities }]`); unreadable entries are skipped. */
export type MonthChanges = Map<string, CalendarChange[]>;

export function readMonthList(data: unknown, offset: number = DEFAULT_OFFSET): MonthChanges {
  const result: MonthChanges = new Map();
  if (!Array.isArray(data)) return result;
  for (const entry of data) {
    if (!isRecord(entry)) continue;
    const day = textOf(entry.days).slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) continue;
    const records = Array.isArray(entry.mdlInstanceViewEntities) ? entry.mdlInstanceViewEntities : [];
    const changes = records.map((r) => readChange(r, offset)).filter((c): c is CalendarChange => c !== undefined);
    result.set(day, [...(result.get(day) ?? []), ...changes].sort(byStart));
  }
  return result;
}

/** The records of a list page (`{ records }`), by planned start, each once. */
export function readChangeList(data: unknown, offset: number = DEFAULT_OFFSET): CalendarChange[] {
  const records = isRecord(data) && Array.isArray(data.records) ? data.records : Array.isArray(data) ? data : [];
  const changes = records.map((r) => readChange(r, offset)).filter((c): c is CalendarChange => c !== undefined);
  return [...new Map(changes.map((c) => [c.workOrderId, c])).values()].sort(byStart);
}

/** `YYYY-MM` of a time in the zone. */
export function monthOf(ms: number, offset: number = DEFAULT_OFFSET): string {
  return inZone(ms, offset).format('YYYY-MM');
}

/** `YYYY-MM-DD` of a time in the zone. */
export function dayOf(ms: number, offset: number = DEFAULT_OFFSET): string {
  return inZone(ms, offset).format('YYYY-MM-DD');
}

/** Whether `value` is a month `YYYY-MM`. */
export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** A month moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Year and month (1-12) of `YYYY-MM`. */
export function monthParts(month: string): { year: number; month: number } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { year, month: m };
}

/** The first and the last ms of a month in the zone. */
export function monthRange(month: string, offset: number = DEFAULT_OFFSET): [number, number] {
  const { year, month: m } = monthParts(month);
  const from = Date.UTC(year, m - 1, 1) - offset * 60_000;
  const to = Date.UTC(year, m, 1) - offset * 60_000 - 1;
  return [from, to];
}

/** The body of `getListInMonth`. */
export function monthListBody(month: string, statusList: readonly number[], offset: number = DEFAULT_OFFSET) {
  return { listType: CHANGE_CALENDAR, month, statusList: [...statusList], timeZoneOffset: offset };
}

/** The body of the list view's `h5workOrder/list`: the month's changes (planned span meeting it). */
export function listBody(month: string, statusList: readonly number[], offset: number = DEFAULT_OFFSET) {
  return { listType: CHANGE_CALENDAR, ...CALENDAR_PAGE, statusList: [...statusList], planTimeRange: monthRange(month, offset) };
}

/** A cell of the month grid: a day of the month, or a blank before the first / after the last. */
export type GridCell = { date: string; day: number; weekday: number; isToday: boolean } | null;

/** 0 = the week starts on Sunday, 1 = on Monday. */
export type WeekStart = 0 | 1;

/** The weekdays (0 = Sunday) in the order of the grid's columns. */
export function weekdayOrder(weekStart: WeekStart): number[] {
  return Array.from({ length: 7 }, (_, i) => (i + weekStart) % 7);
}

/**
 * The month as weeks of seven cells, blanks around the month's days, for `today` (ms) in the zone: the grid of
 * `2026-11` with Monday first starts with six blanks (1 November 2026 is a Sunday).
 */
export function monthGrid(month: string, today: number, offset: number = DEFAULT_OFFSET, weekStart: WeekStart = 1): GridCell[][] {
  const { year, month: m } = monthParts(month);
  const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const firstWeekday = new Date(Date.UTC(year, m - 1, 1)).getUTCDay();
  const todayDate = dayOf(today, offset);
  const cells: GridCell[] = Array.from({ length: (firstWeekday - weekStart + 7) % 7 }, () => null);
  for (let day = 1; day <= count; day += 1) {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    cells.push({ date, day, weekday: (firstWeekday + day - 1) % 7, isToday: date === todayDate });
  }
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** The day selected when a month opens: today in the current month, else the first day. */
export function initialDay(month: string, today: number, offset: number = DEFAULT_OFFSET): string {
  return monthOf(today, offset) === month ? dayOf(today, offset) : `${month}-01`;
}

/** A date of the month moved by `delta` days, kept inside the month; undefined at its edge. */
export function moveDay(date: string, delta: number): string | undefined {
  const [year, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, m - 1, d + delta));
  if (next.getUTCFullYear() !== year || next.getUTCMonth() !== m - 1) return undefined;
  return `${date.slice(0, 8)}${String(next.getUTCDate()).padStart(2, '0')}`;
}

/** Whether a change starts and ends on the same day of the zone (its span then reads `HH:mm–HH:mm`). */
export function isSameDay(change: CalendarChange, offset: number = DEFAULT_OFFSET): boolean {
  return dayOf(change.start, offset) === dayOf(change.end, offset);
}
