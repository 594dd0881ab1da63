// Story transport of the MEMBER picker: the user and group calls (form-widgets §7) answered in the
// browser by the fixture gateway's own handlers (fixtures/gateway/routes/users.ts) over the seed
// users, groups and departments, so stories and the plugin's tests run the real request client,
// the encrypted parameters and the gateway's paging.
import type { AdapterResponse, RequestAdapter } from '@core';
import departments from '../../fixtures/seed/departments.json';
import groups from '../../fixtures/seed/groups.json';
import users from '../../fixtures/seed/users.json';
import { GatewayError } from '../../fixtures/gateway/errors';
import { userRoutes } from '../../fixtures/gateway/routes/users';
import type { AuthedHandlerContext, GatewayData, QueryValue, SeedUser } from '../../fixtures/gateway/types';
import { defaultConfig } from '@core/config';
import { aesDecrypt } from '@core/crypto';

/** Options of {@link memberAdapter}. */
export interface MemberAdapterOptions {
  /** Latency of each call, in ms. @default 300 */
  latencyMs?: number;
  /** Key of the encrypted parameters. @default the default config's aesKey */
  aesKey?: string;
  /** Answers calls the member routes do not serve. @default 404 */
  fallback?: RequestAdapter;
}

const seed = { users, groups, departments, workOrders: [] } as unknown as GatewayData;
const store = { data: seed } as unknown as AuthedHandlerContext['store'];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request adapter answering the user / group / department list calls from the seed. */
export function memberAdapter(options: MemberAdapterOptions = {}): RequestAdapter {
  const { latencyMs = 300, aesKey = defaultConfig.aesKey, fallback } = options;
  return async (config) => {
    const path = (config.url ?? '').split('?')[0] ?? '';
    const route = userRoutes.find((r) => r.method === (config.method ?? 'get').toUpperCase() && path.endsWith(r.path));
    if (!route) {
      if (fallback) return fallback(config);
      return { status: 200, data: { code: 404, data: null, msg: `No story answer for ${path}` } };
    }
    await wait(latencyMs);
    const query: Record<string, QueryValue> = {};
    for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) query[key] = String(value);
    }
    const ctx: AuthedHandlerContext = {
      method: 'GET',
      path,
      query,
      body: undefined,
      params: {},
      user: users[0] as unknown as SeedUser,
      token: undefined,
      store,
      lang: String(config.headers?.language ?? '').startsWith('en') ? 'en' : 'zh',
      decrypt: (cipher: string) => aesDecrypt(cipher, aesKey),
    };
    const envelope = (code: number, data: unknown, msg: string): AdapterResponse => ({ status: 200, data: { code, data, msg } });
    try {
      return envelope(100000, (route.handler as (c: AuthedHandlerContext) => unknown)(ctx), 'success');
    } catch (error) {
      return envelope(error instanceof GatewayError ? error.code : 500, null, error instanceof Error ? error.message : 'error');
    }
  };
}
