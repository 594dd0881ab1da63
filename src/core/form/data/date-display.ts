import type { Language } from '../../events';
import enOptions from '../../i18n/locales/en/options';
import zhOptions from '../../i18n/locales/zh/options';
import { inZone } from './time';

const formats: Record<Language, { today: string; yesterday: string; monthDay: string; full: string }> = {
  zh: zhOptions.date,
  en: enOptions.date,
};

/** Options of `formatDisplayDate`. */
export interface DisplayDateOptions {
  /** Minutes east of UTC the calendar days are counted in. @default 480 (AppConfig.timeZoneOffset) */
  timeZoneOffset?: number;
}

/**
 * List date display (service-desk §5): today / yesterday with hour and
 * minute, month-day within the current year, the full date otherwise.
 * Days are calendar days in the configured time zone. Formats live in the
 * `options.date.*` locale texts. Invalid input gives ''.
 */
export function formatDisplayDate(timestamp: number | Date | string, now: number | Date, lang: Language, options: DisplayDateOptions = {}): string {
  const ms = typeof timestamp === 'string' && /^\d+$/.test(timestamp.trim()) ? Number(timestamp) : timestamp;
  const value = inZone(typeof ms === 'string' ? new Date(ms) : ms, options.timeZoneOffset);
  if (!value.isValid()) return '';
  const today = inZone(now, options.timeZoneOffset).startOf('day');
  const day = value.startOf('day');
  const texts = formats[lang] ?? formats.zh;
  if (day.isSame(today)) return value.format(texts.today);
  if (day.isSame(today.subtract(1, 'day'))) return value.format(texts.yesterday);
  if (value.year() === today.year()) return value.format(texts.monthDay);
  return value.format(texts.full);
}
