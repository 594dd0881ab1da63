// Boot prefetch (issue 14): the calls every screen waits for (web config, login info, roles) sent by
// the app's small entry script while the rest of the code downloads, then handed to the request
// client, which checks and interprets them as if it had sent them. Light on purpose (no i18next, no
// client): it runs before them.
import type { AppConfig } from '../config';
import { detectLanguage } from '../i18n/detect';
import { toLoginInfo } from '../login-info';
import { readJson, type KeyValueStorage } from '../storage';
import { joinApiPath, stableStringify } from './path';
import { parseBody, queryString } from './transport';

/** Where boot keeps the request limit of the last web config (the server's; the spec's default is 1). */
export const CONCURRENCY_KEY = 'requestConcurrency';

/** The request limit the server set last visit, if any (a sane integer from storage). */
export function rememberedConcurrency(storage: KeyValueStorage): number | undefined {
  const value = Number(storage.getItem(CONCURRENCY_KEY));
  return Number.isInteger(value) && value >= 1 && value <= 16 ? value : undefined;
}

/** A response as the client interprets it (its status and parsed body). */
export interface PrefetchedResponse {
  status: number;
  data: unknown;
}

/** One call's identity: the client hands over a prefetched answer only for the very same call. */
export interface PrefetchKey {
  method: 'GET' | 'POST';
  /** apiBase + path. */
  url: string;
  headers: Readonly<Record<string, string>>;
  data?: unknown;
  /** Query parameters (as the client sends them: `queryString`). */
  params?: Readonly<Record<string, unknown>>;
}

/** Calls sent ahead; each answer is taken once, by the same call. */
export interface RequestPrefetch {
  take(key: PrefetchKey): Promise<PrefetchedResponse> | undefined;
}

/** The address a call goes to: its url and query. */
const addressOf = (key: PrefetchKey): string => {
  const query = queryString(key.params);
  return query ? `${key.url}${key.url.includes('?') ? '&' : '?'}${query}` : key.url;
};

const keyOf = (key: PrefetchKey): string => [key.method, addressOf(key), stableStringify(key.headers), key.method === 'GET' ? '' : stableStringify(key.data ?? null)].join(' ');

/**
 * A call a page makes as soon as it shows (its list's first page), sent ahead with the boot calls when that
 * page is the one opened. Built by the page's block from the same functions it calls with, so the request
 * client finds it as the very same call.
 */
export interface FirstCall {
  method: 'GET' | 'POST';
  /** The request client's path prefix (`request.path(prefix, path)`). */
  prefix: 'processEngine' | 'business' | 'base' | 'none';
  path: string;
  data?: unknown;
  /** Query parameters, as the page passes them to the client (`params`). */
  params?: Readonly<Record<string, string | number | boolean>>;
}

/** What {@link startBootPrefetch} reads; the configuration's defaults (a mount's own config may differ: then nothing matches). */
export interface BootPrefetchOptions {
  config: Pick<
    AppConfig,
    'apiBase' | 'webConfigPath' | 'authPath' | 'apiPrefixes' | 'tokenStorageKey' | 'loginInfoStorageKey' | 'tokenHeader' | 'languageHeader' | 'concurrency' | 'requestTimeout'
  >;
  storage: KeyValueStorage;
  browserLanguage?: string;
  fetch: typeof globalThis.fetch;
  /** The opened page's first calls, sent after the boot calls within the same limit. */
  calls?: readonly FirstCall[];
}

/**
 * Sends the boot calls at once when a user is logged in: the web config, the login info and (for
 * the last visit's user) the roles, then the opened page's first `calls`, as many as the request limit allows (the one remembered from the
 * server's last web config, else the configuration's). Returns what to hand to the request client,
 * or undefined when there is nothing to send (no token).
 */
export function startBootPrefetch(options: BootPrefetchOptions): RequestPrefetch | undefined {
  const { config, storage } = options;
  const token = storage.getItem(config.tokenStorageKey);
  if (!token) return undefined;
  const headers = { [config.languageHeader]: detectLanguage(storage, options.browserLanguage), [config.tokenHeader]: `Bearer ${token}` };
  const userId = toLoginInfo(readJson<unknown>(storage, config.loginInfoStorageKey))?.user.userId || undefined;
  const calls: PrefetchKey[] = [
    { method: 'GET', url: `${config.apiBase}${config.webConfigPath}`, headers },
    { method: 'GET', url: `${config.apiBase}${config.authPath}`, headers },
  ];
  if (userId) calls.push({ method: 'POST', url: `${config.apiBase}${joinApiPath(config.apiPrefixes.base, '/role/get')}`, headers, data: { userId } });
  for (const call of options.calls ?? []) {
    const segment = call.prefix === 'none' ? '' : config.apiPrefixes[call.prefix];
    calls.push({ method: call.method, url: `${config.apiBase}${joinApiPath(segment, call.path)}`, headers, data: call.data, ...(call.params ? { params: call.params } : {}) });
  }
  const limit = rememberedConcurrency(storage) ?? config.concurrency;
  const pending = new Map<string, Promise<PrefetchedResponse>>();
  for (const call of calls.slice(0, Math.max(1, limit))) {
    const answer = send(options.fetch, call, config.requestTimeout);
    // Unclaimed answers are dropped; a failed one is sent again by the client.
    answer.catch(() => undefined);
    pending.set(keyOf(call), answer);
  }
  return {
    take(key) {
      const id = keyOf(key);
      const answer = pending.get(id);
      pending.delete(id);
      return answer;
    },
  };
}

/**
 * Sends one call ahead. Like every request of the app it has a timeout (the configured request timeout): a
 * server that never answers does not hold a connection open for the rest of the visit (issue 20).
 */
async function send(fetcher: typeof globalThis.fetch, call: PrefetchKey, timeout: number): Promise<PrefetchedResponse> {
  const controller = new AbortController();
  const timer = timeout > 0 ? setTimeout(() => controller.abort(), timeout) : undefined;
  const init: RequestInit = {
    method: call.method,
    headers: { Accept: 'application/json, text/plain, */*', ...call.headers },
    credentials: 'same-origin',
    signal: controller.signal,
  };
  if (call.method === 'POST') {
    init.body = JSON.stringify(call.data ?? {});
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  try {
    const response = await fetcher(addressOf(call), init);
    return { status: response.status, data: parseBody(await response.text()) };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}
