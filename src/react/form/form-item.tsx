import { useMemo, type CSSProperties, type ReactNode } from 'react';
import type { FieldWidth } from '../../core/form/types';
import { formatDisplayValue } from './display-value';
import { FieldA11yContext, type FieldA11y } from './field-a11y';

/** Props of {@link FormItem}. */
export interface FormItemProps {
  /** Field title. */
  title?: ReactNode;
  /** Shows the required asterisk. @default false */
  required?: boolean;
  /** Validation messages; the first is shown. */
  errors?: readonly string[];
  /** Help text under the control. */
  description?: ReactNode;
  /** Dims the control (read-only or disabled fields). @default false */
  dimmed?: boolean;
  /** Opacity of a dimmed control (AppConfig `readOnlyOpacity`). @default 0.45 */
  dimmedOpacity?: number;
  /**
   * Ties label, error and control together for assistive technology: the control reads the ids
   * through `useFieldControlProps()` (label `${id}-label`, error `${id}-error`, control `${id}-control`).
   */
  id?: string;
  /** `lang` of the title when it differs from the page's (a Chinese-only label in the English UI). */
  titleLang?: string;
  /** Hidden text that tells a button-like control's users the field is required ("required"). */
  requiredText?: string;
  children?: ReactNode;
}

/**
 * The decorator of every value field: title with the required asterisk, the
 * control, the description and the first error. Width is decided by the grid
 * cell around it (see `fieldWidthClass`), so the item always fills its cell.
 */
export function FormItem({ title, required = false, errors, description, dimmed = false, dimmedOpacity = 0.45, id, titleLang, requiredText, children }: FormItemProps) {
  const error = errors?.find(Boolean);
  const hasTitle = title !== undefined && title !== '';
  const labelId = id && hasTitle ? `${id}-label` : undefined;
  const errorId = id && error ? `${id}-error` : undefined;
  const descriptionId = id && description ? `${id}-description` : undefined;
  const requiredId = id && required && requiredText ? `${id}-required` : undefined;
  const a11y = useMemo<FieldA11y | null>(
    () =>
      id
        ? {
            controlId: `${id}-control`,
            labelId,
            errorId,
            descriptionId,
            invalid: !!error,
            required,
            title: typeof title === 'string' || typeof title === 'number' ? String(title) : undefined,
            requiredId,
          }
        : null,
    [id, labelId, errorId, descriptionId, error, required, title, requiredId],
  );
  const controlStyle: CSSProperties | undefined = dimmed ? { opacity: dimmedOpacity } : undefined;
  return (
    <div className={`sd-form-item${error ? ' sd-form-item--error' : ''}${dimmed ? ' sd-form-item--dimmed' : ''}`} role="group" aria-labelledby={labelId}>
      {hasTitle ? (
        <div className="sd-form-item__label" id={labelId} onClick={id ? () => activateControl(`${id}-control`) : undefined}>
          {required ? (
            <span className="sd-form-item__required" aria-hidden="true">
              *
            </span>
          ) : null}
          <span className="sd-form-item__title" lang={titleLang}>
            {title}
          </span>
        </div>
      ) : null}
      <div className="sd-form-item__control" style={controlStyle}>
        <FieldA11yContext.Provider value={a11y}>{children}</FieldA11yContext.Provider>
      </div>
      {requiredId ? (
        <span id={requiredId} hidden>
          {requiredText}
        </span>
      ) : null}
      {description ? (
        <div className="sd-form-item__description" id={descriptionId}>
          {description}
        </div>
      ) : null}
      {error ? (
        <div className="sd-form-item__error" id={errorId} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** A tap on a field's title acts on its control: a text box gets focus, a picker trigger opens (the whole row is the target). */
function activateControl(controlId: string): void {
  const control = typeof document === 'undefined' ? null : document.getElementById(controlId);
  if (!control || control.getAttribute('aria-disabled') === 'true') return;
  if (control.matches('input, textarea, select, [contenteditable="true"]')) control.focus();
  else control.click();
}

/** CSS class of a grid cell of the given width (flex-wrap grid: full, half, third, quarter). */
export function fieldWidthClass(width: FieldWidth | undefined): string {
  return `sd-field-cell sd-field-cell--${width ?? 'full'}`;
}

/** Read-only display of plugins without `readPretty`: the value as text, '--' when empty. */
export function ReadPrettyText({ value }: { value?: unknown }) {
  return <div className="sd-read-pretty">{formatDisplayValue(value)}</div>;
}
