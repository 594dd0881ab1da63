import { useState } from 'react';
import { DatePickerView, Popup } from 'antd-mobile';
import { CalendarOutline, CloseCircleFill } from 'antd-mobile-icons';
import { DialogFocus, useDialogTitleId } from '@react';
import { isInteractive, useFadedStyle, useFieldEnv } from '../shared/field-env';
import { usePopupTriggerProps } from '../shared/popup-trigger';
import type { FieldEditProps } from '../shared/types';
import { useFormBinding, type FormBindingProps } from './form-binding';
import {
  clampWheel,
  exactText,
  fromWheelDate,
  granularityOf,
  inputTextToWheel,
  toWheelDate,
  valueToMs,
  wheelBounds,
  wheelToInputText,
  type WheelBounds,
  type DateMappedProps,
} from './normalize';
import 'antd-mobile/es/components/picker/picker.css';
import '../shared/fields.css';
import './date.css';

/** Props of {@link DateField}. */
export interface DateFieldProps extends FieldEditProps<number | string>, Partial<DateMappedProps>, FormBindingProps {
  /** Popup title. @default "Select a date" / "Select date and time" */
  title?: string;
  /** Current time in ms, for the limits relative to today. @default Date.now() when the popup opens */
  now?: () => number;
}

/** The open picker: its bounds and the choice being edited (a wheel date). */
interface Draft extends WheelBounds {
  date: Date;
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
  const [draft, setDraft] = useState<Draft | undefined>(undefined);
  const offset = runtime.config.timeZoneOffset;
  const interactive = isInteractive({ disabled, readOnly });
  const faded = useFadedStyle({ disabled, readOnly });
  const granularity = granularityOf(fieldType, settings);
  const ms = valueToMs(value, offset);
  const format = t(granularity === 'day' ? 'date.formatDay' : 'date.formatTime');
  const text = ms === undefined ? '' : exactText(ms, format, offset);
  const hint = placeholder || t('fields.pleaseSelect');
  const heading = title || t(granularity === 'day' ? 'date.pickTitle' : 'date.pickTimeTitle');
  const titleId = useDialogTitleId();

  const open = () => {
    if (!interactive) return;
    const current = now();
    const next = wheelBounds(code, fieldType, settings, readValues(), current, offset, ms);
    if (next.empty) {
      runtime.bus.emit('toast:show', { type: 'error', message: t('date.noValidRange') });
      return;
    }
    setDraft({ ...next, date: clampWheel(toWheelDate(ms ?? current, offset), next.min, next.max) });
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
  const trigger = usePopupTriggerProps({ interactive, readOnly, expanded: draft !== undefined, label: heading, onOpen: open });
  const inputType = granularity === 'day' ? 'date' : 'datetime-local';

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
      {interactive ? (
        <Popup visible={draft !== undefined} onMaskClick={close} position="bottom" bodyClassName="adm-picker-popup sd-date-popup" destroyOnClose>
          {draft ? (
            <DialogFocus open labelledBy={titleId} onEscape={close} initialFocus="input">
              <div className="adm-picker" data-testid="date-picker">
                <div className="adm-picker-header">
                  <button type="button" className="adm-picker-header-button sd-date-action" onClick={close}>
                    {t('options.cancel')}
                  </button>
                  <div className="adm-picker-header-title" id={titleId} role="heading" aria-level={2}>
                    {heading}
                  </div>
                  <button type="button" className="adm-picker-header-button sd-date-action" onClick={confirm}>
                    {t('options.confirm')}
                  </button>
                </div>
                <label className="sd-date-input">
                  <span className="sd-date-input-label">{t(granularity === 'day' ? 'date.typeDay' : 'date.typeTime')}</span>
                  <input
                    type={inputType}
                    step={granularity === 'day' ? undefined : 1}
                    value={wheelToInputText(draft.date, granularity)}
                    min={wheelToInputText(draft.min, granularity)}
                    max={wheelToInputText(draft.max, granularity)}
                    onChange={(event) => {
                      const typed = inputTextToWheel(event.target.value, granularity);
                      if (typed) setDraft({ ...draft, date: clampWheel(typed, draft.min, draft.max) });
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        confirm();
                      }
                    }}
                    data-testid="date-input"
                  />
                </label>
                <div className="adm-picker-body" aria-hidden="true">
                  <DatePickerView
                    value={draft.date}
                    min={draft.min}
                    max={draft.max}
                    precision={granularity === 'day' ? 'day' : 'second'}
                    onChange={(date) => setDraft({ ...draft, date: clampWheel(date, draft.min, draft.max) })}
                  />
                </div>
              </div>
            </DialogFocus>
          ) : null}
        </Popup>
      ) : null}
    </>
  );
}
