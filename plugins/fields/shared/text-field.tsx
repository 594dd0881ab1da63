import { useRef, type KeyboardEvent } from 'react';
import { useFieldControlProps } from '@react/form/field-a11y';
import { AutoSizeTextArea, type AutoSizeTextAreaRef } from './auto-size-text-area';
import { useFadedStyle, useFieldEnv } from './field-env';
import { blurCommit, sanitizeTyped, textOf, textRows, type TextModeOptions, type TextRowsMode } from './text';
import type { FieldEditProps } from './types';
import './fields.css';

/** Props of {@link TextField}. */
export interface TextFieldProps extends FieldEditProps<string>, TextModeOptions {
  /** Rows mode; table cells always use `widget`. @default 'widget' */
  rowsMode?: TextRowsMode;
  /** Shows a character count against this maximum (not a hard limit: the text-range rule reports it). */
  countMax?: number;
}

/**
 * The text input of INPUT and TEXTAREA: an auto-sizing text area (no layout
 * read per mount or keystroke, see AutoSizeTextArea) that
 * trims on blur (a blank result is not written), turns line breaks into
 * spaces in tables and, in single-line mode, strips them and blocks Enter
 * (Enter then commits by leaving the field).
 */
export function TextField(props: TextFieldProps) {
  const { value, onChange, onBlur, onFocus, disabled, readOnly, placeholder, singleLine, inTable, rowsMode, countMax } = props;
  const { t } = useFieldEnv();
  const faded = useFadedStyle({ disabled, readOnly });
  const ref = useRef<AutoSizeTextAreaRef>(null);
  const mode = { singleLine, inTable };
  const composing = useRef(false);
  const a11y = useFieldControlProps();

  const handleBlur = () => {
    const result = blurCommit(value, mode);
    if (result.commit) onChange?.(result.value);
    onBlur?.();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME uses Enter to pick a candidate: let it through while composing.
    if (event.key !== 'Enter' || composing.current || event.nativeEvent.isComposing) return;
    if (singleLine || inTable) {
      event.preventDefault();
      ref.current?.blur();
    }
  };
  return (
    <div className="sd-text-field" style={faded}>
      <AutoSizeTextArea
        {...a11y}
        ref={ref}
        value={textOf(value)}
        onChange={(event) => onChange?.(sanitizeTyped(event.target.value, mode))}
        onBlur={handleBlur}
        onFocus={() => onFocus?.()}
        onKeyDown={handleKeyDown}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={() => {
          composing.current = false;
        }}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={placeholder || t('fields.pleaseEnter')}
        {...textRows(rowsMode, inTable)}
        enterKeyHint={singleLine || inTable ? 'done' : 'enter'}
        count={countMax !== undefined && !singleLine ? (length) => <div className="sd-text-count">{`${length}/${countMax}`}</div> : undefined}
      />
    </div>
  );
}
