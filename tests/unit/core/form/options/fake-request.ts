import type { RequestClient, RequestOptions } from '@core/request/types';
import type { NormalizedField } from '@core/form/types';
import { field } from '../field-factory';

/** One recorded call of the fake client; resolve/reject settle it by hand. */
export interface FakeCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  options?: RequestOptions;
  resolve(data: unknown): void;
  reject(error: unknown): void;
}

/** A request client whose calls stay pending until the test settles them (or `auto` answers them). */
export function createFakeRequest(auto?: (call: Omit<FakeCall, 'resolve' | 'reject'>) => unknown) {
  const calls: FakeCall[] = [];
  const record = (method: 'GET' | 'POST', path: string, body: unknown, options?: RequestOptions) =>
    new Promise<never>((resolve, reject) => {
      const call: FakeCall = { method, path, body, options, resolve: resolve as (d: unknown) => void, reject };
      calls.push(call);
      if (auto) {
        try {
          const data = auto({ method, path, body, options });
          queueMicrotask(() => (data instanceof Error ? reject(data) : resolve(data as never)));
        } catch (error) {
          queueMicrotask(() => reject(error));
        }
      }
    });
  const client: RequestClient = {
    path: (prefix, path) => `/api/v2${prefix === 'none' ? '' : `/${prefix}`}${path}`,
    get: <T>(path: string, options?: RequestOptions) => record('GET', path, undefined, options) as Promise<T>,
    post: <T>(path: string, data?: unknown, options?: RequestOptions) => record('POST', path, data, options) as Promise<T>,
    upload: () => Promise.reject(new Error('not used')),
    mergedGet: () => Promise.reject(new Error('not used')),
    clearCache: () => undefined,
  };
  return { client, calls };
}

/** A select-like field with the given type and x-props. */
export function makeField(type: string, xProps: Record<string, unknown>, code = 'f1'): NormalizedField {
  return field(code, type, { xProps });
}

export const t = (key: string) => `t:${key}`;

/** Lets pending promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}
