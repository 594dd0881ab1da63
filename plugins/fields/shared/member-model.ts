// The MEMBER value and props model (pure: no React), shared by MEMBER and GROUP (a group-only MEMBER).
// MEMBER's index.ts exports it too (MEMBER/normalize.ts re-exports this module).
import { OPTION_SEARCH_DEBOUNCE_MS } from '@core/form/options/constants';
import { formatMemberName, toMemberItems, type MemberValueItem } from '@core/form/data/defaults';
import { flag, str } from './props';
import { isRecord } from '@core/records';

export type { MemberValueItem };
export { toMemberItems };

/** Rule kinds of MEMBER: selection count (minCount / maxCount), unique table values, parent-user rules. */
export const MEMBER_RULE_KINDS = ['selectionCount', 'unique', 'parent'] as const;

/** Page size of user and group searches (form-widgets §9). */
export const MEMBER_PAGE_SIZE = 50;
/** Page size of the members of one group (form-widgets §9). */
export const GROUP_MEMBERS_PAGE_SIZE = 1000;
/** Search debounce of the picker, in ms: the option pickers' 500 ms. */
export const MEMBER_SEARCH_DEBOUNCE_MS = OPTION_SEARCH_DEBOUNCE_MS;

/** What may be chosen: users, groups, or both (form-widgets §3 "Picker props"). */
export type MemberSelectType = 'person' | 'group' | 'all';

/** Props MEMBER takes from its x-props. */
export interface MemberMappedProps {
  selectType: MemberSelectType;
  multiple: boolean;
  /** Groups the picker is limited to (browse root and search scope); empty = every group. */
  selectRange: string[];
  /** User or group ids that cannot be chosen. */
  unSelected: string[];
  /** The error toast when one of them is tapped; a generic text otherwise. */
  unSelectedToast?: string;
  securityFlag: boolean;
  professional: number;
  /** A table cell (TABLE_FORM column). */
  inTable?: boolean;
}

function idList(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const out: string[] = [];
  for (const entry of list) {
    const id =
      typeof entry === 'object' && entry !== null
        ? str((entry as Record<string, unknown>).groupId ?? (entry as Record<string, unknown>).userId ?? (entry as Record<string, unknown>).id ?? (entry as Record<string, unknown>).value)
        : str(entry);
    if (id && !out.includes(id.trim())) out.push(id.trim());
  }
  return out;
}

/** Reads selectType (also the designer's ONLY_PERSON / ONLY_GROUP / FREE_CHOOSE); person by default. */
export function readSelectType(raw: unknown): MemberSelectType {
  const text = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  if (text === 'GROUP' || text === 'ONLY_GROUP') return 'group';
  if (text === 'ALL' || text === 'FREE_CHOOSE') return 'all';
  return 'person';
}

/** x-props -> picker props. `isMultiple` absent means single (the server sends it for every member field). */
export function mapMemberProps(xProps: Readonly<Record<string, unknown>>): MemberMappedProps {
  const props: MemberMappedProps = {
    selectType: readSelectType(xProps.selectType ?? xProps.memberMes),
    multiple: flag(xProps.isMultiple),
    selectRange: idList(xProps.selectRange),
    unSelected: idList(xProps.unSelected),
    securityFlag: flag(xProps.securityFlag),
    professional: Number(xProps.professional) || 0,
  };
  const toast = str(xProps.unSelectedToast);
  if (toast) props.unSelectedToast = toast;
  if (xProps.inTable === true) props.inTable = true;
  return props;
}

/** The key of a selected entry: the user id, or the group id of a group-only entry. */
export function memberKey(item: Pick<MemberValueItem, 'userId' | 'groupId'>): string {
  return item.userId ? `u:${item.userId}` : `g:${item.groupId}`;
}

/** The label of a selected entry: `name(alias)` of a user, else the group name. */
export function memberLabel(item: Pick<MemberValueItem, 'userId' | 'userName' | 'groupId' | 'groupName'>): string {
  return item.userId ? item.userName || item.userId : item.groupName || item.groupId;
}

/** The read-only text of a value: labels joined by a slash (form-widgets §9: the separator for users). */
export function memberText(value: unknown): string {
  return toMemberItems(value).map(memberLabel).join('/');
}

/** Whether an entry is of the kind selectType allows. */
export function matchesSelectType(item: MemberValueItem, selectType: MemberSelectType): boolean {
  if (selectType === 'person') return item.userId !== '';
  if (selectType === 'group') return item.userId === '' && item.groupId !== '';
  return true;
}

/**
 * Whether a stored value must be cleared (form-widgets §4): a single field
 * holding several entries, or entries that selectType does not allow.
 */
export function isMismatchedValue(value: unknown, props: Pick<MemberMappedProps, 'multiple' | 'selectType'>): boolean {
  const items = toMemberItems(value);
  if (!props.multiple && items.length > 1) return true;
  return items.some((item) => !matchesSelectType(item, props.selectType));
}

/** Whether an entry is one of the ids that cannot be chosen. */
export function isUnselectable(item: MemberValueItem, unSelected: readonly string[]): boolean {
  return item.userId ? unSelected.includes(item.userId) : unSelected.includes(item.groupId);
}

/** A row of the picker list. */
export interface MemberRow {
  kind: 'user' | 'group';
  /** {@link memberKey} of the entry the row selects. */
  key: string;
  item: MemberValueItem;
  label: string;
  /** Group name of a user row (search results). */
  description?: string;
  /** 1 normal, 2 disabled, 3 deleted. */
  status: number;
  /** A group row can be opened (its sub-groups and users). */
  drillable: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** A user record of the user lists -> a row (`name(alias)`, group as description). */
export function userRow(record: unknown): MemberRow | undefined {
  if (!isRecord(record)) return undefined;
  const userId = text(record.userId) || text(record.id);
  if (!userId) return undefined;
  const name = text(record.name) || text(record.userName) || userId;
  const alias = text(record.userAlias);
  const item: MemberValueItem = { groupId: '', groupName: '', userId, userName: formatMemberName(name, alias && alias !== name ? alias : undefined) };
  const row: MemberRow = { kind: 'user', key: memberKey(item), item, label: item.userName, status: typeof record.status === 'number' ? record.status : 1, drillable: false };
  const group = text(record.groupName);
  if (group) row.description = group;
  return row;
}

/** A group record -> a row; `drillable` unless the record says it has neither children nor members. */
export function groupRow(record: unknown): MemberRow | undefined {
  if (!isRecord(record)) return undefined;
  const groupId = text(record.groupId) || text(record.id);
  if (!groupId) return undefined;
  const item: MemberValueItem = { groupId, groupName: text(record.groupName) || text(record.name) || groupId, userId: '', userName: '' };
  const empty = record.hasChild === false && record.memberCount === 0;
  return { kind: 'group', key: memberKey(item), item, label: item.groupName, status: 1, drillable: !empty };
}

/** Rows of a list response: an array, or `data.list` / `data.userList` of a page. */
export function rowsOf(data: unknown, toRow: (record: unknown) => MemberRow | undefined): MemberRow[] {
  const list = Array.isArray(data) ? data : isRecord(data) ? (Array.isArray(data.list) ? data.list : Array.isArray(data.userList) ? data.userList : []) : [];
  const seen = new Set<string>();
  const rows: MemberRow[] = [];
  for (const record of list) {
    const row = toRow(record);
    if (row && !seen.has(row.key)) {
      seen.add(row.key);
      rows.push(row);
    }
  }
  return rows;
}

/** Whether a paged response has a page after the current one. */
export function hasNextPage(data: unknown): boolean {
  if (!isRecord(data)) return false;
  const current = Number(data.currentPageNo);
  const total = Number(data.totalPageCount);
  return Number.isFinite(current) && Number.isFinite(total) && current < total;
}

/**
 * Whether a row can be chosen: users only in person/all mode and only
 * when normal (status 1), groups only in group/all mode.
 */
export function isRowSelectable(row: MemberRow, selectType: MemberSelectType): boolean {
  if (row.kind === 'group') return selectType !== 'person';
  return selectType !== 'group' && row.status === 1;
}
