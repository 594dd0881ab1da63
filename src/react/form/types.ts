import type { JSXElementConstructor, ReactNode } from 'react';
import type { FieldTypeDefinition } from '../../core/registry';

/**
 * Props the renderer hands every field component (edit and read-pretty), on
 * top of the plugin's own props from `mapProps(x-props)`.
 */
export interface FieldComponentProps<V = unknown> {
  /** Current value from the headless form. */
  value?: V;
  /** Writes the value back (Formily `field.onInput`: validation on input runs). */
  onChange?: (value: V, ...rest: unknown[]) => void;
  onFocus?: (...args: unknown[]) => void;
  onBlur?: (...args: unknown[]) => void;
  /** True when the field is disabled (or read-pretty). */
  disabled?: boolean;
  /** True when the field is read-only but still shows its edit component. */
  readOnly?: boolean;
  children?: ReactNode;
}

/**
 * A React component usable as a field plugin's `component` / `readPretty`
 * (function, class, memo or forwardRef). Typed loosely on purpose: each
 * plugin declares its own props, and props are contravariant, so `never` is
 * what every component accepts. The renderer checks renderability at run time.
 */
export type FieldComponent = JSXElementConstructor<never>;

/** A field plugin whose components are React components. */
export type ReactFieldTypeDefinition = FieldTypeDefinition<FieldComponent>;

/**
 * How the form is shown. `edit` follows each field's own pattern (permissions
 * and linkage may still make single fields read-only); `readOnly` shows every
 * field with its read-pretty display.
 */
export type SchemaFormMode = 'edit' | 'readOnly';
