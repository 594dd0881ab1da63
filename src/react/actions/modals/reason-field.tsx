import { TextArea } from 'antd-mobile';
import { useId } from 'react';
import { REASON_MAX_LENGTH, type ModalRequest } from '../../../core/buttons';
import { useT } from '../../runtime/runtime-provider';

/** Props of {@link ReasonField}. */
export interface ReasonFieldProps {
  /** The modal request: its action type picks the label (`actions.reason.<TYPE>`), its `reason` mode the mark. */
  request: Pick<ModalRequest, 'type' | 'reason'>;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
}

/**
 * The reason / comment textarea of the action modals: required mark or
 * "optional", at most 500 characters; nothing when the action takes no reason.
 */
export function ReasonField({ request, value, onChange, disabled }: ReasonFieldProps) {
  const t = useT();
  const id = useId();
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
      <TextArea
        id={id}
        className="sd-act-reason"
        value={value}
        onChange={onChange}
        placeholder={t('actions.reason.placeholder', { label: label.charAt(0).toLowerCase() + label.slice(1) })}
        maxLength={REASON_MAX_LENGTH}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
        disabled={disabled}
        aria-required={mode === 'required'}
      />
    </div>
  );
}
