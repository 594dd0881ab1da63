import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestClient } from '@core/request/types';
import { createMemberDirectory } from './directory';
import { groupRow, isMismatchedValue, isRowSelectable, mapMemberProps, memberText, userRow } from './normalize';

interface Call {
  path: string;
  params: Record<string, unknown>;
}

/** A request client whose GETs resolve when the test says so (to reorder responses). */
function fakeClient(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const pending: Array<() => void> = [];
  let manual = false;
  const client = {
    path: (prefix: string, path: string) => `/api/v2/${prefix}${path}`,
    get: (path: string, options?: { params?: Record<string, unknown> }) => {
      const call = { path, params: options?.params ?? {} };
      calls.push(call);
      return new Promise((resolve) => {
        const go = () => resolve(answer(call));
        if (manual) pending.push(go);
        else go();
      });
    },
  } as unknown as RequestClient;
  return {
    client,
    calls,
    hold: () => (manual = true),
    release: (index: number) => pending[index]!(),
  };
}

const page = (list: unknown[], currentPageNo = 1, totalPageCount = 1) => ({ list, currentPageNo, totalPageCount });
const zhang = { userId: '10001', userName: 'zhangsan', name: '张三', userAlias: 'Zhang San', status: 1, groupName: '财务部用户组' };
const encrypt = (plain: string) => `enc(${plain})`;

afterEach(() => vi.useRealTimers());

describe('MEMBER props and values', () => {
  it('maps x-props: selectType (server and designer spellings), isMultiple, unSelected with its toast, selectRange ids', () => {
    expect(mapMemberProps({ selectType: 'person', isMultiple: false })).toEqual({ selectType: 'person', multiple: false, selectRange: [], unSelected: [], securityFlag: false, professional: 0 });
    const mapped = mapMemberProps({ selectType: 'FREE_CHOOSE', isMultiple: 1, unSelected: ['10002'], unSelectedToast: '不能选他', selectRange: [{ groupId: 'g-ops' }, 'g-desk-l1'], inTable: true });
    expect(mapped).toMatchObject({ selectType: 'all', multiple: true, unSelected: ['10002'], unSelectedToast: '不能选他', selectRange: ['g-ops', 'g-desk-l1'], inTable: true });
    expect(mapMemberProps({ selectType: 'ONLY_GROUP' }).selectType).toBe('group');
  });

  it('shows users as name(alias) and groups by name, joined by a slash', () => {
    expect(userRow(zhang)?.label).toBe('张三(Zhang San)');
    expect(userRow({ ...zhang, userAlias: '张三' })?.label).toBe('张三');
    expect(memberText([userRow(zhang)!.item, groupRow({ groupId: 'g-ops', groupName: '运维中心' })!.item])).toBe('张三(Zhang San)/运维中心');
    expect(memberText([])).toBe('');
  });

  it('shows the alias only when it differs from the name: English names and stored "X(X)" read once (issue 13)', () => {
    expect(userRow({ ...zhang, name: 'Zhang San', userAlias: 'Zhang San' })?.label).toBe('Zhang San');
    expect(userRow({ ...zhang, name: 'Zhang San', userAlias: ' Zhang San ' })?.label).toBe('Zhang San');
    expect(memberText([{ groupId: '', groupName: '', userId: '10001', userName: 'Zhang San(Zhang San)' }])).toBe('Zhang San');
    expect(memberText({ userId: '10001', userName: 'Zhang San', userAlias: 'Zhang San' })).toBe('Zhang San');
    expect(memberText({ userId: '10001', userName: '张三', userAlias: 'Zhang San' })).toBe('张三(Zhang San)');
  });

  it('finds values that must be cleared: several entries in a single field, entries selectType does not allow', () => {
    const user = { groupId: '', groupName: '', userId: '1', userName: 'a' };
    const group = { groupId: 'g', groupName: 'G', userId: '', userName: '' };
    expect(isMismatchedValue([user], { multiple: false, selectType: 'person' })).toBe(false);
    expect(isMismatchedValue([user, { ...user, userId: '2' }], { multiple: false, selectType: 'person' })).toBe(true);
    expect(isMismatchedValue([group], { multiple: true, selectType: 'person' })).toBe(true);
    expect(isMismatchedValue([user], { multiple: true, selectType: 'group' })).toBe(true);
    expect(isMismatchedValue([user, group], { multiple: true, selectType: 'all' })).toBe(false);
  });

  it('disables group rows in person mode, user rows in group mode, and users who are not normal', () => {
    const u = userRow(zhang)!;
    const g = groupRow({ groupId: 'g-ops', groupName: '运维中心' })!;
    expect([isRowSelectable(u, 'person'), isRowSelectable(g, 'person')]).toEqual([true, false]);
    expect([isRowSelectable(u, 'group'), isRowSelectable(g, 'group')]).toEqual([false, true]);
    expect([isRowSelectable(u, 'all'), isRowSelectable(g, 'all')]).toEqual([true, true]);
    expect(isRowSelectable(userRow({ ...zhang, status: 2 })!, 'person')).toBe(false);
  });
});

describe('createMemberDirectory', () => {
  const props = { selectType: 'person' as const, selectRange: [], securityFlag: false, professional: 0 };

  it('opens with the first-level groups, drills into a group (encrypted id, sub-groups and 1000 members) and back by breadcrumb', async () => {
    const fake = fakeClient((call) =>
      call.path.endsWith('getFirstLevelGroupList')
        ? [{ groupId: 'g-ops', groupName: '运维中心' }]
        : call.path.endsWith('getNextGroupInfoById')
          ? [{ groupId: 'g-network', groupName: '网络运维组' }]
          : call.path.endsWith('getUsersByGroupId')
            ? { userList: [zhang] }
            : [],
    );
    const dir = createMemberDirectory(props, { request: fake.client, encrypt });
    await dir.open();
    expect(dir.getState().rows.map((r) => r.label)).toEqual(['运维中心']);
    await dir.drill('g-ops', '运维中心');
    expect(dir.getState().crumbs).toEqual([{ groupId: 'g-ops', label: '运维中心' }]);
    expect(dir.getState().rows.map((r) => r.label)).toEqual(['网络运维组', '张三(Zhang San)']);
    const members = fake.calls.find((c) => c.path.endsWith('/user/getUsersByGroupId'))!;
    expect(members.params).toMatchObject({ groupId: 'enc(g-ops)', pageSize: 1000, currentPageNo: 1 });
    await dir.goTo(-1);
    expect(dir.getState().crumbs).toEqual([]);
    expect(dir.getState().rows.map((r) => r.label)).toEqual(['运维中心']);
  });

  it('limits the root to selectRange and lists nothing without a keyword in security mode', async () => {
    const fake = fakeClient(() => [{ groupId: 'g-desk-l1', groupName: '一线服务台' }]);
    const ranged = createMemberDirectory({ ...props, selectRange: ['g-desk-l1'] }, { request: fake.client, encrypt });
    await ranged.open();
    expect(fake.calls[0]).toMatchObject({ path: '/api/v2/base/userGroup/getUserGroupInfoByIds', params: { groupIds: 'enc(g-desk-l1)' } });
    const secure = createMemberDirectory({ ...props, securityFlag: true }, { request: fake.client, encrypt });
    await secure.open();
    expect(secure.getState()).toMatchObject({ rows: [], locked: true });
    expect(fake.calls).toHaveLength(1);
  });

  it('searches users after the debounce, 50 a page, loads the next page until the last', async () => {
    vi.useFakeTimers();
    const fake = fakeClient((call) => (call.params.currentPageNo === 1 ? page([zhang], 1, 2) : page([{ ...zhang, userId: '10002', name: '李四', userAlias: 'Li Si' }], 2, 2)));
    const dir = createMemberDirectory(props, { request: fake.client, encrypt });
    const done = dir.search('zh');
    dir.search('zha');
    await vi.advanceTimersByTimeAsync(499);
    expect(fake.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ path: '/api/v2/base/user/getUserInfoByUserGroup', params: { nameOrAlias: 'zha', pageSize: 50, currentPageNo: 1 } });
    expect(dir.getState()).toMatchObject({ keyword: 'zha', hasMore: true });
    await dir.loadMore();
    expect(fake.calls[1]!.params.currentPageNo).toBe(2);
    expect(dir.getState().rows.map((r) => r.item.userId)).toEqual(['10001', '10002']);
    expect(dir.getState().hasMore).toBe(false);
    await dir.loadMore();
    expect(fake.calls).toHaveLength(2);
  });

  it('drops a stale response: an older search answering last does not replace the newer list', async () => {
    const fake = fakeClient((call) => page([{ ...zhang, userId: String(call.params.nameOrAlias), name: String(call.params.nameOrAlias) }]));
    fake.hold();
    const dir = createMemberDirectory(props, { request: fake.client, encrypt, searchDebounceMs: 0 });
    const first = dir.search('old');
    await new Promise((r) => setTimeout(r, 5));
    const second = dir.search('new');
    await new Promise((r) => setTimeout(r, 5));
    fake.release(1);
    await second;
    fake.release(0);
    await first;
    expect(dir.getState().rows.map((r) => r.item.userId)).toEqual(['new']);
    expect(dir.getState().keyword).toBe('new');
  });

  it('with selectType all searches groups or users by tab (group names encrypted)', async () => {
    const fake = fakeClient((call) => (call.path.endsWith('getUserGroupByName') ? page([{ groupId: 'g-ops', groupName: '运维中心' }]) : page([zhang])));
    const dir = createMemberDirectory({ ...props, selectType: 'all' }, { request: fake.client, encrypt, searchDebounceMs: 0 });
    await dir.search('运维');
    expect(dir.getState().rows.map((r) => r.kind)).toEqual(['user']);
    await dir.setTab('group');
    expect(fake.calls[1]).toMatchObject({ path: '/api/v2/base/userGroup/getUserGroupByName', params: { groupName: 'enc(运维)', pageSize: 50 } });
    expect(dir.getState().rows.map((r) => r.label)).toEqual(['运维中心']);
  });
});
