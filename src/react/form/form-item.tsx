import type { CSSProperties, ReactNode } from 'react';
import type { FieldWidth } from '../../core/form/types';
import { formatDisplayValue } from './display-value';

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
  /** Ties label and control together for assistive technology. */
  id?: string;
  children?: ReactNode;
}

/**
 * The decorator of every value field: title with the required asterisk, the
 * control, the description and the first error. Width is decided by the grid
 * cell around it (see `fieldWidthClass`), so the item always fills its cell.
 */
export function FormItem({ title, required = false, errors, description, dimmed = false, dimmedOpacity = 0.45, id, children }: FormItemProps) {
  const error = errors?.find(Boolean);
  const labelId = id ? `${id}-label` : undefined;
  const controlStyle: CSSProperties | undefined = dimmed ? { opacity: dimmedOpacity } : undefined;
  return (
    <div className={`sd-form-item${error ? ' sd-form-item--error' : ''}${dimmed ? ' sd-form-item--dimmed' : ''}`} role="group" aria-labelledby={labelId}>
      {title !== undefined && title !== '' ? (
        <div className="sd-form-item__label" id={labelId}>
          {required ? (
            <span className="sd-form-item__required" aria-hidden="true">
              *
            </span>
          ) : null}
          <span className="sd-form-item__title">{title}</span>
        </div>
      ) : null}
      <div className="sd-form-item__control" style={controlStyle}>
        {children}
      </div>
      {description ? <div className="sd-form-item__description">{description}</div> : null}
      {error ? (
        <div className="sd-form-item__error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** CSS class of a grid cell of the given width (flex-wrap grid: full, half, third, quarter). */
export function fieldWidthClass(width: FieldWidth | undefined): string {
  return `sd-field-cell sd-field-cell--${width ?? 'full'}`;
}

/** Read-only display of plugins without `readPretty`: the value as text, '--' when empty. */
export function ReadPrettyText({ value }: { value?: unknown }) {
  return <div className="sd-read-pretty">{formatDisplayValue(value)}</div>;
}
