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
