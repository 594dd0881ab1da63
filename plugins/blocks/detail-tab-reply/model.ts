// The replies tab's calls and rules (service-desk §3 "Reply", §7 "Replies", §9 "Reply page size 10"), free of React:
// the server's replies read leniently, the body of an add, when a reply is long enough to open on its own page.
import { toTimestamp } from '@core/form/data/time';
import { isRecord } from '../ticket-shared/model';

/** Replies per page (spec §9). */
export const REPLY_PAGE_SIZE = 10;

/** The reply calls, below the business prefix. */
export const replyPaths = {
  list: '/orderReply/list',
  pageList: '/orderReply/pageList',
  add: '/orderReply/add',
} as const;

/** A file attached to a reply. */
export interface ReplyFile {
  id: string;
  name: string;
  /** Bytes; 0 when unknown. */
  size: number;
}

/** One reply as the tab shows it. */
export interface Reply {
  id: string;
  workOrderId: string;
  /** Rich-text HTML as the server stores it: never shown without sanitising. */
  html: string;
  files: ReplyFile[];
  authorId: string;
  /** Display name of the author ('' when the server sent none). */
  authorName: string;
  /** ms since epoch. */
  time?: number;
}

/** One page of replies (newest first). */
export interface ReplyPage {
  records: Reply[];
  total: number;
  /** Pages on the server. */
  pages: number;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function count(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
}

function readFile(raw: unknown): ReplyFile | undefined {
  if (typeof raw === 'string') return raw ? { id: raw, name: raw, size: 0 } : undefined;
  if (!isRecord(raw)) return undefined;
  const id = text(raw.fileId) || text(raw.id);
  if (!id) return undefined;
  return { id, name: text(raw.fileName) || text(raw.name) || id, size: count(raw.size) ?? count(raw.fileSize) ?? 0 };
}

/** A reply of the server (`createdBy` a member or an id, `createdByName`, `createdTime` ms or wall time); undefined without an id. */
export function readReply(raw: unknown, timeZoneOffset?: number): Reply | undefined {
  if (!isRecord(raw)) return undefined;
  const id = text(raw.id) || text(raw.replyId);
  if (!id) return undefined;
  const author = isRecord(raw.createdBy) ? raw.createdBy : undefined;
  return {
    id,
    workOrderId: text(raw.workOrderId),
    html: text(raw.text) || text(raw.content),
    files: (Array.isArray(raw.files) ? raw.files : []).map(readFile).filter((file): file is ReplyFile => file !== undefined),
    authorId: author ? text(author.userId) : text(raw.createdBy),
    authorName: (author ? text(author.name) || text(author.userName) : '') || text(raw.createdByName) || (author ? '' : text(raw.createdBy)),
    time: toTimestamp(raw.createdTime ?? raw.createTime, timeZoneOffset),
  };
}

/** The whole thread (orderReply/list, oldest first, or `{ records }`). */
export function readReplyList(data: unknown, timeZoneOffset?: number): Reply[] {
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.records) ? data.records : [];
  return list.map((raw) => readReply(raw, timeZoneOffset)).filter((reply): reply is Reply => reply !== undefined);
}

/** One page (orderReply/pageList: `records`, `total`, `pages`); `total` falls back to what `pages` implies. */
export function readReplyPage(data: unknown, timeZoneOffset?: number): ReplyPage {
  const records = readReplyList(data, timeZoneOffset);
  const body = isRecord(data) ? data : {};
  const pages = count(body.pages) ?? 0;
  const pageSize = count(body.pageSize) ?? REPLY_PAGE_SIZE;
  const total = count(body.total) ?? (pages > 0 ? pages * pageSize : records.length);
  return { records, total, pages };
}

/** Query of one page of replies. */
export function replyPageQuery(workOrderId: string, pageNum: number, pageSize = REPLY_PAGE_SIZE): { workOrderId: string; pageNum: number; pageSize: number } {
  return { workOrderId, pageNum, pageSize };
}

/** Body of an add: the editor's HTML and the uploaded files (`fileId` and `fileName`, as the server lists them). */
export function addReplyBody(workOrderId: string, html: string, files: ReadonlyArray<{ id: string; name: string }>): { workOrderId: string; text: string; files: Array<{ fileId: string; fileName: string }> } {
  return { workOrderId, text: html, files: files.map((file) => ({ fileId: file.id, fileName: file.name })) };
}

/**
 * The replies in the tab's order, newest first: the ones just added by the user (newest first), then the loaded ones
 * (`newestFirst`), each reply once.
 */
export function mergeReplies(added: readonly Reply[], loaded: readonly Reply[]): Reply[] {
  const seen = new Set<string>();
  const out: Reply[] = [];
  for (const reply of [...added, ...loaded]) {
    if (seen.has(reply.id)) continue;
    seen.add(reply.id);
    out.push(reply);
  }
  return out;
}

/** Characters of text beyond which a reply is shown folded, with a link to read it in full on /richText. */
export const LONG_REPLY_CHARS = 280;

/**
 * Whether a reply is long: more than {@link LONG_REPLY_CHARS} characters of text, or pictures or tables (which a
 * folded box cuts). The count strips tags roughly: it only decides the fold, nothing of it reaches the page.
 */
export function isLongReply(html: string): boolean {
  if (/<(img|table)\b/i.test(html)) return true;
  const textOnly = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z0-9#]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return textOnly.length > LONG_REPLY_CHARS;
}

/** The /richText address of a reply's full text. */
export function replyDocumentPath(workOrderId: string, replyId: string): string {
  return `/richText?${new URLSearchParams({ workOrderId, replyId }).toString()}`;
}
