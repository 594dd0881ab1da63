import { defineAction } from '@core/registry';
import { checkCcTargets, checkPersonnel } from '@core/buttons';

/** CC: at least one person; the same person cannot be chosen twice, nor oneself. */
export const addCopyTaskAction = defineAction({
  type: 'ADD_COPY_TASK',
  modal: 'endorse',
  loadingFlag: 'addCopyTask',
  endpoint: 'addCopyTask',
  reason: 'optional',
  successToast: 'actions.toast.ADD_COPY_TASK',
  validateInput: (input, context) => checkPersonnel(input.userIds) ?? checkCcTargets(input.userIds, context.selfId),
});
