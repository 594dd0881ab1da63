import { useState } from 'react';
import { DatePicker } from 'antd-mobile';
import { CalendarOutline, CloseCircleFill } from 'antd-mobile-icons';
import { isInteractive, useFadedStyle, useFieldEnv } from '../shared/field-env';
import { popupTriggerProps } from '../shared/popup-trigger';
import type { FieldEditProps } from '../shared/types';
import { useFormBinding, type FormBindingProps } from './form-binding';
import { exactText, fromWheelDate, granularityOf, toWheelDate, valueToMs, wheelBounds, type DateMappedProps, type WheelBounds } from './normalize';
import '../shared/fields.css';
import './date.css';

/** Props of {@link DateField}. */
export interface DateFieldProps extends FieldEditProps<number | string>, Partial<DateMappedProps>, FormBindingProps {
  /** Popup title. @default "Select a date" / "Select date and time" */
  title?: string;
  /** Current time in ms, for the limits relative to today. @default Date.now() when the popup opens */
  now?: () => number;
}

/**
 * DATE / TIME edit component: a trigger showing `YYYY-MM-DD` (or with
 * `HH:mm:ss`) and antd-mobile's wheel popup. The bounds are resolved each
 * time the popup opens from the form values of that moment (see
 * {@link FormBindingProps} for how the form hands them over). The value is a
 * timestamp in ms; date-only fields give the start of the day in the
 * configured time zone. Disabled and read-only fields do not open.
 */
export function DateField(props: DateFieldProps) {
  const { value, onChange, onFocus, onBlur, disabled, readOnly, placeholder, title, fieldType = 'DATE', settings = {}, now = Date.now } = props;
  const { runtime, t } = useFieldEnv();
  const { code, readValues } = useFormBinding(props);
  const [bounds, setBounds] = useState<WheelBounds | undefined>(undefined);
  const offset = runtime.config.timeZoneOffset;
  const interactive = isInteractive({ disabled, readOnly });
  const faded = useFadedStyle({ disabled, readOnly });
  const granularity = granularityOf(fieldType, settings);
  const ms = valueToMs(value, offset);
  const format = t(granularity === 'day' ? 'date.formatDay' : 'date.formatTime');
  const text = ms === undefined ? '' : exactText(ms, format, offset);
  const hint = placeholder || t('fields.pleaseSelect');

  const open = () => {
    if (!interactive) return;
    const next = wheelBounds(code, fieldType, settings, readValues(), now(), offset, ms);
    if (next.empty) {
      runtime.bus.emit('toast:show', { type: 'error', message: t('date.noValidRange') });
      return;
    }
    setBounds(next);
    onFocus?.();
  };
  const close = () => {
    setBounds(undefined);
    onBlur?.();
  };

  return (
    <>
      <div
        {...popupTriggerProps({ interactive, readOnly, popup: 'dialog', onOpen: open })}
        className={`sd-picker-trigger sd-date-trigger${interactive ? '' : ' sd-picker-trigger--locked'}`}
        style={faded}
        data-testid="date-trigger"
      >
        <div className="sd-picker-trigger-value">{text ? <span className="sd-picker-text">{text}</span> : <span className="sd-picker-placeholder">{hint}</span>}</div>
        {interactive && text ? (
          <button
            type="button"
            className="sd-date-clear"
            aria-label={t('date.clear')}
            onClick={(event) => {
              event.stopPropagation();
              onChange?.('');
            }}
          >
            <CloseCircleFill />
          </button>
        ) : null}
        {interactive && !text ? <CalendarOutline className="sd-picker-arrow" aria-hidden="true" /> : null}
      </div>
      {interactive ? (
        <DatePicker
          visible={bounds !== undefined}
          title={title || t(granularity === 'day' ? 'date.pickTitle' : 'date.pickTimeTitle')}
          precision={granularity === 'day' ? 'day' : 'second'}
          value={ms === undefined ? undefined : toWheelDate(ms, offset)}
          min={bounds?.min}
          max={bounds?.max}
          onConfirm={(picked) => onChange?.(fromWheelDate(picked, granularity, offset))}
          onClose={close}
          destroyOnClose
        />
      ) : null}
    </>
  );
}
