// The create page's calls and rules (service-desk §4 draft flow and create-page flags, §7 order
// detail and form), free of React: loading a template or a draft, the draft calls, the ticket the
// submit runs on, and which footer buttons are busy or disabled.
import type { ActionTicket, ServerButton } from '@core/buttons/types';
import { OrderStatus } from '@core/form/types';
import { withFormGenerateRules } from '@core/ai/form-rules';
import { idempotencyKeyOf } from '@core/request/idempotency';
import type { RequestClient } from '@core/request/types';
import type { CreateTarget } from './target';
import { isRecord, personLabel, readButtons, readOrderDetail, readOrderHeader, ticketPaths, type OrderDetail, type OrderHeader } from '../ticket-shared/model';

export { createTargetOf, type CreateTarget } from './target';

/** The key of the target's local copy (`formLocalStorageMap`): the draft id or the processDefId. */
export function localCopyKey(target: CreateTarget): string {
  return target.kind === 'draft' ? target.draftId : target.processDefId;
}

/** Everything the create page shows. */
export interface CreateData {
  detail: OrderDetail;
  header: OrderHeader & { processDefId?: string; requesterName?: string };
  /** The server's buttons for the page (COMMIT's name and status); empty when the call failed. */
  buttons: ServerButton[];
}

/**
 * Loads a template's create form (body/create, header/create, querybtn with the
 * processDefId) or a draft (draft/get, draft/header/get, querybtn with its id).
 * Form and header failures reject (a 100006 with its message); a failed button
 * call only loses the server's button names. Header times are read in
 * `timeZoneOffset` (AppConfig).
 */
export async function loadCreateData(request: RequestClient, target: CreateTarget, signal?: AbortSignal, timeZoneOffset?: number): Promise<CreateData> {
  const options = { signal, silent: true };
  const business = (path: string) => request.path('business', path);
  const bodyCall = request.get<unknown>(business(target.kind === 'draft' ? ticketPaths.draftBody(target.draftId) : ticketPaths.createBody(target.processDefId)), options);
  // A rich-text field a generation rule targets gets the AI button (form-widgets §3); asked as soon as the form is there.
  const formCall = bodyCall.then((raw) => {
    const form = readOrderDetail(raw);
    const processDefId = form.processDefId || (target.kind === 'template' ? target.processDefId : '');
    return withFormGenerateRules(request, { schema: form.formDataInfo, processDefKey: form.processDefKey, processDefId, editable: true }, signal);
  });
  const [body, head, buttons, formDataInfo] = await Promise.all([
    bodyCall,
    request.get<unknown>(business(target.kind === 'draft' ? ticketPaths.draftHeader(target.draftId) : ticketPaths.createHeader(target.processDefId)), options),
    request
      .post<unknown>(business(ticketPaths.buttons), target.kind === 'draft' ? { workOrderId: target.draftId } : { processDefId: target.processDefId }, options)
      .catch((error: unknown) => {
        if (signal?.aborted) throw error;
        return [];
      }),
    formCall,
  ]);
  const detail = readOrderDetail(body);
  detail.formDataInfo = formDataInfo;
  const raw = isRecord(head) ? head : {};
  const requester = isRecord(raw.requester) ? raw.requester : undefined;
  const header = {
    ...readOrderHeader(head, timeZoneOffset),
    processDefId: typeof raw.processDefId === 'string' ? raw.processDefId : undefined,
    requesterName: requester && typeof requester.userName === 'string' ? personLabel(requester.userName) : undefined,
  };
  if (target.kind === 'draft') detail.isDraft = true;
  if (!detail.processDefId) detail.processDefId = header.processDefId ?? (target.kind === 'template' ? target.processDefId : '');
  return { detail, header, buttons: readButtons(buttons) };
}

/** The ticket the submit (COMMIT → start) runs on: a template reference, or the draft. */
export function createTicket(data: CreateData, target: CreateTarget): ActionTicket {
  const { detail } = data;
  const ticket: ActionTicket = {
    dataStatus: OrderStatus.UNSTARTED,
    processDefId: detail.processDefId || undefined,
    processDefKey: detail.processDefKey || undefined,
    mdlDefCode: detail.mdlDefCode || undefined,
    isDraft: target.kind === 'draft',
  };
  if (target.kind === 'draft') {
    ticket.workOrderId = target.draftId;
    const version = detail.version ?? data.header.version;
    if (version !== undefined) ticket.version = version;
  }
  return ticket;
}

/** The submit button: the server's COMMIT (name, stopUsing), or a default one. */
export function submitButton(buttons: readonly ServerButton[]): { name?: string; disabled: boolean } {
  const commit = buttons.find((b) => String(b.extString).toUpperCase() === 'COMMIT');
  return { name: commit?.name || undefined, disabled: commit?.status === 'stopUsing' };
}

/** Body of POST draft/save: the template reference and the form data. */
export function draftSaveBody(detail: OrderDetail, formData: Record<string, unknown>) {
  return {
    processDefId: detail.processDefId,
    ...(detail.processDefKey ? { processDefKey: detail.processDefKey } : {}),
    ...(detail.mdlDefCode ? { mdlDefCode: detail.mdlDefCode } : {}),
    formData,
  };
}

/** Body of POST draft/update: the draft (under both of its id keys) and the form data. */
export function draftUpdateBody(draftId: string, formData: Record<string, unknown>) {
  return { id: draftId, workOrderId: draftId, formData };
}

/**
 * A keyed POST: the idempotency key is the path and body (request/idempotency.ts), so saving the same
 * content again after a lost answer, from the outbox or from a second tab saves one draft; a call that
 * gets no answer is announced (`request:unsent`) and the outbox keeps it.
 */
function postKeyed<T>(request: RequestClient, path: string, body: unknown): Promise<T> {
  return request.post<T>(path, body, { idempotencyKey: idempotencyKeyOf(['POST', path, body]) });
}

/** Saves a new draft of a template (POST draft/save); resolves the new draft's id when the answer names one. */
export async function saveDraft(request: RequestClient, detail: OrderDetail, formData: Record<string, unknown>): Promise<string | undefined> {
  const saved = await postKeyed<unknown>(request, request.path('business', ticketPaths.draftSave), draftSaveBody(detail, formData));
  return savedDraftId(saved);
}

/** Saves a draft's form data again (POST draft/update). */
export async function updateDraft(request: RequestClient, draftId: string, formData: Record<string, unknown>): Promise<void> {
  await postKeyed(request, request.path('business', ticketPaths.draftUpdate), draftUpdateBody(draftId, formData));
}

/** Deletes a draft (POST draft/delete/{id}, no body). */
export async function deleteDraft(request: RequestClient, draftId: string): Promise<void> {
  await request.post(request.path('business', ticketPaths.draftDelete(draftId)));
}

/** The id a draft/save answer names. */
export function savedDraftId(data: unknown): string | undefined {
  if (!isRecord(data)) return typeof data === 'string' && data ? data : undefined;
  const id = data.id ?? data.workOrderId;
  return typeof id === 'string' && id ? id : typeof id === 'number' ? String(id) : undefined;
}

/** The id of the ticket a submit created (the start answer), for the detail page. */
export function startedTicketId(data: unknown, fallback?: string): string | undefined {
  if (isRecord(data)) {
    const id = data.workOrderId ?? data.id;
    if (typeof id === 'string' && id) return id;
  }
  return fallback;
}

/** Footer state from the loading flags (service-desk §4: loading submit, queryAssign, saveDraft, updateDraft; disabled submit and draft). */
export interface FooterFlags {
  loading: { submit: boolean; queryAssign: boolean; saveDraft: boolean; updateDraft: boolean; deleteDraft: boolean };
  disabled: { submit: boolean; draft: boolean };
}

export function footerFlags(flags: Readonly<Record<string, boolean>>, options: { submitStopped?: boolean } = {}): FooterFlags {
  const loading = {
    submit: Boolean(flags.submit),
    queryAssign: Boolean(flags.queryAssign),
    saveDraft: Boolean(flags.saveDraft),
    updateDraft: Boolean(flags.updateDraft),
    deleteDraft: Boolean(flags.deleteDraft),
  };
  const submitting = loading.submit || loading.queryAssign;
  const drafting = loading.saveDraft || loading.updateDraft || loading.deleteDraft;
  return {
    loading,
    // Never both at once: a draft call and a submit would race over the same ticket.
    disabled: { submit: drafting || Boolean(options.submitStopped), draft: submitting },
  };
}
