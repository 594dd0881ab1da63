import { defineAction } from '@core/registry';

/** Withdraw: the requester takes the ticket back to unsubmitted. */
export const withdrawAction = defineAction({
  type: 'WITHDRAW',
  modal: 'simple',
  loadingFlag: 'withdraw',
  endpoint: 'withdraw',
  reason: 'optional',
  successToast: 'actions.toast.WITHDRAW',
});
