// The message centre's readers and rules, without a DOM: records read leniently (never a raw code for a name), the
// unread count, what "mark all read" sends, the addresses, and the texts in both languages.
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createRuntime, type AdapterRequest } from '@core';
import { messageCenterTexts } from './locales';
import { detailTypeOf, markAllRead, messageRoutes, readAnnouncement, readCategories, readMessage, readMessagePage, readNoticeSettings, withChannel } from './model';
import { isMessageCenterEntry, readUnreadCount } from '../shared/unread';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) => (typeof inner === 'object' && inner !== null ? keysOf(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`]));

describe('message centre model', () => {
  it('has every text in zh and en', () => {
    expect(keysOf(messageCenterTexts.en).sort()).toEqual(keysOf(messageCenterTexts.zh).sort());
  });

  it('reads announcements and messages: times in the configured zone, read flags, the ticket of a message', () => {
    expect(readAnnouncement({ id: 'a1', title: ' T ', content: '<p>x</p>', publisher: 'IT', publishTime: '2026-11-25 18:00:00', isRead: false })).toEqual({
      id: 'a1',
      type: 'announcement',
      title: 'T',
      content: '<p>x</p>',
      summary: '',
      source: 'IT',
      time: Date.parse('2026-11-25T18:00:00+08:00'),
      isRead: false,
    });
    expect(readAnnouncement({ id: 'a1', publishTime: '2026-11-25 18:00:00', isRead: 1 }, 0)).toMatchObject({ time: Date.parse('2026-11-25T18:00:00Z'), isRead: true });
    expect(readMessage({ id: 'm1', title: 'x', summary: 's', categoryName: '工单消息', sendTime: '2026-11-26 09:40:00', isRead: true, workOrderId: 'w1', preNum: 'INC-0001' })).toMatchObject({
      type: 'message',
      source: '工单消息',
      workOrderId: 'w1',
      preNum: 'INC-0001',
    });
    expect(readMessage({ id: 'm2', workOrderId: null, preNum: null })).not.toHaveProperty('workOrderId');
    expect(readMessage({ title: 'no id' })).toBeUndefined();
    expect(readMessagePage({ records: [{ id: 'a' }, 'x', { id: 'b' }], total: 7, unreadCount: '2' }, readAnnouncement)).toMatchObject({ total: 7, unreadCount: 2, records: [{ id: 'a' }, { id: 'b' }] });
    expect(readMessagePage(null, readAnnouncement)).toEqual({ records: [], total: 0, unreadCount: 0 });
  });

  it('reads the unread count, categories and notice settings leniently', () => {
    expect([readUnreadCount({ unreadCount: 3 }), readUnreadCount({ unreadCount: '4' }), readUnreadCount({ unreadCount: -1 }), readUnreadCount({}), readUnreadCount(null)]).toEqual([3, 4, undefined, undefined, undefined]);
    expect(readCategories({ categories: [{ category: 'TICKET', name: '工单消息', total: 12, unreadCount: 4, latestTitle: 'x', latestTime: null }, { name: 'no code' }] })).toEqual([
      { category: 'TICKET', name: '工单消息', total: 12, unreadCount: 4, latestTitle: 'x', latestTime: undefined },
    ]);
    const [setting] = readNoticeSettings([{ type: 'URGE', name: '催办', channels: [{ channel: 'SITE', name: '站内消息', enabled: true }, { name: 'no code' }, { channel: 'SMS', enabled: 'yes' }] }, { name: 'no type' }]);
    expect(setting).toEqual({ type: 'URGE', name: '催办', description: '', channels: [{ channel: 'SITE', name: '站内消息', enabled: true }, { channel: 'SMS', name: '', enabled: false }] });
    expect(withChannel(setting!, 'SMS', true).channels.map((c) => c.enabled)).toEqual([true, true]);
    expect(setting!.channels[1]!.enabled).toBe(false);
  });

  it('addresses and entries', () => {
    expect(messageRoutes.list('ANNOUNCEMENT')).toBe('/messageCenterList?category=ANNOUNCEMENT');
    expect(messageRoutes.detail('a b', 'announcement')).toBe('/messageDetail?id=a%20b&type=announcement');
    expect([detailTypeOf('announcement'), detailTypeOf('message'), detailTypeOf(null), detailTypeOf('x')]).toEqual(['announcement', 'message', 'message', 'message']);
    expect([isMessageCenterEntry({ key: 'messageCenter' }), isMessageCenterEntry({ key: 'm', path: '/messageCenter' }), isMessageCenterEntry({ key: 'home', path: '/homePage' })]).toEqual([true, true, false]);
  });

  it('mark all read: a message category in one call; announcements by their unread ids, nothing sent when none is unread', async () => {
    const sent: Array<{ method: string; url: string; data?: unknown; params?: unknown }> = [];
    let unread: Array<{ id: string; isRead: boolean }> = [{ id: 'a1', isRead: false }];
    const runtime = createRuntime({
      storage: createMemoryStorage(),
      requestAdapter: async (request: AdapterRequest) => {
        sent.push({ method: request.method, url: request.url, data: request.data ? JSON.parse(String(request.data)) : undefined, params: request.params });
        const data = request.url.endsWith('/userPageList') ? { records: unread, total: unread.length, unreadCount: unread.length } : true;
        return { status: 200, data: { code: 100000, data, msg: 'success' } };
      },
    });
    expect(await markAllRead(runtime.request, 'SLA')).toEqual([]);
    expect(await markAllRead(runtime.request, 'ANNOUNCEMENT')).toEqual(['a1']);
    unread = [];
    expect(await markAllRead(runtime.request, 'ANNOUNCEMENT')).toEqual([]);
    expect(sent).toEqual([
      { method: 'POST', url: '/api/v2/message/inbox/read', data: { category: 'SLA' }, params: undefined },
      { method: 'GET', url: '/api/v2/base/announcement/userPageList', data: undefined, params: { pageNum: 1, pageSize: 100, readStatus: 0 } },
      { method: 'POST', url: '/api/v2/base/announcementNotifyRecord/modify', data: { type: 'ANNOUNCEMENT', idList: ['a1'] }, params: undefined },
      { method: 'GET', url: '/api/v2/base/announcement/userPageList', data: undefined, params: { pageNum: 1, pageSize: 100, readStatus: 0 } },
    ]);
  });
});
