import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '@core/config';
import { aesEncrypt } from '@core/crypto';
import { callHandler, type Gateway } from '../../../fixtures/gateway/index';
import { api, loginAs, signedInGateway, testGateway } from './helpers';

const enc = (text: string, key = defaultConfig.aesKey): string => aesEncrypt(text, key);

let gateway: Gateway;
let token: string;
beforeEach(async () => ({ gateway, token } = await signedInGateway('zhangsan')));
afterEach(() => gateway.close());

interface UserRow {
  id: string;
  name: string;
  userAlias: string;
  status: number;
}

describe('user and group lookups', () => {
  it('decrypts the merged id list of getUserListByIds and answers in id order', async () => {
    const res = await api(gateway, 'GET', '/api/v2/base/user/getUserListByIds', { token, query: { ids: enc('10003,10001,10009,99999') } });
    expect(res.status).toBe(200);
    const rows = res.body.data as UserRow[];
    expect(rows.map((r) => [r.id, r.name, r.userAlias, r.status])).toEqual([
      ['10003', '王五', 'Wang Wu', 1],
      ['10001', '张三', 'Zhang San', 1],
      ['10009', '郑十', 'Zheng Shi', 2],
    ]);
  });

  it('uses the configured AES key: a cipher made with another key is a 400', async () => {
    const res = await api(gateway, 'GET', '/api/v2/base/user/getUserListByIds', { token, query: { ids: enc('10001', 'another-key-0123456789abcdef0000') } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('ids must be AES-encrypted with the configured key');
    const custom = testGateway({ aesKey: 'custom-key-0123456789abcdef00000' });
    const t = await loginAs(custom, 'zhangsan');
    const rows = await callHandler<UserRow[]>(custom, 'GET', '/api/v2/base/user/getUserListByIds', { token: t, query: { ids: enc('10002', 'custom-key-0123456789abcdef00000') } });
    expect(rows.map((r) => r.name)).toEqual(['李四']);
    await custom.close();
  });

  it('repairs a Base64 "+" that arrived as a space', async () => {
    const cipher = [...Array(40).keys()].map((i) => enc(`10001,1000${i % 10}`)).find((c) => c.includes('+'));
    expect(cipher).toBeDefined();
    const rows = await callHandler<UserRow[]>(gateway, 'GET', '/api/v2/base/user/getUserListByIds', { token, query: { ids: cipher!.replace(/\+/g, ' ') } });
    expect(rows[0]!.id).toBe('10001');
  });

  it('answers names in English with the language header', async () => {
    const rows = await callHandler<UserRow[]>(gateway, 'GET', '/api/v2/base/user/getUserListByIds', { token, language: 'en', query: { ids: enc('10004') } });
    expect(rows[0]!.name).toBe('Zhao Liu');
  });

  it('searches users by encrypted userName, exact account first, deleted users left out', async () => {
    const found = await callHandler<{ list: Array<{ userName: string; workOrderCount: number }>; total: number }>(gateway, 'GET', '/api/v2/base/user/getUserInfoByUserName', {
      token,
      query: { userName: enc('lisi') },
    });
    expect(found.list[0]!.userName).toBe('lisi');
    expect(found.list[0]!.workOrderCount).toBeGreaterThan(0);
    const all = await callHandler<{ list: Array<{ userName: string }>; totalPageCount: number }>(gateway, 'GET', '/api/v2/base/user/getUserInfoByUserName', {
      token,
      query: { pageSize: '4', currentPageNo: '1' },
    });
    expect(all.list).toHaveLength(4);
    expect(all.totalPageCount).toBe(3);
    const deleted = await callHandler<{ list: unknown[] }>(gateway, 'GET', '/api/v2/base/user/getUserInfoByUserName', { token, query: { userName: enc('chenyi') } });
    expect(deleted.list).toEqual([]);
  });

  it('lists first-level groups, child groups and group members', async () => {
    const first = await callHandler<Array<{ groupId: string; groupName: string }>>(gateway, 'GET', '/api/v2/base/userGroup/getFirstLevelGroupList', { token });
    expect(first.map((g) => g.groupId)).toEqual(['g-desk-l1', 'g-ops', 'g-it-mgmt', 'g-finance', 'g-visitors']);
    const children = await callHandler<Array<{ groupId: string }>>(gateway, 'GET', '/api/v2/base/userGroup/getNextGroupInfoById', { token, query: { groupId: enc('g-ops') } });
    expect(children.map((g) => g.groupId)).toEqual(['g-network', 'g-dba', 'g-desktop', 'g-app']);
    const members = await callHandler<{ userList: Array<{ userName: string }> }>(gateway, 'GET', '/api/v2/base/user/getUsersByGroupId', { token, query: { groupId: enc('g-desk-l1') } });
    expect(members.userList.map((u) => u.userName)).toEqual(['lisi', 'sunqi']);
  });

  it('walks the department tree', async () => {
    const head = await callHandler<Array<{ id: string; children: Array<{ id: string }> }>>(gateway, 'GET', '/api/v2/base/department/getHeadTwoLevelDeptInfo', { token });
    expect(head.map((d) => d.id)).toEqual(['d-100']);
    expect(head[0]!.children.map((d) => d.id)).toEqual(['d-110', 'd-120', 'd-130', 'd-140']);
    const sub = await callHandler<Array<{ id: string }>>(gateway, 'GET', '/api/v2/base/department/getNextlevelSubDeptInfoById', { token, query: { departmentId: enc('d-110') } });
    expect(sub.map((d) => d.id)).toEqual(['d-111', 'd-112']);
  });

  it('counts open tickets per handler', async () => {
    const counts = await callHandler<Array<{ userId: string; count: number }>>(gateway, 'GET', '/api/v2/biz/workOrder/usersOpenTicketsCount', { token, query: { ids: enc('10002,10006') } });
    const lisiOpen = gateway.store.data.workOrders.filter((o) => [0, 10, 50].includes(o.dataStatus) && o.handlerIds.includes('10002')).length;
    expect(counts).toEqual([
      { userId: '10002', count: lisiOpen },
      { userId: '10006', count: 0 },
    ]);
    expect(lisiOpen).toBeGreaterThan(0);
  });
});
