import { defineAction } from '@core/registry';
import { refreshTicket } from '@core/buttons';
import { postToParent } from '../shared';

/** Update: saves the form in place; the parent window gets updateWorkOrderSuccess or updateWorkOrderFail. */
export const updateAction = defineAction({
  type: 'UPDATE',
  modal: 'none',
  loadingFlag: 'update',
  endpoint: 'update',
  withFormData: true,
  checkUpdate: true,
  successToast: 'actions.toast.UPDATE',
  onSuccess: (ctx, outcome) => {
    postToParent(ctx, { type: 'updateWorkOrderSuccess' });
    refreshTicket(ctx, outcome);
  },
  onFailure: (ctx, outcome) => postToParent(ctx, { type: 'updateWorkOrderFail', message: outcome.message ?? '' }),
});
