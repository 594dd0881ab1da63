import { defineAction } from '@core/registry';
import { processedByTargets } from '@core/buttons';

/** Return to processor: the target comes from the order detail's completed tasks; the reason is required. */
export const rollBackProcessedByAction = defineAction({
  type: 'ROLLBACKPROCESSEDBY',
  modal: 'simple',
  loadingFlag: 'rollBackProcessedBy',
  endpoint: 'rollbackprocessedby',
  reason: 'required',
  successToast: 'actions.toast.ROLLBACK',
  loadModalData: (_ctx, ticket) => ({ kind: 'simple', targets: processedByTargets(ticket) }),
  validateInput: (input) => (input.userIds?.length && input.targetNodeId ? undefined : 'actions.errors.targetRequired'),
});
