// A field's picker whose code loads on first open (lazy-code.tsx): whether it is open, opening it (only when
// the field is interactive: asks for the code and reports the focus) and closing it (reports the blur).
import { useState } from 'react';
import { useLazyCode, type LazyCode, type LazyCodeState } from './lazy-code';

/** What {@link useLazyPicker} needs from the field. */
export interface LazyPickerOptions {
  /** Neither disabled nor read-only (`isInteractive`): a locked field never opens. */
  interactive: boolean;
  /** The field's onFocus, called when the picker opens. */
  onFocus?: () => void;
  /** The field's onBlur, called when the picker closes. */
  onBlur?: () => void;
}

/** What {@link useLazyPicker} gives the field. */
export interface LazyPicker<M> {
  /** The picker's code ({@link useLazyCode}): render `picker.module` and a `LazyCodeFailure` of it. */
  picker: LazyCodeState<M>;
  /** The user opened the picker (it shows as soon as its code is there). */
  open: boolean;
  /** The picker is on screen (the trigger's `aria-expanded`). */
  expanded: boolean;
  /** The user waits for the picker's code (the trigger's `aria-busy`). */
  busy: boolean;
  /** Opens the picker unless the field is locked. */
  openPicker(): void;
  close(): void;
}

/**
 * The open/close state of a lazily loaded picker.
 * @example
 * const { picker, open, expanded, busy, openPicker, close } = useLazyPicker(pickerCode, { interactive, onFocus, onBlur });
 * <OptionTrigger expanded={expanded} busy={busy} onPrefetch={picker.prefetch} onOpen={openPicker} />
 * {interactive && open ? <LazyCodeFailure state={picker} /> : null}
 * {interactive && picker.module ? <picker.module.Picker visible={open} onClose={close} /> : null}
 */
export function useLazyPicker<M>(code: LazyCode<M>, { interactive, onFocus, onBlur }: LazyPickerOptions): LazyPicker<M> {
  const [open, setOpen] = useState(false);
  const picker = useLazyCode(code);
  return {
    picker,
    open,
    expanded: open && picker.module !== undefined,
    busy: open && picker.busy,
    openPicker() {
      if (!interactive) return;
      setOpen(true);
      picker.request();
      onFocus?.();
    },
    close() {
      setOpen(false);
      onBlur?.();
    },
  };
}
