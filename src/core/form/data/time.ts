import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { defaultConfig } from '../../config';
import { parseDateValue } from '../rules/date';

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

/**
 * A time the server sent, as a timestamp in ms: a number or digit string
 * (ms), a Date, or text `YYYY-MM-DD[ HH:mm[:ss]]` without a zone, which is
 * the server's wall clock in the configured zone (`AppConfig.timeZoneOffset`)
 * and never the device's (an explicit ISO zone wins). Undefined when
 * unreadable.
 */
export function toTimestamp(value: unknown, offsetMinutes: number = defaultConfig.timeZoneOffset): number | undefined {
  return parseDateValue(value, { utcOffset: offsetMinutes })?.valueOf();
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
