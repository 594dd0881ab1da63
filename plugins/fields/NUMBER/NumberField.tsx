import { useRef, type KeyboardEvent } from 'react';
import { useFieldControlAttributes } from '@react/form/field-a11y';
import { Input } from 'antd-mobile';
import { NUMBER_MAX_DIGITS } from '@core/form/rules';
import { useFadedStyle, useFieldEnv } from '../shared/field-env';
import type { FieldEditProps } from '../shared/types';
import { formatNumberOnBlur, isBlockedNumberKey, numberText, sanitizeNumberInput } from './normalize';
import '../shared/fields.css';

/** Props of {@link NumberField}. */
export interface NumberFieldProps extends FieldEditProps<string | number | undefined> {
  /** Decimal places kept on blur (padded or cut). @default 0 */
  decimals?: number;
  /** Unit shown after the input. */
  unit?: string;
  /** Most digits that can be typed. @default 15 */
  maxDigits?: number;
}

/**
 * NUMBER edit component: a decimal keypad input that blocks e, minus, plus
 * and a second point, caps the digits at 15, and on blur writes exactly
 * `decimals` decimals (a non-numeric stored value becomes undefined).
 */
export function NumberField({ value, onChange, onBlur, onFocus, disabled, readOnly, placeholder, decimals = 0, unit, maxDigits = NUMBER_MAX_DIGITS }: NumberFieldProps) {
  const { t } = useFieldEnv();
  const faded = useFadedStyle({ disabled, readOnly });
  const text = numberText(value);
  const box = useRef<HTMLDivElement>(null);
  // antd-mobile's Input drops ARIA props: the row's label and error state are set on its input.
  useFieldControlAttributes(box, (root) => root.querySelector('input'));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isBlockedNumberKey(event.key, text)) event.preventDefault();
  };
  const handleBlur = () => {
    const next = formatNumberOnBlur(value, decimals);
    if (next !== value) onChange?.(next);
    onBlur?.();
  };
  return (
    <div className="sd-number-field" style={faded} ref={box}>
      <Input
        type="text"
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        value={text}
        onChange={(raw) => onChange?.(sanitizeNumberInput(raw, maxDigits))}
        onKeyDown={onKeyDown}
        onBlur={handleBlur}
        onFocus={() => onFocus?.()}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={placeholder || t('fields.pleaseEnter')}
        autoComplete="off"
      />
      {unit ? <span className="sd-number-unit">{unit}</span> : null}
    </div>
  );
}
