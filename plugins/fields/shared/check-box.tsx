import './fields.css';

/** Props of {@link CheckBox}. */
export interface CheckBoxProps {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  /** Accessible name of the input. */
  label: string;
  onChange: () => void;
}

/** A box drawn like the other pickers' checkboxes; the real input stays for keyboard (Space or Enter) and screen readers. */
export function CheckBox({ checked, indeterminate = false, disabled = false, label, onChange }: CheckBoxProps) {
  return (
    <label className={`sd-ms-check${disabled ? ' sd-ms-check--disabled' : ''}`} onClick={(event) => event.stopPropagation()}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-label={label}
        ref={(el) => {
          if (el) el.indeterminate = indeterminate;
        }}
        onChange={onChange}
        // Space toggles a checkbox natively; in these picker lists Enter does too (it chooses a row elsewhere).
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || disabled) return;
          event.preventDefault();
          onChange();
        }}
      />
      <span className={`sd-option-box${checked ? ' sd-option-box--checked' : indeterminate ? ' sd-option-box--partial' : ''}`} aria-hidden="true" />
    </label>
  );
}
