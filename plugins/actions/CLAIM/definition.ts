import { defineAction } from '@core/registry';

/** Claim: takes a ticket the group is waiting on. */
export const claimAction = defineAction({
  type: 'CLAIM',
  modal: 'none',
  loadingFlag: 'claim',
  endpoint: 'claim',
  successToast: 'actions.toast.CLAIM',
});
