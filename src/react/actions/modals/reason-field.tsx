import { useId, useRef } from 'react';
import { REASON_MAX_LENGTH, type ModalRequest } from '../../../core/buttons';
import { useT } from '../../runtime/runtime-provider';

/** Props of {@link ReasonField}. */
export interface ReasonFieldProps {
  /** The modal request: its action type picks the label (`actions.reason.<TYPE>`), its `reason` mode the mark. */
  request: Pick<ModalRequest, 'type' | 'reason'>;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  /** Id of the error message while the reason is in error (aria-invalid + aria-describedby). */
  errorId?: string;
}

/** At most `max` characters, counting an emoji as one (as the counter does). */
const clip = (text: string, max: number) => {
  const runes = [...text];
  return runes.length > max ? runes.slice(0, max).join('') : text;
};

/**
 * The reason / comment textarea of the action modals: required mark or
 * "optional", at most 500 characters; nothing when the action takes no reason.
 * A native textarea (antd-mobile's look) so that its label, aria-required,
 * aria-invalid and aria-describedby sit on the element a screen reader reads;
 * it grows with its text (CSS field-sizing) from three to six lines.
 */
export function ReasonField({ request, value, onChange, disabled, errorId }: ReasonFieldProps) {
  const t = useT();
  const id = useId();
  const countId = `${id}-count`;
  // An IME composition (pinyin) is clipped when it ends, not half-way.
  const composing = useRef(false);
  const { type, reason: mode } = request;
  if (!mode) return null;
  const specific = `actions.reason.${type}`;
  const translated = t(specific);
  const label = translated === specific ? t('actions.reason.default') : translated;
  return (
    <div className="sd-act-field">
      <label className="sd-act-field__label" htmlFor={id}>
        {mode === 'required' ? (
          <span className="sd-act-required" aria-hidden="true">
            *
          </span>
        ) : null}
        {label}
        {mode === 'optional' ? <span className="sd-act-field__hint">{t('actions.reason.optional')}</span> : null}
      </label>
      <div className="adm-text-area sd-act-reason">
        <textarea
          id={id}
          className="adm-text-area-element sd-act-reason__input"
          rows={3}
          value={value}
          onChange={(event) => onChange(composing.current ? event.target.value : clip(event.target.value, REASON_MAX_LENGTH))}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={(event) => {
            composing.current = false;
            onChange(clip(event.currentTarget.value, REASON_MAX_LENGTH));
          }}
          placeholder={t('actions.reason.placeholder', { label: label.charAt(0).toLowerCase() + label.slice(1) })}
          disabled={disabled}
          aria-required={mode === 'required' || undefined}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId ? `${errorId} ${countId}` : countId}
        />
        <div id={countId} className="adm-text-area-count">
          {[...value].length}/{REASON_MAX_LENGTH}
        </div>
      </div>
    </div>
  );
}
