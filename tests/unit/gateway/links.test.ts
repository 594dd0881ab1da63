// Issue 16 items 6 and 9, fixture gateway: the associated-tickets tab's calls (link types, candidates, links, unlink,
// link permission) on the ticket store.
import { beforeEach, describe, expect, it } from 'vitest';
import { callHandler, type Gateway } from '../../../fixtures/gateway/index';
import { CANDIDATES_PAGE_SIZE, linkRoutes } from '../../../fixtures/gateway/routes/links';
import { loadSeed } from '../../../fixtures/gateway/seed';
import { loginAs, testGateway } from './helpers';

const B = '/api/v2/biz';
const L = `${B}/tab/orderLink`;
const seed = loadSeed();
const idOf = (preNum: string) => seed.workOrders.find((order) => order.preNum === preNum)!.workOrderId;
const submitted = seed.workOrders.filter((order) => !order.isDraft);
const INC1 = idOf('INC-0001');
const INC2 = idOf('INC-0002');
const INC5 = idOf('INC-0005');
const PRB1 = idOf('PRB-0001');
/** zhangsan's draft. */
const DRAFT = idOf('REQ-0004');

interface Row {
  linkId: string;
  linkType: string;
  linkTypeName: string;
  isInverse: boolean;
  workOrderId: string;
  preNum: string;
  title: string;
  createdTime: string;
  handlers: Array<{ userId: string }>;
}
interface Page<T> {
  records: T[];
  total: number;
}

let gateway: Gateway;
const tokens: Record<string, string> = {};
const call = async <T>(userName: string, method: 'GET' | 'POST', path: string, options: { body?: unknown; query?: Record<string, string>; language?: string } = {}) =>
  callHandler<T>(gateway, method, path, { token: (tokens[userName] ??= await loginAs(gateway, userName)), ...options });
const links = (userName: string, workOrderId: string, query: Record<string, string> = {}, language?: string) =>
  call<Page<Row>>(userName, 'GET', `${L}/associated/list`, { query: { workOrderId, ...query }, ...(language ? { language } : {}) });
const relate = (userName: string, workOrderId: string, workOrderIds: unknown, linkType = 'relevance') =>
  call<Array<{ linkId: string; sourceId: string; targetId: string }>>(userName, 'POST', `${L}/batch/relevance`, { body: { workOrderId, linkType, workOrderIds } });
const candidates = (userName: string, body: Record<string, unknown>) => call<Page<{ workOrderId: string; preNum: string; title: string; createdTime: string }>>(userName, 'POST', `${L}/myCanAssociated/list`, { body });
const count = (userName: string, body: Record<string, unknown>) => call<number>(userName, 'POST', `${L}/myCanAssociated/count`, { body });

beforeEach(() => {
  gateway = testGateway({ routes: linkRoutes });
  for (const key of Object.keys(tokens)) delete tokens[key];
});

describe('associated tickets', () => {
  it('serves the link types in the request language', async () => {
    const zh = await call<{ fieldContent: Array<{ value: string; label: string }> }>('lisi', 'GET', `${B}/dataDict/getInsideDict/incident/linkWorkOrderType`);
    const en = await call<{ fieldContent: Array<{ value: string; label: string }> }>('lisi', 'GET', `${B}/dataDict/getInsideDict/incident/linkWorkOrderType`, { language: 'en-US' });
    expect(zh.fieldContent.map((type) => type.value)).toEqual(['relevance', 'causedBy', 'duplicate', 'parent']);
    expect(en.fieldContent.map((type) => type.value)).toEqual(zh.fieldContent.map((type) => type.value));
    expect(zh.fieldContent[1]!.label).toBe('起因于');
    expect(en.fieldContent.map((type) => type.label)).toEqual(['Relates to', 'Is caused by', 'Duplicates', 'Is parent of']);
  });

  it('a fresh gateway shows the seeded links on both tickets, newest first, the inverse name on the other end', async () => {
    const onIncident = await links('lisi', INC1);
    expect(onIncident.records.map((row) => [row.preNum, row.linkType, row.linkTypeName, row.isInverse])).toEqual([['PRB-0001', 'causedBy', '起因于', false]]);
    // A list record like the worklist's.
    expect(onIncident.records[0]).toMatchObject({ workOrderId: PRB1, title: '邮件服务间歇性中断根因分析', handlers: [{ userId: '10003' }] });
    const onProblem = await links('lisi', PRB1, {}, 'en');
    expect(onProblem.records.map((row) => [row.preNum, row.linkTypeName, row.isInverse])).toEqual([['INC-0001', 'Causes', true]]);
    const onVpn = await links('lisi', INC2);
    expect(onVpn.records.map((row) => row.preNum)).toEqual(['INC-0007', 'CHG-0001']);
    expect(onVpn.total).toBe(2);
    // Reading does not store the seed; the same ids every time.
    expect(gateway.store.data.linkData).toBeUndefined();
    expect((await links('lisi', INC2)).records.map((row) => row.linkId)).toEqual(onVpn.records.map((row) => row.linkId));
  });

  it('the links list pages (10 by default) and filters on the other ticket’s number or title', async () => {
    const targets = submitted.filter((order) => order.workOrderId !== INC5 && order.preNum !== 'INC-0008').slice(0, 12).map((order) => order.workOrderId);
    await relate('zhouba', INC5, targets);
    const first = await links('zhouba', INC5);
    expect(first.total).toBe(13);
    expect(first.records).toHaveLength(10);
    expect((await links('zhouba', INC5, { pageNum: '2' })).records).toHaveLength(3);
    expect((await links('zhouba', INC5, { pageSize: '5', pageNum: '3' })).records).toHaveLength(3);
    const byNumber = await links('zhouba', INC5, { searchKey: 'inc-0008' });
    expect(byNumber.records.map((row) => row.preNum)).toEqual(['INC-0008']);
    const byTitle = await links('zhouba', INC5, { searchKey: 'ERP' });
    expect(byTitle.records.map((row) => row.preNum)).toEqual(['INC-0008']);
    await expect(links('zhouba', INC5, { pageSize: '101' })).rejects.toMatchObject({ code: 400 });
    await expect(call('zhouba', 'GET', `${L}/associated/list`)).rejects.toMatchObject({ code: 400 });
  });

  it('candidates: submitted tickets other than the ticket and its linked ones, newest first, 100 a page; the count matches', async () => {
    const total = submitted.length - 2; // INC-0001 itself and PRB-0001, linked in the seed
    expect(await count('lisi', { workOrderId: INC1 })).toBe(total);
    const page = await candidates('lisi', { workOrderId: INC1 });
    expect(page.total).toBe(total);
    expect(page.records).toHaveLength(CANDIDATES_PAGE_SIZE);
    const ids = page.records.map((order) => order.workOrderId);
    expect(ids).not.toContain(INC1);
    expect(ids).not.toContain(PRB1);
    expect(ids).not.toContain(DRAFT);
    const times = page.records.map((order) => order.createdTime);
    expect([...times].sort().reverse()).toEqual(times);
    const last = await candidates('lisi', { workOrderId: INC1, pageNum: Math.ceil(total / 100) });
    expect(last.records).toHaveLength(total % 100 || 100);
    expect((await candidates('lisi', { workOrderId: INC1, pageSize: 7 })).records).toHaveLength(7);
    await expect(candidates('lisi', { workOrderId: INC1, pageSize: 101 })).rejects.toMatchObject({ code: 400 });
    // searchKey on number or title (either language), case-insensitive.
    const byNumber = await candidates('lisi', { workOrderId: INC1, searchKey: 'inc-0005' });
    expect(byNumber.records.map((order) => order.preNum)).toEqual(['INC-0005']);
    expect(await count('lisi', { workOrderId: INC1, searchKey: 'inc-0005' })).toBe(1);
    const byTitle = await candidates('lisi', { workOrderId: INC1, searchKey: '邮件' });
    expect(byTitle.records.length).toBeGreaterThan(0);
    expect(byTitle.records.every((order) => order.title.includes('邮件'))).toBe(true);
    expect(byTitle.records.map((order) => order.workOrderId)).not.toContain(PRB1);
    // Once linked, a ticket is no longer a candidate (on either side).
    await relate('lisi', INC1, [INC5]);
    expect(await count('lisi', { workOrderId: INC1 })).toBe(total - 1);
    expect((await candidates('zhouba', { workOrderId: INC5, searchKey: 'INC-0001' })).total).toBe(0);
    await expect(count('lisi', {})).rejects.toMatchObject({ code: 400 });
  });

  it('links tickets symmetrically, never twice, and answers the links it made', async () => {
    const made = await relate('lisi', INC1, [INC5, INC5, idOf('INC-0006')], 'duplicate');
    expect(made.map((link) => [link.sourceId, link.targetId])).toEqual([
      [INC1, INC5],
      [INC1, idOf('INC-0006')],
    ]);
    // Newest first: the batch (the later link first), then the seeded one.
    expect((await links('lisi', INC1)).records.map((row) => [row.preNum, row.linkTypeName])).toEqual([
      ['INC-0006', '重复于'],
      ['INC-0005', '重复于'],
      ['PRB-0001', '起因于'],
    ]);
    expect((await links('zhouba', INC5)).records.map((row) => [row.preNum, row.linkTypeName, row.isInverse])).toEqual([
      ['INC-0001', '被重复', true],
      ['INC-0008', '导致', true],
    ]);
    // Again, from either side, by number: nothing new.
    expect(await relate('lisi', INC1, [INC5])).toEqual([]);
    expect(await relate('zhouba', INC5, ['INC-0001'])).toEqual([]);
    expect((await links('lisi', INC1)).total).toBe(3);
    // The seed is stored with the first write.
    expect(gateway.store.data.linkData?.links.length).toBeGreaterThan(3);
  });

  it('refuses bad links: unknown type, empty list, itself, an unsubmitted ticket, an unknown one', async () => {
    await expect(relate('lisi', INC1, [INC5], 'nope')).rejects.toMatchObject({ code: 400 });
    await expect(relate('lisi', INC1, [])).rejects.toMatchObject({ code: 400 });
    await expect(relate('lisi', INC1, [INC1])).rejects.toMatchObject({ code: 400 });
    await expect(relate('lisi', INC1, ['INC-0001'])).rejects.toMatchObject({ code: 400 });
    // A new ticket has no id yet: the source must be saved.
    await expect(relate('lisi', '', [INC5])).rejects.toMatchObject({ code: 400 });
    await expect(relate('lisi', 'no-such-ticket', [INC5])).rejects.toMatchObject({ code: 100005 });
    await expect(relate('lisi', INC1, ['no-such-ticket'])).rejects.toMatchObject({ code: 100005 });
    // Another user's draft is not seen; the creator's own draft is not submitted.
    await expect(relate('lisi', INC1, [DRAFT])).rejects.toMatchObject({ code: 100005 });
    await expect(relate('zhangsan', INC1, [DRAFT])).rejects.toMatchObject({ code: 400 });
    expect((await links('lisi', INC1)).total).toBe(1);
  });

  it('a saved draft can be linked by its creator', async () => {
    expect(await count('zhangsan', { workOrderId: DRAFT })).toBe(submitted.length);
    expect(await relate('zhangsan', DRAFT, [INC1])).toHaveLength(1);
    expect((await links('zhangsan', DRAFT)).records.map((row) => row.preNum)).toEqual(['INC-0001']);
    // On the submitted ticket the draft shows to its creator only.
    expect((await links('zhangsan', INC1)).records.map((row) => row.preNum)).toEqual(['REQ-0004', 'PRB-0001']);
    expect((await links('lisi', INC1)).records.map((row) => row.preNum)).toEqual(['PRB-0001']);
  });

  it('unbinds a link (from either side); 400 for an unknown one; a reset brings the seed back', async () => {
    const [seeded] = (await links('lisi', INC1)).records;
    expect(await call('wangwu', 'POST', `${L}/unbind`, { body: { linkId: seeded!.linkId } })).toBe(true);
    expect((await links('lisi', INC1)).total).toBe(0);
    expect((await links('lisi', PRB1)).total).toBe(0);
    expect(await count('lisi', { workOrderId: INC1 })).toBe(submitted.length - 1);
    await expect(call('wangwu', 'POST', `${L}/unbind`, { body: { linkId: seeded!.linkId } })).rejects.toMatchObject({ code: 400 });
    await expect(call('wangwu', 'POST', `${L}/unbind`, { body: {} })).rejects.toMatchObject({ code: 400 });
    gateway.store.reset();
    expect(gateway.store.data.linkData).toBeUndefined();
    expect((await links('lisi', INC1)).records.map((row) => row.linkId)).toEqual([seeded!.linkId]);
  });

  it('checks the link permission per ticket: creator, current handlers, participants, admins', async () => {
    const permission = async (userName: string, id: string) => (await call<{ hasPermission: boolean }>(userName, 'GET', `${B}/mdl/instance/linkOrder/checkPermission/${id}`)).hasPermission;
    expect(await permission('zhangsan', INC1)).toBe(true); // creator
    expect(await permission('lisi', INC1)).toBe(true); // handler
    expect(await permission('lisi', INC2)).toBe(true); // participant
    expect(await permission('wangwu', INC1)).toBe(false);
    expect(await permission('guest', INC1)).toBe(false);
    expect(await permission('zhangsan', DRAFT)).toBe(true);
    await expect(permission('lisi', DRAFT)).rejects.toMatchObject({ code: 100005 });
    // Without it, relevance and unbind are refused (100002) and nothing changes.
    await expect(relate('guest', INC1, [INC5])).rejects.toMatchObject({ code: 100002 });
    const [seeded] = (await links('guest', INC1)).records;
    await expect(call('guest', 'POST', `${L}/unbind`, { body: { linkId: seeded!.linkId } })).rejects.toMatchObject({ code: 100002 });
    expect((await links('guest', INC1)).total).toBe(1);
    // guest may unlink a link of their own ticket (INC-0007) from it.
    const onWifi = (await links('guest', idOf('INC-0007'))).records;
    expect(await call('guest', 'POST', `${L}/unbind`, { body: { linkId: onWifi[0]!.linkId } })).toBe(true);
  });

  it('an admin has the permission on every ticket', async () => {
    const users = loadSeed().users.map((user) => (user.userName === 'guest' ? { ...user, roleIds: [...user.roleIds, 'r-admin'] } : user));
    gateway = testGateway({ routes: linkRoutes, seed: { users } });
    delete tokens.guest;
    expect((await call<{ hasPermission: boolean }>('guest', 'GET', `${B}/mdl/instance/linkOrder/checkPermission/${INC1}`)).hasPermission).toBe(true);
    expect(await relate('guest', INC1, [INC5])).toHaveLength(1);
  });
});
