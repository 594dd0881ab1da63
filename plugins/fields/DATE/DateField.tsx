import { useState } from 'react';
import { CalendarOutline, CloseCircleFill } from 'antd-mobile-icons';
import { isInteractive, useFadedStyle, useFieldEnv } from '../shared/field-env';
import { lazyCode, LazyCodeFailure, useLazyCode } from '../shared/lazy-code';
import { usePopupTriggerProps } from '../shared/popup-trigger';
import type { FieldEditProps } from '../shared/types';
import type { DateDraft } from './DatePopup';
import { useFormBinding, type FormBindingProps } from './form-binding';
import { clampWheel, exactText, fromWheelDate, granularityOf, toWheelDate, valueToMs, wheelBounds, type DateMappedProps } from './normalize';
import '../shared/fields.css';
import './date.css';

// The dialog (Popup, wheels, focus trap) loads on first open; the field shows its trigger until then.
export const datePopupCode = lazyCode(() => import('./DatePopup'));

/** Props of {@link DateField}. */
export interface DateFieldProps extends FieldEditProps<number | string>, Partial<DateMappedProps>, FormBindingProps {
  /** Popup title. @default "Select a date" / "Select date and time" */
  title?: string;
  /** Current time in ms, for the limits relative to today. @default Date.now() when the popup opens */
  now?: () => number;
}

/**
 * DATE / TIME edit component: a trigger button showing `YYYY-MM-DD` (or with
 * `HH:mm:ss`) that opens a picker dialog with antd-mobile's wheels and, for the
 * keyboard and screen readers, a native date (or date-time) input bound to the
 * same choice and bounds. The bounds are resolved each time the popup opens
 * from the form values of that moment (see {@link FormBindingProps} for how the
 * form hands them over). The value is a timestamp in ms; date-only fields give
 * the start of the day in the configured time zone. Disabled and read-only
 * fields do not open.
 */
export function DateField(props: DateFieldProps) {
  const { value, onChange, onFocus, onBlur, disabled, readOnly, placeholder, title, fieldType = 'DATE', settings = {}, now = Date.now } = props;
  const { runtime, t } = useFieldEnv();
  const { code, readValues } = useFormBinding(props);
  const [draft, setDraft] = useState<DateDraft | undefined>(undefined);
  const offset = runtime.config.timeZoneOffset;
  const interactive = isInteractive({ disabled, readOnly });
  const faded = useFadedStyle({ disabled, readOnly });
  const granularity = granularityOf(fieldType, settings);
  const ms = valueToMs(value, offset);
  const format = t(granularity === 'day' ? 'date.formatDay' : 'date.formatTime');
  const text = ms === undefined ? '' : exactText(ms, format, offset);
  const hint = placeholder || t('fields.pleaseSelect');
  const heading = title || t(granularity === 'day' ? 'date.pickTitle' : 'date.pickTimeTitle');
  const popup = useLazyCode(datePopupCode);

  const open = () => {
    if (!interactive) return;
    const current = now();
    const next = wheelBounds(code, fieldType, settings, readValues(), current, offset, ms);
    if (next.empty) {
      runtime.bus.emit('toast:show', { type: 'error', message: t('date.noValidRange') });
      return;
    }
    setDraft({ ...next, date: clampWheel(toWheelDate(ms ?? current, offset), next.min, next.max) });
    popup.request();
    onFocus?.();
  };
  const close = () => {
    setDraft(undefined);
    onBlur?.();
  };
  const confirm = () => {
    if (draft) onChange?.(fromWheelDate(draft.date, granularity, offset));
    close();
  };
  const trigger = usePopupTriggerProps({
    interactive,
    readOnly,
    expanded: draft !== undefined && popup.module !== undefined,
    busy: draft !== undefined && popup.busy,
    label: heading,
    onPrefetch: popup.prefetch,
    onOpen: open,
  });

  return (
    <>
      <div className="sd-date-row" style={faded}>
        <button {...trigger} className={`sd-picker-trigger sd-date-trigger${interactive ? '' : ' sd-picker-trigger--locked'}`} data-testid="date-trigger">
          <span className="sd-picker-trigger-value">{text ? <span className="sd-picker-text">{text}</span> : <span className="sd-picker-placeholder">{hint}</span>}</span>
          {interactive && !text ? <CalendarOutline className="sd-picker-arrow" aria-hidden="true" /> : null}
        </button>
        {interactive && text ? (
          <button type="button" className="sd-date-clear" aria-label={t('date.clear')} onClick={() => onChange?.('')}>
            <CloseCircleFill aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {interactive && draft ? <LazyCodeFailure state={popup} /> : null}
      {interactive && popup.module ? <popup.module.DatePopup draft={draft} granularity={granularity} heading={heading} onDraft={setDraft} onCancel={close} onConfirm={confirm} /> : null}
    </>
  );
}
