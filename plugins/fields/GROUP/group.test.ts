import { describe, expect, it } from 'vitest';
import type { RequestClient } from '@core/request/types';
import { createMemberDirectory } from '../MEMBER/directory';
import { isMismatchedValue } from '../MEMBER/normalize';
import { mapGroupProps } from './normalize';

interface Call {
  path: string;
  params: Record<string, unknown>;
}

function fakeClient(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const client = {
    path: (prefix: string, path: string) => `/api/v2/${prefix}${path}`,
    get: (path: string, options?: { params?: Record<string, unknown> }) => {
      const call = { path, params: options?.params ?? {} };
      calls.push(call);
      return Promise.resolve(answer(call));
    },
  } as unknown as RequestClient;
  return { client, calls };
}

const encrypt = (plain: string) => `enc(${plain})`;
const group = (groupId: string, groupName: string) => ({ groupId, groupName, userId: '', userName: '' });

describe('GROUP props', () => {
  it('forces selectType to group whatever the schema says, and reads MEMBER props (isMultiple, selectRange objects, unSelected)', () => {
    expect(mapGroupProps({})).toEqual({ selectType: 'group', multiple: false, selectRange: [], unSelected: [], securityFlag: false, professional: 0 });
    for (const selectType of ['person', 'ALL', 'FREE_CHOOSE', 'ONLY_PERSON', undefined]) expect(mapGroupProps({ selectType }).selectType).toBe('group');
    expect(mapGroupProps({ isMultiple: true, selectRange: [{ groupId: 'g-it-mgmt', groupName: 'IT 管理组' }], unSelected: 'g-visitors' })).toMatchObject({
      multiple: true,
      selectRange: ['g-it-mgmt'],
      unSelected: ['g-visitors'],
    });
  });

  it('a stored person does not fit a group field (it is cleared); groups do', () => {
    const props = mapGroupProps({ isMultiple: true });
    expect(isMismatchedValue([group('g-ops', '运维中心')], props)).toBe(false);
    expect(isMismatchedValue([{ groupId: '', groupName: '', userId: '10001', userName: '张三' }], props)).toBe(true);
  });
});

describe('the group directory (MEMBER directory with GROUP props)', () => {
  it('drills into sub-groups without asking for users, and searches groups only, 50 a page, within selectRange', async () => {
    const fake = fakeClient((call) =>
      call.path.endsWith('getUserGroupInfoByIds')
        ? [{ groupId: 'g-ops', groupName: '运维中心' }]
        : call.path.endsWith('getNextGroupInfoById')
          ? [{ groupId: 'g-network', groupName: '网络运维组' }]
          : { list: [{ groupId: 'g-network', groupName: '网络运维组' }], currentPageNo: 1, totalPageCount: 1 },
    );
    const dir = createMemberDirectory(mapGroupProps({ selectType: 'person', selectRange: [{ groupId: 'g-ops' }] }), { request: fake.client, encrypt, searchDebounceMs: 0 });
    await dir.open();
    expect(fake.calls[0]).toMatchObject({ path: '/api/v2/base/userGroup/getUserGroupInfoByIds', params: { groupIds: 'enc(g-ops)' } });
    await dir.drill('g-ops', '运维中心');
    expect(fake.calls.some((c) => c.path.includes('/user/'))).toBe(false);
    expect(dir.getState().rows.map((r) => r.kind)).toEqual(['group']);
    await dir.search('网络');
    expect(fake.calls.at(-1)).toMatchObject({ path: '/api/v2/base/userGroup/getUserGroupByName', params: { groupName: 'enc(网络)', pageSize: 50, currentPageNo: 1, groupIds: 'g-ops' } });
    expect(dir.getState().rows.map((r) => r.item)).toEqual([group('g-network', '网络运维组')]);
  });
});
