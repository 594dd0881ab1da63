import type { RequestClient, RequestOptions } from '../../request/types';

/**
 * Shares one call between identical concurrent requests. The key is the
 * method, path and a stable serialisation of the body/params; it is
 * forgotten as soon as the call settles, so a later identical request goes
 * to the server again (this is not a cache).
 */
export interface RequestDeduper {
  /** Runs `call` unless a call with the same key is pending, whose promise is returned instead. */
  run<T>(key: string, call: () => Promise<T>): Promise<T>;
  /** Number of pending keys (for tests and diagnostics). */
  pending(): number;
}

/** Serialises with sorted object keys so `{a, b}` and `{b, a}` share a key. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? '';
  if (Array.isArray(value)) return `[${value.map((v) => stableStringify(v === undefined ? null : v)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

/** The dedupe key of a request. */
export function requestKey(method: 'GET' | 'POST', path: string, payload?: unknown): string {
  return `${method} ${path} ${stableStringify(payload)}`;
}

export function createRequestDeduper(): RequestDeduper {
  const inflight = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, call: () => Promise<T>): Promise<T> {
      const existing = inflight.get(key);
      if (existing) return existing as Promise<T>;
      let promise: Promise<T>;
      try {
        promise = call();
      } catch (error) {
        promise = Promise.reject(error);
      }
      const tracked = promise.finally(() => {
        if (inflight.get(key) === tracked) inflight.delete(key);
      });
      inflight.set(key, tracked);
      return tracked;
    },
    pending: () => inflight.size,
  };
}

/**
 * Wraps a request client so identical concurrent GETs (same path and params)
 * and POSTs (same path and body) share one call. Calls with an abort signal
 * or upload progress are not shared (their callers need their own control).
 */
export function createDedupingClient(request: RequestClient, deduper: RequestDeduper = createRequestDeduper()): RequestClient {
  const shareable = (options?: RequestOptions) => !options?.signal && !options?.onUploadProgress;
  return {
    ...request,
    path: (prefix, path) => request.path(prefix, path),
    get<T>(path: string, options?: RequestOptions): Promise<T> {
      if (!shareable(options)) return request.get<T>(path, options);
      return deduper.run(requestKey('GET', path, { params: options?.params, headers: options?.headers }), () => request.get<T>(path, options));
    },
    post<T>(path: string, data?: unknown, options?: RequestOptions): Promise<T> {
      if (!shareable(options)) return request.post<T>(path, data, options);
      return deduper.run(requestKey('POST', path, { data, params: options?.params, headers: options?.headers }), () => request.post<T>(path, data, options));
    },
    upload: (path, form, options) => request.upload(path, form, options),
    mergedGet: (path, id, options) => request.mergedGet(path, id, options),
    clearCache: () => request.clearCache(),
  };
}
