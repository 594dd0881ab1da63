import { defineAction } from '@core/registry';
import { checkNotCurrentProcessors, checkPersonnel } from '@core/buttons';

/** Add assignee: added processors cannot duplicate current processors. */
export const addAssigneeAction = defineAction({
  type: 'ADD_ASSIGNEE',
  modal: 'endorse',
  loadingFlag: 'addAssignee',
  endpoint: 'addAssignee',
  successToast: 'actions.toast.ADD_ASSIGNEE',
  validateInput: (input, context) => checkPersonnel(input.userIds) ?? checkNotCurrentProcessors(input.userIds, context.currentHandlerIds),
});
