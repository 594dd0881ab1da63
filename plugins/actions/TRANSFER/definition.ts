import { defineAction } from '@core/registry';
import { checkNotCurrentProcessors, checkTransferTarget } from '@core/buttons';

/** Transfer: one user (not a current processor) or a group, with an optional note. */
export const transferAction = defineAction({
  type: 'TRANSFER',
  modal: 'transfer',
  loadingFlag: 'transfer',
  endpoint: 'transfer',
  reason: 'optional',
  successToast: 'actions.toast.TRANSFER',
  validateInput: (input, context) => checkTransferTarget(input.userIds, input.groupId) ?? checkNotCurrentProcessors(input.userIds, context.currentHandlerIds),
});
