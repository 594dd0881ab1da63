// The date picker dialog (antd-mobile Popup and wheels, the native input, the focus trap): a chunk of
// its own, loaded when a DATE or TIME field is first opened (issue 14).
import { DatePickerView, Popup } from 'antd-mobile';
import { DialogFocus, useDialogTitleId, useT } from '@react';
import type { DateGranularity } from '@core/form/rules';
import { clampWheel, inputTextToWheel, wheelToInputText, type WheelBounds } from './normalize';
import 'antd-mobile/es/components/picker/picker.css';
import '../shared/fields.css';
import './date.css';

/** The open picker: its bounds and the choice being edited (a wheel date). */
export interface DateDraft extends WheelBounds {
  date: Date;
}

/** Props of {@link DatePopup}. */
export interface DatePopupProps {
  /** The choice being edited; the dialog is open while there is one. */
  draft: DateDraft | undefined;
  granularity: DateGranularity;
  /** The dialog's title. */
  heading: string;
  onDraft: (draft: DateDraft) => void;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The picker dialog of DATE / TIME: Cancel, title, Confirm; a native date (or date-time) input for
 * the keyboard and screen readers (focused first, Enter confirms) and antd-mobile's wheels, both
 * bound to the same choice and bounds.
 */
export function DatePopup({ draft, granularity, heading, onDraft, onCancel, onConfirm }: DatePopupProps) {
  const t = useT();
  const titleId = useDialogTitleId();
  const inputType = granularity === 'day' ? 'date' : 'datetime-local';
  return (
    <Popup visible={draft !== undefined} onMaskClick={onCancel} position="bottom" bodyClassName="adm-picker-popup sd-date-popup" destroyOnClose>
      {draft ? (
        <DialogFocus open labelledBy={titleId} onEscape={onCancel} initialFocus="input">
          <div className="adm-picker" data-testid="date-picker">
            <div className="adm-picker-header">
              <button type="button" className="adm-picker-header-button sd-date-action" onClick={onCancel}>
                {t('options.cancel')}
              </button>
              <div className="adm-picker-header-title" id={titleId} role="heading" aria-level={2}>
                {heading}
              </div>
              <button type="button" className="adm-picker-header-button sd-date-action" onClick={onConfirm}>
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
                  if (typed) onDraft({ ...draft, date: clampWheel(typed, draft.min, draft.max) });
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    onConfirm();
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
                onChange={(date) => onDraft({ ...draft, date: clampWheel(date, draft.min, draft.max) })}
              />
            </div>
          </div>
        </DialogFocus>
      ) : null}
    </Popup>
  );
}
