// Issue 16 items 3 and 9, fixture gateway: the replies tab's calls (list, pageList, add) and the seeded threads.
import { beforeEach, describe, expect, it } from 'vitest';
import { callHandler, type Gateway } from '../../../fixtures/gateway/index';
import { HOSTILE_REPLY_TEXT, LONG_THREAD_LENGTH, replyRoutes } from '../../../fixtures/gateway/routes/replies';
import { loadSeed } from '../../../fixtures/gateway/seed';
import { loginAs, testGateway } from './helpers';

const B = '/api/v2/biz/orderReply';
const seed = loadSeed();
const nonDrafts = seed.workOrders.filter((order) => !order.isDraft);
/** The long seeded thread. */
const longTicket = nonDrafts[0]!.workOrderId;
/** A ticket without seeded replies. */
const quietTicket = nonDrafts[6]!.workOrderId;
/** zhangsan's draft: not found for anyone else. */
const draft = seed.workOrders.find((order) => order.isDraft && order.createdBy === '10001')!.workOrderId;

interface Reply {
  id: string;
  workOrderId: string;
  text: string;
  files: Array<{ fileId: string; fileName: string; size?: number }>;
  createdBy: { userId: string; userName: string };
  createdTime: number;
}
interface ReplyPage {
  records: Reply[];
  total: number;
  currentPage: number;
  pages: number;
}

let gateway: Gateway;
const tokens: Record<string, string> = {};
const token = async (userName: string) => (tokens[userName] ??= await loginAs(gateway, userName));
const call = async <T>(userName: string, method: 'GET' | 'POST', path: string, options: { body?: unknown; query?: Record<string, string> } = {}) =>
  callHandler<T>(gateway, method, path, { token: await token(userName), ...options });
const list = (userName: string, workOrderId: string) => call<Reply[]>(userName, 'GET', `${B}/list`, { query: { workOrderId } });
const page = (userName: string, query: Record<string, string>) => call<ReplyPage>(userName, 'GET', `${B}/pageList`, { query });
const add = (userName: string, body: Record<string, unknown>) => call<Reply>(userName, 'POST', `${B}/add`, { body });

beforeEach(() => {
  gateway = testGateway({ routes: replyRoutes });
  for (const key of Object.keys(tokens)) delete tokens[key];
});

describe('replies', () => {
  it('seeds a long thread (oldest first, several authors, attachments) and short ones, deterministically', async () => {
    const thread = await list('lisi', longTicket);
    expect(thread).toHaveLength(LONG_THREAD_LENGTH);
    expect(thread.every((reply) => reply.workOrderId === longTicket)).toBe(true);
    const times = thread.map((reply) => reply.createdTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(thread.map((reply) => reply.createdBy.userId)).size).toBeGreaterThanOrEqual(4);
    const withFiles = thread.filter((reply) => reply.files.length > 0);
    expect(withFiles.length).toBeGreaterThan(10);
    expect(withFiles[0]!.files[0]).toMatchObject({ fileId: expect.stringMatching(/^f-/), fileName: expect.any(String), size: expect.any(Number) });
    // The hostile reply is stored as it is (the client sanitises).
    const hostile = thread.filter((reply) => reply.text.includes('onerror=alert(1)'));
    expect(hostile.map((reply) => reply.text)).toEqual([HOSTILE_REPLY_TEXT]);
    expect(hostile[0]!.text).toContain('<script>');
    // Short threads on the next tickets; none on the others.
    for (const order of nonDrafts.slice(1, 4)) expect((await list('lisi', order.workOrderId)).length).toBeGreaterThanOrEqual(2);
    expect(await list('lisi', quietTicket)).toEqual([]);
    // Another gateway seeds the same thread.
    const again = testGateway({ routes: replyRoutes });
    const other = await callHandler<Reply[]>(again, 'GET', `${B}/list`, { token: await loginAs(again, 'lisi'), query: { workOrderId: longTicket } });
    expect(other).toEqual(thread);
  });

  it('pages newest first: total, pages, currentPage, the last partial page, size 10 by default', async () => {
    const thread = await list('lisi', longTicket);
    const first = await page('lisi', { workOrderId: longTicket });
    expect(first).toMatchObject({ total: 200, pages: 20, currentPage: 1 });
    expect(first.records.map((reply) => reply.id)).toEqual(thread.slice(-10).reverse().map((reply) => reply.id));
    // The hostile reply shows on the first page.
    expect(first.records.some((reply) => reply.text === HOSTILE_REPLY_TEXT)).toBe(true);
    const last = await page('lisi', { workOrderId: longTicket, pageNum: '7', pageSize: '30' });
    expect(last).toMatchObject({ total: 200, pages: 7, currentPage: 7 });
    expect(last.records.map((reply) => reply.id)).toEqual(thread.slice(0, 20).reverse().map((reply) => reply.id));
    expect(await page('lisi', { workOrderId: longTicket, pageNum: '8', pageSize: '30' })).toMatchObject({ records: [], total: 200, pages: 7, currentPage: 8 });
    expect(await page('lisi', { workOrderId: longTicket, pageSize: '100' })).toMatchObject({ pages: 2 });
    expect(await page('lisi', { workOrderId: quietTicket })).toMatchObject({ records: [], total: 0, pages: 0, currentPage: 1 });
  });

  it('refuses bad paging and a missing ticket with 400', async () => {
    for (const query of <Array<Record<string, string>>>[{ pageNum: '0' }, { pageNum: '-1' }, { pageNum: '1.5' }, { pageNum: 'x' }, { pageSize: '0' }, { pageSize: '101' }, { pageSize: 'ten' }]) {
      await expect(page('lisi', { workOrderId: longTicket, ...query }), JSON.stringify(query)).rejects.toMatchObject({ code: 400 });
    }
    await expect(page('lisi', {})).rejects.toMatchObject({ code: 400 });
    await expect(page('lisi', { workOrderId: '  ' })).rejects.toMatchObject({ code: 400 });
    await expect(call('lisi', 'GET', `${B}/list`)).rejects.toMatchObject({ code: 400 });
    await expect(add('lisi', { text: '<p>hi</p>' })).rejects.toMatchObject({ code: 400 });
  });

  it('adds a reply (HTML as sent, files as stored) and lists it last, on the first page', async () => {
    const text = '<p>Fixed: <b>restarted</b> the <i>mail</i> relay</p>';
    const reply = await add('wangwu', { workOrderId: longTicket, text, files: [{ fileId: 'f-31d0', fileName: 'whatever.pdf' }, 'f-9f2a', { id: 'f-31d0' }] });
    expect(reply).toMatchObject({ workOrderId: longTicket, text, createdBy: { userId: '10003' } });
    expect(reply.files.map((file) => [file.fileId, file.fileName])).toEqual([
      ['f-31d0', 'network-topology.pdf'],
      ['f-9f2a', 'outlook-error.png'],
    ]);
    expect(reply.files[0]!.size).toBeGreaterThan(0);
    expect(Math.abs(reply.createdTime - Date.now())).toBeLessThan(60_000);
    const thread = await list('lisi', longTicket);
    expect(thread).toHaveLength(201);
    expect(thread.at(-1)).toEqual(reply);
    expect((await page('lisi', { workOrderId: longTicket })).records[0]).toEqual(reply);
    expect(await page('lisi', { workOrderId: longTicket })).toMatchObject({ total: 201, pages: 21 });

    // On a ticket without replies; files may be left out.
    const plain = await add('lisi', { workOrderId: quietTicket, text: '<p>first</p>' });
    expect(plain.files).toEqual([]);
    expect((await list('zhangsan', quietTicket)).map((r) => r.id)).toEqual([plain.id]);
  });

  it('takes a file uploaded to the gateway', async () => {
    const boundary = '----replytest';
    const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="log.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`, 'utf8');
    const file = await call<{ id: string; name: string }>('lisi', 'POST', '/api/v2/base/file/upload', { body: payload });
    const reply = await add('lisi', { workOrderId: quietTicket, text: '<p>log attached</p>', files: [file] });
    expect(reply.files).toEqual([{ fileId: file.id, fileName: 'log.txt', size: 5 }]);
  });

  it('refuses empty rich text, overlong text, bad and unknown files', async () => {
    for (const text of ['', '   ', '<p><br></p>', '<p>&nbsp;</p>\n<p> </p>', '<div><span></span></div>', '<!-- x -->']) {
      await expect(add('lisi', { workOrderId: quietTicket, text }), JSON.stringify(text)).rejects.toMatchObject({ code: 400 });
    }
    await expect(add('lisi', { workOrderId: quietTicket })).rejects.toMatchObject({ code: 400 });
    await expect(add('lisi', { workOrderId: quietTicket, text: 42 })).rejects.toMatchObject({ code: 400 });
    await expect(add('lisi', { workOrderId: quietTicket, text: `<p>${'x'.repeat(20000)}</p>` })).rejects.toMatchObject({ code: 400 });
    await expect(add('lisi', { workOrderId: quietTicket, text: '<p>x</p>', files: [{ fileId: 'f-nope', fileName: 'a.png' }] })).rejects.toMatchObject({ code: 400 });
    await expect(add('lisi', { workOrderId: quietTicket, text: '<p>x</p>', files: [{ fileName: 'a.png' }] })).rejects.toMatchObject({ code: 400 });
    await expect(add('lisi', { workOrderId: quietTicket, text: '<p>x</p>', files: 'f-9f2a' })).rejects.toMatchObject({ code: 400 });
    expect(await list('lisi', quietTicket)).toEqual([]);
    // A picture alone is not empty.
    expect((await add('lisi', { workOrderId: quietTicket, text: '<p><img src="data:image/png;base64,AAAA"></p>' })).text).toContain('<img');
  });

  it('another user’s draft is not found (as an unknown ticket); its creator may reply to it', async () => {
    const { code } = await list('lisi', 'no-such-ticket').then(
      () => ({ code: 0 }),
      (error: { code: number }) => error,
    );
    expect(code).not.toBe(0);
    await expect(list('lisi', draft)).rejects.toMatchObject({ code });
    await expect(page('lisi', { workOrderId: draft })).rejects.toMatchObject({ code });
    await expect(add('lisi', { workOrderId: draft, text: '<p>x</p>' })).rejects.toMatchObject({ code });
    await add('zhangsan', { workOrderId: draft, text: '<p>note to self</p>' });
    expect(await list('zhangsan', draft)).toHaveLength(1);
  });

  it('a reset brings the seeded threads back and drops added replies', async () => {
    await add('lisi', { workOrderId: longTicket, text: '<p>extra</p>' });
    expect(await list('lisi', longTicket)).toHaveLength(201);
    gateway.store.reset();
    expect(gateway.store.data.replyData).toBeUndefined();
    expect(await list('lisi', longTicket)).toHaveLength(LONG_THREAD_LENGTH);
  });
});
