// For the plugin's tests and its story only (the field never imports it): the positioning calls answered in
// process by the fixture gateway's own handlers (fixtures/gateway/routes/positioning.ts), like the MEMBER
// story's member-adapter, so the real request client and the offline provider run against the seeded places.
import type { AdapterResponse, RequestAdapter } from '@core';
import { GatewayError } from '../../../fixtures/gateway/errors';
import { positioningRoutes } from '../../../fixtures/gateway/routes/positioning';
import type { AuthedHandlerContext, QueryValue, SeedUser } from '../../../fixtures/gateway/types';

/** Options of {@link positioningAdapter}. */
export interface PositioningAdapterOptions {
  /** Latency of each call (ms). @default 0 */
  latencyMs?: number;
  /** Paths (their end) that fail with a server error, e.g. `/positioning/regeo`. */
  failing?: readonly string[];
  /** Every call seen, `path?query`. */
  calls?: string[];
}

const envelope = (code: number, data: unknown, msg: string): AdapterResponse => ({ status: 200, data: { code, data, msg } });

/** A request adapter answering `/api/v2/base/positioning/*` from the seeded places. */
export function positioningAdapter(options: PositioningAdapterOptions = {}): RequestAdapter {
  const { latencyMs = 0, failing = [], calls } = options;
  return async (request) => {
    const path = request.url.split('?')[0] ?? '';
    const query: Record<string, QueryValue> = {};
    for (const [key, value] of Object.entries(request.params ?? {})) if (value !== undefined && value !== null) query[key] = String(value);
    calls?.push(`${path}?${new URLSearchParams(query as Record<string, string>).toString()}`);
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (failing.some((end) => path.endsWith(end))) return envelope(500, null, 'fixture failure');
    const route = positioningRoutes.find((r) => r.method === request.method && r.path === path);
    if (!route) return envelope(404, null, `Unknown API: ${request.method} ${path}`);
    const ctx = {
      method: request.method,
      path,
      query,
      body: undefined,
      params: {},
      user: { userId: '10001', userName: 'zhangsan' } as unknown as SeedUser,
      token: undefined,
      store: {} as AuthedHandlerContext['store'],
      lang: String(request.headers.language ?? '').startsWith('en') ? 'en' : 'zh',
      decrypt: (cipher: string) => cipher,
    } as AuthedHandlerContext;
    try {
      return envelope(100000, (route.handler as (c: AuthedHandlerContext) => unknown)(ctx), 'success');
    } catch (error) {
      return envelope(error instanceof GatewayError ? error.code : 500, null, error instanceof Error ? error.message : 'error');
    }
  };
}
