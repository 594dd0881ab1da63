import { defineAction } from '@core/registry';

/** Reject: returns the ticket to the requester; the reason is required. */
export const approveRejectAction = defineAction({
  type: 'APPROVE_REJECT',
  modal: 'simple',
  loadingFlag: 'approveReject',
  endpoint: 'approveReject',
  reason: 'required',
  successToast: 'actions.toast.APPROVE_REJECT',
});
