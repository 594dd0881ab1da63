// MEMBER's own settings beyond the user/group picker it shares with GROUP (form-widgets §3 "Picker props"):
// the department mode, limitUserByDepIds, additionOptions, isShowWorkOrderCount; the pending-ticket
// counts, the search-helper value stored on OK and how stored users read (pure: no React).
import type { RequestClient } from '@core/request/types';
import { isRecord } from '@core/records';
import { flag, str } from '../shared/props';
import { groupRow, memberKey, memberLabel, toMemberItems, userRow, type MemberRow, type MemberValueItem } from './normalize';

/** MEMBER-only props from x-props. */
export interface MemberExtraProps {
  /**
   * Browse the organisation structure (departments and their users) instead of user groups: set by
   * `selectType` / `memberMes` `DEPARTMENT`, or by a non-empty `limitUserByDepIds`. Only people are chosen.
   */
  departmentMode: boolean;
  /** Departments the people are chosen from (the department picker's root); empty = the whole structure. */
  limitUserByDepIds: string[];
  /** Entries offered on top of the lists (the root level, and search results that match). */
  additionOptions: MemberRow[];
  /** Show each user's pending-ticket count (`usersOpenTicketsCount`). */
  showWorkOrderCount: boolean;
}

/** Most pending tickets shown as a number (form-widgets §9); more read "99+". */
export const WORK_ORDER_COUNT_CAP = 99;

function ids(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const out: string[] = [];
  for (const entry of list) {
    const id = isRecord(entry) ? str(entry.id ?? entry.departmentId ?? entry.value) : str(entry);
    if (id && !out.includes(id.trim())) out.push(id.trim());
  }
  return out;
}

/** Reads `additionOptions`: user records / value entries (with a user id) and groups, as picker rows. */
export function readAdditionOptions(raw: unknown): MemberRow[] {
  const list = Array.isArray(raw) ? raw : [];
  const rows: MemberRow[] = [];
  for (const entry of list) {
    if (!isRecord(entry)) continue;
    const row = str(entry.userId) || (str(entry.id) && !str(entry.groupId)) ? userRow(entry) : groupRow(entry);
    if (row && !rows.some((r) => r.key === row.key)) rows.push(row);
  }
  return rows;
}

/** x-props -> MEMBER-only props. */
export function mapMemberExtraProps(xProps: Readonly<Record<string, unknown>>): MemberExtraProps {
  const limitUserByDepIds = ids(xProps.limitUserByDepIds);
  const mode = [xProps.selectType, xProps.memberMes].some((raw) => typeof raw === 'string' && raw.trim().toUpperCase() === 'DEPARTMENT');
  return {
    departmentMode: mode || limitUserByDepIds.length > 0,
    limitUserByDepIds,
    additionOptions: readAdditionOptions(xProps.additionOptions),
    showWorkOrderCount: flag(xProps.isShowWorkOrderCount),
  };
}

/** Rows of `extra` to put before `rows` (those not listed already), optionally only those whose label holds `keyword`. */
export function withAdditionOptions(rows: readonly MemberRow[], extra: readonly MemberRow[], keyword?: string): MemberRow[] {
  const needle = keyword?.trim().toLowerCase();
  const added = extra.filter((row) => !rows.some((r) => r.key === row.key) && (!needle || row.label.toLowerCase().includes(needle)));
  return [...added, ...rows];
}

/** The pending-ticket count as shown: the number, or "99+" above the cap. */
export function formatWorkOrderCount(count: number): string {
  return count > WORK_ORDER_COUNT_CAP ? `${WORK_ORDER_COUNT_CAP}+` : String(count);
}

/** Counts of a `usersOpenTicketsCount` answer (`[{userId, count}]`), by user id; malformed entries are skipped. */
export function readWorkOrderCounts(data: unknown): Map<string, number> {
  const counts = new Map<string, number>();
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.list) ? data.list : [];
  for (const entry of list) {
    if (!isRecord(entry)) continue;
    const userId = str(entry.userId);
    const count = Number(entry.count);
    if (userId && Number.isFinite(count) && count >= 0) counts.set(userId, Math.floor(count));
  }
  return counts;
}

/**
 * Asks `usersOpenTicketsCount` for the pending tickets of `userIds` (comma-joined, encrypted; spec §7).
 * A failure is only logged and gives no counts (spec §8).
 */
export async function fetchWorkOrderCounts(
  request: RequestClient,
  encrypt: (plain: string) => string | Promise<string>,
  userIds: readonly string[],
  log: (message: string, error: unknown) => void = () => {},
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  try {
    const data = await request.get<unknown>(request.path('business', '/workOrder/usersOpenTicketsCount'), { params: { ids: await encrypt(userIds.join(',')) }, silent: true });
    return readWorkOrderCounts(data);
  } catch (error) {
    log('usersOpenTicketsCount failed; counts omitted', error);
    return new Map();
  }
}

/**
 * The search-helper value stored next to the field on OK (form-widgets §4): `groupId|userId` for a
 * person, `groupId` for a group.
 */
export function memberSearchHelper(value: unknown): string[] {
  return toMemberItems(value).map((item) => (item.userId ? `${item.groupId}|${item.userId}` : item.groupId));
}

/** The form key of a field's search-helper value. */
export function searchHelperKey(path: string): string {
  return `${path}_search`;
}

/** What is known of a stored user: its status (1 normal, 2 disabled, 3 deleted), or `unknown` when the user lists do not know the id. */
export type StoredUserStatus = number | 'unknown';

/** How an entry of a value reads: its text, and whether it is shown as not normal (orange). */
export interface MemberDisplay {
  key: string;
  text: string;
  abnormal: boolean;
}

/**
 * The display of stored entries (form-widgets §5): a deleted (3) or unknown user reads `deletedText`,
 * a user of any other status than 1 is not normal; groups and users not looked up are as stored.
 */
export function memberDisplays(value: unknown, statuses: ReadonlyMap<string, StoredUserStatus>, deletedText: string): MemberDisplay[] {
  return toMemberItems(value).map((item: MemberValueItem) => {
    const status = item.userId ? statuses.get(item.userId) : undefined;
    const gone = status === 'unknown' || status === 3;
    return { key: memberKey(item), text: gone ? deletedText : memberLabel(item), abnormal: status !== undefined && status !== 1 };
  });
}

/** The status of a `getUserListByIds` record (a missing record: unknown). */
export function storedUserStatus(record: unknown): StoredUserStatus {
  if (!isRecord(record)) return 'unknown';
  const status = Number(record.status);
  return Number.isFinite(status) ? status : 1;
}
