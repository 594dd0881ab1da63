import { useState } from 'react';
import type { ActionInput, ModalRequest } from '../../../core/buttons';

/**
 * Inline validation of a modal and its reason text: confirm() adds the reason
 * (when one was typed), shows the input's error or sends it; typing a reason
 * clears the error.
 */
export function useModalInput(request: ModalRequest, onSubmit: (input: ActionInput) => void) {
  const [error, setError] = useState<string>();
  const [reason, setReason] = useState('');
  return {
    error,
    reason,
    setReason(value: string) {
      setError(undefined);
      setReason(value);
    },
    clearError: () => setError(undefined),
    confirm(input: ActionInput) {
      const full = withReason(input, reason);
      const message = request.validate(full);
      setError(message);
      if (!message) onSubmit(full);
    },
  };
}

/** Drops an empty reason so the body carries none. */
export function withReason(input: ActionInput, reason: string): ActionInput {
  return reason.trim() ? { ...input, reason } : input;
}
