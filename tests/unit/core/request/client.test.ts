import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedCalls, createBus, createI18n, isCachedCall, joinApiPath, createMemoryStorage, createRequestClient, createSession, defaultConfig, isRequestError, RequestError, resolveConfig } from '@core';
import { aesDecrypt } from '@core/crypto';
import { createTestRuntime, ok, type Reply } from '../fake-server';

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (error) {
    if (isRequestError(error)) return error;
    throw new Error(`expected a RequestError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('path()', () => {
  it('builds /api/v2/{prefix}{path} from the configured prefixes and normalises slashes', () => {
    const { runtime } = createTestRuntime();
    const { request } = runtime;
    expect(request.path('base', '/role/get')).toBe('/api/v2/base/role/get');
    expect(request.path('business', 'process/pageList')).toBe('/api/v2/biz/process/pageList');
    expect(request.path('processEngine', '//btn//btnaction/commit')).toBe('/api/v2/flow/btn/btnaction/commit');
    expect(request.path('none', '/tenant/getTenantDetail')).toBe('/api/v2/tenant/getTenantDetail');
    expect(request.path('none', 'catalog/')).toBe('/api/v2/catalog/');
    runtime.config.apiPrefixes = { ...runtime.config.apiPrefixes, base: '/dosm-base/' };
    expect(request.path('base', '/x')).toBe('/api/v2/dosm-base/x');
  });
});

describe('requests', () => {
  it('sends GETs to the base address with the language and token headers and resolves data', async () => {
    const { runtime, server } = createTestRuntime();
    server.on('GET', '/api/v2/base/thing', ok({ answer: 1 }));
    await expect(runtime.request.get('/api/v2/base/thing', { params: { a: 1 } })).resolves.toEqual({ answer: 1 });
    const [call] = server.calls;
    expect(call.url).toBe('/gateway/dosm/api/v2/base/thing');
    expect(call.params).toEqual({ a: 1 });
    expect(call.headers.language).toBe('zh');
    expect(call.headers.Authorization).toBe('Bearer tok-123');

    runtime.i18n.setLanguage('en');
    runtime.config.apiBase = 'https://api.example.com/gw';
    await runtime.request.get('/api/v2/base/thing');
    expect(server.calls[1].headers.language).toBe('en');
    expect(server.calls[1].url).toBe('https://api.example.com/gw/api/v2/base/thing');
  });

  it('omits the token header without a token and honours custom header names', async () => {
    const { runtime, server } = createTestRuntime({ token: null, config: { tokenHeader: 'X-Token', languageHeader: 'Accept-Language' } });
    server.on('GET', '/p', ok(1));
    await runtime.request.get('/p');
    expect(server.calls[0].headers['X-Token']).toBeUndefined();
    expect(server.calls[0].headers.Authorization).toBeUndefined();
    expect(server.calls[0].headers['Accept-Language']).toBe('zh');
    runtime.session.setToken('abc');
    await runtime.request.get('/p');
    expect(server.calls[1].headers['X-Token']).toBe('Bearer abc');
  });

  it('accepts the success code as number or string and posts JSON bodies', async () => {
    const { runtime, server } = createTestRuntime();
    server.on('POST', '/p', (call) => ({ status: 200, body: { code: '100000', data: { echoed: call.data } } }));
    await expect(runtime.request.post('/p', { x: [1, 2] })).resolves.toEqual({ echoed: { x: [1, 2] } });
    expect(server.calls[0].method).toBe('POST');
  });
});

describe('error catalogue', () => {
  const failing = (reply: Reply, config = {}) => {
    const t = createTestRuntime({ config });
    t.server.on('GET', '/p', reply);
    t.server.on('GET', '/fine', ok('fine'));
    return t;
  };

  it('rejects a non-success code with msg, then message, then "system error", toasting each', async () => {
    for (const [body, expected] of [
      [{ code: 500001, msg: 'server said no' }, 'server said no'],
      [{ code: 500001, message: 'from message' }, 'from message'],
      [{ code: 500001 }, '系统错误'],
      [{ code: 500001, msg: '' }, '系统错误'],
      ['<html>', '系统错误'],
    ] as const) {
      const { runtime, events } = failing({ status: 200, body });
      const error = await rejection(runtime.request.get('/p'));
      expect(error).toBeInstanceOf(RequestError);
      expect(error.message).toBe(expected);
      expect(events['toast:show']).toEqual([{ type: 'error', message: expected }]);
      expect(events['request:error']).toMatchObject([{ url: '/p', method: 'GET', message: expected, status: 200 }]);
    }
  });

  it('uses the English texts when the language is en', async () => {
    const { runtime } = failing({ status: 200, body: { code: 1 } });
    runtime.i18n.setLanguage('en');
    expect((await rejection(runtime.request.get('/p'))).message).toBe('system error');
  });

  it('maps code 100006 to the not-allowed-to-create text, in zh and en', async () => {
    const { runtime, events } = failing({ status: 200, body: { code: '100006', msg: 'raw' } });
    const error = await rejection(runtime.request.get('/p'));
    expect(error.message).toBe('您无权创建该工单，或该流程不存在，请联系IT服务台');
    expect(error.code).toBe('100006');
    expect(events['toast:show'][0].message).toBe(error.message);
    runtime.i18n.setLanguage('en');
    const english = await rejection(runtime.request.get('/p'));
    expect(english.message).toBe('You are not allowed to create this ticket, or the workflow does not exist. Please contact the IT service desk');
    expect(english.code).toBe('100006');
  });

  it('rejects a 400 object body carrying a code as is', async () => {
    const body = { code: 400123, msg: 'field x invalid', data: { field: 'x' } };
    const { runtime } = failing({ status: 400, body });
    const error = await rejection(runtime.request.get('/p'));
    expect(error.body).toBe(body);
    expect(error.status).toBe(400);
    expect(error.code).toBe(400123);
    expect(error.message).toBe('field x invalid');
    expect((error as unknown as { data: unknown }).data).toEqual({ field: 'x' });
  });

  it('gives "parameter validation failed" for other 400s', async () => {
    for (const body of ['bad', { error: 'no code' }, undefined]) {
      const { runtime } = failing({ status: 400, body });
      const error = await rejection(runtime.request.get('/p'));
      expect(error.message).toBe('参数校验失败');
      expect(error.body).toBeUndefined();
    }
  });

  it('on 401 clears the session, redirects to login remembering the address and emits auth:unauthorized once', async () => {
    const { runtime, server, storage, host, events } = failing({ status: 401, body: { code: 401 } }, {});
    storage.setItem('loginInfo', JSON.stringify({ user: { userId: 'u1' }, rbac: [] }));
    await rejection(runtime.request.get('/p'));
    const expected = `/login?redirect=${encodeURIComponent('https://desk.example.com/h5/orderDetail?workOrderId=42')}`;
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('loginInfo')).toBeNull();
    expect(host.assigned).toEqual([expected]);
    expect(events['auth:unauthorized']).toEqual([{ redirectTo: expected }]);

    // A burst of 401s starts one redirect; a call sent after a new login re-arms it.
    await rejection(runtime.request.get('/p'));
    await runtime.request.get('/fine');
    await rejection(runtime.request.get('/p'));
    expect(host.assigned).toHaveLength(1);
    runtime.session.setToken('new-token');
    await rejection(runtime.request.get('/p'));
    expect(host.assigned).toHaveLength(2);
    expect(events['auth:unauthorized']).toHaveLength(2);
    expect(server.calls).toHaveLength(5);
  });

  it('starts one redirect for parallel 401s', async () => {
    const { runtime, host, events } = failing({ status: 401 }, { concurrency: 3 });
    await Promise.all([1, 2, 3].map(() => rejection(runtime.request.get('/p'))));
    expect(host.assigned).toHaveLength(1);
    expect(events['auth:unauthorized']).toHaveLength(1);
  });

  it('on 401 calls the host hook instead of redirecting when there is one', async () => {
    const onUnauthorized = vi.fn();
    const { runtime, server, host, events, storage } = createTestRuntime({ host: { onUnauthorized } });
    server.on('GET', '/p', { status: 401 });
    await rejection(runtime.request.get('/p', { silent: true }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(host.assigned).toEqual([]);
    expect(storage.getItem('token')).toBeNull();
    expect(events['auth:unauthorized']).toHaveLength(1);
  });

  it.each([402, 403])('on %i emits auth:forbidden for the no-permission page once, and no second navigation', async (status) => {
    const { runtime, events } = failing({ status, body: { code: status } }, { noPermissionPath: '/np' });
    const error = await rejection(runtime.request.get('/p'));
    expect(error.status).toBe(status);
    expect(error.message).toBe('您没有权限');
    expect(events['auth:forbidden']).toEqual([{ status, path: '/np' }]);
    expect(events['router:navigate']).toEqual([]);
    // The no-permission page says it; a toast on top would repeat it.
    expect(events['toast:show'] ?? []).toEqual([]);
  });

  it('uses the body message or "system error" for other HTTP failures', async () => {
    expect((await rejection(failing({ status: 500, body: { msg: 'boom' } }).runtime.request.get('/p'))).message).toBe('boom');
    expect((await rejection(failing({ status: 502, body: 'Bad gateway' }).runtime.request.get('/p'))).message).toBe('系统错误');
  });

  it('reports network errors', async () => {
    const { runtime, events } = failing('network');
    const error = await rejection(runtime.request.get('/p'));
    expect(error.message).toBe('网络错误，请检查网络连接');
    expect(error.status).toBeUndefined();
    expect(events['toast:show']).toHaveLength(1);
  });

  it('stays quiet for silent calls but still emits request:error', async () => {
    const { runtime, events } = failing({ status: 200, body: { code: 9, msg: 'quiet' } });
    await rejection(runtime.request.get('/p', { silent: true }));
    expect(events['toast:show']).toEqual([]);
    expect(events['request:error']).toHaveLength(1);
  });
});

describe('timeouts and aborts', () => {
  it('times out ordinary requests after config.requestTimeout', async () => {
    vi.useFakeTimers();
    const { runtime, server, events } = createTestRuntime({ config: { requestTimeout: 1000 } });
    server.on('GET', '/hang', 'hang');
    let settled = false;
    const caught = rejection(runtime.request.get('/hang').finally(() => (settled = true)));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await caught;
    expect(error.message).toBe('请求超时');
    expect(error.timedOut).toBe(true);
    expect(events['toast:show']).toEqual([{ type: 'error', message: '请求超时' }]);
  });

  it('honours a per-call timeout', async () => {
    vi.useFakeTimers();
    const { runtime, server } = createTestRuntime({ config: { requestTimeout: 1000 } });
    server.on('GET', '/hang', 'hang');
    const caught = rejection(runtime.request.get('/hang', { timeout: 50 }));
    await vi.advanceTimersByTimeAsync(49);
    expect(server.calls[0].config.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls[0].config.signal.aborted).toBe(true);
    expect((await caught).timedOut).toBe(true);
  });

  it('maps a transport that rejects as its signal ends (as fetch does) to the timeout text when our timer ended it', async () => {
    const bus = createBus();
    const storage = createMemoryStorage();
    const config = resolveConfig({ requestTimeout: 5 });
    const i18n = createI18n({ storage, browserLanguage: 'en' });
    const host = { currentHref: () => '/', assign: () => undefined };
    const session = createSession({ config, storage, host, getRequest: () => client });
    const client = createRequestClient({
      config,
      bus,
      i18n,
      session,
      host,
      adapter: (cfg) =>
        new Promise((_resolve, reject) => {
          cfg.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    });
    expect((await rejection(client.get('/p'))).message).toBe('request timed out');
  });

  it('aborts an in-flight request without toast or request:error', async () => {
    const { runtime, server, events } = createTestRuntime();
    server.on('GET', '/hang', 'hang');
    const controller = new AbortController();
    const caught = rejection(runtime.request.get('/hang', { signal: controller.signal }));
    await settle();
    controller.abort();
    const error = await caught;
    expect(error.canceled).toBe(true);
    expect(error.message).toBe('请求已取消');
    expect(events['toast:show']).toEqual([]);
    expect(events['request:error']).toEqual([]);
  });
});

describe('cache', () => {
  it('serves cached GETs from the cache with params in any order, and only when asked', async () => {
    const { runtime, server } = createTestRuntime();
    let n = 0;
    server.on('GET', '/dict', () => ok(++n));
    expect(await runtime.request.get('/dict', { cache: true, params: { a: 1, b: 2 } })).toBe(1);
    expect(await runtime.request.get('/dict', { cache: true, params: { b: 2, a: 1 } })).toBe(1);
    expect(await runtime.request.get('/dict', { cache: true, params: { a: 1, b: 3 } })).toBe(2);
    expect(await runtime.request.get('/dict', { params: { a: 1, b: 2 } })).toBe(3);
    expect(await runtime.request.get('/dict', { params: { a: 1, b: 2 } })).toBe(4);
    expect(server.calls).toHaveLength(4);
    runtime.request.clearCache();
    expect(await runtime.request.get('/dict', { cache: true, params: { a: 1, b: 2 } })).toBe(5);
  });

  it('keys cached POSTs by their body', async () => {
    const { runtime, server } = createTestRuntime();
    server.on('POST', '/byIds', (call) => ok(call.data));
    await runtime.request.post('/byIds', { ids: [1] }, { cache: true });
    await runtime.request.post('/byIds', { ids: [1] }, { cache: true });
    await runtime.request.post('/byIds', { ids: [2] }, { cache: true });
    expect(server.calls).toHaveLength(2);
  });

  it('shares one in-flight request between identical concurrent cached calls', async () => {
    const { runtime, server } = createTestRuntime({ config: { concurrency: 5 } });
    const gate = deferred<Reply>();
    server.on('GET', '/slow', () => gate.promise);
    const calls = [1, 2, 3].map(() => runtime.request.get('/slow', { cache: true, params: { id: 7 } }));
    await settle();
    expect(server.calls).toHaveLength(1);
    gate.resolve(ok('shared'));
    expect(await Promise.all(calls)).toEqual(['shared', 'shared', 'shared']);
  });

  it('evicts failed calls so the next call asks again', async () => {
    const { runtime, server } = createTestRuntime();
    let n = 0;
    server.on('GET', '/flaky', () => (++n === 1 ? { status: 200, body: { code: 1, msg: 'first fails' } } : ok('second')));
    await rejection(runtime.request.get('/flaky', { cache: true }));
    expect(await runtime.request.get('/flaky', { cache: true })).toBe('second');
    expect(await runtime.request.get('/flaky', { cache: true })).toBe('second');
    expect(server.calls).toHaveLength(2);
  });

  it('holds at most 200 entries, dropping the least recently used', async () => {
    const { runtime, server } = createTestRuntime();
    server.on('GET', '/item', (call) => ok(call.params.id));
    for (let id = 0; id < 200; id++) await runtime.request.get('/item', { cache: true, params: { id } });
    expect(server.calls).toHaveLength(200);
    await runtime.request.get('/item', { cache: true, params: { id: 0 } }); // touch 0: now 1 is the oldest
    expect(server.calls).toHaveLength(200);
    await runtime.request.get('/item', { cache: true, params: { id: 200 } }); // the 201st entry
    expect(server.calls).toHaveLength(201);
    await runtime.request.get('/item', { cache: true, params: { id: 0 } });
    await runtime.request.get('/item', { cache: true, params: { id: 199 } });
    expect(server.calls).toHaveLength(201);
    await runtime.request.get('/item', { cache: true, params: { id: 1 } });
    expect(server.calls).toHaveLength(202);
  });

  it('expires entries after 3600 s', async () => {
    vi.useFakeTimers();
    const { runtime, server } = createTestRuntime();
    server.on('GET', '/dict', ok('v'));
    await runtime.request.get('/dict', { cache: true });
    vi.advanceTimersByTime(3600 * 1000 - 1);
    await runtime.request.get('/dict', { cache: true });
    expect(server.calls).toHaveLength(1);
    vi.advanceTimersByTime(2);
    await runtime.request.get('/dict', { cache: true });
    expect(server.calls).toHaveLength(2);
  });

  it('drops cached texts when the language changes', async () => {
    const { runtime, server } = createTestRuntime();
    server.on('GET', '/dict', (call) => ok(call.headers.language));
    expect(await runtime.request.get('/dict', { cache: true })).toBe('zh');
    runtime.i18n.setLanguage('en');
    expect(await runtime.request.get('/dict', { cache: true })).toBe('en');
  });

  it('caches the calls the spec marks cached without being asked, and no other call', async () => {
    const { runtime, server } = createTestRuntime();
    const { request } = runtime;
    let n = 0;
    const byIds = request.path('base', '/dataDict/detail/byIds');
    const page = request.path('base', '/dataDict/detail/page');
    const groups = request.path('base', 'userGroup/getNextGroupInfoById');
    server.on('POST', byIds, () => ok(++n));
    server.on('POST', page, () => ok(++n));
    server.on('GET', groups, () => ok(++n));
    server.on('GET', '/api/v2/dataTable/queryDataById', () => ok(++n));

    expect(await request.post(byIds, { ids: ['a'] })).toBe(1);
    expect(await request.post(byIds, { ids: ['a'] })).toBe(1);
    expect(await request.get(groups, { params: { groupId: 'g' } })).toBe(2);
    expect(await request.get(groups, { params: { groupId: 'g' } })).toBe(2);
    expect(await request.get('/api/v2/dataTable/queryDataById', { params: { dataId: 1, sourceCode: 's' } })).toBe(3);
    expect(await request.get('/api/v2/dataTable/queryDataById', { params: { sourceCode: 's', dataId: 1 } })).toBe(3);
    expect(server.calls).toHaveLength(3);
    // Unmarked: every call goes out.
    expect(await request.post(page, { dictId: 'd' })).toBe(4);
    expect(await request.post(page, { dictId: 'd' })).toBe(5);
    // A marked call can opt out.
    expect(await request.post(byIds, { ids: ['a'] }, { cache: false })).toBe(6);
    expect(server.calls).toHaveLength(6);
  });

  it('recognises the marked paths under configured prefixes and with stray slashes', () => {
    const prefixes = { ...defaultConfig.apiPrefixes, base: '/dosm-base/' };
    expect(isCachedCall('/api/v2/base/user/getUsersByDepartmentId', defaultConfig.apiPrefixes)).toBe(true);
    expect(isCachedCall('/api/v2/dosm-base//user/getUsersByDepartmentId/?x=1', prefixes)).toBe(true);
    expect(isCachedCall('/api/v2/base/user/getUsersByDepartmentId', prefixes)).toBe(false);
    expect(isCachedCall('/api/v2/base/user/getUserListByIds', defaultConfig.apiPrefixes)).toBe(false);
    for (const call of cachedCalls) {
      const segment = call.prefix === 'none' ? '' : defaultConfig.apiPrefixes[call.prefix];
      expect(isCachedCall(joinApiPath(segment, call.path), defaultConfig.apiPrefixes)).toBe(true);
    }
  });

  it('lets one caller of a shared cached call abort without cancelling the others', async () => {
    const { runtime, server } = createTestRuntime();
    const gate = deferred<Reply>();
    server.on('GET', '/slow', () => gate.promise);
    const controller = new AbortController();
    const leaving = rejection(runtime.request.get('/slow', { cache: true, signal: controller.signal }));
    const staying = runtime.request.get('/slow', { cache: true });
    await settle();
    controller.abort();
    expect((await leaving).canceled).toBe(true);
    gate.resolve(ok('done'));
    expect(await staying).toBe('done');
    expect(server.calls).toHaveLength(1);
  });
});

describe('concurrency limit', () => {
  function gatedServer(concurrency: number) {
    const t = createTestRuntime({ config: { concurrency } });
    const gates = new Map<string, ReturnType<typeof deferred<Reply>>>();
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      const gate = deferred<Reply>();
      gates.set(name, gate);
      t.server.on('GET', `/${name}`, () => gate.promise);
    }
    const started = () => t.server.calls.map((call) => call.path.slice(1));
    return { ...t, gates, started };
  }

  it('runs one request at a time by default, in FIFO order', async () => {
    expect(defaultConfig.concurrency).toBe(1);
    const { runtime, gates, started } = gatedServer(1);
    const done: string[] = [];
    const all = ['a', 'b', 'c'].map((name) => runtime.request.get(`/${name}`).then((v) => void done.push(String(v))));
    await settle();
    expect(started()).toEqual(['a']);
    await settle();
    expect(started()).toEqual(['a']);
    gates.get('a')!.resolve(ok('a'));
    await settle();
    expect(started()).toEqual(['a', 'b']);
    gates.get('b')!.resolve(ok('b'));
    await settle();
    expect(started()).toEqual(['a', 'b', 'c']);
    gates.get('c')!.resolve(ok('c'));
    await Promise.all(all);
    expect(done).toEqual(['a', 'b', 'c']);
  });

  it('runs up to the limit at once and starts queued ones as slots free', async () => {
    const { runtime, gates, started } = gatedServer(3);
    const all = ['a', 'b', 'c', 'd', 'e'].map((name) => runtime.request.get(`/${name}`));
    await settle();
    expect(started()).toEqual(['a', 'b', 'c']);
    gates.get('b')!.resolve(ok('b'));
    await settle();
    expect(started()).toEqual(['a', 'b', 'c', 'd']);
    gates.get('d')!.resolve(ok('d'));
    await settle();
    expect(started()).toEqual(['a', 'b', 'c', 'd', 'e']);
    for (const name of ['a', 'c', 'e']) gates.get(name)!.resolve(ok(name));
    expect(await Promise.all(all)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('frees the slot of a failed request', async () => {
    const { runtime, gates, started } = gatedServer(1);
    const first = rejection(runtime.request.get('/a'));
    const second = runtime.request.get('/b');
    await settle();
    gates.get('a')!.resolve({ status: 500 });
    await first;
    await settle();
    expect(started()).toEqual(['a', 'b']);
    gates.get('b')!.resolve(ok('b'));
    expect(await second).toBe('b');
  });

  it('lets a queued request be aborted before it starts', async () => {
    const { runtime, gates, started, events } = gatedServer(1);
    const first = runtime.request.get('/a');
    const controller = new AbortController();
    const queued = rejection(runtime.request.get('/b', { signal: controller.signal }));
    const third = runtime.request.get('/c');
    await settle();
    controller.abort();
    expect((await queued).canceled).toBe(true);
    gates.get('a')!.resolve(ok('a'));
    gates.get('c')!.resolve(ok('c'));
    expect(await first).toBe('a');
    expect(await third).toBe('c');
    expect(started()).toEqual(['a', 'c']);
    expect(events['toast:show']).toEqual([]);
  });

  it('picks up a limit that arrives later in the config', async () => {
    const { runtime, gates, started } = gatedServer(1);
    runtime.config.concurrency = 2;
    const all = ['a', 'b', 'c'].map((name) => runtime.request.get(`/${name}`));
    await settle();
    expect(started()).toEqual(['a', 'b']);
    for (const name of ['a', 'b', 'c']) gates.get(name)!.resolve(ok(name));
    await Promise.all(all);
  });
});

describe('mergedGet', () => {
  const users = [
    { id: '1', userId: 'u1', name: 'Ann' },
    { id: '2', userId: 'u2', name: 'Bo' },
    { id: '3', userId: 'u3', name: 'Cy' },
  ];
  const path = '/api/v2/base/user/getUserListByIds';

  function userServer(field = 'ids') {
    const t = createTestRuntime();
    t.server.on('GET', path, (call) => {
      const ids = aesDecrypt(String(call.params[field]), t.runtime.config.aesKey).split(',');
      return ok(users.filter((user) => ids.includes(user.id) || ids.includes(user.userId)));
    });
    return t;
  }

  it('merges calls of one tick into one GET with the encrypted comma-joined ids and splits the result', async () => {
    const { runtime, server } = userServer();
    const results = await Promise.all(['1', '2', '2', '3', '9'].map((id) => runtime.request.mergedGet(path, id)));
    expect(server.calls).toHaveLength(1);
    const sent = String(server.calls[0].params.ids);
    expect(sent).not.toContain(',');
    expect(aesDecrypt(sent, runtime.config.aesKey)).toBe('1,2,3,9');
    expect(results).toEqual([users[0], users[1], users[1], users[2], undefined]);
  });

  it('supports another parameter name and id key', async () => {
    const { runtime, server } = userServer('userIds');
    const [a, b] = await Promise.all([
      runtime.request.mergedGet(path, 'u2', { param: 'userIds', idKey: 'userId' }),
      runtime.request.mergedGet(path, 'u3', { param: 'userIds', idKey: 'userId' }),
    ]);
    expect([a, b]).toEqual([users[1], users[2]]);
    expect(aesDecrypt(String(server.calls[0].params.userIds), runtime.config.aesKey)).toBe('u2,u3');
  });

  it('does not merge calls of different ticks or different paths', async () => {
    const { runtime, server } = userServer();
    server.on('GET', '/other', ok([]));
    await runtime.request.mergedGet(path, '1');
    await runtime.request.mergedGet(path, '2');
    await Promise.all([runtime.request.mergedGet(path, '3'), runtime.request.mergedGet('/other', '3')]);
    expect(server.calls.map((call) => call.path)).toEqual([path, path, path, '/other']);
  });

  it('rejects every caller with "request failed" and toasts once unless all callers are silent', async () => {
    const { runtime, server, events } = createTestRuntime();
    server.on('GET', path, { status: 200, body: { code: 2, msg: 'down' } });
    const errors = await Promise.all(['1', '2'].map((id) => rejection(runtime.request.mergedGet(path, id))));
    expect(errors.map((error) => error.message)).toEqual(['请求失败', '请求失败']);
    expect(events['toast:show']).toEqual([{ type: 'error', message: '请求失败' }]);
    await rejection(runtime.request.mergedGet(path, '1', { silent: true }));
    expect(events['toast:show']).toHaveLength(1);
  });

  it('gives undefined when the data is not a list', async () => {
    const { runtime, server } = createTestRuntime();
    server.on('GET', path, ok({ not: 'a list' }));
    await expect(runtime.request.mergedGet(path, '1')).resolves.toBeUndefined();
  });
});

describe('upload', () => {
  it('posts multipart data with the upload timeout and reports progress as a fraction', async () => {
    const { runtime, server } = createTestRuntime({ config: { requestTimeout: 10, uploadTimeout: 300000 } });
    server.on('POST', '/api/v2/base/file/upload', (call) => {
      const report = call.config.onUploadProgress!;
      report(0.25);
      report(1.2);
      return ok({ id: 'f1' });
    });
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'hello.txt');
    const progress: number[] = [];
    const result = await runtime.request.upload(runtime.request.path('base', '/file/upload'), form, { onUploadProgress: (f) => progress.push(f) });
    expect(result).toEqual({ id: 'f1' });
    expect(server.calls[0].data).toBe(form);
    expect(progress).toEqual([0.25, 1]);
  });

  it('times out on uploadTimeout, not requestTimeout', async () => {
    vi.useFakeTimers();
    const { runtime, server } = createTestRuntime({ config: { requestTimeout: 100, uploadTimeout: 5000 } });
    server.on('POST', '/up', 'hang');
    let settled = false;
    const caught = rejection(runtime.request.upload('/up', new FormData()).finally(() => (settled = true)));
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await caught).message).toBe('请求超时');
  });
});
