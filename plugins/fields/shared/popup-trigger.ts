import type { HTMLAttributes, KeyboardEvent } from 'react';

/** What {@link popupTriggerProps} needs. */
export interface PopupTriggerOptions {
  /** Whether the trigger may open its popup (the field is neither disabled nor read-only). */
  interactive: boolean;
  /** Announces a read-only field as such. */
  readOnly?: boolean;
  /** What opens: `listbox` for option lists, `dialog` for wheels and pads. */
  popup: 'listbox' | 'dialog';
  onOpen: () => void;
}

/**
 * The props that make a div the trigger of a picker popup: a button for
 * assistive technology, focusable only while it can open, and opened by
 * Enter or Space as well as by a tap.
 */
export function popupTriggerProps({ interactive, readOnly, popup, onOpen }: PopupTriggerOptions): HTMLAttributes<HTMLDivElement> {
  return {
    role: 'button',
    tabIndex: interactive ? 0 : -1,
    'aria-haspopup': popup,
    'aria-disabled': !interactive || undefined,
    'aria-readonly': readOnly || undefined,
    onClick: onOpen,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onOpen();
      }
    },
  };
}
