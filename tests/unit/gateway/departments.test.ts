// The department/user picker's calls (form-widgets §7) in fixtures/gateway/routes/users.ts, in normal and
// security mode (the client sends the field's securityFlag), and the pending-ticket counts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '@core/config';
import { aesEncrypt } from '@core/crypto';
import { callHandler, type Gateway } from '../../../fixtures/gateway/index';
import { signedInGateway } from './helpers';

const enc = (text: string): string => aesEncrypt(text, defaultConfig.aesKey);

interface Dept {
  id: string;
  name: string;
  parentId: string;
  hasChild: boolean;
  children?: Dept[];
}
interface UserPage {
  list: Array<{ userId: string; name: string; status: number; departmentId: string }>;
  currentPageNo: number;
  totalPageCount: number;
}

let gateway: Gateway;
let token: string;
beforeEach(async () => ({ gateway, token } = await signedInGateway('zhangsan')));
afterEach(() => gateway.close());

const get = <T>(path: string, query: Record<string, string> = {}, language?: string) => callHandler<T>(gateway, 'GET', `/api/v2${path}`, { token, query, ...(language ? { language } : {}) });

describe('organisation structure', () => {
  it("answers the two head levels, then each department's sub-departments: three levels deep", async () => {
    const head = await get<Dept[]>('/base/department/getHeadTwoLevelDeptInfo', { securityFlag: 'false' });
    expect(head.map((d) => d.name)).toEqual(['示例科技集团']);
    expect(head[0]!.children!.map((d) => d.name)).toEqual(['信息技术部', '财务部', '人力资源部', '市场部']);
    const itDept = await get<Dept[]>('/base/department/getNextlevelSubDeptInfoById', { departmentId: enc('d-110') }, 'en');
    expect(itDept.map((d) => [d.id, d.name, d.parentId])).toEqual([
      ['d-111', 'IT Operations Centre', 'd-110'],
      ['d-112', 'Service Desk', 'd-110'],
    ]);
  });

  it("lists a department's users 50 a page with their status (a disabled one included, deleted ones left out)", async () => {
    const page = await get<UserPage>('/base/user/getUsersByDepartmentId', { departmentId: enc('d-111'), pageSize: '50', currentPageNo: '1', professional: '0' });
    expect(page.list.map((u) => [u.name, u.status])).toEqual([
      ['王五', 1],
      ['周八', 1],
      ['吴九', 1],
      ['郑十', 2],
      ['钱二', 1],
    ]);
    expect(page.totalPageCount).toBe(1);
    const hr = await get<UserPage>('/base/user/getUsersByDepartmentId', { departmentId: enc('d-130') });
    expect(hr.list).toEqual([]);
    const paged = await get<UserPage>('/base/user/getUsersByDepartmentId', { departmentId: enc('d-111'), pageSize: '2', currentPageNo: '3' });
    expect([paged.list.map((u) => u.name), paged.currentPageNo, paged.totalPageCount]).toEqual([['钱二'], 3, 3]);
  });
});

describe('security mode', () => {
  it('does not browse: the head levels are empty with securityFlag', async () => {
    expect(await get<Dept[]>('/base/department/getHeadTwoLevelDeptInfo', { securityFlag: 'true' })).toEqual([]);
    expect(await get<Dept[]>('/base/department/getHeadTwoLevelDeptInfo', { securityFlag: '1' })).toEqual([]);
  });

  it('finds users by name only: a blank name lists nobody, a name finds them as in normal mode', async () => {
    const blank = await get<UserPage>('/base/user/getUserInfoByUserName', { userName: enc(' '), securityFlag: 'true', pageSize: '50', currentPageNo: '1' });
    expect(blank.list).toEqual([]);
    const none = await get<UserPage>('/base/user/getUserInfoByUserName', { securityFlag: 'true' });
    expect(none.list).toEqual([]);
    const named = await get<UserPage>('/base/user/getUserInfoByUserName', { userName: enc('wang'), securityFlag: 'true' });
    expect(named.list.map((u) => u.name)).toEqual(['王五']);
    const open = await get<UserPage>('/base/user/getUserInfoByUserName', { securityFlag: 'false' });
    expect(open.list.length).toBeGreaterThan(5);
  });
});

describe('usersOpenTicketsCount', () => {
  it('answers {userId, count} per encrypted id: the open tickets each user handles', async () => {
    const counts = await get<Array<{ userId: string; count: number }>>('/biz/workOrder/usersOpenTicketsCount', { ids: enc('10002,10001,99999') });
    expect(counts.map((c) => c.userId)).toEqual(['10002', '10001', '99999']);
    expect(counts[0]!.count).toBeGreaterThan(0);
    expect(counts[2]!.count).toBe(0);
  });
});
