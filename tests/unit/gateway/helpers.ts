// Shared test helpers for the fixture gateway (HTTP via fastify inject).
import { createGateway, loginAs, type Gateway, type GatewayOptions } from '../../../fixtures/gateway/index';

export const API = '/gateway/dosm';

export interface InjectResult {
  status: number;
  body: { code: number; msg: string; data?: unknown } & Record<string, unknown>;
  headers: Record<string, unknown>;
}

/** One HTTP call to the gateway under apiBase. */
export async function api(
  gateway: Gateway,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<InjectResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await gateway.app.inject({
    method,
    url: path.startsWith('/__') ? path : `${API}${path}`,
    query: options.query,
    headers,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** A gateway with zero latency regardless of the environment. */
export function testGateway(options: GatewayOptions = {}): Gateway {
  return createGateway({ latencyMs: 0, ...options });
}

/** A {@link testGateway} with `userName` logged in: the per-test setup of the lookup tests. */
export async function signedInGateway(userName: string, options: GatewayOptions = {}): Promise<{ gateway: Gateway; token: string }> {
  const gateway = testGateway(options);
  return { gateway, token: await loginAs(gateway, userName) };
}

export { loginAs };
