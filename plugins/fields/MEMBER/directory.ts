import type { RequestClient } from '@core/request/types';
import {
  GROUP_MEMBERS_PAGE_SIZE,
  groupRow,
  hasNextPage,
  MEMBER_PAGE_SIZE,
  rowsOf,
  userRow,
  type MemberMappedProps,
  type MemberRow,
} from './normalize';
import { appendRows, createDirectoryStore } from './directory-store';
import { withAdditionOptions } from './extras';

/** A level of the group trail (the root has no group id). */
export interface MemberCrumb {
  groupId: string;
  label: string;
}

/** Which list a search shows: with selectType all, the user-group and user tabs. */
export type MemberSearchTab = 'group' | 'user';

/** Snapshot of a {@link MemberDirectory}; a new object on every change. */
export interface MemberDirectoryState {
  /** Opened groups, outermost first (empty at the root). */
  crumbs: MemberCrumb[];
  /** The applied search keyword ('' = browsing). */
  keyword: string;
  tab: MemberSearchTab;
  rows: MemberRow[];
  loading: boolean;
  hasMore: boolean;
  /** Security mode with no keyword: nothing is listed (no browsing). */
  locked: boolean;
  /** Pending tickets by user id (isShowWorkOrderCount); users without an entry show none. */
  counts: ReadonlyMap<string, number>;
}

/** Timer functions, injectable for tests. */
export interface MemberDirectoryTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What a directory needs. */
export interface MemberDirectoryDeps {
  request: RequestClient;
  /** Encrypts the parameters the spec marks encrypted (group ids and names). */
  encrypt: (plain: string) => string | Promise<string>;
  timers?: MemberDirectoryTimers;
  /** @default 500 */
  searchDebounceMs?: number;
  /** Where failures that the spec only logs go. @default nowhere */
  log?: (message: string, error: unknown) => void;
}

/** The user/group lists behind the picker: browse by group, search paged by 50. */
export interface MemberDirectory {
  getState(): MemberDirectoryState;
  subscribe(listener: (state: MemberDirectoryState) => void): () => void;
  /** Back to the root level without a keyword, and loads it. */
  open(): Promise<void>;
  /** Opens a group: its sub-groups and (unless only groups are chosen) its users. */
  drill(groupId: string, label: string): Promise<void>;
  /** Truncates the trail after `index` (-1 = the root) and reloads that level. */
  goTo(index: number): Promise<void>;
  /** Debounced; a newer keyword (or any other navigation) supersedes an older one, whose response is dropped. */
  search(keyword: string): Promise<void>;
  setTab(tab: MemberSearchTab): Promise<void>;
  /** The next page of a search (no-op while loading or at the end). */
  loadMore(): Promise<void>;
  dispose(): void;
}

type Query = Pick<MemberMappedProps, 'selectType' | 'selectRange' | 'securityFlag' | 'professional'> & {
  /** Entries listed on top of the root level and of matching searches (MEMBER's additionOptions). */
  additionOptions?: readonly MemberRow[];
  /** Ask each listed user's pending-ticket count (MEMBER's isShowWorkOrderCount). */
  showWorkOrderCount?: boolean;
};

/** Creates the lists of one picker. */
export function createMemberDirectory(props: Query, deps: MemberDirectoryDeps): MemberDirectory {
  const { request, encrypt } = deps;
  const initialTab: MemberSearchTab = props.selectType === 'group' ? 'group' : 'user';
  // A failed load: the request client has shown the failure.
  const store = createDirectoryStore(
    { crumbs: [], keyword: '', tab: initialTab, rows: [], loading: false, hasMore: false, locked: props.securityFlag, counts: new Map() },
    deps,
    { showWorkOrderCount: props.showWorkOrderCount, failed: { hasMore: false } },
  );
  const { set } = store;
  const extra = props.additionOptions ?? [];
  let page = 0;
  const base = (path: string) => request.path('base', path);
  const range = props.selectRange.join(',');

  /** Runs a load of the current generation; a newer navigation drops its result. */
  const run = (load: () => Promise<{ rows: MemberRow[]; hasMore: boolean }>, append: boolean): Promise<void> =>
    store.run(load, (result) => ({ rows: append ? appendRows(store.state.rows, result.rows) : result.rows, hasMore: result.hasMore }));

  const loadLevel = (): Promise<void> => {
    store.supersede();
    store.cancelSearch();
    if (props.securityFlag) {
      set({ rows: [], hasMore: false, loading: false, locked: true });
      return Promise.resolve();
    }
    set({ rows: [], hasMore: false, locked: false });
    const crumb = store.state.crumbs[store.state.crumbs.length - 1];
    return run(async () => {
      if (!crumb) {
        const data = range
          ? await request.get<unknown>(base('/userGroup/getUserGroupInfoByIds'), { params: { groupIds: await encrypt(range) } })
          : await request.get<unknown>(base('/userGroup/getFirstLevelGroupList'), { params: { professional: props.professional } });
        return { rows: withAdditionOptions(rowsOf(data, groupRow), extra), hasMore: false };
      }
      const groupId = await encrypt(crumb.groupId);
      const [groups, users] = await Promise.all([
        request.get<unknown>(base('/userGroup/getNextGroupInfoById'), { params: { groupId, professional: props.professional } }),
        props.selectType === 'group'
          ? Promise.resolve([])
          : request.get<unknown>(base('/user/getUsersByGroupId'), { params: { groupId, pageSize: GROUP_MEMBERS_PAGE_SIZE, currentPageNo: 1 } }),
      ]);
      return { rows: [...rowsOf(groups, groupRow), ...rowsOf(users, userRow)], hasMore: false };
    }, false);
  };

  const searchTab = (): MemberSearchTab => (props.selectType === 'all' ? store.state.tab : props.selectType === 'group' ? 'group' : 'user');

  const loadSearch = (append: boolean): Promise<void> => {
    if (!append) {
      store.supersede();
      page = 0;
      set({ rows: [], hasMore: false, locked: false });
    }
    const next = page + 1;
    const keyword = store.state.keyword;
    const common = { pageSize: MEMBER_PAGE_SIZE, currentPageNo: next, securityFlag: props.securityFlag, professional: props.professional, ...(range ? { groupIds: range } : {}) };
    const tab = searchTab();
    return run(async () => {
      const data =
        tab === 'user'
          ? await request.get<unknown>(base('/user/getUserInfoByUserGroup'), { params: { ...common, nameOrAlias: keyword } })
          : await request.get<unknown>(base('/userGroup/getUserGroupByName'), { params: { ...common, groupName: await encrypt(keyword) } });
      page = next;
      const found = rowsOf(data, tab === 'user' ? userRow : groupRow);
      const offered = extra.filter((row) => (tab === 'user' ? row.kind === 'user' : row.kind === 'group'));
      return { rows: append ? found : withAdditionOptions(found, offered, keyword), hasMore: hasNextPage(data) };
    }, append);
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    open() {
      set({ crumbs: [], keyword: '', tab: initialTab });
      return loadLevel();
    },
    drill(groupId, label) {
      set({ crumbs: [...store.state.crumbs, { groupId, label }], keyword: '' });
      return loadLevel();
    },
    goTo(index) {
      set({ crumbs: store.state.crumbs.slice(0, index + 1), keyword: '' });
      return loadLevel();
    },
    search: (keyword) =>
      store.search(
        keyword,
        () => {
          if (!store.state.keyword) return Promise.resolve();
          set({ keyword: '' });
          return loadLevel();
        },
        (trimmed) => {
          set({ keyword: trimmed });
          return loadSearch(false);
        },
      ),
    setTab(tab) {
      if (tab === store.state.tab) return Promise.resolve();
      set({ tab });
      return store.state.keyword ? loadSearch(false) : Promise.resolve();
    },
    loadMore() {
      if (store.state.loading || !store.state.hasMore || !store.state.keyword) return Promise.resolve();
      return loadSearch(true);
    },
    dispose: store.dispose,
  };
}
