// Issue 11 item 2: logging out revokes the token on the server (best effort), and leaves neither
// the login nor any of the user's input on the device, whatever the server answers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_LOCAL_STORAGE_KEY } from '@plugins/blocks/ticket-shared/local-copy';
import { TICKET_COPY_KEY } from '@plugins/actions/COPY/ticket-copy';
import { defaultConfig, LOGOUT_TIMEOUT_MS, logOut, URGE_STORAGE_KEY, USER_DATA_STORAGE_KEYS } from '@core';
import { createTestRuntime, ok, type Reply } from '../fake-server';

const href = 'https://desk.example.com/h5/orderDetail?workOrderId=42';
const loginUrl = `/login?redirect=${encodeURIComponent(href)}`;
const loginInfo = JSON.stringify({ user: { userId: 'u1', userName: 'ann', accountId: 'acc' }, rbac: ['44'] });

/** A logged-in device with typed input, a pending ticket copy and an urge record of user u1. */
function device(reply?: Reply, config = {}) {
  const t = createTestRuntime({
    token: 'old-token',
    config,
    storage: {
      loginInfo,
      language: 'en',
      [FORM_LOCAL_STORAGE_KEY]: JSON.stringify({ 'proc:1': { values: { phone: '13800000000' }, time: 1, userId: 'u1' } }),
      [TICKET_COPY_KEY]: JSON.stringify({ sourceWorkOrderId: 'w1', values: { title: 'x' }, time: 1, userId: 'u1' }),
      [URGE_STORAGE_KEY]: JSON.stringify({ 'u1:w1': 1 }),
    },
  });
  if (reply) t.server.on('POST', '/api/v2/base/logout', reply);
  return t;
}

const leftOnDevice = (storage: { getItem(key: string): string | null }) =>
  ['token', 'loginInfo', FORM_LOCAL_STORAGE_KEY, TICKET_COPY_KEY, URGE_STORAGE_KEY].filter((key) => storage.getItem(key) !== null);

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('logOut', () => {
  it('calls the server logout with the old token, clears the login and all user data, then goes to login', async () => {
    const t = device(ok(true));
    await expect(logOut(t.runtime)).resolves.toBe(loginUrl);
    const [call, ...more] = t.server.callsTo('/api/v2/base/logout');
    expect(more).toEqual([]);
    expect(call).toMatchObject({ method: 'POST', url: '/gateway/dosm/api/v2/base/logout' });
    expect(call!.headers.Authorization).toBe('Bearer old-token');
    expect(leftOnDevice(t.storage)).toEqual([]);
    // The language is the device's, not the user's.
    expect(t.storage.getItem('language')).toBe('en');
    expect(t.host.assigned).toEqual([loginUrl]);
    expect(t.runtime.session.isLoggedIn()).toBe(false);
  });

  it('has left the device before the call is answered', async () => {
    let seen: string[] | undefined;
    const t = device();
    t.server.on('POST', '/api/v2/base/logout', () => ((seen = leftOnDevice(t.storage)), ok(true)));
    await logOut(t.runtime);
    expect(seen).toEqual([]);
  });

  it('uses the configured logout path and token header', async () => {
    const t = createTestRuntime({ token: 'tk', config: { logoutPath: '/api/v2/sso/logout', tokenHeader: 'X-Token' } });
    t.server.on('POST', '/api/v2/sso/logout', ok(true));
    await logOut(t.runtime, 'https://desk.example.com/homePage');
    expect(t.server.callsTo('/api/v2/sso/logout')[0]?.headers['X-Token']).toBe('Bearer tk');
    expect(t.host.assigned).toEqual([`/login?redirect=${encodeURIComponent('https://desk.example.com/homePage')}`]);
    expect(defaultConfig.logoutPath).toBe('/api/v2/base/logout');
  });

  it.each<[string, Reply]>([
    ['a server error', { status: 500, body: { code: 500, msg: 'boom' } }],
    ['a 401 (the token was already gone)', { status: 401, body: { code: 401, msg: 'unauthenticated' } }],
    ['a dropped connection', 'network'],
    ['no route (404)', { status: 404, body: 'not found' }],
  ])('still logs out after %s: one move to login, no toast, nothing left', async (_label, reply) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = device(reply);
    await expect(logOut(t.runtime)).resolves.toBe(loginUrl);
    expect(leftOnDevice(t.storage)).toEqual([]);
    expect(t.host.assigned).toEqual([loginUrl]);
    expect(t.events['toast:show']).toEqual([]);
    expect(t.events['auth:unauthorized']).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('does not wait longer than LOGOUT_TIMEOUT_MS for a server that does not answer', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = device('hang');
    const done = logOut(t.runtime);
    expect(leftOnDevice(t.storage)).toEqual([]);
    await vi.advanceTimersByTimeAsync(LOGOUT_TIMEOUT_MS + 10);
    await expect(done).resolves.toBe(loginUrl);
    expect(t.host.assigned).toEqual([loginUrl]);
  });

  it('makes no call without a token', async () => {
    const t = device(ok(true));
    t.storage.removeItem('token');
    await logOut(t.runtime);
    expect(t.server.callsTo('/api/v2/base/logout')).toEqual([]);
    expect(t.host.assigned).toEqual([loginUrl]);
  });

  it('never sends the old token again: later calls go without it (and a 401 then is a fresh login redirect)', async () => {
    const t = device(ok(true));
    t.server.on('GET', '/api/v2/base/menuPermission/login', { status: 401, body: { code: 401 } });
    await logOut(t.runtime);
    await t.runtime.request.get('/api/v2/base/menuPermission/login', { silent: true }).catch(() => undefined);
    const [after] = t.server.callsTo('/api/v2/base/menuPermission/login');
    expect(after!.headers.Authorization).toBeUndefined();
    expect(JSON.stringify(t.server.calls.filter((call) => call.path !== '/api/v2/base/logout').map((call) => call.headers))).not.toContain('old-token');
  });

  it("lists every plugin's user-data storage key", () => {
    expect(USER_DATA_STORAGE_KEYS).toEqual(expect.arrayContaining([FORM_LOCAL_STORAGE_KEY, TICKET_COPY_KEY, URGE_STORAGE_KEY]));
  });
});
