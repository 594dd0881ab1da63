// Calls of the messaging-app integration (service-desk §7, form-widgets §7). No React here.

/** The calls, below `/api/v2` (request prefix `none`: no biz/base prefix). */
export const chatPaths = {
  /** POST → `data: true` when the user may use the shortcut (spec §6). */
  checkAuth: (id: string) => `/catalog/shortcuts/checkAuth/${encodeURIComponent(id)}`,
  /** POST `{ url }` → `{ appId, timestamp, nonceStr, signature }` (Lark's JS-SDK signature). */
  larkSign: '/shortcut/lark/sign',
  /** POST `{ fileType, url, tenantAccessToken? }` → `{ id, fileName }`: the server downloads the file and keeps it. */
  getFile: '/shortcut/lark/getFile',
  /** POST `{ url }` → the signature for WeCom's `wx.config` (to choose up to 9 images). */
  weSign: '/data/getWeSign',
  /** POST `{ triggerId }` → `{ messages }`: the fixture gateway's stand-in for the chat app's message API. */
  fixtureMessages: '/shortcut/fixtureHost/messages',
} as const;

/** Where the page goes after a submit from a chat (service-desk §2). */
export const CHAT_SUCCESS_ROUTE = '/orderCreateByGroupChatSuccess';
/** Where an entry the user may not use goes (spec §6). */
export const CHAT_NO_PERMISSION_ROUTE = '/noPermission?from=message_action';
/** Delay before the page leaves after a submit (spec §4). */
export const CHAT_RELOAD_DELAY_MS = 300;

/** The checkAuth answer: only `true` allows (spec §6). */
export function isAllowed(data: unknown): boolean {
  return data === true;
}

/** A signature for a host's JS SDK (service-desk §3 "Enterprise-app signature response"). */
export interface HostSignature {
  appId: string;
  timestamp: string;
  nonceStr: string;
  signature: string;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Reads a signature answer; throws when a part is missing (the host would refuse it anyway). */
export function readSignature(data: unknown): HostSignature {
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const signature = { appId: str(record.appId), timestamp: str(record.timestamp), nonceStr: str(record.nonceStr), signature: str(record.signature) };
  if (!signature.appId || !signature.signature) throw new Error('Incomplete signature');
  return signature;
}

/** Reads the get-file answer `{ id, fileName }`; throws without an id. */
export function readSavedFile(data: unknown): { id: string; fileName: string } {
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const id = str(record.id);
  if (!id) throw new Error('No file id');
  return { id, fileName: str(record.fileName) };
}
