import { defineAction } from '@core/registry';
import { postAction, refreshTicket } from '@core/buttons';
import { assignTargetRule } from '../shared';

/** Submit: checks for a concurrent change, asks for the next handlers when the node needs them, and hands the result to the transfer routine. */
export const commitAction = defineAction({
  type: 'COMMIT',
  modal: 'assign',
  loadingFlag: 'submit',
  endpoint: 'commit',
  withFormData: true,
  checkUpdate: true,
  successToast: 'actions.toast.COMMIT',
  validateInput: assignTargetRule,
  // A ticket that does not exist yet, or a draft, is started (spec §4 draft flow: submit = start).
  execute: (ctx, input, ticket) => postAction(ctx.request, !input.workOrderId || ticket.isDraft ? 'start' : 'commit', input),
  onSuccess: (ctx, outcome) => {
    if (outcome.hooks.transfer) outcome.hooks.transfer(outcome.result);
    else refreshTicket(ctx, outcome);
  },
});
