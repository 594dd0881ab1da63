// Pure readers of the browsing-history page (GET browsehistory/getPage/{id}; service-desk §7, §9 page size 15).
import { toTimestamp } from '@core/form/data/time';
import { isRecord, personLabel, readPage } from '../ticket-shared/model';

/** Rows per page (service-desk §9 "Browsing history page size 15"). */
export const BROWSE_PAGE_SIZE = 15;

/** GET path of a ticket's browsing history (below the `business` prefix). */
export const browseHistoryPath = (workOrderId: string) => `/browsehistory/getPage/${encodeURIComponent(workOrderId)}`;

/** One opening of the ticket. */
export interface BrowseRecord {
  /** Identity in the list: who and when (the server gives no id). */
  key: string;
  userId: string;
  /** `name(alias)` as shown. */
  userName: string;
  /** ms since epoch; undefined when the server sent none readable. */
  time?: number;
}

/** A record of the page, or undefined without a user; zone-less server text is the wall clock of `timeZoneOffset`. */
export function readBrowseRecord(value: unknown, timeZoneOffset?: number): BrowseRecord | undefined {
  if (!isRecord(value)) return undefined;
  const user = isRecord(value.user) ? value.user : value;
  const userId = String(user.userId ?? user.id ?? '');
  const rawName = String(user.userName ?? user.name ?? '');
  if (!userId && !rawName) return undefined;
  const time = toTimestamp(value.browseTime ?? value.createdTime ?? value.time, timeZoneOffset);
  return { key: `${userId}@${time ?? ''}`, userId, userName: personLabel(rawName || userId), time };
}

/** A page of the browsing history. */
export function readBrowsePage(data: unknown, timeZoneOffset?: number): { records: BrowseRecord[]; total: number } {
  return readPage(data, (record) => readBrowseRecord(record, timeZoneOffset));
}
