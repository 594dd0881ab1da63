import type { Language } from '../../events';
import enOptions from '../../i18n/locales/en/options';
import zhOptions from '../../i18n/locales/zh/options';
import { inZone, toTimestamp } from './time';

type DateFormats = { today: string; yesterday: string; monthDay: string; full: string; monthDayTime: string; fullTime: string };

const formats: Record<Language, DateFormats> = {
  zh: zhOptions.date,
  en: enOptions.date,
};

/** Options of `formatDisplayDate`. */
export interface DisplayDateOptions {
  /** Minutes east of UTC the calendar days are counted in. @default 480 (AppConfig.timeZoneOffset) */
  timeZoneOffset?: number;
  /** Keep the hour and minute on month-day and full dates too (ticket and draft lists). @default false */
  withTime?: boolean;
}

/**
 * List date display (service-desk §5): today / yesterday with hour and
 * minute, month-day within the current year, the full date otherwise.
 * Days are calendar days in the configured time zone, and zone-less text
 * from the server (`2024-06-15 09:30:00`) is that zone's wall clock, so the
 * device's zone changes nothing. Formats live in the `options.date.*`
 * locale texts. Invalid input gives ''.
 */
export function formatDisplayDate(timestamp: number | Date | string, now: number | Date, lang: Language, options: DisplayDateOptions = {}): string {
  const ms = toTimestamp(timestamp, options.timeZoneOffset);
  if (ms === undefined) return '';
  const value = inZone(ms, options.timeZoneOffset);
  const today = inZone(now, options.timeZoneOffset).startOf('day');
  const day = value.startOf('day');
  const texts = formats[lang] ?? formats.zh;
  if (day.isSame(today)) return value.format(texts.today);
  if (day.isSame(today.subtract(1, 'day'))) return value.format(texts.yesterday);
  if (value.year() === today.year()) return value.format(options.withTime ? texts.monthDayTime : texts.monthDay);
  return value.format(options.withTime ? texts.fullTime : texts.full);
}
