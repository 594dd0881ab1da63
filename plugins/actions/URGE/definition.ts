import { defineAction } from '@core/registry';
import { recordUrge, urgeWaitMs } from '@core/buttons';

/** Urge: a 10-minute cooldown per user and ticket, remembered in storage (the server refuses early urges too). */
export const urgeAction = defineAction({
  type: 'URGE',
  modal: 'none',
  loadingFlag: 'urge',
  endpoint: 'urge',
  successToast: 'actions.toast.URGE',
  precheck: (ctx, ticket) =>
    ticket.workOrderId && urgeWaitMs(ctx.storage, ctx.session.getLoginInfo()?.user.userId, ticket.workOrderId, Date.now()) > 0 ? 'actions.errors.urgeTooSoon' : undefined,
  // An urge changes nothing on the ticket: no reload.
  onSuccess: (ctx, outcome) => {
    if (outcome.ticket.workOrderId) recordUrge(ctx.storage, ctx.session.getLoginInfo()?.user.userId, outcome.ticket.workOrderId, Date.now());
  },
});
