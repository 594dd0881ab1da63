import type { ComponentType } from 'react';
import type { FieldComponent, FieldComponentProps, ReactFieldTypeDefinition } from '@react/form';

export type { FieldComponent, FieldComponentProps, ReactFieldTypeDefinition };

/**
 * Props every edit component takes. Components are plain controlled
 * components: SchemaForm passes value, onChange, onFocus, onBlur, disabled,
 * readOnly and the props of the definition's `mapProps`; tests and stories
 * drive them the same way.
 */
export interface FieldEditProps<V> {
  /** The current value. */
  value?: V;
  /** Called with the new value (never with an event). */
  onChange?: (value: V) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  /** Disabled fields cannot be opened or edited. @default false */
  disabled?: boolean;
  /** Read-only fields cannot be opened or edited. @default false */
  readOnly?: boolean;
  placeholder?: string;
}

/** Props every read-only display takes. */
export interface FieldReadProps<V> {
  value?: V;
}

/** A field-type definition whose components are React components (SchemaForm's definition type). */
export type ReactFieldDefinition = ReactFieldTypeDefinition;

/**
 * Widens a component with its own props to the registry's component type.
 * Plain function components need no cast (props are contravariant); this
 * helps with class, memo or forwardRef components.
 */
export function asFieldComponent<P>(component: ComponentType<P>): FieldComponent {
  return component as unknown as FieldComponent;
}
