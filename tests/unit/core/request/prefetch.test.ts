import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, defaultConfig, startBootPrefetch, type FirstCall } from '@core';
import { createTestRuntime, ok } from '../fake-server';

const user = { userId: 'u1', userName: 'ann', accountId: 'acc' };

/** A fetch that answers every call with `body` (code 100000) and records what was asked. */
function fakeFetch(answer: (url: string, init: RequestInit) => unknown = () => ({ code: 100000, data: { from: 'prefetch' } })) {
  const calls: Array<{ url: string; method: string; headers: Record<string, string>; body?: string }> = [];
  const fetcher = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body as string | undefined });
    return new Response(JSON.stringify(answer(String(url), init)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetcher as unknown as typeof fetch, calls };
}

const listCall: FirstCall = { method: 'POST', prefix: 'business', path: '/h5workOrder/list', data: { pageNum: 1, pageSize: 10, listType: 'unfinished' } };

describe('startBootPrefetch', () => {
  it('sends nothing without a token', () => {
    const { fetch, calls } = fakeFetch();
    expect(startBootPrefetch({ config: defaultConfig, storage: createMemoryStorage(), fetch })).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('sends the boot calls and the page\'s first calls with the client\'s headers, within the remembered limit', () => {
    const storage = createMemoryStorage({ token: 'tok', language: 'en', loginInfo: JSON.stringify({ rbac: [], user }), requestConcurrency: '6' });
    const { fetch, calls } = fakeFetch();
    startBootPrefetch({ config: defaultConfig, storage, fetch, calls: [listCall] });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /gateway/dosm/api/v2/base/webConfig',
      'GET /gateway/dosm/api/v2/base/menuPermission/login',
      'POST /gateway/dosm/api/v2/base/role/get',
      'POST /gateway/dosm/api/v2/biz/h5workOrder/list',
    ]);
    expect(calls[0]!.headers).toMatchObject({ [defaultConfig.languageHeader]: 'en', [defaultConfig.tokenHeader]: 'Bearer tok' });
    expect(JSON.parse(calls[3]!.body!)).toEqual(listCall.data);
    // Without a remembered limit, the spec's default (1): the web config alone.
    const single = fakeFetch();
    startBootPrefetch({ config: defaultConfig, storage: createMemoryStorage({ token: 'tok' }), fetch: single.fetch, calls: [listCall] });
    expect(single.calls.map((call) => call.url)).toEqual(['/gateway/dosm/api/v2/base/webConfig']);
  });

  it('ends a call sent ahead after the request timeout, like any call of the app (a hung server holds no connection)', async () => {
    vi.useFakeTimers();
    try {
      const signals: AbortSignal[] = [];
      const hanging = vi.fn(
        (_url: string | URL | Request, init: RequestInit = {}) =>
          new Promise<Response>((_resolve, reject) => {
            signals.push(init.signal!);
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ) as unknown as typeof fetch;
      const prefetch = startBootPrefetch({ config: { ...defaultConfig, requestTimeout: 5000 }, storage: createMemoryStorage({ token: 'tok' }), fetch: hanging });
      const answer = prefetch!.take({ method: 'GET', url: '/gateway/dosm/api/v2/base/webConfig', headers: { [defaultConfig.languageHeader]: 'zh', [defaultConfig.tokenHeader]: 'Bearer tok' } });
      expect(answer).toBeDefined();
      const settled = answer!.then(
        () => 'answered',
        () => 'ended',
      );
      expect(signals).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(4999);
      expect(signals[0]!.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(signals[0]!.aborted).toBe(true);
      await expect(settled).resolves.toBe('ended');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the request client with a prefetch', () => {
  it('takes the answer of the very same call once, and sends any other call (other body, other language, again) itself', async () => {
    const storage = { token: 'tok-123', language: 'zh', requestConcurrency: '6' };
    const { fetch, calls } = fakeFetch();
    const requestPrefetch = startBootPrefetch({ config: defaultConfig, storage: createMemoryStorage(storage), fetch, calls: [listCall] });
    const t = createTestRuntime({ storage, requestPrefetch });
    t.server.on('POST', '/api/v2/biz/h5workOrder/list', ok({ from: 'server' }));
    const path = t.runtime.request.path('business', '/h5workOrder/list');
    await expect(t.runtime.request.post(path, { pageNum: 1, pageSize: 10, listType: 'unfinished' })).resolves.toEqual({ from: 'prefetch' });
    expect(t.server.callsTo('/api/v2/biz/h5workOrder/list')).toHaveLength(0);
    // Taken once: the same call again goes to the server; so does one with another body.
    await expect(t.runtime.request.post(path, { pageNum: 1, pageSize: 10, listType: 'unfinished' })).resolves.toEqual({ from: 'server' });
    await expect(t.runtime.request.post(path, { pageNum: 2, pageSize: 10, listType: 'unfinished' })).resolves.toEqual({ from: 'server' });
    expect(calls.filter((call) => call.url.endsWith('/h5workOrder/list'))).toHaveLength(1);
  });

  it('takes a GET with query parameters only for the same parameters', async () => {
    const storage = { token: 'tok-123', language: 'zh', requestConcurrency: '6' };
    const banner: FirstCall = { method: 'GET', prefix: 'business', path: '/listQueryDef/get', params: { queryType: 'H5_CAROUSEL_LIST' } };
    const { fetch, calls } = fakeFetch();
    const requestPrefetch = startBootPrefetch({ config: defaultConfig, storage: createMemoryStorage(storage), fetch, calls: [banner] });
    expect(calls.at(-1)!.url).toBe('/gateway/dosm/api/v2/biz/listQueryDef/get?queryType=H5_CAROUSEL_LIST');
    const t = createTestRuntime({ storage, requestPrefetch });
    t.server.on('GET', '/api/v2/biz/listQueryDef/get', ok({ from: 'server' }));
    const path = t.runtime.request.path('business', '/listQueryDef/get');
    await expect(t.runtime.request.get(path, { params: { queryType: 'H5_List' } })).resolves.toEqual({ from: 'server' });
    await expect(t.runtime.request.get(path)).resolves.toEqual({ from: 'server' });
    await expect(t.runtime.request.get(path, { params: { queryType: 'H5_CAROUSEL_LIST' } })).resolves.toEqual({ from: 'prefetch' });
    expect(t.server.callsTo('/api/v2/biz/listQueryDef/get').map((call) => call.params)).toEqual([{ queryType: 'H5_List' }, {}]);
  });

  it('interprets a prefetched failure as its own (code, translated message) and sends a failed fetch again', async () => {
    const storage = { token: 'tok-123', requestConcurrency: '6' };
    const failing = fakeFetch((url) => (url.endsWith('/webConfig') ? { code: 7, msg: 'boom' } : { code: 100000, data: {} }));
    const prefetch = startBootPrefetch({ config: defaultConfig, storage: createMemoryStorage(storage), fetch: failing.fetch });
    const t = createTestRuntime({ storage, requestPrefetch: prefetch });
    await expect(t.runtime.request.get(defaultConfig.webConfigPath, { silent: true })).rejects.toMatchObject({ code: 7, message: 'boom' });

    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    const prefetchOffline = startBootPrefetch({ config: defaultConfig, storage: createMemoryStorage(storage), fetch: offline as unknown as typeof fetch });
    const t2 = createTestRuntime({ storage, requestPrefetch: prefetchOffline });
    t2.server.on('GET', '/api/v2/base/webConfig', ok({ dosm: { web: {} } }));
    await expect(t2.runtime.request.get(defaultConfig.webConfigPath)).resolves.toEqual({ dosm: { web: {} } });
    expect(t2.server.callsTo('/api/v2/base/webConfig')).toHaveLength(1);
  });
});
