import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { defaultConfig } from '../../config';

// Extending dayjs is idempotent and only adds methods; it holds no state of ours.
dayjs.extend(utc);

/**
 * The wall clock of a timestamp in the configured time zone
 * (`AppConfig.timeZoneOffset`, minutes east of UTC, 480 by default),
 * whatever the device's zone. The result is a UTC-mode dayjs shifted by the
 * offset: use it for formatting and calendar arithmetic only (its
 * `valueOf()` is shifted, and a `Z` token would print +00:00).
 */
export function inZone(timestamp: number | Date, offsetMinutes: number = defaultConfig.timeZoneOffset): Dayjs {
  const ms = timestamp instanceof Date ? timestamp.getTime() : timestamp;
  return dayjs.utc(ms + offsetMinutes * 60_000);
}

// `YYYY-MM-DD`, `YYYY-MM-DD HH:mm[:ss]`, `YYYY-MM-DDTHH:mm:ss[.SSS]`, `YYYY/MM/DD[ HH:mm[:ss]]`.
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:(?: (\d{2}):(\d{2})(?::(\d{2}))?)|(?:T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{3}))?))?$|^(\d{4})\/(\d{2})\/(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T.*(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Zone-less wall-clock text (`YYYY-MM-DD[ HH:mm[:ss]]`, also with `/` or an
 * ISO `T`) as the timestamp of that wall clock at `offsetMinutes` east of
 * UTC. Strict: two-digit fields, and impossible dates or times
 * (`2024-02-30`, `25:00`) give undefined.
 */
export function parseWallTime(text: string, offsetMinutes: number = defaultConfig.timeZoneOffset): number | undefined {
  const m = WALL_TIME.exec(text);
  if (!m) return undefined;
  const parts = m[1] !== undefined ? [m[1], m[2], m[3], m[4] ?? m[7], m[5] ?? m[8], m[6] ?? m[9], m[10]] : [m[11], m[12], m[13], m[14], m[15], m[16], undefined];
  const [year, month, day, hour, minute, second, milli] = parts.map((part) => Number(part ?? 0)) as [number, number, number, number, number, number, number];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, milli);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return wall - offsetMinutes * 60_000;
}

/**
 * A time the server sent, as a timestamp in ms: a number or digit string
 * (ms), a Date, or text `YYYY-MM-DD[ HH:mm[:ss]]` without a zone, which is
 * the server's wall clock in the configured zone (`AppConfig.timeZoneOffset`)
 * and never the device's (an ISO text with an explicit zone keeps it).
 * Undefined when unreadable.
 */
export function toTimestamp(value: unknown, offsetMinutes: number = defaultConfig.timeZoneOffset): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^-?\d{9,}$/.test(text)) return Number(text);
  if (ISO_WITH_ZONE.test(text)) {
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? undefined : ms;
  }
  return parseWallTime(text, offsetMinutes);
}

/** The exact date-time format of the ticket pages (detail header, history, draft restore). */
export const EXACT_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * A server time (see {@link toTimestamp}) as the configured zone's wall
 * clock in a dayjs `format` (`YYYY-MM-DD HH:mm` by default), whatever the
 * device's zone. '' when unreadable.
 */
export function formatInZone(value: unknown, offsetMinutes: number = defaultConfig.timeZoneOffset, format: string = EXACT_TIME_FORMAT): string {
  const ms = toTimestamp(value, offsetMinutes);
  return ms === undefined ? '' : inZone(ms, offsetMinutes).format(format);
}
