// Issue 16 item 5, fixture gateway: the tags tab's calls on the ticket store.
import { beforeEach, describe, expect, it } from 'vitest';
import { callHandler, type Gateway } from '../../../fixtures/gateway/index';
import { loadSeed } from '../../../fixtures/gateway/seed';
import { loginAs, testGateway } from './helpers';

const B = '/api/v2/biz/tab/tag';
const seed = loadSeed();
const ticket = seed.workOrders.find((order) => !order.isDraft)!.workOrderId;
const id = (n: number) => String(n).padStart(32, 'a');

interface OrderTag {
  orderTagId: string;
  id: string;
  tagName: string;
  isOnlyYourSelf: boolean;
  createdBy: { userId: string };
}

let gateway: Gateway;
const tokens: Record<string, string> = {};
const call = async <T>(userName: string, method: 'GET' | 'POST', path: string, options: { body?: unknown; query?: Record<string, string> } = {}) =>
  callHandler<T>(gateway, method, path, { token: (tokens[userName] ??= await loginAs(gateway, userName)), ...options });
const orderTags = (userName: string) => call<OrderTag[]>(userName, 'GET', `${B}/queryOrderCustomTagInfo`, { query: { orderId: ticket } });
const save = (userName: string, tags: Array<{ id: string; tagName: string }>, isOnlyYourSelf = false) =>
  call<OrderTag[]>(userName, 'POST', `${B}/saveTag`, { body: { orderId: ticket, isOnlyYourSelf, tags } });

beforeEach(() => {
  gateway = testGateway();
  for (const key of Object.keys(tokens)) delete tokens[key];
});

describe('tags', () => {
  it('puts tags on a ticket (new ones with the client id, known names reused, none twice) and lists them', async () => {
    expect(await orderTags('lisi')).toEqual([]);
    const saved = await save('lisi', [
      { id: id(1), tagName: ' VPN ' },
      { id: id(2), tagName: '网络' },
    ]);
    expect(saved.map((tag) => [tag.id, tag.tagName, tag.createdBy.userId])).toEqual([
      [id(1), 'VPN', '10002'],
      [id(2), '网络', '10002'],
    ]);
    // Same name (any case) from another user: the same tag, already on the ticket, so not added twice; nor again by id.
    expect((await save('zhangsan', [{ id: id(3), tagName: 'vpn' }])).map((tag) => tag.id)).toEqual([id(1), id(2)]);
    await save('lisi', [{ id: id(1), tagName: 'VPN' }]);
    expect((await orderTags('wangwu')).map((tag) => tag.id)).toEqual([id(1), id(2)]);
    expect((await call<Array<{ id: string }>>('wangwu', 'GET', `${B}/queryTagInfo`)).map((tag) => tag.id)).toEqual([id(1), id(2)]);
    expect((await call<Array<{ id: string }>>('wangwu', 'GET', `${B}/queryTagInfo`, { query: { searchKey: 'vp' } })).map((tag) => tag.id)).toEqual([id(1)]);
  });

  it('an only-yourself tag is seen by its creator alone', async () => {
    await save('lisi', [{ id: id(5), tagName: '私有' }], true);
    expect((await orderTags('lisi')).map((tag) => [tag.tagName, tag.isOnlyYourSelf])).toEqual([['私有', true]]);
    expect(await orderTags('zhangsan')).toEqual([]);
    expect(await call('zhangsan', 'GET', `${B}/queryTagInfo`)).toEqual([]);
    // Its id is unknown to others.
    await expect(save('zhangsan', [{ id: id(5), tagName: '私有' }])).rejects.toMatchObject({ code: 400 });
  });

  it('recent tags: the user’s own, newest first, each once, at most the limit (10 by default)', async () => {
    for (let n = 0; n < 12; n++) await save('lisi', [{ id: id(n), tagName: `t${n}` }]);
    await save('lisi', [{ id: id(0), tagName: 't0' }]);
    const recent = await call<Array<{ tagName: string }>>('lisi', 'GET', `${B}/queryUserRecentlyTag`);
    expect(recent.map((tag) => tag.tagName)).toEqual(['t11', 't10', 't9', 't8', 't7', 't6', 't5', 't4', 't3', 't2']);
    expect(await call('lisi', 'GET', `${B}/queryUserRecentlyTag`, { query: { limit: '2' } })).toHaveLength(2);
    expect(await call('zhangsan', 'GET', `${B}/queryUserRecentlyTag`)).toEqual([]);
    await expect(call('lisi', 'GET', `${B}/queryUserRecentlyTag`, { query: { limit: '0' } })).rejects.toMatchObject({ code: 400 });
  });

  it('deletes tags from the ticket; refuses what the user cannot see and bad input', async () => {
    const saved = await save('lisi', [
      { id: id(1), tagName: 'a' },
      { id: id(2), tagName: 'b' },
    ]);
    const mine = await save('lisi', [{ id: id(3), tagName: 'c' }], true);
    const privateUse = mine.find((tag) => tag.isOnlyYourSelf)!.orderTagId;
    await expect(call('zhangsan', 'POST', `${B}/delete`, { body: { orderTagIds: [privateUse] } })).rejects.toMatchObject({ code: 400 });
    expect(await call('zhangsan', 'POST', `${B}/delete`, { body: { orderTagIds: [saved[0]!.orderTagId] } })).toBe(true);
    expect((await orderTags('lisi')).map((tag) => tag.tagName)).toEqual(['b', 'c']);
    await expect(call('lisi', 'POST', `${B}/delete`, { body: {} })).rejects.toMatchObject({ code: 400 });
  });

  it('checks the input: ticket, 32-character ids, names of 1 to 20 characters', async () => {
    await expect(save('lisi', [{ id: 'short', tagName: 'x' }])).rejects.toMatchObject({ code: 400 });
    await expect(save('lisi', [{ id: id(1), tagName: '   ' }])).rejects.toMatchObject({ code: 400 });
    await expect(save('lisi', [{ id: id(1), tagName: 'x'.repeat(21) }])).rejects.toMatchObject({ code: 400 });
    await expect(save('lisi', [])).rejects.toMatchObject({ code: 400 });
    await expect(call('lisi', 'POST', `${B}/saveTag`, { body: { orderId: 'nope', tags: [{ id: id(1), tagName: 'x' }] } })).rejects.toBeTruthy();
    await expect(call('lisi', 'GET', `${B}/queryOrderCustomTagInfo`)).rejects.toMatchObject({ code: 400 });
  });
});
