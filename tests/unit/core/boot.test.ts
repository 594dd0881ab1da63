import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRedirectLoop, runBoot, webConfigOf } from '@core';
import { createTestRuntime, ok, type Reply } from './fake-server';

const user = { userId: 'u1', userName: 'ann', accountId: 'acc' };
const href = 'https://desk.example.com/h5/orderDetail?workOrderId=42';
const loginRedirect = `/login?redirect=${encodeURIComponent(href)}`;

function bootRuntime(replies: { web?: Reply; auth?: Reply; roles?: Reply; judge?: Reply } = {}, options: Parameters<typeof createTestRuntime>[0] = {}) {
  const t = createTestRuntime(options);
  t.server.on('GET', '/api/v2/base/webConfig', replies.web ?? ok({ dosm: { web: { concurrency: 3, clearCopyBtn: true } } }));
  t.server.on('GET', '/api/v2/base/menuPermission/login', replies.auth ?? ok({ rbac: ['44'], user }));
  t.server.on('POST', '/api/v2/base/role/get', replies.roles ?? ok([{ priority: 2, processId: 'p2' }, { priority: 1, processId: 'p1' }]));
  t.server.on('GET', '/api/v2/base/judge/getRoleInfoByUserId', replies.judge ?? ok({ result: [{ type: 1 }] }));
  return t;
}

afterEach(() => vi.restoreAllMocks());

describe('runBoot', () => {
  it('redirects to login without a token and calls nothing', async () => {
    const { runtime, server, host } = bootRuntime({}, { token: null });
    await expect(runBoot(runtime)).resolves.toEqual({ status: 'unauthorized', redirectTo: loginRedirect });
    expect(host.assigned).toEqual([loginRedirect]);
    expect(server.calls).toEqual([]);
  });

  it('calls the host hook instead of redirecting when there is one', async () => {
    const onUnauthorized = vi.fn();
    const { runtime, host } = bootRuntime({}, { token: null, host: { onUnauthorized } });
    expect((await runBoot(runtime)).status).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(host.assigned).toEqual([]);
  });

  it('treats unreadable stored permissions as logged out', async () => {
    const { runtime, storage, host } = bootRuntime({}, { storage: { loginInfo: '{oops' } });
    expect((await runBoot(runtime)).status).toBe('unauthorized');
    expect(storage.getItem('token')).toBeNull();
    expect(host.assigned).toEqual([loginRedirect]);
  });

  it('loads web config into the shared config, stores login info and resolves the default process', async () => {
    const { runtime, server, storage } = bootRuntime();
    const configBefore = runtime.config;
    const result = await runBoot(runtime);
    expect(result).toEqual({ status: 'success', config: configBefore, loginInfo: { rbac: ['44'], user }, defaultProcessId: 'p1' });
    expect(runtime.config).toBe(configBefore);
    expect(runtime.session.getDefaultProcessId()).toBe('p1');
    expect(runtime.config.concurrency).toBe(3);
    expect(runtime.config.clearCopyBtn).toBe(true);
    expect(JSON.parse(storage.getItem('loginInfo')!)).toEqual({ rbac: ['44'], user });
    expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /gateway/dosm/api/v2/base/webConfig',
      'GET /gateway/dosm/api/v2/base/menuPermission/login',
      'POST /gateway/dosm/api/v2/base/role/get',
    ]);
  });

  it.each([
    ['web config', 402, { web: { status: 402, body: { code: 402 } } }],
    ['auth', 403, { auth: { status: 403, body: { code: 403, msg: 'forbidden' } } }],
  ] as const)('reports a %s %i as forbidden (the no-permission page), not as a load failure', async (_stage, status, replies) => {
    const { runtime, events } = bootRuntime(replies);
    const result = await runBoot(runtime);
    expect(result).toEqual({ status: 'forbidden', config: runtime.config, reason: 'status' });
    expect(events['auth:forbidden']).toEqual([{ status, path: '/noPermission' }]);
  });

  it("asks for the last visit's user's roles with the config and the login info, and uses that answer when the user is the same", async () => {
    const slowAuth: Reply = { status: 200, body: { code: 100000, data: { rbac: ['44'], user } }, delayMs: 80 };
    // A host that allows parallel requests (the spec's default concurrency is 1: then they queue in this order).
    const { runtime, server } = bootRuntime({ auth: slowAuth }, { config: { concurrency: 4 }, storage: { loginInfo: JSON.stringify({ rbac: ['44'], user }) } });
    const boot = runBoot(runtime);
    // The role call is out while the login info is still on its way.
    await vi.waitFor(() => expect(server.callsTo('/api/v2/base/role/get')).toHaveLength(1), { timeout: 70, interval: 5 });
    const result = await boot;
    expect(result).toMatchObject({ status: 'success', defaultProcessId: 'p1' });
    // One role call in all.
    expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /gateway/dosm/api/v2/base/webConfig',
      'GET /gateway/dosm/api/v2/base/menuPermission/login',
      'POST /gateway/dosm/api/v2/base/role/get',
    ]);
    expect(server.callsTo('/api/v2/base/role/get')[0]!.data).toEqual({ userId: 'u1' });
  });

  it('asks again for the roles when another user logged in since the last visit', async () => {
    const other = { ...user, userId: 'u0', userName: 'bob' };
    const { runtime, server } = bootRuntime({}, { storage: { loginInfo: JSON.stringify({ rbac: ['44'], user: other }) } });
    expect((await runBoot(runtime)).status).toBe('success');
    expect(server.callsTo('/api/v2/base/role/get').map((call) => call.data)).toEqual([{ userId: 'u0' }, { userId: 'u1' }]);
  });

  it("starts with the last web config's request limit (the boot calls go out together), then uses and keeps this one's", async () => {
    const slowWeb: Reply = { status: 200, body: { code: 100000, data: { dosm: { web: { concurrency: 3 } } } }, delayMs: 80 };
    const { runtime, server, storage } = bootRuntime({ web: slowWeb }, { storage: { requestConcurrency: '6' } });
    const boot = runBoot(runtime);
    await vi.waitFor(() => expect(server.callsTo('/api/v2/base/menuPermission/login')).toHaveLength(1), { timeout: 70, interval: 5 });
    expect((await boot).status).toBe('success');
    expect(runtime.config.concurrency).toBe(3);
    expect(storage.getItem('requestConcurrency')).toBe('3');
  });

  it('without a remembered limit, or with a failed config, the default limit (1) holds', async () => {
    const fresh = bootRuntime({ web: { status: 200, body: { code: 100000, data: {} }, delayMs: 40 } }, { storage: { requestConcurrency: 'lots' } });
    const boot = runBoot(fresh.runtime);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // One at a time: the login call waits for the config's answer.
    expect(fresh.server.calls.map((call) => call.path)).toEqual(['/api/v2/base/webConfig']);
    await boot;
    expect(fresh.runtime.config.concurrency).toBe(1);
    const failed = bootRuntime({ web: { status: 500 } }, { storage: { requestConcurrency: '6' } });
    expect((await runBoot(failed.runtime)).status).toBe('error');
    expect(failed.runtime.config.concurrency).toBe(1);
  });

  it('applies a web config that moves the menu-permission path', async () => {
    const { runtime, server } = bootRuntime({ web: ok({ dosm: { web: { authPath: '/api/v2/base/auth2' } } }) });
    server.on('GET', '/api/v2/base/auth2', ok({ rbac: [], user }));
    expect((await runBoot(runtime)).status).toBe('success');
    expect(server.callsTo('/api/v2/base/auth2')).toHaveLength(1);
    // The login info is the one from the moved address (the early call at the default one is dropped).
    expect(runtime.session.getLoginInfo()).toEqual({ rbac: [], user });
  });

  it('tolerates a web config without data.dosm.web', () => {
    expect(webConfigOf(undefined)).toEqual({});
    expect(webConfigOf({ dosm: {} })).toEqual({});
    expect(webConfigOf({ dosm: { web: { saas: true } } })).toEqual({ saas: true });
  });

  it.each<[string, Reply]>([
    ['a failed code', { status: 200, body: { code: 5, msg: 'x' } }],
    ['a 500', { status: 500 }],
    ['a dropped connection', 'network'],
  ])('reports the config stage on %s, silently', async (_name, web) => {
    const { runtime, server, events } = bootRuntime({ web });
    await expect(runBoot(runtime)).resolves.toEqual({ status: 'error', stage: 'config', message: '获取配置失败，请检查网络设置' });
    // The login call went at the same time as the config's (one round trip less: sent although the
    // config failed); nothing after them.
    expect(server.calls.map((call) => call.url)).toEqual(['/gateway/dosm/api/v2/base/webConfig', '/gateway/dosm/api/v2/base/menuPermission/login']);
    expect(events['toast:show']).toEqual([]);
  });

  it('redirects to login on a 401 from the web config', async () => {
    const { runtime, host, storage } = bootRuntime({ web: { status: 401 } });
    await expect(runBoot(runtime)).resolves.toEqual({ status: 'unauthorized', redirectTo: loginRedirect });
    expect(host.assigned).toEqual([loginRedirect]);
    expect(storage.getItem('token')).toBeNull();
  });

  it('reports the auth stage in the current language, and 401 as unauthorized', async () => {
    const failing = bootRuntime({ auth: { status: 200, body: { code: 7 } } });
    failing.runtime.i18n.setLanguage('en');
    await expect(runBoot(failing.runtime)).resolves.toEqual({ status: 'error', stage: 'auth', message: 'failed to get permissions, check network' });
    const invalid = bootRuntime({ auth: ok({ rbac: [] }) });
    expect(await runBoot(invalid.runtime)).toMatchObject({ status: 'error', stage: 'auth' });
    const expired = bootRuntime({ auth: { status: 401 } });
    await expect(runBoot(expired.runtime)).resolves.toEqual({ status: 'unauthorized', redirectTo: loginRedirect });
    expect(expired.host.assigned).toEqual([loginRedirect]);
  });

  it('follows the role check to the go-path with the workOrderId of the current address', async () => {
    const { runtime, host } = bootRuntime({ web: ok({ dosm: { web: { isH5: false, roleGoPath: '/pc/go' } } }) });
    await expect(runBoot(runtime)).resolves.toEqual({ status: 'redirect', url: '/pc/go?workOrderId=42' });
    expect(host.assigned).toEqual(['/pc/go?workOrderId=42']);
    const explicit = bootRuntime({ web: ok({ dosm: { web: { isH5: false, roleGoPath: '/pc/go' } } }) });
    await expect(runBoot(explicit.runtime, { workOrderId: '7' })).resolves.toEqual({ status: 'redirect', url: '/pc/go?workOrderId=7' });
  });

  it('shows the no-permission page in place when the role check sends a desktop user there: no reload, so no loop', async () => {
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    const onNoPermission = bootRuntime({}, { host: { userAgent: () => desktop, currentHref: () => 'https://desk.example.com/noPermission' } });
    await expect(runBoot(onNoPermission.runtime)).resolves.toEqual({ status: 'forbidden', config: onNoPermission.runtime.config, reason: 'role' });
    expect(onNoPermission.host.assigned).toEqual([]);
    // From any other page too: the app's own page is shown by the router, never by a page load.
    const elsewhere = bootRuntime({}, { host: { userAgent: () => desktop } });
    expect(await runBoot(elsewhere.runtime)).toMatchObject({ status: 'forbidden', reason: 'role' });
    expect(elsewhere.host.assigned).toEqual([]);
    // A go-path that is the address already open is not followed again.
    const atGoPath = bootRuntime({ web: ok({ dosm: { web: { roleGoPath: '/h5/orderDetail' } } }) }, { host: { userAgent: () => desktop } });
    expect(await runBoot(atGoPath.runtime)).toMatchObject({ status: 'forbidden', reason: 'role' });
    expect(atGoPath.host.assigned).toEqual([]);
  });

  it('isRedirectLoop: the no-permission route or the same origin and path', () => {
    const here = 'https://desk.example.com/h5/orderDetail?workOrderId=42';
    expect(isRedirectLoop('/noPermission', here, '/noPermission')).toBe(true);
    expect(isRedirectLoop('/h5/orderDetail/?workOrderId=7', here, '/noPermission')).toBe(true);
    expect(isRedirectLoop('https://desk.example.com/h5/orderDetail', here, '/noPermission')).toBe(true);
    expect(isRedirectLoop('/pc/go?workOrderId=42', here, '/noPermission')).toBe(false);
    expect(isRedirectLoop('https://pc.example.com/h5/orderDetail', here, '/noPermission')).toBe(false);
  });

  it('still succeeds when the role calls fail', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { runtime } = bootRuntime({ roles: { status: 500 } });
    await expect(runBoot(runtime)).resolves.toMatchObject({ status: 'success', defaultProcessId: undefined });
  });
});
