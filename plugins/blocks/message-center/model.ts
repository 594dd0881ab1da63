// The message centre's calls and the readers of their answers (service-desk §7: `announcement/userPageList`,
// `announcementNotifyRecord/modify` with type ANNOUNCEMENT and idList, notice `querySettingsByType` via the message
// gateway; issue 19 item 2), its addresses, and the pure rules (which list a category is, what marking read sends).
// No React here. Message-gateway paths use the `none` prefix: `/api/v2/message/...`.
import { toTimestamp } from '@core/form/data/time';
import type { RequestClient } from '@core/request/types';
import { readUnreadCount, unreadPaths } from '../shared/unread';
import { isRecord, textOf } from '@core/records';

/** Paths below the API prefix: announcements on `base`, everything else on the message gateway (`none` + `/message`). */
export const messagePaths = {
  announcementPage: unreadPaths.announcementPage,
  announcementDetail: (id: string) => `/announcement/userDetail/${encodeURIComponent(id)}`,
  announcementRead: '/announcementNotifyRecord/modify',
  categories: unreadPaths.categories,
  messagePage: '/message/inbox/pageList',
  messageDetail: (id: string) => `/message/inbox/detail/${encodeURIComponent(id)}`,
  messageRead: '/message/inbox/read',
  noticeSettings: '/message/notice/querySettingsByType',
  noticeSettingsSave: '/message/notice/saveSettings',
} as const;

/** The list that holds announcements (`/messageCenterList?category=ANNOUNCEMENT`); any other category is a message category. */
export const ANNOUNCEMENT_CATEGORY = 'ANNOUNCEMENT';
/** Message categories the centre has texts for (a category it does not know shows a generic name). */
export const KNOWN_CATEGORIES = ['TICKET', 'APPROVAL', 'SLA', 'SYSTEM'] as const;

export type DetailType = 'message' | 'announcement';

/** Addresses of the centre's pages. */
export const messageRoutes = {
  center: '/messageCenter',
  list: (category: string) => `/messageCenterList?category=${encodeURIComponent(category)}`,
  detail: (id: string, type: DetailType) => `/messageDetail?id=${encodeURIComponent(id)}&type=${type}`,
} as const;

/** An announcement or a message as the centre shows it. */
export interface MessageItem {
  id: string;
  type: DetailType;
  title: string;
  /** Rich HTML (sanitised when shown); '' in list rows of messages, which carry `summary`. */
  content: string;
  /** Plain text of a message row ('' for announcements: their list shows the content's text). */
  summary: string;
  /** Who published it (announcements) or the category's name (messages). */
  source: string;
  /** ms; undefined when the server sent none. */
  time: number | undefined;
  isRead: boolean;
  /** The ticket a message is about. */
  workOrderId?: string;
  preNum?: string;
}

/** One page of a list with the list's unread count. */
export interface MessagePage {
  records: MessageItem[];
  total: number;
  unreadCount: number;
}

/** A message category in the centre. */
export interface MessageCategoryInfo {
  category: string;
  name: string;
  total: number;
  unreadCount: number;
  latestTitle: string;
  latestTime: number | undefined;
}

/** The centre's overview: message categories and the announcements' unread count and latest one. */
export interface CenterOverview {
  categories: MessageCategoryInfo[];
  announcements: { unreadCount: number; latestTitle: string; latestTime: number | undefined; total: number };
}

/** A notice type's channels. */
export interface NoticeSetting {
  type: string;
  name: string;
  description: string;
  channels: Array<{ channel: string; name: string; enabled: boolean }>;
}

const count = (value: unknown) => readUnreadCount({ unreadCount: value }) ?? 0;

/** An announcement record of `userPageList` / `userDetail`; undefined without an id. */
export function readAnnouncement(record: unknown, timeZoneOffset?: number): MessageItem | undefined {
  if (!isRecord(record) || !textOf(record.id)) return undefined;
  return {
    id: textOf(record.id),
    type: 'announcement',
    title: textOf(record.title),
    content: typeof record.content === 'string' ? record.content : '',
    summary: '',
    source: textOf(record.publisher),
    time: toTimestamp(record.publishTime, timeZoneOffset),
    isRead: record.isRead === true || record.isRead === 1,
  };
}

/** A message record of `inbox/pageList` / `inbox/detail`; undefined without an id. */
export function readMessage(record: unknown, timeZoneOffset?: number): MessageItem | undefined {
  if (!isRecord(record) || !textOf(record.id)) return undefined;
  const workOrderId = textOf(record.workOrderId);
  const preNum = textOf(record.preNum);
  return {
    id: textOf(record.id),
    type: 'message',
    title: textOf(record.title),
    content: typeof record.content === 'string' ? record.content : '',
    summary: textOf(record.summary),
    source: textOf(record.categoryName),
    time: toTimestamp(record.sendTime, timeZoneOffset),
    isRead: record.isRead === true || record.isRead === 1,
    ...(workOrderId ? { workOrderId } : {}),
    ...(preNum ? { preNum } : {}),
  };
}

/** A page answer (`{ records, total, unreadCount }`) read with `read`. */
export function readMessagePage(data: unknown, read: (record: unknown) => MessageItem | undefined): MessagePage {
  const body = isRecord(data) ? data : {};
  const records = Array.isArray(body.records) ? body.records.flatMap((record) => read(record) ?? []) : [];
  const total = typeof body.total === 'number' ? body.total : records.length;
  return { records, total, unreadCount: count(body.unreadCount) };
}

/** The categories of `inbox/categories`, in the server's order. */
export function readCategories(data: unknown, timeZoneOffset?: number): MessageCategoryInfo[] {
  const list = isRecord(data) && Array.isArray(data.categories) ? data.categories : [];
  return list.flatMap((entry) => {
    if (!isRecord(entry) || !textOf(entry.category)) return [];
    return [
      {
        category: textOf(entry.category),
        name: textOf(entry.name),
        total: typeof entry.total === 'number' ? entry.total : 0,
        unreadCount: count(entry.unreadCount),
        latestTitle: textOf(entry.latestTitle),
        latestTime: toTimestamp(entry.latestTime, timeZoneOffset),
      },
    ];
  });
}

/** The settings of `querySettingsByType` (types without a type code, channels without a code are dropped). */
export function readNoticeSettings(data: unknown): NoticeSetting[] {
  const list = Array.isArray(data) ? data : [];
  return list.flatMap((entry) => {
    if (!isRecord(entry) || !textOf(entry.type)) return [];
    const channels = Array.isArray(entry.channels)
      ? entry.channels.flatMap((channel) => (isRecord(channel) && textOf(channel.channel) ? [{ channel: textOf(channel.channel), name: textOf(channel.name), enabled: channel.enabled === true }] : []))
      : [];
    return [{ type: textOf(entry.type), name: textOf(entry.name), description: textOf(entry.description), channels }];
  });
}

/** A notice type with one channel switched. */
export function withChannel(setting: NoticeSetting, channel: string, enabled: boolean): NoticeSetting {
  return { ...setting, channels: setting.channels.map((entry) => (entry.channel === channel ? { ...entry, enabled } : entry)) };
}

interface CallOptions {
  signal?: AbortSignal;
  timeZoneOffset?: number;
}

/** The centre's overview: both calls (a failure of either fails the overview: the page shows Retry). */
export async function loadOverview(request: RequestClient, { signal, timeZoneOffset }: CallOptions = {}): Promise<CenterOverview> {
  const call = { signal, silent: true };
  const [categories, announcements] = await Promise.all([
    request.get<unknown>(request.path('none', messagePaths.categories), call),
    request.get<unknown>(request.path('base', messagePaths.announcementPage), { ...call, params: { pageNum: 1, pageSize: 1 } }),
  ]);
  const page = readMessagePage(announcements, (record) => readAnnouncement(record, timeZoneOffset));
  const latest = page.records[0];
  return {
    categories: readCategories(categories, timeZoneOffset),
    announcements: { unreadCount: page.unreadCount, total: page.total, latestTitle: latest?.title ?? '', latestTime: latest?.time },
  };
}

/** One page of a category's list (announcements for {@link ANNOUNCEMENT_CATEGORY}). */
export function loadListPage(request: RequestClient, category: string, pageNum: number, pageSize: number, { signal, timeZoneOffset }: CallOptions = {}): Promise<MessagePage> {
  if (category === ANNOUNCEMENT_CATEGORY) {
    return request
      .get<unknown>(request.path('base', messagePaths.announcementPage), { params: { pageNum, pageSize }, signal, silent: true })
      .then((data) => readMessagePage(data, (record) => readAnnouncement(record, timeZoneOffset)));
  }
  return request
    .get<unknown>(request.path('none', messagePaths.messagePage), { params: { category, pageNum, pageSize }, signal, silent: true })
    .then((data) => readMessagePage(data, (record) => readMessage(record, timeZoneOffset)));
}

/** The server's code for an announcement or message that does not exist (or was withdrawn). */
export const NOT_FOUND_CODE = '100001';

/** One announcement or message; undefined when there is none (the answer names none, or the server says 100001). */
export async function loadDetail(request: RequestClient, id: string, type: DetailType, { signal, timeZoneOffset }: CallOptions = {}): Promise<MessageItem | undefined> {
  const call = { signal, silent: true };
  try {
    if (type === 'announcement') return readAnnouncement(await request.get<unknown>(request.path('base', messagePaths.announcementDetail(id)), call), timeZoneOffset);
    return readMessage(await request.get<unknown>(request.path('none', messagePaths.messageDetail(id)), call), timeZoneOffset);
  } catch (error) {
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
    if (code !== undefined && String(code) === NOT_FOUND_CODE) return undefined;
    throw error;
  }
}

/** Unread announcements fetched at once to mark them all read (the server's page limit). */
export const MARK_ALL_LIMIT = 100;

/**
 * Marks items read: announcements with `announcementNotifyRecord/modify` (`{ type: 'ANNOUNCEMENT', idList }`),
 * messages with `inbox/read` (`{ idList }`). Failures reject (the caller decides whether to say so).
 */
export function markRead(request: RequestClient, type: DetailType, ids: string[], options: { silent?: boolean } = {}): Promise<unknown> {
  if (type === 'announcement') return request.post(request.path('base', messagePaths.announcementRead), { type: 'ANNOUNCEMENT', idList: ids }, { silent: options.silent });
  return request.post(request.path('none', messagePaths.messageRead), { idList: ids }, { silent: options.silent });
}

/**
 * Marks a whole list read. Messages: `inbox/read` with `{ category }`. Announcements: the unread ones are listed
 * (`readStatus=0`) and sent in one `modify`; none unread sends nothing. Resolves to the ids marked (empty for a
 * message category, marked whole).
 */
export async function markAllRead(request: RequestClient, category: string): Promise<string[]> {
  if (category !== ANNOUNCEMENT_CATEGORY) {
    await request.post(request.path('none', messagePaths.messageRead), { category });
    return [];
  }
  const unread = readMessagePage(
    await request.get<unknown>(request.path('base', messagePaths.announcementPage), { params: { pageNum: 1, pageSize: MARK_ALL_LIMIT, readStatus: 0 } }),
    readAnnouncement,
  );
  const ids = unread.records.filter((record) => !record.isRead).map((record) => record.id);
  if (ids.length > 0) await markRead(request, 'announcement', ids);
  return ids;
}

/** The detail type of the address (`type=announcement`, else a message). */
export const detailTypeOf = (value: string | null): DetailType => (value === 'announcement' ? 'announcement' : 'message');

/** The notice settings of every type. */
export function loadNoticeSettings(request: RequestClient, signal?: AbortSignal): Promise<NoticeSetting[]> {
  return request.get<unknown>(request.path('none', messagePaths.noticeSettings), { signal, silent: true }).then(readNoticeSettings);
}

/** Saves one channel of a notice type (`{ type, channels: [{ channel, enabled }] }`); resolves to the type's settings as saved. */
export async function saveNoticeChannel(request: RequestClient, setting: NoticeSetting, channel: string, enabled: boolean): Promise<NoticeSetting> {
  const answer = await request.post<unknown>(request.path('none', messagePaths.noticeSettingsSave), { type: setting.type, channels: [{ channel, enabled }] });
  return readNoticeSettings([answer])[0] ?? withChannel(setting, channel, enabled);
}
