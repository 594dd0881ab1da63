// The messaging-app entry (service-desk §4 "Messaging-app entry flow"): the chat app opens the flow center with
// `from=message_action` (or `required_launch_ability=message_action`) and a launch query carrying the trigger id of
// the message action. No React here: the flow center, the create page and the app's entry may read it.
import type { KeyValueStorage } from '@core/storage';

/** The value of `from` / `required_launch_ability` that marks a messaging-app entry. */
export const MESSAGE_ACTION = 'message_action';

/** The address parameters an entry is carried in (kept from the flow center to the create page). */
export const ENTRY_PARAMS = ['from', 'required_launch_ability', 'bdp_launch_query', 'triggerId', 'shortcutId'] as const;

/** A messaging-app entry: where the messages come from and which shortcut the user started. */
export interface ChatEntry {
  /** The message action's trigger id (`__trigger_id__` of the launch query); '' when the address carries none. */
  triggerId: string;
  /** The shortcut (message action) id, when the launch query names one. */
  shortcutId?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/**
 * Reads Lark's `bdp_launch_query`: a JSON string `{ "__trigger_id__": string, "shortcutId"?: string }`. Anything
 * else (bad JSON, not an object) gives no ids, never an exception.
 */
export function parseLaunchQuery(raw: string | null | undefined): { triggerId: string; shortcutId: string } {
  const none = { triggerId: '', shortcutId: '' };
  if (!raw) return none;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return none;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return none;
  const record = value as Record<string, unknown>;
  return { triggerId: text(record.__trigger_id__ ?? record.triggerId), shortcutId: text(record.shortcutId) };
}

/** Whether the address is a messaging-app entry (`from` or `required_launch_ability` = message_action). */
export function isChatEntry(params: URLSearchParams): boolean {
  return params.get('from') === MESSAGE_ACTION || params.get('required_launch_ability') === MESSAGE_ACTION;
}

/**
 * The entry the address carries, or undefined when it is not an entry. The launch query wins; plain `triggerId` /
 * `shortcutId` parameters are read too.
 */
export function chatEntryOf(params: URLSearchParams): ChatEntry | undefined {
  if (!isChatEntry(params)) return undefined;
  const launch = parseLaunchQuery(params.get('bdp_launch_query'));
  const triggerId = launch.triggerId || text(params.get('triggerId'));
  const shortcutId = launch.shortcutId || text(params.get('shortcutId'));
  return shortcutId ? { triggerId, shortcutId } : { triggerId };
}

/** The id the authorization check is asked for: the shortcut's, else the trigger's ('' when neither is known). */
export function authIdOf(entry: ChatEntry): string {
  return entry.shortcutId || entry.triggerId;
}

/** The entry's own parameters of an address (to carry them on). */
export function entryParamsOf(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of ENTRY_PARAMS) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}

/** `to` (an app path with its query) with the entry's parameters of `params` added; `to` itself when there are none. */
export function withEntryParams(to: string, params: URLSearchParams): string {
  const kept = entryParamsOf(params);
  if ([...kept.keys()].length === 0) return to;
  const [path, query = ''] = to.split('?', 2) as [string, string?];
  const merged = new URLSearchParams(query);
  for (const [name, value] of kept) merged.set(name, value);
  return `${path}?${merged.toString()}`;
}

/** `search` without the entry's launch parameters (the address the page goes on with after a submit). */
export function withoutLaunchQuery(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of ENTRY_PARAMS) rest.delete(name);
  return rest;
}

/** Storage key of the entry remembered by the flow center (a catalogue tile opens the create page without it). */
export const STORED_ENTRY_KEY = 'groupChatEntry';
/** How long a remembered entry stays valid: a chat window is short-lived. */
export const STORED_ENTRY_TTL_MS = 30 * 60_000;

/**
 * Remembers the entry of the flow center's address, so the create page opened by a part of the page that does not
 * carry the entry's parameters on (the service catalogue's tiles) still knows it. Tied to the user and a short time.
 */
export function rememberEntry(storage: KeyValueStorage, params: URLSearchParams, userId: string | undefined, now = Date.now()): void {
  storage.setItem(STORED_ENTRY_KEY, JSON.stringify({ query: entryParamsOf(params).toString(), userId: userId ?? '', time: now }));
}

/** Storage key of the last conversion of messages (`{ triggerId, html }`, see prefill.ts). */
export const STORED_CONVERSION_KEY = 'groupChatConversion';

/** Forgets the remembered entry (on a flow center opened without one). */
export function forgetEntry(storage: KeyValueStorage): void {
  storage.removeItem(STORED_ENTRY_KEY);
}

/** Forgets the entry and its converted messages (after the submit: spec §4 "they are cleared"). */
export function forgetChat(storage: KeyValueStorage): void {
  storage.removeItem(STORED_ENTRY_KEY);
  storage.removeItem(STORED_CONVERSION_KEY);
}

/** The remembered entry's parameters, when one is there for this user and fresh; undefined otherwise. */
export function rememberedEntryParams(storage: KeyValueStorage, userId: string | undefined, now = Date.now()): URLSearchParams | undefined {
  const raw = storage.getItem(STORED_ENTRY_KEY);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as { query?: unknown; userId?: unknown; time?: unknown };
    if (typeof value.query !== 'string' || typeof value.time !== 'number' || value.userId !== (userId ?? '')) return undefined;
    if (now - value.time > STORED_ENTRY_TTL_MS || now < value.time) return undefined;
    const params = new URLSearchParams(value.query);
    return isChatEntry(params) ? params : undefined;
  } catch {
    return undefined;
  }
}
