// Story transport of the message centre: its calls (announcements, messages, notice settings) answered in the browser
// by the fixture gateway's own handlers (fixtures/gateway/routes/messages.ts) over the seed users and tickets, with
// read marks and settings kept in memory, so stories and the blocks' tests run the real request client and the
// gateway's paging and checks. Every call is recorded (what a test asserts was sent).
import type { AdapterRequest, AdapterResponse, RequestAdapter } from '@core';
import users from '../../fixtures/seed/users.json';
import workOrders from '../../fixtures/seed/work-orders.json';
import { GatewayError } from '../../fixtures/gateway/errors';
import { messageRoutes } from '../../fixtures/gateway/routes/messages';
import type { AuthedHandlerContext, GatewayData, GatewayStore, HttpMethod, QueryValue, SeedUser } from '../../fixtures/gateway/types';

/** Options of {@link messagesAdapter}. */
export interface MessagesAdapterOptions {
  /** Latency of each call, in ms. @default 300 */
  latencyMs?: number;
  /** Account of the signed-in user. @default 'zhangsan' */
  userName?: string;
  /** Calls whose path contains one of these fail with HTTP 500. @default [] */
  fail?: string[];
  /** Answers calls the message routes do not serve. @default a code-404 envelope */
  fallback?: RequestAdapter;
}

/** A call the adapter answered. */
export interface RecordedCall {
  method: string;
  /** Path below the API base, without the query. */
  path: string;
  params: Record<string, unknown>;
  body: unknown;
}

/** The adapter, the calls it saw and its store (to read the state a test left). */
export interface MessagesAdapter {
  adapter: RequestAdapter;
  calls: RecordedCall[];
  store: GatewayStore;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function memoryStore(): GatewayStore {
  const initial = () => structuredClone({ users, workOrders, sessions: {} }) as unknown as GatewayData;
  let data = initial();
  return {
    get data() {
      return data;
    },
    mutate: (change) => change(data),
    reset: () => void (data = initial()),
    snapshot: () => structuredClone(data),
  };
}

/** `/a/:id/b` as a matcher of a path's end, giving the named segments. */
function matcher(pattern: string): (path: string) => Record<string, string> | undefined {
  const names: string[] = [];
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+)'));
  const regex = new RegExp(`${source}$`);
  return (path) => {
    const match = regex.exec(path);
    return match ? Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')])) : undefined;
  };
}

const routes = messageRoutes.map((route) => ({ route, match: matcher(route.path) }));

/** A request adapter answering the message centre's calls from the seed, for stories and tests. */
export function messagesAdapter(options: MessagesAdapterOptions = {}): MessagesAdapter {
  const { latencyMs = 300, userName = 'zhangsan', fail = [], fallback } = options;
  const store = memoryStore();
  const calls: RecordedCall[] = [];
  const user = (users as unknown as SeedUser[]).find((entry) => entry.userName === userName)!;
  const envelope = (code: number, data: unknown, msg: string): AdapterResponse => ({ status: 200, data: { code, data, msg } });
  const adapter = async (config: AdapterRequest): Promise<AdapterResponse> => {
    const path = (config.url ?? '').split('?')[0] ?? '';
    const method = (config.method ?? 'GET').toUpperCase() as HttpMethod;
    let found: { handler: (ctx: AuthedHandlerContext) => unknown; params: Record<string, string> } | undefined;
    for (const { route, match } of routes) {
      const params = route.method === method ? match(path) : undefined;
      if (params) found = { handler: route.handler as (ctx: AuthedHandlerContext) => unknown, params };
      if (found) break;
    }
    if (!found) {
      if (fallback) return fallback(config);
      return envelope(404, null, `No story answer for ${path}`);
    }
    const body = typeof config.data === 'string' && config.data ? (JSON.parse(config.data) as unknown) : undefined;
    const params = { ...(config.params ?? {}) } as Record<string, unknown>;
    calls.push({ method, path, params, body });
    await wait(latencyMs);
    if (fail.some((part) => path.includes(part))) return { status: 500, data: 'down' };
    const query: Record<string, QueryValue> = {};
    for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) query[key] = String(value);
    const ctx: AuthedHandlerContext = {
      method,
      path,
      query,
      body,
      params: found.params,
      user,
      token: undefined,
      store,
      lang: String(config.headers?.language ?? '').startsWith('en') ? 'en' : 'zh',
      decrypt: () => '',
    };
    try {
      return envelope(100000, found.handler(ctx), 'success');
    } catch (error) {
      if (error instanceof GatewayError && error.httpStatus !== 200) return { status: error.httpStatus, data: error.toBody() };
      return envelope(error instanceof GatewayError ? error.code : 500, null, error instanceof Error ? error.message : 'error');
    }
  };
  return { adapter, calls, store };
}
