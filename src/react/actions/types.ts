import type { ComponentType } from 'react';
import type { ActionInput, ModalRequest } from '../../core/buttons';

/**
 * Props of an action modal: the built-in ones per kind, and a plugin's own
 * `component` (ActionDefinition.component) that replaces them.
 */
export interface ActionModalProps {
  request: ModalRequest;
  /** The action's call is in flight: the confirm button shows it and the modal cannot be sent again. */
  submitting: boolean;
  /** Closes without sending. */
  onCancel(): void;
  /** Sends the input; the host closes the modal when the action is over, or keeps it open when it failed. */
  onSubmit(input: ActionInput): void;
}

/** A modal component (the type of ActionDefinition.component in the React layer). */
export type ActionModalComponent = ComponentType<ActionModalProps>;
