// Pure parts of /searchAssorder (service-desk §7 "Associated tickets", §9 related list fetch size 100): the calls,
// reading the candidates and link types, the bodies sent, and where the screen returns.
import { linkPermissionPath } from '../ticket-shared/link-order';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;

/** API paths of the screen (below the `business` prefix). */
export const searchAssorderPaths = {
  candidates: '/tab/orderLink/myCanAssociated/list',
  count: '/tab/orderLink/myCanAssociated/count',
  relevance: '/tab/orderLink/batch/relevance',
  linkTypes: (mdlDefCode: string) => `/dataDict/getInsideDict/${encodeURIComponent(mdlDefCode)}/linkWorkOrderType`,
  permission: linkPermissionPath,
  /** The ticket's detail, for its model code when the address has none. */
  body: (id: string) => `/mdl/instance/body/get/${encodeURIComponent(id)}`,
} as const;

/** Candidates fetched at once (spec §9 "related list fetch size 100"). */
export const CANDIDATES_FETCH_SIZE = 100;

/** A ticket the user may link. */
export interface Candidate {
  workOrderId: string;
  preNum: string;
  title: string;
  dataStatus?: number;
  processName: string;
}

export function readCandidate(record: unknown): Candidate | undefined {
  if (!isRecord(record)) return undefined;
  const workOrderId = text(record.workOrderId) || text(record.id);
  if (!workOrderId) return undefined;
  return { workOrderId, preNum: text(record.preNum), title: text(record.title), dataStatus: num(record.dataStatus), processName: text(record.processName) };
}

/** Body of the candidate list (`searchKey` only when searching) and of its count. */
export function candidatesBody(workOrderId: string, searchKey: string | undefined, pageSize: number = CANDIDATES_FETCH_SIZE) {
  return { workOrderId, pageNum: 1, pageSize, ...(searchKey ? { searchKey } : {}) };
}

/** A link type of `linkWorkOrderType`: its value sent and its label in the request language. */
export interface LinkType {
  value: string;
  label: string;
}

/** `{ fieldContent: [{ value, label }] }`; `fieldContent` may come as JSON text, entries as `{ code, name }`. */
export function readLinkTypes(data: unknown): LinkType[] {
  let content: unknown = isRecord(data) ? data.fieldContent : data;
  if (typeof content === 'string') {
    try {
      content = JSON.parse(content) as unknown;
    } catch {
      content = [];
    }
  }
  const seen = new Set<string>();
  return (Array.isArray(content) ? content : []).flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const value = text(entry.value) || text(entry.code) || text(entry.id);
    if (!value || seen.has(value)) return [];
    seen.add(value);
    return [{ value, label: text(entry.label) || text(entry.name) || value }];
  });
}

/** Body of `batch/relevance`: link `workOrderIds` to the ticket with `linkType`. */
export function relevanceBody(workOrderId: string, linkType: string, workOrderIds: readonly string[]) {
  return { workOrderId, linkType, workOrderIds: [...workOrderIds] };
}

/** The number `count` answers (a bare number, or `{ count }` / `{ total }`). */
export function readCount(data: unknown): number | undefined {
  return num(data) ?? (isRecord(data) ? (num(data.count) ?? num(data.total)) : undefined);
}

/** Where the screen goes after linking: the ticket's linked-tickets tab. */
export function linkedTicketsRoute(workOrderId: string): string {
  return `/orderDetails?id=${encodeURIComponent(workOrderId)}&tab=assorder`;
}
