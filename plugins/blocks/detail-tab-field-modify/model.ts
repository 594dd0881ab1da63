// Pure readers of the field-modification records (GET fieldModifyRecord/pageList/{workOrderId}; service-desk §7, §9
// "Field-edit record fetch page 1 size 2") and the page plan of the tab: a preview, then the rest.
import { toTimestamp } from '@core/form/data/time';
import { isRecord, personLabel, readPage } from '../ticket-shared/model';

/** Records of the preview: the first call asks for page 1 of size 2 (service-desk §9). */
export const PREVIEW_SIZE = 2;
/** Page size of "show all" and of every later "load more". */
export const FULL_PAGE_SIZE = 50;

/** GET path of a ticket's field-modification records (below the `business` prefix). */
export const fieldModifyPath = (workOrderId: string) => `/fieldModifyRecord/pageList/${encodeURIComponent(workOrderId)}`;

/**
 * The server page behind the tab's n-th load: the preview (page 1 of 2), then pages of 50 from the start (the
 * list keeps each record once, so the preview's two coming again are dropped).
 */
export function serverPage(load: number): { pageNum: number; pageSize: number } {
  return load <= 1 ? { pageNum: 1, pageSize: PREVIEW_SIZE } : { pageNum: load - 1, pageSize: FULL_PAGE_SIZE };
}

/** One changed field, its values as the form shows them ('' when empty). */
export interface FieldChange {
  fieldCode: string;
  fieldName: string;
  oldValue: string;
  newValue: string;
}

/** One record: who changed the ticket's data, when, with which action, at which node. */
export interface FieldModifyRecord {
  id: string;
  userName: string;
  /** ms since epoch. */
  time?: number;
  actionName: string;
  nodeName: string;
  changes: FieldChange[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function readChange(value: unknown): FieldChange | undefined {
  if (!isRecord(value)) return undefined;
  const fieldCode = text(value.fieldCode ?? value.code);
  const fieldName = text(value.fieldName ?? value.fieldLabel ?? value.name) || fieldCode;
  if (!fieldName) return undefined;
  return { fieldCode, fieldName, oldValue: text(value.oldValue ?? value.beforeValue), newValue: text(value.newValue ?? value.afterValue) };
}

/** A record of the page, or undefined without an id; zone-less server text is the wall clock of `timeZoneOffset`. */
export function readFieldModifyRecord(value: unknown, timeZoneOffset?: number): FieldModifyRecord | undefined {
  if (!isRecord(value)) return undefined;
  const id = text(value.id);
  if (!id) return undefined;
  const user = isRecord(value.user) ? value.user : value;
  const list = Array.isArray(value.fields) ? value.fields : Array.isArray(value.changes) ? value.changes : [];
  return {
    id,
    userName: personLabel(text(user.userName ?? user.name) || text(user.userId)),
    time: toTimestamp(value.modifyTime ?? value.createdTime ?? value.time, timeZoneOffset),
    actionName: text(value.actionName ?? value.btnName) || text(value.action),
    nodeName: text(value.nodeName),
    changes: list.map(readChange).filter((change): change is FieldChange => change !== undefined),
  };
}

/** A page of field-modification records. */
export function readFieldModifyPage(data: unknown, timeZoneOffset?: number): { records: FieldModifyRecord[]; total: number } {
  return readPage(data, (record) => readFieldModifyRecord(record, timeZoneOffset));
}
