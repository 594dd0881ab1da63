import { useCallback, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FocusTrap } from 'focus-trap-react';

/** Props of {@link DialogFocus}. */
export interface DialogFocusProps {
  /** Whether the dialog is open (the trap is active while it is). */
  open: boolean;
  /** Accessible name of the dialog (its visible title, usually). */
  label?: string;
  /** Id of the element that names the dialog, instead of `label`. */
  labelledBy?: string;
  /** Called on Escape (close the dialog there); nested dialogs handle their own Escape first. */
  onEscape?: () => void;
  /** Element (selector or a function returning it) to focus first; default: the first tabbable one, else the dialog. */
  initialFocus?: string | (() => HTMLElement | null);
  /** `alertdialog` for confirmations that interrupt. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children: ReactNode;
}

/**
 * The keyboard and screen-reader side of every popup, picker, sheet and modal
 * (issue 13): a `role="dialog"` with `aria-modal` that moves focus in when it
 * opens, keeps Tab inside (focus-trap; nested dialogs pause the outer trap),
 * closes on Escape and gives focus back to the element that opened it when it
 * closes or unmounts. Wrap the content of an antd-mobile Popup, CenterPopup or
 * Modal with it; the visual container stays antd-mobile's.
 */
export function DialogFocus({ open, label, labelledBy, onEscape, initialFocus, role = 'dialog', className, children }: DialogFocusProps) {
  const box = useRef<HTMLDivElement>(null);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'Escape' || !onEscape) return;
      // The innermost dialog handles it; the ones around it do not close too.
      event.stopPropagation();
      event.preventDefault();
      onEscape();
    },
    [onEscape],
  );
  const firstFocus = () => {
    if (typeof initialFocus === 'function') return initialFocus() ?? box.current ?? false;
    if (typeof initialFocus === 'string') return box.current?.querySelector<HTMLElement>(initialFocus) ?? box.current ?? false;
    return undefined;
  };
  return (
    <FocusTrap
      active={open}
      focusTrapOptions={{
        initialFocus: initialFocus === undefined ? undefined : firstFocus,
        fallbackFocus: () => box.current ?? document.body,
        // Escape is ours (onKeyDown), so the component's state decides; a tap outside (the mask) is allowed through.
        escapeDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: true,
        // Popups animate in: the content may not be visible for the first frames.
        delayInitialFocus: true,
        tabbableOptions: { displayCheck: 'none' },
      }}
    >
      <div
        ref={box}
        role={role}
        aria-modal="true"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={className ? `sd-dialog-focus ${className}` : 'sd-dialog-focus'}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </FocusTrap>
  );
}

/** A stable id for a dialog's title element (`labelledBy`). */
export const useDialogTitleId = (): string => `sd-dialog-title-${useId().replace(/:/g, '')}`;
