import { useFieldEnv } from '../shared/field-env';
import { ReadOnlyText } from '../shared/read-only';
import type { FieldReadProps } from '../shared/types';
import { displayText, exactText, granularityOf, valueToMs, type DateMappedProps } from './normalize';

/** Props of {@link DateReadPretty}. */
export interface DateReadPrettyProps extends FieldReadProps<unknown>, Partial<DateMappedProps> {
  /**
   * `relative`: the list rule of service-desk §5 (today / yesterday with the
   * time, month-day this year, full date otherwise); `exact`: the full value.
   * @default 'relative'
   */
  displayRule?: 'relative' | 'exact';
  /** Current time in ms. @default Date.now() */
  now?: () => number;
}

/** Read-only date: the display rule's text with the exact value as its tooltip; '--' when empty or unreadable. */
export function DateReadPretty({ value, fieldType = 'DATE', settings = {}, displayRule = 'relative', now = Date.now }: DateReadPrettyProps) {
  const { runtime, t, language } = useFieldEnv();
  const offset = runtime.config.timeZoneOffset;
  const ms = valueToMs(value, offset);
  if (ms === undefined) return <ReadOnlyText />;
  const granularity = granularityOf(fieldType, settings);
  const dayFormat = t('date.formatDay');
  const exact = exactText(ms, granularity === 'day' ? dayFormat : t('date.formatTime'), offset);
  const shown = displayRule === 'exact' ? exact : displayText(ms, granularity, now(), language, offset, dayFormat);
  return (
    <div className="sd-field-read">
      <time dateTime={new Date(ms).toISOString()} title={exact}>
        {shown}
      </time>
    </div>
  );
}
