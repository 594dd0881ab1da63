import { useState } from 'react';
import type { ActionInput, ModalRequest } from '../../../core/buttons';

/** Inline validation of a modal: confirm() shows the input's error, or sends it. */
export function useModalInput(request: ModalRequest, onSubmit: (input: ActionInput) => void) {
  const [error, setError] = useState<string>();
  return {
    error,
    clearError: () => setError(undefined),
    confirm(input: ActionInput) {
      const message = request.validate(input);
      setError(message);
      if (!message) onSubmit(input);
    },
  };
}

/** Drops an empty reason so the body carries none. */
export function withReason(input: ActionInput, reason: string): ActionInput {
  return reason.trim() ? { ...input, reason } : input;
}
