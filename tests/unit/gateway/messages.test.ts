// Issue 19 items 2 and 6, fixture gateway: announcements with a read state per user, messages per category with
// unread counts and mark read, notice settings per type; per-user state dropped by a reset.
import { beforeEach, describe, expect, it } from 'vitest';
import { callHandler, type Gateway } from '../../../fixtures/gateway/index';
import { MESSAGE_PATHS as P, messageRoutes } from '../../../fixtures/gateway/routes/messages';
import { loginAs, testGateway } from './helpers';

interface AnnouncementPage {
  records: Array<{ id: string; title: string; content: string; publisher: string; publishTime: string; isRead: boolean }>;
  total: number;
  pageNum: number;
  pageSize: number;
  pages: number;
  unreadCount: number;
}
interface MessageRecord {
  id: string;
  category: string;
  title: string;
  summary: string;
  content?: string;
  sendTime: string;
  isRead: boolean;
  workOrderId: string | null;
  preNum: string | null;
}
interface Categories {
  unreadCount: number;
  categories: Array<{ category: string; name: string; total: number; unreadCount: number; latestTitle: string | null }>;
}
interface NoticeSetting {
  type: string;
  name: string;
  channels: Array<{ channel: string; name: string; enabled: boolean }>;
}

let gateway: Gateway;
const tokens: Record<string, string> = {};
const call = async <T>(userName: string, method: 'GET' | 'POST', path: string, options: { body?: unknown; query?: Record<string, string>; language?: string } = {}) =>
  callHandler<T>(gateway, method, path, { token: (tokens[userName] ??= await loginAs(gateway, userName)), ...options });
const announcements = (userName: string, query: Record<string, string> = {}) => call<AnnouncementPage>(userName, 'GET', P.announcementPage, { query });
const categories = (userName: string) => call<Categories>(userName, 'GET', P.categories);
const unreadOf = (c: Categories, category: string) => c.categories.find((entry) => entry.category === category)!.unreadCount;

beforeEach(() => {
  // Before routes/index.ts lists the module its routes come first; after, they are found either way.
  gateway = testGateway({ routes: messageRoutes });
  for (const key of Object.keys(tokens)) delete tokens[key];
});

describe('announcements', () => {
  it('pages newest first with the user’s read state and unread count, in the request language; readStatus filters', async () => {
    const page = await announcements('zhangsan', { pageNum: '1', pageSize: '4' });
    expect(page).toMatchObject({ total: 6, pageNum: 1, pageSize: 4, pages: 2, unreadCount: 3 });
    expect(page.records.map((r) => r.isRead)).toEqual([false, false, false, true]);
    expect(page.records[0]).toMatchObject({ title: '本周六核心网络割接通知', publisher: '信息技术部', publishTime: '2026-11-25 18:00:00' });
    expect(page.records.map((r) => r.publishTime)).toEqual([...page.records.map((r) => r.publishTime)].sort().reverse());
    // One carries hostile markup (the client's sanitiser is what keeps it out).
    expect(page.records.some((r) => r.content.includes('onerror') && r.content.includes('<script>'))).toBe(true);
    // Someone else has read fewer.
    expect((await announcements('lisi')).unreadCount).toBe(4);
    const en = await call<AnnouncementPage>('zhangsan', 'GET', P.announcementPage, { language: 'en' });
    expect(en.records[0]!.title).toBe('Core network cutover this Saturday');
    const unread = await announcements('zhangsan', { readStatus: '0' });
    expect(unread.records.map((r) => r.isRead)).toEqual([false, false, false]);
    expect(unread.total).toBe(3);
    expect((await announcements('zhangsan', { readStatus: '1' })).total).toBe(3);
    await expect(announcements('zhangsan', { readStatus: 'x' })).rejects.toMatchObject({ code: 400 });
    await expect(announcements('zhangsan', { pageSize: '0' })).rejects.toMatchObject({ code: 400 });
  });

  it('modify with type ANNOUNCEMENT marks them read for this user only; bad bodies 400; a reset forgets', async () => {
    const first = (await announcements('zhangsan')).records[0]!;
    expect(await call('zhangsan', 'POST', P.announcementRead, { body: { type: 'ANNOUNCEMENT', idList: [first.id, first.id] } })).toBe(true);
    const after = await announcements('zhangsan');
    expect(after.unreadCount).toBe(2);
    expect(after.records[0]).toMatchObject({ id: first.id, isRead: true });
    expect(await call('zhangsan', 'GET', P.announcementDetail.replace(':id', first.id))).toMatchObject({ id: first.id, isRead: true });
    expect((await announcements('lisi')).unreadCount).toBe(4);

    for (const body of [{ type: 'NOTICE', idList: [first.id] }, { type: 'ANNOUNCEMENT', idList: [] }, { type: 'ANNOUNCEMENT' }, { type: 'ANNOUNCEMENT', idList: ['nope'] }, { type: 'ANNOUNCEMENT', idList: [{}] }]) {
      await expect(call('zhangsan', 'POST', P.announcementRead, { body })).rejects.toMatchObject({ code: 400 });
    }
    await expect(call('zhangsan', 'GET', P.announcementDetail.replace(':id', 'nope'))).rejects.toMatchObject({ code: 100001 });

    gateway.store.reset();
    expect((await announcements('zhangsan')).unreadCount).toBe(3);
  });
});

describe('messages', () => {
  it('four categories with totals and unread counts; the ticket messages name seeded tickets the user can open', async () => {
    const before = await categories('zhangsan');
    expect(before.categories.map((c) => [c.category, c.total, c.unreadCount])).toEqual([
      ['TICKET', 12, 4],
      ['APPROVAL', 7, 2],
      ['SLA', 6, 2],
      ['SYSTEM', 5, 1],
    ]);
    expect(before.unreadCount).toBe(9);
    expect(before.categories[0]!.name).toBe('工单消息');

    const page = await call<AnnouncementPage & { records: MessageRecord[] }>('zhangsan', 'GET', P.messagePage, { query: { category: 'TICKET', pageSize: '5' } });
    expect(page).toMatchObject({ total: 12, pages: 3, unreadCount: 4 });
    expect(page.records.map((r) => r.isRead)).toEqual([false, false, false, false, true]);
    const ticketMessage = page.records[0]!;
    expect(ticketMessage.workOrderId).toMatch(/^[0-9a-f]{32}$/);
    expect(ticketMessage.title).toContain(ticketMessage.preNum!);
    expect(ticketMessage.content).toBeUndefined();
    // The ticket exists for this user: its detail header loads.
    expect(await call<{ preNum: string }>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/header/get/${ticketMessage.workOrderId}`)).toMatchObject({ preNum: ticketMessage.preNum });

    const detail = await call<MessageRecord>('zhangsan', 'GET', P.messageDetail.replace(':id', ticketMessage.id), { language: 'en' });
    expect(detail.content).toMatch(/^<p>.*<strong>/);
    expect(detail.title).toMatch(/^Ticket .* was assigned to you$|^New reply on|urged|resolved/);
    // Someone else's message is not found.
    await expect(call('lisi', 'GET', P.messageDetail.replace(':id', ticketMessage.id))).rejects.toMatchObject({ code: 100001 });
    await expect(call('zhangsan', 'GET', P.messagePage, { query: { category: 'NOPE' } })).rejects.toMatchObject({ code: 400 });
    await expect(call('zhangsan', 'GET', P.messagePage)).rejects.toMatchObject({ code: 400 });
    const system = await call<{ records: MessageRecord[] }>('zhangsan', 'GET', P.messagePage, { query: { category: 'SYSTEM' } });
    expect(system.records.every((r) => r.workOrderId === null)).toBe(true);
  });

  it('marks one, then a whole category read; unknown ids and empty bodies 400', async () => {
    const page = await call<{ records: MessageRecord[] }>('zhangsan', 'GET', P.messagePage, { query: { category: 'APPROVAL', readStatus: '0' } });
    expect(page.records).toHaveLength(2);
    expect(await call('zhangsan', 'POST', P.messageRead, { body: { idList: [page.records[0]!.id] } })).toBe(true);
    expect(unreadOf(await categories('zhangsan'), 'APPROVAL')).toBe(1);
    expect(await call('zhangsan', 'POST', P.messageRead, { body: { category: 'TICKET' } })).toBe(true);
    const after = await categories('zhangsan');
    expect([unreadOf(after, 'TICKET'), unreadOf(after, 'APPROVAL'), after.unreadCount]).toEqual([0, 1, 4]);
    expect((await categories('lisi')).unreadCount).toBe(9);
    await expect(call('zhangsan', 'POST', P.messageRead, { body: {} })).rejects.toMatchObject({ code: 400 });
    await expect(call('zhangsan', 'POST', P.messageRead, { body: { idList: ['msg-10002-ticket-01'] } })).rejects.toMatchObject({ code: 400 });
    await expect(call('zhangsan', 'POST', P.messageRead, { body: { category: 'X' } })).rejects.toMatchObject({ code: 400 });
  });
});

describe('notice settings', () => {
  it('lists every type with its channels (or one by type), saves channels per user, refuses bad input', async () => {
    const all = await call<NoticeSetting[]>('zhangsan', 'GET', P.noticeSettings);
    expect(all.map((s) => s.type)).toEqual(['TICKET_TODO', 'APPROVAL', 'URGE', 'SLA_WARNING', 'ANNOUNCEMENT']);
    expect(all[0]!.channels.map((c) => [c.channel, c.enabled])).toEqual([
      ['SITE', true],
      ['EMAIL', true],
      ['SMS', false],
    ]);
    const one = await call<NoticeSetting[]>('zhangsan', 'GET', P.noticeSettings, { query: { type: 'URGE' }, language: 'en' });
    expect(one.map((s) => [s.type, s.name, s.channels[0]!.name])).toEqual([['URGE', 'Reminders', 'In-app']]);

    const saved = await call<NoticeSetting>('zhangsan', 'POST', P.noticeSettingsSave, { body: { type: 'URGE', channels: [{ channel: 'SMS', enabled: true }, { channel: 'SITE', enabled: false }] } });
    expect(saved.channels.map((c) => c.enabled)).toEqual([false, false, true]);
    expect((await call<NoticeSetting[]>('zhangsan', 'GET', P.noticeSettings, { query: { type: 'URGE' } }))[0]!.channels.map((c) => c.enabled)).toEqual([false, false, true]);
    expect((await call<NoticeSetting[]>('lisi', 'GET', P.noticeSettings, { query: { type: 'URGE' } }))[0]!.channels.map((c) => c.enabled)).toEqual([true, false, false]);

    await expect(call('zhangsan', 'GET', P.noticeSettings, { query: { type: 'X' } })).rejects.toMatchObject({ code: 400 });
    for (const body of [{ type: 'X', channels: [{ channel: 'SMS', enabled: true }] }, { type: 'URGE', channels: [] }, { type: 'URGE', channels: [{ channel: 'FAX', enabled: true }] }, { type: 'URGE', channels: [{ channel: 'SMS', enabled: 'yes' }] }]) {
      await expect(call('zhangsan', 'POST', P.noticeSettingsSave, { body })).rejects.toMatchObject({ code: 400 });
    }
  });
});
