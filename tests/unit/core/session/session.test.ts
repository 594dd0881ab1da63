import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, defaultProcessIdOf, isH5Device, isMobileUserAgent, toLoginInfo } from '@core';
import { createTestRuntime, DESKTOP_USER_AGENT, ok, PHONE_USER_AGENT } from '../fake-server';

const loginInfo = { user: { userId: 'u1', userName: 'ann', accountId: 'acc' }, rbac: ['44', '101'] };

afterEach(() => vi.restoreAllMocks());

describe('token and login info', () => {
  it('counts a missing or empty token as not logged in', () => {
    expect(createTestRuntime({ token: null }).runtime.session.isLoggedIn()).toBe(false);
    expect(createTestRuntime({ token: '' }).runtime.session.isLoggedIn()).toBe(false);
    const { runtime, storage } = createTestRuntime({ token: null });
    runtime.session.setToken('t1');
    expect(storage.getItem('token')).toBe('t1');
    expect(runtime.session.getToken()).toBe('t1');
    expect(runtime.session.isLoggedIn()).toBe(true);
  });

  it('uses the configured storage keys and clears both on clear()', () => {
    const { runtime, storage } = createTestRuntime({ token: null, config: { tokenStorageKey: 'tk', loginInfoStorageKey: 'li' } });
    runtime.session.setToken('x');
    runtime.session.setLoginInfo(loginInfo);
    expect(storage.getItem('tk')).toBe('x');
    expect(JSON.parse(storage.getItem('li')!)).toEqual(loginInfo);
    expect(runtime.session.getLoginInfo()).toEqual(loginInfo);
    runtime.session.clear();
    expect(storage.getItem('tk')).toBeNull();
    expect(storage.getItem('li')).toBeNull();
    expect(runtime.session.getLoginInfo()).toBeUndefined();
  });

  it.each([['{not json'], [JSON.stringify({ user: 'x', rbac: [] })], [JSON.stringify({ user: { userId: 'u' }, rbac: 'all' })]])(
    'clears the login when stored permissions cannot be read (%s)',
    (stored) => {
      const { runtime, storage } = createTestRuntime({ storage: { loginInfo: stored } });
      expect(runtime.session.isLoggedIn()).toBe(false);
      expect(storage.getItem('token')).toBeNull();
      expect(storage.getItem('loginInfo')).toBeNull();
    },
  );

  it('keeps a token without stored login info logged in (the boot fetches it)', () => {
    const { runtime } = createTestRuntime();
    expect(runtime.session.isLoggedIn()).toBe(true);
    expect(runtime.session.getLoginInfo()).toBeUndefined();
  });

  it('normalises permission codes to strings', () => {
    expect(toLoginInfo({ user: { userId: 'u' }, rbac: [44, '45', { code: 46 }, null] })?.rbac).toEqual(['44', '45', '46']);
    expect(toLoginInfo({ user: { userId: 'u' } })?.rbac).toEqual([]);
    expect(toLoginInfo(null)).toBeUndefined();
  });
});

describe('hasPermission', () => {
  it('passes without a code and otherwise needs the code in rbac', () => {
    const { runtime } = createTestRuntime({ storage: { loginInfo: JSON.stringify(loginInfo) } });
    const { session } = runtime;
    expect(session.hasPermission()).toBe(true);
    expect(session.hasPermission(null)).toBe(true);
    expect(session.hasPermission('')).toBe(true);
    expect(session.hasPermission('44')).toBe(true);
    expect(session.hasPermission(44)).toBe(true);
    expect(session.hasPermission(45)).toBe(false);
    session.clear();
    expect(session.hasPermission(44)).toBe(false);
  });
});

describe('loginRedirectUrl', () => {
  const href = 'https://desk.example.com/h5/#/detail?id=1&x=2';
  it('appends the redirect parameter with the encoded address', () => {
    const { session } = createTestRuntime().runtime;
    expect(session.loginRedirectUrl(href)).toBe(`/login?redirect=${encodeURIComponent(href)}`);
  });
  it('respects an existing query and a custom parameter name', () => {
    expect(createTestRuntime({ config: { loginUrl: 'https://sso.example.com/login?app=desk', loginRedirectParam: 'service' } }).runtime.session.loginRedirectUrl(href)).toBe(
      `https://sso.example.com/login?app=desk&service=${encodeURIComponent(href)}`,
    );
    expect(createTestRuntime({ config: { loginUrl: '/sso?' } }).runtime.session.loginRedirectUrl('/a')).toBe('/sso?redirect=%2Fa');
  });
});

describe('fetchAuth', () => {
  it('loads {rbac, user} from the menu-permission call and stores it', async () => {
    const { runtime, server, storage } = createTestRuntime();
    server.on('GET', '/api/v2/base/menuPermission/login', ok({ rbac: [44, '101'], user: loginInfo.user }));
    await expect(runtime.session.fetchAuth()).resolves.toEqual(loginInfo);
    expect(JSON.parse(storage.getItem('loginInfo')!)).toEqual(loginInfo);
    expect(server.calls[0].url).toBe('/gateway/dosm/api/v2/base/menuPermission/login');
    expect(server.calls[0].headers.Authorization).toBe('Bearer tok-123');
  });

  it('fails silently (no toast) on an error or a body without a user', async () => {
    const { runtime, server, events } = createTestRuntime();
    server.on('GET', '/api/v2/base/menuPermission/login', { status: 200, body: { code: 3, msg: 'nope' } });
    await expect(runtime.session.fetchAuth()).rejects.toThrow('nope');
    server.on('GET', '/api/v2/base/menuPermission/login', ok({ rbac: [] }));
    await expect(runtime.session.fetchAuth()).rejects.toMatchObject({ code: 'INVALID_LOGIN_INFO' });
    expect(events['toast:show']).toEqual([]);
  });
});

describe('checkRoles', () => {
  const roles = [
    { roleId: 'r1', priority: 5, processId: 'p5' },
    { roleId: 'r2', priority: 1, processId: 'p1' },
    { roleId: 'r3', priority: 3, processId: 'p3' },
  ];

  function roleRuntime(config = {}, judgeTypes: number[] | 'fail' = [3], userAgent = PHONE_USER_AGENT) {
    const t = createTestRuntime({ config, storage: { loginInfo: JSON.stringify(loginInfo) }, host: { userAgent: () => userAgent } });
    t.server.on('POST', '/api/v2/base/role/get', ok(roles));
    t.server.on(
      'GET',
      '/api/v2/base/judge/getRoleInfoByUserId',
      judgeTypes === 'fail' ? { status: 500 } : ok({ result: judgeTypes.map((type) => ({ type })) }),
    );
    return t;
  }

  it('takes the default process from the role with the lowest priority value', () => {
    expect(defaultProcessIdOf(roles)).toBe('p1');
    expect(defaultProcessIdOf([{ priority: 2 }, { priority: 2, processId: 'x' }])).toBeUndefined();
    expect(defaultProcessIdOf([])).toBeUndefined();
  });

  it('proceeds on an H5 device without asking the judge', async () => {
    const { runtime, server } = roleRuntime({ isH5: true }, [1, 2]);
    await expect(runtime.session.checkRoles()).resolves.toEqual({ kind: 'proceed', defaultProcessId: 'p1' });
    expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /gateway/dosm/api/v2/base/role/get']);
    expect(server.calls[0].data).toEqual({ userId: 'u1' });
  });

  it('detects the H5 device from the user agent by default: a phone proceeds, a desktop asks the judge', async () => {
    expect(defaultConfig.isH5).toBe('auto');
    const phone = roleRuntime({}, [1]);
    await expect(phone.runtime.session.checkRoles()).resolves.toEqual({ kind: 'proceed', defaultProcessId: 'p1' });
    expect(phone.server.callsTo('/api/v2/base/judge/getRoleInfoByUserId')).toHaveLength(0);
    const desktop = roleRuntime({}, [1], DESKTOP_USER_AGENT);
    await expect(desktop.runtime.session.checkRoles()).resolves.toEqual({ kind: 'redirect', url: '/noPermission' });
    expect(desktop.server.callsTo('/api/v2/base/judge/getRoleInfoByUserId')).toHaveLength(1);
    const forced = roleRuntime({ isH5: true }, [1], DESKTOP_USER_AGENT);
    expect((await forced.runtime.session.checkRoles()).kind).toBe('proceed');
  });

  it('tells phones and tablets from desktops', () => {
    for (const ua of [
      PHONE_USER_AGENT,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 DingTalk/7.0',
      'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 Mobile Safari/537.36',
    ]) {
      expect(isMobileUserAgent(ua), ua).toBe(true);
    }
    for (const ua of [DESKTOP_USER_AGENT, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15', '']) {
      expect(isMobileUserAgent(ua), ua).toBe(false);
    }
    expect(isH5Device({ isH5: false }, { userAgent: () => PHONE_USER_AGENT })).toBe(false);
    expect(isH5Device({ isH5: 'auto' }, { userAgent: () => PHONE_USER_AGENT })).toBe(true);
  });

  it('keeps the default process id on the session until the next check or clear()', async () => {
    const { runtime, server } = roleRuntime();
    expect(runtime.session.getDefaultProcessId()).toBeUndefined();
    await runtime.session.checkRoles();
    expect(runtime.session.getDefaultProcessId()).toBe('p1');
    server.on('POST', '/api/v2/base/role/get', ok([{ priority: 0, processId: 'p0' }]));
    await runtime.session.checkRoles();
    expect(runtime.session.getDefaultProcessId()).toBe('p0');
    runtime.session.clear();
    expect(runtime.session.getDefaultProcessId()).toBeUndefined();
  });

  it('proceeds off H5 when the only role type is 3', async () => {
    const { runtime, server } = roleRuntime({ isH5: false }, [3, 3]);
    await expect(runtime.session.checkRoles()).resolves.toEqual({ kind: 'proceed', defaultProcessId: 'p1' });
    const judge = server.callsTo('/api/v2/base/judge/getRoleInfoByUserId');
    expect(judge).toHaveLength(1);
    expect(judge[0].params).toEqual({ id: 'u1' });
  });

  it('sends other users to the go-path with the workOrderId, else the no-access URL, else the no-permission page', async () => {
    const go = roleRuntime({ isH5: false, roleGoPath: 'https://pc.example.com/go' }, [3, 1]);
    await expect(go.runtime.session.checkRoles({ workOrderId: 'W 1' })).resolves.toEqual({ kind: 'redirect', url: 'https://pc.example.com/go?workOrderId=W%201' });
    await expect(go.runtime.session.checkRoles()).resolves.toEqual({ kind: 'redirect', url: 'https://pc.example.com/go' });
    const goQuery = roleRuntime({ isH5: false, roleGoPath: '/go?x=1' }, [1]);
    await expect(goQuery.runtime.session.checkRoles({ workOrderId: '7' })).resolves.toEqual({ kind: 'redirect', url: '/go?x=1&workOrderId=7' });
    const noAccess = roleRuntime({ isH5: false, noAccessUrl: '/no-access' }, []);
    await expect(noAccess.runtime.session.checkRoles({ workOrderId: '7' })).resolves.toEqual({ kind: 'redirect', url: '/no-access' });
    const neither = roleRuntime({ isH5: false }, [2]);
    await expect(neither.runtime.session.checkRoles()).resolves.toEqual({ kind: 'redirect', url: '/noPermission' });
  });

  it('proceeds without a default process when the role call fails, and when the judge fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = roleRuntime({ isH5: false }, 'fail');
    t.server.on('POST', '/api/v2/base/role/get', 'network');
    await expect(t.runtime.session.checkRoles()).resolves.toEqual({ kind: 'proceed', defaultProcessId: undefined });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(t.events['toast:show']).toEqual([]);
  });
});
