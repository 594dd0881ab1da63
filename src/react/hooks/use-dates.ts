import { useMemo } from 'react';
import { formatDisplayDate } from '../../core/form/data/date-display';
import { formatInZone } from '../../core/form/data/time';
import { useLanguage, useRuntime } from '../runtime/runtime-provider';

/** Date formatters bound to the runtime's `timeZoneOffset` and the current language. */
export interface DateFormatters {
  /** Minutes east of UTC every date is shown in (`AppConfig.timeZoneOffset`). */
  offset: number;
  /** The exact time, `YYYY-MM-DD HH:mm` by default, in the configured zone; '' when unreadable. */
  exact: (value: unknown, format?: string) => string;
  /** The list display (today / yesterday / month-day / full, with the time) in the configured zone; '' when unreadable. */
  relative: (value: number | string | Date, now?: number) => string;
}

/**
 * Zone-aware date display for blocks: every ticket time (lists, detail
 * header, history, draft restore) is the configured zone's wall clock, never
 * the device's, so a list and a detail show the same time for the same ticket.
 */
export function useDates(): DateFormatters {
  const runtime = useRuntime();
  const language = useLanguage();
  const offset = runtime.config.timeZoneOffset;
  return useMemo(
    () => ({
      offset,
      exact: (value, format) => formatInZone(value, offset, format),
      relative: (value, now = Date.now()) => formatDisplayDate(value, now, language, { timeZoneOffset: offset, withTime: true }),
    }),
    [offset, language],
  );
}
