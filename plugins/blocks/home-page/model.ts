import { normalizeSearch } from '@core/search';
import { LIST_PAGE_SIZE } from '../ticket-shared/list';

export { statusColor, statusKey, urgencyKey, type TagColor } from '../ticket-shared/status';


/** Spec §9: list page size. */
export const HOME_PAGE_SIZE = LIST_PAGE_SIZE;
export { hasMorePages, SCROLL_THRESHOLD_PX } from '../ticket-shared/list';

/** Home tabs in display order: unfinished, done, to-do (spec §2). */
export const homeTabs = ['unfinished', 'finished', 'todo'] as const;
export type HomeTab = (typeof homeTabs)[number];

/** The text key of a tab's title: the to-do tab is titled "Todo" when the host hides the home modules (spec §2). */
export function homeTabTitleKey(tab: HomeTab, moduleHidden: boolean): string {
  return tab === 'todo' && moduleHidden ? 'app.home.todoShort' : `app.home.tabs.${tab}`;
}


/** One row of `h5workOrder/list` as the home list uses it. */
export interface WorkOrderRecord {
  workOrderId: string;
  /** The ticket number users see and search for (`INC-0001`); falls back to workOrderId. */
  preNum?: string;
  /** Title in the request's language. */
  title?: string;
  dataStatus?: number | string;
  urgentLevel?: number | string;
  /** `YYYY-MM-DD HH:mm:ss` (or ms). */
  createdTime?: number | string;
  vip?: boolean | number;
}

/** Body of `POST h5workOrder/list` (spec §3 list request). */
export interface WorkOrderListQuery {
  pageNum: number;
  pageSize: number;
  listType: HomeTab;
  titleLike?: string;
}

export interface WorkOrderPage {
  records: WorkOrderRecord[];
  total: number;
}

/** The ticket list and the tab counts (business prefix). */
export const HOME_LIST_PATH = '/h5workOrder/list';
export const HOME_COUNT_PATH = '/h5workOrder/workStatus/count';
/** The tab the home page opens on. */
export const HOME_FIRST_TAB: HomeTab = 'unfinished';

export function buildListQuery(listType: HomeTab, pageNum: number, search?: string): WorkOrderListQuery {
  const titleLike = normalizeSearch(search);
  return { pageNum, pageSize: HOME_PAGE_SIZE, listType, ...(titleLike ? { titleLike } : {}) };
}

/** Appends a page; a first page replaces what was there. Duplicate ids (rows shifted between pages) are dropped. */
export function mergePage(previous: readonly WorkOrderRecord[], page: readonly WorkOrderRecord[], pageNum: number): WorkOrderRecord[] {
  if (pageNum <= 1) return [...page];
  const seen = new Set(previous.map((r) => r.workOrderId));
  return [...previous, ...page.filter((r) => !seen.has(r.workOrderId))];
}


/** Body of `POST h5workOrder/workStatus/count`: the list types whose counts the tabs show. */
export function countQuery(): { listTypes: HomeTab[] } {
  return { listTypes: [...homeTabs] };
}

/** Reads the tab counts from the `workStatus/count` response (`{ [listType]: count }`). */
export function readCounts(data: unknown): Partial<Record<HomeTab, number>> {
  const counts: Partial<Record<HomeTab, number>> = {};
  if (!data || typeof data !== 'object') return counts;
  const source = data as Record<string, unknown>;
  for (const tab of homeTabs) {
    const value = Number(source[tab]);
    if (source[tab] !== undefined && Number.isFinite(value)) counts[tab] = value;
  }
  return counts;
}
