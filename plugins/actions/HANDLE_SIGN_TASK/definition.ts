import { defineAction } from '@core/registry';

/** Handle endorsement: agree (default) or disagree. */
export const handleSignTaskAction = defineAction({
  type: 'HANDLE_SIGN_TASK',
  modal: 'simple',
  loadingFlag: 'dealEndorse',
  endpoint: 'handleSignTask',
  reason: 'optional',
  choices: [
    { value: 'agree', label: 'actions.choices.agree' },
    { value: 'disagree', label: 'actions.choices.disagree' },
  ],
  successToast: 'actions.toast.HANDLE_SIGN_TASK',
  validateInput: (input) => (input.result === undefined || input.result === 'agree' || input.result === 'disagree' ? undefined : 'actions.errors.executionError'),
});
