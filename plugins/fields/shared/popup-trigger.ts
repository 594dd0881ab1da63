import type { HTMLAttributes, KeyboardEvent } from 'react';
import { useFieldButtonProps, type FieldControlProps } from '@react/form/field-a11y';

/** What {@link popupTriggerProps} needs. */
export interface PopupTriggerOptions {
  /** Whether the trigger may open its popup (the field is neither disabled nor read-only). */
  interactive: boolean;
  /** Read-only fields do not open (aria-disabled). */
  readOnly?: boolean;
  /** Whether the popup is open now (`aria-expanded`). */
  expanded?: boolean;
  /** Every picker opens a dialog (DialogFocus); kept for callers that still pass it. */
  popup?: 'listbox' | 'dialog';
  /** The field row's label, error and state ids (`useFieldButtonProps()`); spread first. */
  control?: Omit<FieldControlProps, 'aria-required'>;
  /** Accessible name when there is no field row (tables, stories). */
  label?: string;
  /** Its popup's code is on the way (`aria-busy`): the popup shows as soon as it arrives. */
  busy?: boolean;
  /** Starts downloading the popup's code on pointerdown or focus, so it is usually there by the click. */
  onPrefetch?: () => void;
  onOpen: () => void;
}

/**
 * The props of the `<button>` that triggers a picker popup: named by the field title, focusable only while it can open,
 * `aria-haspopup="dialog"` with `aria-expanded`, and opened by Enter or Space as
 * well as by a tap. Prefer {@link usePopupTriggerProps}, which adds the field row's
 * label and error state.
 */
export function popupTriggerProps({ interactive, expanded, control, label, busy, onPrefetch, onOpen }: PopupTriggerOptions): HTMLAttributes<HTMLElement> & Omit<FieldControlProps, 'aria-required'> & { type: 'button' } {
  // A button takes no aria-required / aria-readonly (axe aria-allowed-attr): a required field's
  // trigger is described as required (`useFieldButtonProps`), a locked one is aria-disabled.
  const named = control ?? {};
  return {
    ...named,
    ...(named['aria-labelledby'] || !label ? {} : { 'aria-label': label }),
    type: 'button',
    tabIndex: interactive ? 0 : -1,
    'aria-haspopup': 'dialog',
    'aria-expanded': interactive ? !!expanded : undefined,
    'aria-disabled': !interactive || undefined,
    'aria-busy': (interactive && busy) || undefined,
    ...(interactive && onPrefetch ? { onPointerDown: onPrefetch, onFocus: onPrefetch } : {}),
    onClick: onOpen,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onOpen();
      }
    },
  };
}

/** {@link popupTriggerProps} with the field row's id, label, error and required state. */
export function usePopupTriggerProps(options: Omit<PopupTriggerOptions, 'control'>): ReturnType<typeof popupTriggerProps> {
  return popupTriggerProps({ ...options, control: useFieldButtonProps() });
}
