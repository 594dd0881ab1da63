// The detail page's calls and rules (service-desk §3 order detail, permission, buttons; §4 detail
// data; §6 per-field permissions), free of React.
import type { ServerButton } from '@core/buttons/types';
import type { PermissionSource } from '@core/form/permissions/resolve';
import { withFormGenerateRules } from '@core/ai/form-rules';
import type { RequestClient } from '@core/request/types';
import { isRecord, isSettled, readButtons, type DetailTabConfig, type HeaderPerson, readOrderDetail, readOrderHeader, ticketPaths, type OrderDetail, type OrderHeader } from '../ticket-shared/model';
import { textOf } from '@core/records';

export { detailIdOf } from './ticket-id';

/** Everything the detail page shows. */
export interface DetailData {
  detail: OrderDetail;
  header: OrderHeader;
  /** The order permission answer, or the error of a failed call (then the detail shows with permission off). */
  permissions: PermissionSource;
  buttons: ServerButton[];
  /** Form groups the node shows folded (getNodePutAwayResult); none when the call fails. */
  foldedGroups: string[];
  /** Handlers of the ticket's unfinished sub-tasks (noAuthIds); none when the call fails or the ticket is settled. */
  subtaskHandlers: HeaderPerson[];
}

/** Group codes of a put-away answer: a list of codes, or of records with `code` / `fieldCode` / `groupCode`. */
export function readFoldedGroups(data: unknown): string[] {
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.list) ? data.list : [];
  return list
    .map((item) => (typeof item === 'string' ? item : isRecord(item) ? textOf(item.code ?? item.fieldCode ?? item.groupCode) : ''))
    .filter((code) => code !== '');
}

/** The people of a noAuthIds answer (records with userId and userName; bare ids have no name to show and are left out). */
export function readSubtaskHandlers(data: unknown): HeaderPerson[] {
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.list) ? data.list : [];
  return list.filter(isRecord).flatMap((item) => {
    const userId = textOf(item.userId ?? item.id);
    const userName = textOf(item.userName ?? item.name);
    return userId && userName ? [{ userId, userName }] : [];
  });
}

/**
 * Loads the order detail, its header, the field permissions and the buttons
 * in parallel. Detail and header failures reject (the page shows the message);
 * a failed permission call counts as permission off (spec §6) and failed
 * buttons as none. Header times are read in `timeZoneOffset` (AppConfig).
 */
export async function loadDetailData(request: RequestClient, id: string, signal?: AbortSignal, timeZoneOffset?: number): Promise<DetailData> {
  const options = { signal, silent: true };
  const business = (path: string) => request.path('business', path);
  const optional = <T>(call: Promise<unknown>, read: (data: unknown) => T[]): Promise<T[]> =>
    call.then(read, (error: unknown) => {
      if (signal?.aborted) throw error;
      return [];
    });
  const bodyCall = request.get<unknown>(business(ticketPaths.body(id)), options);
  // A rich-text field a generation rule targets gets the AI button (form-widgets §3), on a form the user may edit.
  const formCall = bodyCall.then((raw) => {
    const form = readOrderDetail(raw);
    const editable = !formModeOf(form).readOnly;
    return withFormGenerateRules(request, { schema: form.formDataInfo, processDefKey: form.processDefKey, processDefId: form.processDefId, editable }, signal);
  });
  const [body, head, permissions, buttons, foldedGroups, subtaskHandlers, formDataInfo] = await Promise.all([
    bodyCall,
    request.get<unknown>(business(ticketPaths.header(id)), options),
    request.get<unknown>(business(ticketPaths.permission(id)), options).catch((error: unknown): PermissionSource => {
      if (signal?.aborted) throw error;
      return error instanceof Error ? error : new Error(String((error as { message?: unknown })?.message ?? 'permission request failed'));
    }),
    request.post<unknown>(business(ticketPaths.buttons), { workOrderId: id }, options).catch((error: unknown) => {
      if (signal?.aborted) throw error;
      return [];
    }),
    optional(request.post<unknown>(business(ticketPaths.putAway), { workOrderId: id }, options), readFoldedGroups),
    optional(request.get<unknown>(business(ticketPaths.unfinishedSubtaskHandlers), { ...options, params: { workOrderId: id } }), readSubtaskHandlers),
    formCall,
  ]);
  const detail = readOrderDetail(body);
  detail.formDataInfo = formDataInfo;
  if (!detail.workOrderId) detail.workOrderId = id;
  return {
    detail,
    header: readOrderHeader(head, timeZoneOffset),
    permissions: permissions as PermissionSource,
    buttons: readButtons(buttons),
    foldedGroups,
    subtaskHandlers: isSettled(detail.dataStatus) ? [] : subtaskHandlers,
  };
}

/** How the form shows. */
export interface FormMode {
  /** Every field read-only (finished / closed, or the user may not edit). */
  readOnly: boolean;
  /** Linkage runs (not on settled tickets: they show stored data as is). */
  linkage: boolean;
}

/**
 * Finished (20) and closed (40) tickets show their stored data read-only and
 * without linkage; otherwise the form is read-only when the server says so
 * (`readOnlyflag`: the user cannot commit, update or approve) and editable
 * per field permissions where the node allows.
 */
export function formModeOf(detail: Pick<OrderDetail, 'dataStatus' | 'readOnly'>): FormMode {
  if (isSettled(detail.dataStatus)) return { readOnly: true, linkage: false };
  return { readOnly: detail.readOnly, linkage: true };
}

/** The detail page's own tabs: the form ("Order detail", always first: service-desk §2) and the flow chart. */
export const BUILTIN_TABS = ['detail', 'flowChart'] as const;

/** One tab of the strip: a built-in one or a detail-tab plugin (`plugin`), with the node's title if it gives one. */
export interface DetailTabEntry {
  key: string;
  plugin: boolean;
  name: string;
}

/**
 * The tab strip: "Order detail" first, then the node's configured tabs in their order (the flow chart second when
 * the configuration does not place it), or without a configuration the flow chart and `defaults`. Codes without
 * a registered tab (`registered(code)` false) are left out, and each code shows once.
 */
export function detailTabsOf(config: readonly DetailTabConfig[] | undefined, registered: (code: string) => boolean, defaults: readonly string[]): DetailTabEntry[] {
  const listed = config && config.length ? config : [{ code: 'flowChart', name: '' }, ...defaults.map((code) => ({ code, name: '' }))];
  const tabs: DetailTabEntry[] = [{ key: 'detail', plugin: false, name: listed.find((tab) => tab.code === 'detail')?.name ?? '' }];
  if (!listed.some((tab) => tab.code === 'flowChart')) tabs.push({ key: 'flowChart', plugin: false, name: '' });
  for (const { code, name } of listed) {
    if (code === 'detail' || tabs.some((tab) => tab.key === code)) continue;
    const builtin = (BUILTIN_TABS as readonly string[]).includes(code);
    if (builtin || registered(code)) tabs.push({ key: code, plugin: !builtin, name });
  }
  return tabs;
}
