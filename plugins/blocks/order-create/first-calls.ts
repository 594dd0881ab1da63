// The calls the create page makes as it shows (the template's or draft's form, header and buttons), for the
// app's entry to send ahead (FirstCall, issue 14). Built from the paths and bodies loadCreateData uses, so the
// request client finds them as the very same calls.
import type { FirstCall } from '@core/request/prefetch';
import { ticketPaths } from '../ticket-shared/paths';
import { createTargetOf } from './target';

/** The form, header and buttons of the template or draft the address names (else the block's `processDefId` prop); none without either. */
export function orderCreateFirstCalls(search: URLSearchParams, props: Readonly<Record<string, unknown>> = {}): FirstCall[] {
  const fallback = typeof props.processDefId === 'string' && props.processDefId ? ({ kind: 'template', processDefId: props.processDefId } as const) : undefined;
  const target = createTargetOf(search) ?? fallback;
  if (!target) return [];
  const draft = target.kind === 'draft';
  return [
    { method: 'GET', prefix: 'business', path: draft ? ticketPaths.draftBody(target.draftId) : ticketPaths.createBody(target.processDefId) },
    { method: 'GET', prefix: 'business', path: draft ? ticketPaths.draftHeader(target.draftId) : ticketPaths.createHeader(target.processDefId) },
    { method: 'POST', prefix: 'business', path: ticketPaths.buttons, data: draft ? { workOrderId: target.draftId } : { processDefId: target.processDefId } },
  ];
}
