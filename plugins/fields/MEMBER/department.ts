// The department/user picker's lists (form-widgets §2, §4, §7): the organisation structure from the
// two head levels down, each department's sub-departments and users (50 a page), and a user search
// debounced by 500 ms. Security mode: search only. Pure (no React); the picker sheet is MemberPicker's.
import { isRecord } from '@core/records';
import type { MemberDirectory, MemberDirectoryDeps, MemberDirectoryState, MemberCrumb } from './directory';
import { appendRows, createDirectoryStore } from './directory-store';
import { withAdditionOptions } from './extras';
import { hasNextPage, MEMBER_PAGE_SIZE, rowsOf, userRow, type MemberRow } from './normalize';

/** What the department lists are built from. */
export interface DepartmentQuery {
  securityFlag: boolean;
  professional: number;
  /** Departments the root lists (looked up in the two head levels); empty = the head departments. */
  limitUserByDepIds: readonly string[];
  additionOptions?: readonly MemberRow[];
  showWorkOrderCount?: boolean;
}

/** Sent for an empty user name (spec §7: "an empty name is replaced by a fixed placeholder"); matches nobody. */
export const EMPTY_USER_NAME = '__EMPTY_USER_NAME__';

/** Key prefix of department rows (never a selected value: departments are not chosen). */
const DEPARTMENT_KEY = 'd:';

interface Department {
  id: string;
  name: string;
  parentId: string;
  children: Department[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function readDepartment(record: unknown): Department | undefined {
  if (!isRecord(record)) return undefined;
  const id = text(record.id) || text(record.departmentId);
  if (!id) return undefined;
  const children = Array.isArray(record.children) ? record.children.map(readDepartment).filter((d): d is Department => d !== undefined) : [];
  return { id, name: text(record.name) || text(record.departmentName) || id, parentId: text(record.parentId), children };
}

function departmentsOf(data: unknown): Department[] {
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.list) ? data.list : [];
  return list.map(readDepartment).filter((d): d is Department => d !== undefined);
}

/** A department record -> a row that opens (its sub-departments and users) and cannot be chosen. */
export function departmentRow(record: unknown): MemberRow | undefined {
  const dept = readDepartment(record);
  if (!dept) return undefined;
  return {
    kind: 'group',
    key: `${DEPARTMENT_KEY}${dept.id}`,
    item: { groupId: dept.id, groupName: dept.name, userId: '', userName: '' },
    label: dept.name,
    status: 1,
    drillable: true,
  };
}

/** Whether a row is a department (not a user group). */
export function isDepartmentRow(row: MemberRow): boolean {
  return row.key.startsWith(DEPARTMENT_KEY);
}

const userRows = (data: unknown, keep: (record: unknown) => boolean = () => true): MemberRow[] => {
  const list = Array.isArray(data) ? data : isRecord(data) ? (Array.isArray(data.list) ? data.list : Array.isArray(data.userList) ? data.userList : []) : [];
  return rowsOf(list.filter(keep), userRow);
};

/**
 * Creates the lists of one department picker, with the {@link MemberDirectory} interface (crumbs
 * carry department ids). A failed call is only logged and leaves the list and the trail as they were
 * (spec §8).
 */
export function createDepartmentDirectory(query: DepartmentQuery, deps: MemberDirectoryDeps & { log?: (message: string, error: unknown) => void }): MemberDirectory {
  const { request, encrypt } = deps;
  const log = deps.log ?? (() => {});
  const store = createDirectoryStore(
    { crumbs: [], keyword: '', tab: 'user', rows: [], loading: false, hasMore: false, locked: query.securityFlag, counts: new Map() },
    deps,
    { showWorkOrderCount: query.showWorkOrderCount, onError: (error) => log('department picker: a list failed to load', error) },
  );
  const { set } = store;
  const extra = query.additionOptions ?? [];
  const base = (path: string) => request.path('base', path);
  let page = 0;
  // Departments within limitUserByDepIds, learned as the lists arrive (the limit ids and their descendants).
  const allowed = new Set(query.limitUserByDepIds);
  const learn = (depts: readonly Department[]) => {
    for (const dept of depts) {
      if (allowed.has(dept.parentId)) allowed.add(dept.id);
      learn(dept.children.map((child) => ({ ...child, parentId: child.parentId || dept.id })));
    }
  };
  const withinLimit = (record: unknown): boolean => {
    if (allowed.size === 0) return true;
    if (!isRecord(record)) return false;
    return [record.departmentId, record.deptId, record.parentId].some((id) => allowed.has(text(id)));
  };

  /** Runs a load of the current generation; applies it unless a newer navigation came first; a failure changes nothing but `loading`. */
  const run = (load: () => Promise<Partial<MemberDirectoryState> & { rows: MemberRow[] }>): Promise<void> => store.run(load, (result) => result);

  const headDepartments = async (): Promise<Department[]> => {
    const data = await request.get<unknown>(base('/department/getHeadTwoLevelDeptInfo'), { params: { securityFlag: query.securityFlag }, silent: true });
    const roots = departmentsOf(data);
    learn(roots);
    if (query.limitUserByDepIds.length === 0) return roots;
    const flat = roots.flatMap((root) => [root, ...root.children]);
    const found = await Promise.all(query.limitUserByDepIds.map(async (id) => flat.find((d) => d.id === id) ?? (await deeperDepartment(id))));
    return found.filter((d): d is Department => d !== undefined);
  };

  /**
   * A limit department below the head levels: named by its users' `department` (spec §3, the user
   * record), from the first page of its users (the call a drill makes, so it is cached). Unnamed: left out.
   */
  const deeperDepartment = async (id: string): Promise<Department | undefined> => {
    const users = await request.get<unknown>(base('/user/getUsersByDepartmentId'), {
      params: { departmentId: await encrypt(id), pageSize: MEMBER_PAGE_SIZE, currentPageNo: 1, professional: query.professional },
      silent: true,
    });
    const list = isRecord(users) && Array.isArray(users.list) ? users.list : Array.isArray(users) ? users : [];
    const member = list.find((record) => isRecord(record) && text(record.department) && (!text(record.departmentId) || text(record.departmentId) === id));
    const name = isRecord(member) ? text(member.department) : '';
    return name ? { id, name, parentId: '', children: [] } : undefined;
  };

  const loadLevel = (crumbs: MemberCrumb[]): Promise<void> => {
    store.supersede();
    store.cancelSearch();
    page = 0;
    if (query.securityFlag) {
      set({ crumbs: [], keyword: '', rows: [], hasMore: false, loading: false, locked: true });
      return Promise.resolve();
    }
    const crumb = crumbs[crumbs.length - 1];
    return run(async () => {
      if (!crumb) {
        const rows = rowsOf(await headDepartments(), departmentRow);
        return { crumbs, keyword: '', locked: false, rows: withAdditionOptions(rows, extra), hasMore: false };
      }
      const departmentId = await encrypt(crumb.groupId);
      const [subs, users] = await Promise.all([
        request.get<unknown>(base('/department/getNextlevelSubDeptInfoById'), { params: { departmentId }, silent: true }),
        request.get<unknown>(base('/user/getUsersByDepartmentId'), { params: { departmentId, pageSize: MEMBER_PAGE_SIZE, currentPageNo: 1, professional: query.professional }, silent: true }),
      ]);
      const depts = departmentsOf(subs).map((d) => ({ ...d, parentId: d.parentId || crumb.groupId }));
      learn(depts);
      page = 1;
      return { crumbs, keyword: '', locked: false, rows: [...rowsOf(depts, departmentRow), ...userRows(users)], hasMore: hasNextPage(users) };
    });
  };

  const loadSearch = (keyword: string, append: boolean): Promise<void> => {
    if (!append) {
      store.supersede();
      page = 0;
    }
    const next = page + 1;
    return run(async () => {
      const data = await request.get<unknown>(base('/user/getUserInfoByUserName'), {
        params: { userName: await encrypt(keyword || EMPTY_USER_NAME), pageSize: MEMBER_PAGE_SIZE, currentPageNo: next, securityFlag: query.securityFlag, professional: query.professional },
        silent: true,
      });
      page = next;
      const found = userRows(data, withinLimit);
      const rows = append ? appendRows(store.state.rows, found) : withAdditionOptions(found, extra, keyword);
      return { keyword, locked: false, rows, hasMore: hasNextPage(data) };
    });
  };

  const loadMoreUsers = (): Promise<void> => {
    const crumb = store.state.crumbs[store.state.crumbs.length - 1];
    if (!crumb) return Promise.resolve();
    const next = page + 1;
    return run(async () => {
      const users = await request.get<unknown>(base('/user/getUsersByDepartmentId'), {
        params: { departmentId: await encrypt(crumb.groupId), pageSize: MEMBER_PAGE_SIZE, currentPageNo: next, professional: query.professional },
        silent: true,
      });
      page = next;
      const found = userRows(users);
      return { rows: appendRows(store.state.rows, found), hasMore: hasNextPage(users) };
    });
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    open: () => loadLevel([]),
    drill: (id, label) => loadLevel([...store.state.crumbs, { groupId: id, label }]),
    goTo: (index) => loadLevel(store.state.crumbs.slice(0, index + 1)),
    search: (keyword) =>
      store.search(
        keyword,
        // Back to browsing; in security mode an empty query lists nothing (spec §5).
        () => (!store.state.keyword && !store.state.loading ? Promise.resolve() : loadLevel(store.state.crumbs)),
        (trimmed) => loadSearch(trimmed, false),
      ),
    setTab: () => Promise.resolve(),
    loadMore() {
      if (store.state.loading || !store.state.hasMore) return Promise.resolve();
      return store.state.keyword ? loadSearch(store.state.keyword, true) : loadMoreUsers();
    },
    dispose: store.dispose,
  };
}
