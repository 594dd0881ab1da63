// Pure parts of the tags tab (service-desk §3 "Tag", §7 "Tags", §9 recent tags limit): the calls, reading their
// answers, the 32-character ids of new tags and the checks of a new tag's name.

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** API paths of the tab (below the `business` prefix). */
export const tagPaths = {
  orderTags: '/tab/tag/queryOrderCustomTagInfo',
  recent: '/tab/tag/queryUserRecentlyTag',
  save: '/tab/tag/saveTag',
  remove: '/tab/tag/delete',
} as const;

/** Recent tags offered (spec §9). */
export const RECENT_TAGS_LIMIT = 10;
/** Longest tag name, in characters (the gateway's limit too). */
export const TAG_NAME_MAX = 20;
/** Length of a tag id (spec §3: 32-character generated ids). */
export const TAG_ID_LENGTH = 32;

/** A tag the user may put on a ticket (recent tags). */
export interface TagInfo {
  id: string;
  tagName: string;
  isOnlyYourSelf: boolean;
}

/** A tag on the ticket. */
export interface OrderTag extends TagInfo {
  /** The ids to send to delete it (`orderTagIds`). */
  orderTagIds: string[];
}

function readTagInfo(value: unknown): TagInfo | undefined {
  if (!isRecord(value)) return undefined;
  const id = text(value.id) || text(value.tagId);
  const tagName = text(value.tagName) || text(value.tagAlias) || text(value.name);
  if (!id || !tagName) return undefined;
  return { id, tagName, isOnlyYourSelf: value.isOnlyYourSelf === true || value.isOnlyYourSelf === 1 };
}

/** The user's recent tags (a list; unreadable entries dropped, each id once). */
export function readTags(data: unknown): TagInfo[] {
  const seen = new Set<string>();
  return (Array.isArray(data) ? data : []).flatMap((entry) => {
    const tag = readTagInfo(entry);
    if (!tag || seen.has(tag.id)) return [];
    seen.add(tag.id);
    return [tag];
  });
}

/** The ticket's tags; a tag without an `orderTagId(s)` cannot be deleted and is kept with its own id. */
export function readOrderTags(data: unknown): OrderTag[] {
  return (Array.isArray(data) ? data : []).flatMap((entry) => {
    const tag = readTagInfo(entry);
    if (!tag || !isRecord(entry)) return [];
    const ids = Array.isArray(entry.orderTagIds) ? entry.orderTagIds.map(text).filter(Boolean) : typeof entry.orderTagIds === 'string' ? entry.orderTagIds.split(',').filter(Boolean) : [];
    const orderTagIds = ids.length ? ids : text(entry.orderTagId) ? [text(entry.orderTagId)] : [];
    return [{ ...tag, orderTagIds }];
  });
}

/**
 * A new tag's id: 32 lowercase hex digits from the platform's cryptographic random source.
 * @example generateTagId() // '9f86d081884c7d659a2feaa0c55ad015'
 */
export function generateTagId(fill: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => void globalThis.crypto.getRandomValues(bytes)): string {
  const bytes = new Uint8Array(TAG_ID_LENGTH / 2);
  fill(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Why a typed name cannot be added (an i18n key below the tab's domain), or undefined when it can. */
export type TagNameProblem = 'nameEmpty' | 'nameTooLong' | 'nameDuplicate';

/** The trimmed name, or the reason it is refused: empty, longer than {@link TAG_NAME_MAX}, already on the ticket (any case). */
export function checkTagName(typed: string, onTicket: readonly Pick<TagInfo, 'tagName'>[]): { ok: true; name: string } | { ok: false; problem: TagNameProblem } {
  const name = typed.trim();
  if (!name) return { ok: false, problem: 'nameEmpty' };
  if ([...name].length > TAG_NAME_MAX) return { ok: false, problem: 'nameTooLong' };
  const key = name.toLocaleLowerCase();
  if (onTicket.some((tag) => tag.tagName.toLocaleLowerCase() === key)) return { ok: false, problem: 'nameDuplicate' };
  return { ok: true, name };
}

/** The tag a name stands for: a known one of the same name (any case) keeps its id, else a new id. */
export function tagForName(name: string, known: readonly TagInfo[], newId: () => string = generateTagId): { id: string; tagName: string } {
  const key = name.toLocaleLowerCase();
  const match = known.find((tag) => tag.tagName.toLocaleLowerCase() === key);
  return match ? { id: match.id, tagName: match.tagName } : { id: newId(), tagName: name };
}

/** Body of `saveTag`. */
export function saveTagBody(orderId: string, isOnlyYourSelf: boolean, tags: ReadonlyArray<{ id: string; tagName: string }>) {
  return { orderId, isOnlyYourSelf, tags: tags.map(({ id, tagName }) => ({ id, tagName })) };
}

/** The recent tags not already on the ticket. */
export function offeredRecentTags(recent: readonly TagInfo[], onTicket: readonly TagInfo[]): TagInfo[] {
  const ids = new Set(onTicket.map((tag) => tag.id));
  const names = new Set(onTicket.map((tag) => tag.tagName.toLocaleLowerCase()));
  return recent.filter((tag) => !ids.has(tag.id) && !names.has(tag.tagName.toLocaleLowerCase()));
}
