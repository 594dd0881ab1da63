// A fake request adapter for core tests: routes by method + path, records every
// call (full URL, headers, params, body) and honours the abort signal.
import type { RuntimeEvents } from '@core/events';
import { createMemoryStorage, createRuntime, type AdapterRequest, type AdapterResponse, type HostAdapter, type KeyValueStorage, type RequestAdapter, type Runtime, type RuntimeOptions } from '@core';

export interface RecordedCall {
  method: string;
  /** baseURL + url. */
  url: string;
  /** Path below the base address. */
  path: string;
  params: Record<string, unknown>;
  headers: Record<string, string>;
  data: unknown;
  config: AdapterRequest;
}

/** What a route answers: a status + body, `hang` (only an abort ends it) or `network` (connection dropped). */
export type Reply = { status?: number; body?: unknown; delayMs?: number } | 'hang' | 'network';
export type Route = (call: RecordedCall) => Reply | Promise<Reply>;

export interface FakeServer {
  adapter: RequestAdapter;
  calls: RecordedCall[];
  /** Registers `METHOD /path` (path below the base address). */
  on(method: string, path: string, route: Route | Reply): void;
  /** Calls to one path. */
  callsTo(path: string): RecordedCall[];
}

export const ok = (data: unknown): Reply => ({ status: 200, body: { code: 100000, data } });

export function createFakeServer(): FakeServer {
  const routes = new Map<string, Route>();
  const calls: RecordedCall[] = [];
  const adapter: RequestAdapter = async (config) => {
    const path = config.url ?? '';
    const call: RecordedCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: `${config.baseURL ?? ''}${path}`,
      path,
      params: (config.params ?? {}) as Record<string, unknown>,
      headers: { ...config.headers },
      data: typeof config.data === 'string' ? safeParse(config.data) : config.data,
      config,
    };
    calls.push(call);
    const route = routes.get(`${call.method} ${path}`);
    const reply: Reply = route ? await route(call) : { status: 404, body: 'not found' };
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Promise<AdapterResponse>((resolve, reject) => {
      const { signal } = config;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onAbort = () => {
        if (timer !== undefined) clearTimeout(timer);
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      if (reply === 'hang') return;
      const respond = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve({ status: reply.status ?? 200, data: reply.body });
      };
      if (reply.delayMs) timer = setTimeout(respond, reply.delayMs);
      else respond();
    });
  };
  return {
    adapter,
    calls,
    on(method, path, route) {
      routes.set(`${method.toUpperCase()} ${path}`, typeof route === 'function' ? route : () => route);
    },
    callsTo: (path) => calls.filter((call) => call.path === path),
  };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface TestRuntime {
  runtime: Runtime;
  server: FakeServer;
  storage: KeyValueStorage;
  host: Required<Pick<HostAdapter, 'currentHref' | 'assign'>> & HostAdapter & { assigned: string[] };
  events: { [K in WatchedEvent]: RuntimeEvents[K][] };
}

/** The user agent of the test runtimes' host (an Android phone's Chrome). */
export const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
/** A desktop browser's user agent. */
export const DESKTOP_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

const watchedEvents = ['toast:show', 'auth:unauthorized', 'auth:forbidden', 'i18n:languageChanged', 'request:error', 'router:navigate'] as const;
type WatchedEvent = (typeof watchedEvents)[number];

/** A runtime on a fake server, logged in unless `token: null`, recording assigns and bus events. */
export function createTestRuntime(
  options: Omit<RuntimeOptions, 'requestAdapter' | 'storage' | 'host'> & {
    token?: string | null;
    storage?: Record<string, string>;
    host?: HostAdapter;
  } = {},
): TestRuntime {
  const server = createFakeServer();
  const initial = { ...(options.storage ?? {}) };
  if (options.token !== null) initial.token = options.token ?? 'tok-123';
  const storage = createMemoryStorage(initial);
  const assigned: string[] = [];
  const host = {
    currentHref: () => 'https://desk.example.com/h5/orderDetail?workOrderId=42',
    // A phone, as the app is meant for: the role check's H5-device test passes without the judge.
    userAgent: () => PHONE_USER_AGENT,
    assign: (url: string) => void assigned.push(url),
    ...options.host,
    assigned,
  };
  const runtime = createRuntime({ browserLanguage: 'zh-CN', ...options, storage, host, requestAdapter: server.adapter });
  const events = Object.fromEntries(watchedEvents.map((name) => [name, []])) as unknown as TestRuntime['events'];
  for (const name of watchedEvents) {
    runtime.bus.on(name, (payload) => (events[name] as unknown[]).push(payload));
  }
  return { runtime, server, storage, host, events };
}
