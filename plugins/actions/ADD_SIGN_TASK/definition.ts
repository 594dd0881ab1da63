import { defineAction } from '@core/registry';
import { checkEndorsers, checkPersonnel } from '@core/buttons';

/** Endorse: chosen signers may not be current handlers; the note is required. */
export const addSignTaskAction = defineAction({
  type: 'ADD_SIGN_TASK',
  modal: 'endorse',
  loadingFlag: 'endorse',
  endpoint: 'addSignTask',
  reason: 'required',
  successToast: 'actions.toast.ADD_SIGN_TASK',
  validateInput: (input, context) => checkPersonnel(input.userIds) ?? checkEndorsers(input.userIds, context.currentHandlerIds),
});
