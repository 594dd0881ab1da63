import { defineAction } from '@core/registry';
import { postAction } from '@core/buttons';
import { storeTicketCopy } from './ticket-copy';

type CopyResult = { processDefKey?: string; processDefId?: string; sourceWorkOrderId?: string };

/**
 * Where a copy opens when the page gives no onCopied hook: the create page with the template and the
 * source ticket's id. The values are in storage ({@link storeTicketCopy}), never in the address.
 */
export function copyTarget(result: unknown): string {
  const r = (result && typeof result === 'object' ? result : {}) as CopyResult;
  const query = new URLSearchParams();
  const template = r.processDefKey ?? r.processDefId;
  if (template) query.set('processDefKey', template);
  if (r.sourceWorkOrderId) query.set('copyFrom', r.sourceWorkOrderId);
  return `/orderCreate?${query.toString()}`;
}

/** Copy: a silent call (spec §8) with its own success and failure messages. */
export const copyAction = defineAction({
  type: 'COPY',
  modal: 'none',
  loadingFlag: 'copy',
  endpoint: 'copy',
  successToast: 'actions.toast.COPY',
  execute: (ctx, input) => postAction(ctx.request, 'copy', input, { silent: true }),
  onSuccess: (ctx, outcome) => {
    storeTicketCopy(ctx.storage, outcome.result, { userId: ctx.session.getLoginInfo()?.user?.userId });
    if (outcome.hooks.onCopied) outcome.hooks.onCopied(outcome.result);
    else ctx.bus.emit('router:navigate', { to: copyTarget(outcome.result) });
  },
  onFailure: (ctx) => ctx.bus.emit('toast:show', { type: 'error', message: ctx.i18n.t('actions.toast.copyFailed') }),
});
