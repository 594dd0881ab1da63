// The worklist's lists, filters and sort (service-desk §2 work-order list tabs, §3 list request, urgency, custom
// view, column setting; §4 list filters, SLA/OLA badge codes, default ordering; §5 sort "all", models with a preNum),
// free of React: which tabs a user sees, the list request of a tab and its filters, the address that keeps them.
import { OrderStatus } from '@core/form/types';
import { isRecord } from '@core/records';
import { normalizeSearch } from '@core/search';
import { builtinLists, type BuiltinList } from './lists';
import { LIST_PAGE_SIZE as WORKLIST_PAGE_SIZE } from '../ticket-shared/list';

export { hasMorePages, LIST_PAGE_SIZE as WORKLIST_PAGE_SIZE, SCROLL_THRESHOLD_PX as WORKLIST_SCROLL_THRESHOLD_PX } from '../ticket-shared/list';

/** The calls (business prefix). */
export const worklistPaths = {
  list: '/h5workOrder/list',
  count: '/h5workOrder/workStatus/count',
  setNewWorkCount: '/h5workOrder/setNewWorkCount',
  /** GET: per list type, the tickets changed since the list was last seen (setNewWorkCount). */
  newCounts: '/workOrder/countAdaptive',
  queryDef: '/listQueryDef/get',
  saveQueryDef: '/listQueryDef/save',
  models: '/listQueryDef/getModelList',
  customView: '/customView/getById',
  urgencyEnum: '/mdlFieldPublic/getUrgentLevelEnum',
} as const;

/** listQueryDef query types: the card columns, and the user's custom views. */
export const COLUMN_QUERY_TYPE = 'WORK_ORDER_LIST';
export const CUSTOM_VIEWS_QUERY_TYPE = 'H5_CUSTOM_VIEWS';

export { builtinLists, type BuiltinList } from './lists';

/** A tab: a built-in list, or a custom view (`custom:<id>`). */
export type WorklistTab = BuiltinList | `custom:${string}`;

/** A custom view of the user (listQueryDef `H5_CUSTOM_VIEWS`). */
export interface CustomViewRef {
  id: string;
  name: string;
}

export function isBuiltinList(value: unknown): value is BuiltinList {
  return typeof value === 'string' && (builtinLists as readonly string[]).includes(value);
}

export const customTab = (id: string): WorklistTab => `custom:${id}`;

/** The custom view id of a tab, if it is one. */
export function customViewIdOf(tab: WorklistTab): string | undefined {
  return tab.startsWith('custom:') ? tab.slice('custom:'.length) : undefined;
}

/**
 * The tabs a user sees: the built-in lists (the department list hidden in the SaaS environment, spec §6; `only`
 * limits and orders them when a page says which it shows) and then their custom views.
 */
export function visibleTabs(options: { saas: boolean; only?: readonly BuiltinList[]; customViews?: readonly CustomViewRef[] }): WorklistTab[] {
  const lists = (options.only?.length ? options.only : builtinLists).filter((list) => !(options.saas && list === 'department'));
  return [...lists, ...(options.customViews ?? []).map((view) => customTab(view.id))];
}

/** The custom views in a listQueryDef answer (`queryContent.views`); malformed entries are dropped. */
export function readCustomViews(data: unknown): CustomViewRef[] {
  const content = isRecord(data) ? data.queryContent : undefined;
  const views = isRecord(content) && Array.isArray(content.views) ? content.views : [];
  return views.flatMap((view) => (isRecord(view) && (typeof view.id === 'string' || typeof view.id === 'number') && typeof view.name === 'string' ? [{ id: String(view.id), name: view.name }] : []));
}

/** Lists that sort VIP tickets first (spec §4). */
const VIP_FIRST: ReadonlySet<string> = new Set<BuiltinList>(['todo', 'available', 'groupTodo']);

/** Sort fields the filter offers; "all" as a direction means no sort (spec §5). */
export const sortFields = ['created_time', 'updated_time', 'urgent_level'] as const;
export type SortField = (typeof sortFields)[number];
export const sortDirections = ['desc', 'asc', 'all'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** Statuses the filter offers (spec §4 dataStatus; drafts have their own tab). */
export const filterStatuses: readonly number[] = [OrderStatus.PROCESSING, OrderStatus.BE_PROCESSED, OrderStatus.FINISHED, OrderStatus.REJECTED, OrderStatus.CLOSED, OrderStatus.PENDING];
/** SLA/OLA badge codes (spec §4). */
export const slaCodes = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** Urgency levels (spec §3): 0 low .. 3 urgent. */
export const urgencyLevels = [0, 1, 2, 3] as const;

/** What the filter sheet sets; empty lists filter nothing. */
export interface WorklistFilters {
  statusList: number[];
  preNumList: string[];
  urgentLevel: number[];
  slaStatus: number[];
  /** `YYYY-MM-DD` bounds of the created time (either may be absent). */
  createdFrom?: string;
  createdTo?: string;
  sortField: SortField;
  sortDirection: SortDirection;
}

export const defaultFilters: WorklistFilters = { statusList: [], preNumList: [], urgentLevel: [], slaStatus: [], sortField: 'created_time', sortDirection: 'desc' };

/** How many filters differ from the defaults (the filter button's badge). */
export function activeFilterCount(filters: WorklistFilters): number {
  return (
    [filters.statusList, filters.preNumList, filters.urgentLevel, filters.slaStatus].filter((list) => list.length > 0).length +
    (filters.createdFrom || filters.createdTo ? 1 : 0) +
    (filters.sortField !== defaultFilters.sortField || filters.sortDirection !== defaultFilters.sortDirection ? 1 : 0)
  );
}

/** Body of `POST h5workOrder/list` (spec §3 list request). */
export interface WorklistQuery {
  pageNum: number;
  pageSize: number;
  listType: string;
  orders: Array<{ field: string; direction: 'asc' | 'desc' }>;
  customViewId?: string;
  titleLike?: string;
  statusList?: number[];
  preNumList?: string[];
  urgentLevel?: number[];
  slaStatus?: number[];
  createTimeList?: [string, string];
}

/** The list request of a tab's page: its filters, the sort (VIP first on todo, available and group todo; none for "all"), a search. */
export function buildWorklistQuery(tab: WorklistTab, pageNum: number, filters: WorklistFilters = defaultFilters, search?: string): WorklistQuery {
  const viewId = customViewIdOf(tab);
  const orders: WorklistQuery['orders'] = [];
  if (VIP_FIRST.has(tab)) orders.push({ field: 'vip', direction: 'desc' });
  if (filters.sortDirection !== 'all') orders.push({ field: filters.sortField, direction: filters.sortDirection });
  const titleLike = normalizeSearch(search);
  return {
    pageNum,
    pageSize: WORKLIST_PAGE_SIZE,
    listType: viewId === undefined ? tab : 'custom',
    orders,
    ...(viewId !== undefined ? { customViewId: viewId } : {}),
    ...(titleLike ? { titleLike } : {}),
    ...(filters.statusList.length ? { statusList: [...filters.statusList] } : {}),
    ...(filters.preNumList.length ? { preNumList: [...filters.preNumList] } : {}),
    ...(filters.urgentLevel.length ? { urgentLevel: [...filters.urgentLevel] } : {}),
    ...(filters.slaStatus.length ? { slaStatus: [...filters.slaStatus] } : {}),
    ...(filters.createdFrom || filters.createdTo ? { createTimeList: [filters.createdFrom ?? '', filters.createdTo ?? ''] as [string, string] } : {}),
  };
}

/** Body of `workStatus/count`: the built-in lists whose counts the tabs show. */
export function countQuery(tabs: readonly WorklistTab[]): { listTypes: BuiltinList[] } {
  return { listTypes: tabs.filter(isBuiltinList) };
}

/** The counts of `workStatus/count` (`{ [listType]: n }`); what is missing or not a number is left out. */
export function readCounts(data: unknown): Partial<Record<string, number>> {
  const counts: Partial<Record<string, number>> = {};
  if (!isRecord(data)) return counts;
  for (const [key, value] of Object.entries(data)) {
    const n = Number(value);
    if (value !== null && value !== '' && Number.isFinite(n) && n >= 0) counts[key] = n;
  }
  return counts;
}

// ---- The address: tab, filters and search live in the query, so back and reload return to the same list. ----

const numbers = (text: string | null, allowed: readonly number[]): number[] =>
  [...new Set((text ?? '').split(',').filter(Boolean).map(Number))].filter((n) => allowed.includes(n));
const words = (text: string | null): string[] => [...new Set((text ?? '').split(',').map((part) => part.trim()).filter(Boolean))];
const isDate = (text: string | null): text is string => Boolean(text && /^\d{4}-\d{2}-\d{2}$/.test(text));

/** The state a worklist address holds. */
export interface WorklistState {
  tab: WorklistTab;
  filters: WorklistFilters;
  search?: string;
}

/**
 * Reads tab, filters and search from the address (`?tab=todo&status=0,10&urgency=3&sla=4&process=INC&from=…&to=…
 * &sort=created_time&dir=asc&q=…`). Unknown or malformed values fall back to the defaults, never to an error.
 */
export function readWorklistState(params: URLSearchParams, tabs: readonly WorklistTab[], fallbackTab: WorklistTab): WorklistState {
  const wanted = params.get('tab') ?? '';
  const tab = (tabs as readonly string[]).includes(wanted) ? (wanted as WorklistTab) : fallbackTab;
  const sortField = params.get('sort');
  const sortDirection = params.get('dir');
  const from = params.get('from');
  const to = params.get('to');
  const search = normalizeSearch(params.get('q') ?? undefined);
  return {
    tab,
    filters: {
      statusList: numbers(params.get('status'), filterStatuses),
      preNumList: words(params.get('process')),
      urgentLevel: numbers(params.get('urgency'), urgencyLevels),
      slaStatus: numbers(params.get('sla'), slaCodes),
      ...(isDate(from) ? { createdFrom: from } : {}),
      ...(isDate(to) ? { createdTo: to } : {}),
      sortField: (sortFields as readonly string[]).includes(sortField ?? '') ? (sortField as SortField) : defaultFilters.sortField,
      sortDirection: (sortDirections as readonly string[]).includes(sortDirection ?? '') ? (sortDirection as SortDirection) : defaultFilters.sortDirection,
    },
    ...(search ? { search } : {}),
  };
}

/** Writes the state into `params` (a copy): defaults are left out, other query keys are kept. */
export function writeWorklistState(params: URLSearchParams, state: WorklistState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  const { filters } = state;
  set('tab', state.tab);
  set('status', filters.statusList.join(','));
  set('process', filters.preNumList.join(','));
  set('urgency', filters.urgentLevel.join(','));
  set('sla', filters.slaStatus.join(','));
  set('from', filters.createdFrom);
  set('to', filters.createdTo);
  set('sort', filters.sortField === defaultFilters.sortField ? undefined : filters.sortField);
  set('dir', filters.sortDirection === defaultFilters.sortDirection ? undefined : filters.sortDirection);
  set('q', normalizeSearch(state.search));
  return next;
}

// ---- Filter sheet data ----

/** A process model of the filter (`listQueryDef/getModelList`). */
export interface FilterModel {
  preNum: string;
  name: string;
}

/** The models the filter shows: those with a preNum, limited to the custom view's process range when it has one (spec §5). */
export function readFilterModels(data: unknown, range?: readonly string[]): FilterModel[] {
  const list = Array.isArray(data) ? data : [];
  const seen = new Set<string>();
  return list.flatMap((item) => {
    if (!isRecord(item)) return [];
    const preNum = typeof item.preNum === 'string' ? item.preNum.trim() : '';
    if (!preNum || seen.has(preNum) || (range?.length && !range.includes(preNum))) return [];
    seen.add(preNum);
    const name = typeof item.processName === 'string' && item.processName ? item.processName : typeof item.name === 'string' && item.name ? item.name : preNum;
    return [{ preNum, name }];
  });
}

/** The urgency levels of `getUrgentLevelEnum` (`[{ value, label }]`), 0..3 only. */
export function readUrgencyEnum(data: unknown): Array<{ value: number; label: string }> {
  const list = Array.isArray(data) ? data : [];
  return list.flatMap((item) => {
    if (!isRecord(item)) return [];
    const value = Number(item.value);
    return (urgencyLevels as readonly number[]).includes(value) && typeof item.label === 'string' ? [{ value, label: item.label }] : [];
  });
}

/** A custom view's filters (`customView/getById`): its statuses, SLA codes, urgencies and process range. */
export interface CustomViewFilters {
  statusList: number[];
  slaStatus: number[];
  urgentLevel: number[];
  processRange: string[];
}

export function readCustomView(data: unknown): CustomViewFilters {
  const view = isRecord(data) ? data : {};
  const column = isRecord(view.ticketPropContent) && isRecord(view.ticketPropContent.column) ? view.ticketPropContent.column : {};
  const publicColumn = isRecord(view.publicFieldContent) && isRecord(view.publicFieldContent.publicFieldColumn) ? view.publicFieldContent.publicFieldColumn : {};
  const numberList = (value: unknown) => (Array.isArray(value) ? value.map(Number).filter((n) => Number.isFinite(n)) : []);
  return {
    statusList: numberList(column.orderStatusList),
    slaStatus: numberList(column.slaStatus),
    urgentLevel: numberList(publicColumn.urgentLevel),
    processRange: Array.isArray(view.itemProcess) ? view.itemProcess.filter((p): p is string => typeof p === 'string' && p !== '') : [],
  };
}

// ---- Card columns (spec §3 column setting item) ----

/** What a card can show besides number, title and status; the column setting hides or shows each. */
export const cardColumns = ['urgency', 'sla', 'vip', 'createdTime', 'handler', 'process'] as const;
export type CardColumn = (typeof cardColumns)[number];

/** One column setting item (spec §3). */
export interface ColumnSetting {
  key: CardColumn;
  value: string;
  isHidden: boolean;
  isSelected: boolean;
}

/** The columns shown when the user saved none: all. */
export const defaultColumns = (label: (key: CardColumn) => string): ColumnSetting[] => cardColumns.map((key) => ({ key, value: label(key), isHidden: false, isSelected: true }));

/** The saved column setting (`listQueryDef/get` WORK_ORDER_LIST `queryContent.column`), completed with the columns it lacks. */
export function readColumns(data: unknown, label: (key: CardColumn) => string): ColumnSetting[] {
  const content = isRecord(data) ? data.queryContent : undefined;
  const saved = isRecord(content) && Array.isArray(content.column) ? content.column : [];
  const byKey = new Map<string, ColumnSetting>();
  for (const item of saved) {
    if (!isRecord(item) || !(cardColumns as readonly string[]).includes(String(item.key)) || byKey.has(String(item.key))) continue;
    const key = item.key as CardColumn;
    byKey.set(key, { key, value: label(key), isHidden: item.isHidden === true, isSelected: item.isSelected !== false });
  }
  return [...byKey.values(), ...defaultColumns(label).filter((column) => !byKey.has(column.key))];
}

/** The columns a card shows. */
export function shownColumns(columns: readonly ColumnSetting[]): Set<CardColumn> {
  return new Set(columns.filter((column) => column.isSelected && !column.isHidden).map((column) => column.key));
}

/** Body of `listQueryDef/save` for the column setting. */
export function columnSaveBody(columns: readonly ColumnSetting[]): { queryType: string; queryContent: { column: ColumnSetting[]; typeView: 'card' } } {
  return { queryType: COLUMN_QUERY_TYPE, queryContent: { column: columns.map((column) => ({ ...column })), typeView: 'card' } };
}

// ---- Records ----

/** One row of `h5workOrder/list` as a card shows it. */
export interface WorklistRecord {
  workOrderId: string;
  preNum?: string;
  title?: string;
  dataStatus?: number | string;
  urgentLevel?: number | string;
  slaStatus?: number | string;
  vip?: boolean | number;
  createdTime?: number | string;
  processName?: string;
  handlers?: Array<{ userId?: string; userName?: string }>;
  handlerGroupName?: string;
}

/** The SLA badge code of a record (1..8), if it has one. */
export function slaCodeOf(record: WorklistRecord): number | undefined {
  const code = Number(record.slaStatus);
  return (slaCodes as readonly number[]).includes(code) ? code : undefined;
}

/** Overdue codes (1..4) are shown as danger, "will be overdue" (5..8) as warning. */
export const slaTone = (code: number): 'danger' | 'warning' => (code <= 4 ? 'danger' : 'warning');

/** Who handles a ticket: its handlers' names, else its handler group. */
export function handlerOf(record: WorklistRecord): string | undefined {
  const names = (record.handlers ?? []).map((handler) => handler.userName).filter((name): name is string => Boolean(name));
  return names.length ? names.join(', ') : record.handlerGroupName || undefined;
}
