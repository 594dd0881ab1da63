import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestClient } from '@core/request/types';
import { createDepartmentDirectory, EMPTY_USER_NAME } from './department';
import { createMemberDirectory } from './directory';
import { formatWorkOrderCount, mapMemberExtraProps, memberDisplays, memberSearchHelper, readWorkOrderCounts, withAdditionOptions } from './extras';
import { isRowSelectable, userRow } from './normalize';

interface Call {
  path: string;
  params: Record<string, unknown>;
  silent?: boolean;
}

/** A request client answering GETs from `answer` (a thrown error rejects); `hold()` makes answers wait for `release(i)`. */
function fakeClient(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const pending: Array<() => void> = [];
  let manual = false;
  const client = {
    path: (prefix: string, path: string) => `/api/v2/${prefix}${path}`,
    get: (path: string, options?: { params?: Record<string, unknown>; silent?: boolean }) => {
      const call = { path, params: options?.params ?? {}, silent: options?.silent };
      calls.push(call);
      return new Promise((resolve, reject) => {
        const go = () => {
          try {
            resolve(answer(call));
          } catch (error) {
            reject(error);
          }
        };
        if (manual) pending.push(go);
        else go();
      });
    },
  } as unknown as RequestClient;
  return { client, calls, hold: () => (manual = true), release: (index: number) => pending[index]!() };
}

const encrypt = (plain: string) => `enc(${plain})`;
const page = (list: unknown[], currentPageNo = 1, totalPageCount = 1) => ({ list, currentPageNo, totalPageCount });
const head = [
  {
    id: 'd-100',
    name: '集团',
    parentId: '',
    children: [
      { id: 'd-110', name: '信息技术部', parentId: 'd-100' },
      { id: 'd-120', name: '财务部', parentId: 'd-100' },
    ],
  },
];
const wang = { userId: '10003', name: '王五', userAlias: 'Wang Wu', status: 1, departmentId: 'd-111' };
const zheng = { userId: '10009', name: '郑十', userAlias: 'Zheng Shi', status: 2, departmentId: 'd-111' };
const zhang = { userId: '10001', name: '张三', userAlias: 'Zhang San', status: 1, departmentId: 'd-120' };
const org = (call: Call): unknown => {
  if (call.path.endsWith('getHeadTwoLevelDeptInfo')) return head;
  if (call.path.endsWith('getNextlevelSubDeptInfoById')) {
    if (call.params.departmentId === 'enc(d-100)') return head[0]!.children;
    return call.params.departmentId === 'enc(d-110)' ? [{ id: 'd-111', name: '运维中心', parentId: 'd-110' }] : [];
  }
  if (call.path.endsWith('getUsersByDepartmentId')) return call.params.departmentId === 'enc(d-111)' ? page([wang, zheng]) : page([]);
  if (call.path.endsWith('getUserInfoByUserName')) return page([wang, zhang]);
  if (call.path.endsWith('usersOpenTicketsCount')) return [{ userId: '10003', count: 120 }, { userId: '10009', count: 3 }];
  return [];
};
const props = { securityFlag: false, professional: 2, limitUserByDepIds: [] };
const labels = (dir: { getState(): { rows: Array<{ label: string }> } }) => dir.getState().rows.map((r) => r.label);

afterEach(() => vi.useRealTimers());

describe('createDepartmentDirectory', () => {
  it('opens on the head departments, drills down (encrypted id, sub-departments then users, 50 a page, professional) and back by breadcrumb', async () => {
    const fake = fakeClient(org);
    const dir = createDepartmentDirectory(props, { request: fake.client, encrypt });
    await dir.open();
    expect(fake.calls[0]).toMatchObject({ path: '/api/v2/base/department/getHeadTwoLevelDeptInfo', params: { securityFlag: false }, silent: true });
    expect(labels(dir)).toEqual(['集团']);
    await dir.drill('d-100', '集团');
    await dir.drill('d-110', '信息技术部');
    await dir.drill('d-111', '运维中心');
    expect(dir.getState().crumbs.map((c) => c.label)).toEqual(['集团', '信息技术部', '运维中心']);
    expect(labels(dir)).toEqual(['王五(Wang Wu)', '郑十(Zheng Shi)']);
    const users = fake.calls.filter((c) => c.path.endsWith('/user/getUsersByDepartmentId')).at(-1)!;
    expect(users.params).toEqual({ departmentId: 'enc(d-111)', pageSize: 50, currentPageNo: 1, professional: 2 });
    // Departments open but are never chosen; only status-1 users are.
    await dir.goTo(0);
    expect(dir.getState().crumbs.map((c) => c.label)).toEqual(['集团']);
    expect(labels(dir)).toEqual(['信息技术部', '财务部']);
    expect(dir.getState().rows.every((row) => !isRowSelectable(row, 'person'))).toBe(true);
    expect(isRowSelectable(userRow(zheng)!, 'person')).toBe(false);
    await dir.goTo(-1);
    expect(dir.getState().crumbs).toEqual([]);
  });

  it('searches users by encrypted name after 500 ms; a newer keyword supersedes an older one, even when the older answer comes last', async () => {
    vi.useFakeTimers();
    const fake = fakeClient((call) => (call.params.userName === 'enc(wa)' ? page([zhang]) : page([wang])));
    const dir = createDepartmentDirectory(props, { request: fake.client, encrypt });
    const first = dir.search('zh');
    void dir.search('zha');
    await vi.advanceTimersByTimeAsync(499);
    expect(fake.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await first;
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ path: '/api/v2/base/user/getUserInfoByUserName', params: { userName: 'enc(zha)', pageSize: 50, currentPageNo: 1, securityFlag: false, professional: 2 } });
    // Two searches in flight: the older answer arriving last is dropped.
    fake.hold();
    const older = dir.search('wa');
    await vi.advanceTimersByTimeAsync(500);
    const newer = dir.search('wang');
    await vi.advanceTimersByTimeAsync(500);
    fake.release(1);
    await newer;
    fake.release(0);
    await older;
    expect(dir.getState().keyword).toBe('wang');
    expect(labels(dir)).toEqual(['王五(Wang Wu)']);
  });

  it('security mode: nothing is browsed, an empty query lists nothing (no call); a keyword searches with the flag', async () => {
    vi.useFakeTimers();
    const fake = fakeClient(org);
    const dir = createDepartmentDirectory({ ...props, securityFlag: true }, { request: fake.client, encrypt, searchDebounceMs: 10 });
    await dir.open();
    expect(dir.getState()).toMatchObject({ rows: [], locked: true });
    expect(fake.calls).toHaveLength(0);
    const found = dir.search('wang');
    await vi.advanceTimersByTimeAsync(10);
    await found;
    expect(fake.calls[0]!.params).toMatchObject({ userName: 'enc(wang)', securityFlag: true });
    expect(labels(dir)).toEqual(['王五(Wang Wu)', '张三(Zhang San)']);
    await dir.search('  ');
    expect(dir.getState()).toMatchObject({ rows: [], locked: true, keyword: '' });
    expect(fake.calls).toHaveLength(1);
    expect(EMPTY_USER_NAME).not.toBe('');
  });

  it('limitUserByDepIds: the root lists those departments, searches keep their people only', async () => {
    vi.useFakeTimers();
    const fake = fakeClient(org);
    const dir = createDepartmentDirectory({ ...props, limitUserByDepIds: ['d-110'] }, { request: fake.client, encrypt, searchDebounceMs: 0 });
    await dir.open();
    expect(labels(dir)).toEqual(['信息技术部']);
    await dir.drill('d-110', '信息技术部');
    const found = dir.search('a');
    await vi.advanceTimersByTimeAsync(0);
    await found;
    // 王五 is in d-111 (under d-110, learned while browsing); 张三 (d-120, finance) is left out.
    expect(labels(dir)).toEqual(['王五(Wang Wu)']);
  });

  it('a failed call is only logged: the list and the trail stay as they were', async () => {
    let fail = false;
    const fake = fakeClient((call) => {
      if (fail) throw new Error('down');
      return org(call);
    });
    const logged: string[] = [];
    const dir = createDepartmentDirectory(props, { request: fake.client, encrypt, log: (message) => logged.push(message) });
    await dir.open();
    fail = true;
    await dir.drill('d-100', '集团');
    expect(dir.getState()).toMatchObject({ crumbs: [], loading: false });
    expect(labels(dir)).toEqual(['集团']);
    expect(logged).toHaveLength(1);
    expect(fake.calls.every((c) => c.silent)).toBe(true);
  });

  it('isShowWorkOrderCount: asks the counts of the listed users (comma-joined, encrypted) once; a failure leaves them out', async () => {
    const fake = fakeClient(org);
    const dir = createDepartmentDirectory({ ...props, showWorkOrderCount: true }, { request: fake.client, encrypt });
    await dir.open();
    await dir.drill('d-111', '运维中心');
    await vi.waitFor(() => expect(dir.getState().counts.get('10003')).toBe(120));
    const counts = fake.calls.filter((c) => c.path === '/api/v2/business/workOrder/usersOpenTicketsCount');
    expect(counts.map((c) => c.params)).toEqual([{ ids: 'enc(10003,10009)' }]);
    const broken = fakeClient((call) => {
      if (call.path.endsWith('usersOpenTicketsCount')) throw new Error('down');
      return org(call);
    });
    const quiet = createDepartmentDirectory({ ...props, showWorkOrderCount: true }, { request: broken.client, encrypt });
    await quiet.drill('d-111', '运维中心');
    await Promise.resolve();
    expect(labels(quiet)).toEqual(['王五(Wang Wu)', '郑十(Zheng Shi)']);
    expect(quiet.getState().counts.size).toBe(0);
  });
});

describe('MEMBER extras', () => {
  it('reads the department mode from selectType / memberMes DEPARTMENT or limitUserByDepIds, and the other props', () => {
    expect(mapMemberExtraProps({})).toEqual({ departmentMode: false, limitUserByDepIds: [], additionOptions: [], showWorkOrderCount: false });
    expect(mapMemberExtraProps({ selectType: 'department' }).departmentMode).toBe(true);
    expect(mapMemberExtraProps({ memberMes: 'DEPARTMENT' }).departmentMode).toBe(true);
    const mapped = mapMemberExtraProps({ limitUserByDepIds: 'd-111,d-112', isShowWorkOrderCount: 1, additionOptions: [{ userId: '10001', userName: '张三(Zhang San)' }, { groupId: 'g-ops', groupName: '运维中心' }] });
    expect(mapped).toMatchObject({ departmentMode: true, limitUserByDepIds: ['d-111', 'd-112'], showWorkOrderCount: true });
    expect(mapped.additionOptions.map((r) => [r.kind, r.label])).toEqual([
      ['user', '张三(Zhang San)'],
      ['group', '运维中心'],
    ]);
  });

  it('puts additionOptions before the listed rows (once), filtered by the keyword in a search', () => {
    const { additionOptions } = mapMemberExtraProps({ additionOptions: [{ userId: '10001', name: '张三', userAlias: 'Zhang San' }, { userId: '10003', name: '王五', userAlias: 'Wang Wu' }] });
    const listed = [userRow(wang)!];
    expect(withAdditionOptions(listed, additionOptions).map((r) => r.label)).toEqual(['张三(Zhang San)', '王五(Wang Wu)']);
    expect(withAdditionOptions([], additionOptions, 'zhang').map((r) => r.label)).toEqual(['张三(Zhang San)']);
  });

  it('caps the pending-ticket count at 99 and reads the counts answer', () => {
    expect([formatWorkOrderCount(0), formatWorkOrderCount(99), formatWorkOrderCount(100)]).toEqual(['0', '99', '99+']);
    expect([...readWorkOrderCounts([{ userId: '1', count: 4 }, { userId: '', count: 1 }, { userId: '2', count: 'x' }])]).toEqual([['1', 4]]);
  });

  it('the search-helper value: groupId|userId for people, groupId for groups', () => {
    expect(memberSearchHelper([{ groupId: '', groupName: '', userId: '10002', userName: '李四' }, { groupId: 'g-ops', groupName: '运维中心', userId: '', userName: '' }])).toEqual(['|10002', 'g-ops']);
  });

  it('shows deleted (3) and unknown users as "user deleted"; any status but 1 is not normal', () => {
    const value = ['10001', '10009', '10010', '99999', '10002'].map((userId) => ({ groupId: '', groupName: '', userId, userName: `u${userId}` }));
    const statuses = new Map<string, number | 'unknown'>([
      ['10001', 1],
      ['10009', 2],
      ['10010', 3],
      ['99999', 'unknown'],
    ]);
    expect(memberDisplays(value, statuses, 'gone').map((d) => [d.text, d.abnormal])).toEqual([
      ['u10001', false],
      ['u10009', true],
      ['gone', true],
      ['gone', true],
      ['u10002', false],
    ]);
  });
});

describe('createMemberDirectory with MEMBER extras', () => {
  it('lists additionOptions on top of the root groups and asks the counts of listed users', async () => {
    const fake = fakeClient((call) =>
      call.path.endsWith('getFirstLevelGroupList')
        ? [{ groupId: 'g-ops', groupName: '运维中心' }]
        : call.path.endsWith('getNextGroupInfoById')
          ? []
          : call.path.endsWith('getUsersByGroupId')
            ? { userList: [wang] }
            : call.path.endsWith('usersOpenTicketsCount')
              ? String(call.params.ids).includes('10003') ? [{ userId: '10003', count: 7 }] : []
              : [],
    );
    const { additionOptions } = mapMemberExtraProps({ additionOptions: [{ userId: '10001', name: '张三', userAlias: 'Zhang San' }] });
    const dir = createMemberDirectory({ selectType: 'person', selectRange: [], securityFlag: false, professional: 0, additionOptions, showWorkOrderCount: true }, { request: fake.client, encrypt });
    await dir.open();
    expect(labels(dir)).toEqual(['张三(Zhang San)', '运维中心']);
    await dir.drill('g-ops', '运维中心');
    await vi.waitFor(() => expect(dir.getState().counts.get('10003')).toBe(7));
    expect(fake.calls.filter((c) => c.path.endsWith('usersOpenTicketsCount')).map((c) => c.params.ids)).toEqual(['enc(10001)', 'enc(10003)']);
  });
});
