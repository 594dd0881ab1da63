// Issue 16 items 7 and 8, fixture gateway: a browse record per opening of a detail, and the browsing-history page.
import { beforeEach, describe, expect, it } from 'vitest';
import { callHandler, type Gateway } from '../../../fixtures/gateway/index';
import { loadSeed } from '../../../fixtures/gateway/seed';
import { loginAs, testGateway } from './helpers';

const seed = loadSeed();
const ticket = seed.workOrders.find((order) => !order.isDraft)!.workOrderId;
const draftOfOther = seed.workOrders.find((order) => order.isDraft && order.createdBy !== '10002');

interface Page {
  records: Array<{ userId: string; userName: string; browseTime: number }>;
  total: number;
  pages: number;
}

let gateway: Gateway;
const tokens: Record<string, string> = {};
const call = async <T>(userName: string, method: 'GET' | 'POST', path: string, options: { body?: unknown; query?: Record<string, string> } = {}) =>
  callHandler<T>(gateway, method, path, { token: (tokens[userName] ??= await loginAs(gateway, userName)), ...options });
const open = (userName: string, id = ticket) => call<boolean>(userName, 'POST', '/api/v2/biz/mdl/history', { body: { workOrderId: id } });
const page = (query: Record<string, string> = {}, id = ticket) => call<Page>('lisi', 'GET', `/api/v2/biz/browsehistory/getPage/${id}`, { query });

beforeEach(() => {
  gateway = testGateway();
  for (const key of Object.keys(tokens)) delete tokens[key];
});

describe('browsing history', () => {
  it('records every opening, lists them newest first in pages of 15', async () => {
    expect(await page()).toMatchObject({ records: [], total: 0, pages: 0 });
    expect(await open('zhangsan')).toBe(true);
    for (let n = 0; n < 16; n++) await open('lisi');
    await open('wangwu');
    const first = await page();
    expect(first.total).toBe(18);
    expect(first.pages).toBe(2);
    expect(first.records).toHaveLength(15);
    expect(first.records[0]!.userId).toBe('10003');
    expect(first.records[0]!.userName).toContain('王五');
    const last = await page({ pageNum: '2' });
    expect(last.records.map((record) => record.userId).at(-1)).toBe('10001');
    expect((await page({ pageSize: '5', pageNum: '4' })).records).toHaveLength(3);
  });

  it('refuses bad input and tickets the user cannot see', async () => {
    await expect(call('lisi', 'POST', '/api/v2/biz/mdl/history', { body: {} })).rejects.toMatchObject({ code: 400 });
    await expect(page({ pageNum: '0' })).rejects.toMatchObject({ code: 400 });
    await expect(page({ pageSize: '101' })).rejects.toMatchObject({ code: 400 });
    await expect(open('lisi', 'no-such-ticket')).rejects.toBeTruthy();
    if (draftOfOther) await expect(open('lisi', draftOfOther.workOrderId)).rejects.toBeTruthy();
  });
});
