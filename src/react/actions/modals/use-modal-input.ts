import { useId, useState } from 'react';
import type { ActionInput, ModalRequest } from '../../../core/buttons';

/** Which input an error is about: the reason text, or the choice (people, group, target). */
export type ModalErrorField = 'reason' | 'choice';

/**
 * Inline validation of a modal and its reason text: confirm() adds the reason
 * (when one was typed), shows the input's error or sends it; typing a reason
 * clears the error. `errorId` names the error message and `errorField` the
 * input in error (it carries aria-invalid and aria-describedby={errorId}).
 */
export function useModalInput(request: ModalRequest, onSubmit: (input: ActionInput) => void) {
  const [error, setError] = useState<{ message: string; field: ModalErrorField; attempt: number }>();
  const [reason, setReason] = useState('');
  const errorId = `sd-act-error-${useId().replace(/:/g, '')}`;
  const errorAttempt = error?.attempt ?? 0;
  return {
    error: error?.message,
    /** Changes on every failed confirm, so the sheet moves focus to the field in error again. */
    errorAttempt,
    errorId,
    /** What the sheet shows of the error: spread on ActionSheetFrame. */
    frameError: { error: error?.message, errorId, errorAttempt },
    errorField: error?.field,
    /** The id to put in aria-describedby of `field` (undefined while it is not in error). */
    describedBy: (field: ModalErrorField) => (error?.field === field ? errorId : undefined),
    reason,
    setReason(value: string) {
      setError(undefined);
      setReason(value);
    },
    clearError: () => setError(undefined),
    confirm(input: ActionInput) {
      const full = withReason(input, reason);
      const message = request.validate(full);
      if (!message) {
        setError(undefined);
        onSubmit(full);
        return;
      }
      // The message is about the reason when the same input with a reason does not give it.
      const field: ModalErrorField = request.reason && !full.reason && request.validate({ ...full, reason: 'x' }) !== message ? 'reason' : 'choice';
      setError((previous) => ({ message, field, attempt: (previous?.attempt ?? 0) + 1 }));
    },
  };
}

/** Drops an empty reason so the body carries none. */
export function withReason(input: ActionInput, reason: string): ActionInput {
  return reason.trim() ? { ...input, reason } : input;
}
