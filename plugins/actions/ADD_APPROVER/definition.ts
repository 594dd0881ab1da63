import { defineAction } from '@core/registry';
import { checkApproversNotProcessing, checkPersonnel } from '@core/buttons';

/** Add approver: the comment is required; approvers cannot be people processing the ticket. */
export const addApproverAction = defineAction({
  type: 'ADD_APPROVER',
  modal: 'endorse',
  loadingFlag: 'addApprover',
  endpoint: 'addApprover',
  reason: 'required',
  successToast: 'actions.toast.ADD_APPROVER',
  validateInput: (input, context) => checkPersonnel(input.userIds) ?? checkApproversNotProcessing(input.userIds, context.currentHandlerIds),
});
