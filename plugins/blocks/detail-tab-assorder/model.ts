// Pure parts of the associated-tickets tab (service-desk §3 "Association", §6 link-order permission, §7
// "Associated tickets", §9 page size 10): the calls, reading their answers, and the rule that a ticket must be
// saved before it can be linked.
import { toTimestamp } from '@core/form/data/time';
import { linkPermissionPath } from '../ticket-shared/link-order';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;

/** API paths of the tab (below the `business` prefix). */
export const assorderPaths = {
  links: '/tab/orderLink/associated/list',
  unbind: '/tab/orderLink/unbind',
  permission: linkPermissionPath,
} as const;

/** Links per page (spec §9). */
export const LINKS_PAGE_SIZE = 10;

/** A link of the ticket, seen from it: the other ticket and the link's type. */
export interface LinkRow {
  linkId: string;
  /** The other ticket. */
  workOrderId: string;
  preNum: string;
  title: string;
  dataStatus?: number;
  /** The link type as read from this ticket (the server names the inverse when the link was made on the other). */
  linkTypeName: string;
  linkedByName: string;
  linkedTime?: number;
}

/** Reads a row of `associated/list`; rows without a link or ticket id are dropped. */
export function readLinkRow(record: unknown, timeZoneOffset?: number): LinkRow | undefined {
  if (!isRecord(record)) return undefined;
  const linkId = text(record.linkId);
  const workOrderId = text(record.workOrderId) || text(record.id);
  if (!linkId || !workOrderId) return undefined;
  const linkedBy = isRecord(record.linkedBy) ? text(record.linkedBy.userName) || text(record.linkedBy.name) : text(record.linkedBy);
  return {
    linkId,
    workOrderId,
    preNum: text(record.preNum),
    title: text(record.title),
    dataStatus: num(record.dataStatus),
    linkTypeName: text(record.linkTypeName) || text(record.linkType),
    linkedByName: linkedBy,
    linkedTime: toTimestamp(record.linkedTime, timeZoneOffset),
  };
}

/** Query of a page of links. */
export function linksQuery(workOrderId: string, pageNum: number, searchKey: string | undefined) {
  return { workOrderId, pageNum, pageSize: LINKS_PAGE_SIZE, ...(searchKey ? { searchKey } : {}) };
}

/** Whether the ticket can take links: it must exist on the server (submitted, or saved as a draft). */
export function isSaved(detail: { workOrderId: string }): boolean {
  return detail.workOrderId.trim() !== '';
}

/** The /searchAssorder screen of a ticket. */
export function searchAssorderRoute(workOrderId: string, mdlDefCode: string): string {
  const query = new URLSearchParams({ id: workOrderId });
  if (mdlDefCode) query.set('mdlDefCode', mdlDefCode);
  return `/searchAssorder?${query.toString()}`;
}
