// Issue 19 items 3 and 6: the account lists, logos, and the account switch as a browser does it (a navigation carrying
// the session cookie, the login page with a one-time code, its exchange), through the one-port server.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppServer } from '../../../fixtures/gateway/server';
import { accountPaths, accountRoutes, logoSvg } from '../../../fixtures/gateway/routes/accounts';
import { LOGIN_SCRIPT_PATH, loginScript, renderLoginPage } from '../../../fixtures/gateway/login/page';
import { loadSeed } from '../../../fixtures/gateway/seed';
import { callHandler, type Gateway } from '../../../fixtures/gateway/index';
import { API, api, loginAs, testGateway } from './helpers';

interface Item {
  accountId: string;
  name: string;
  logo: string;
  state: string;
  current: boolean;
}
const rows = (items: Item[]) => items.map((item) => [item.accountId, item.state, item.current]);

describe('account lists and logos', () => {
  const gateway = testGateway({ routes: accountRoutes });

  it('lists the top accounts a user reaches, expired ones only with includeExpireEnterprise=true', async () => {
    const token = await loginAs(gateway, 'zhangsan');
    const all = await callHandler<Item[]>(gateway, 'GET', `${accountPaths.topList}?includeExpireEnterprise=true`, { token, language: 'en' });
    expect(rows(all)).toEqual([
      ['110', 'normal', true],
      ['210', 'expired', false],
    ]);
    expect(all.map((item) => item.name)).toEqual(['Example Tech Group', 'Example Cloud']);
    expect(all[0]!.logo).toBe(`${API}/api/v2/base/account/logo/110`);
    expect(rows(await callHandler<Item[]>(gateway, 'GET', accountPaths.topList, { token }))).toEqual([['110', 'normal', true]]);
    // guest belongs to no other top tenant.
    const guest = await loginAs(gateway, 'guest');
    expect(rows(await callHandler<Item[]>(gateway, 'GET', `${accountPaths.topList}?includeExpireEnterprise=true`, { token: guest }))).toEqual([['110', 'normal', true]]);
  });

  it('lists the current top account and its sub-accounts, the current one marked, in the request language', async () => {
    const token = await loginAs(gateway, 'zhangsan');
    const zh = await callHandler<Item[]>(gateway, 'GET', accountPaths.subList, { token });
    expect(rows(zh)).toEqual([
      ['110', 'normal', true],
      ['111', 'normal', false],
      ['112', 'deactivated', false],
    ]);
    expect(zh.map((item) => item.name)).toEqual(['示例科技集团', '华东分公司', '华南分公司']);
    const wujiu = await loginAs(gateway, 'wujiu');
    expect(rows(await callHandler<Item[]>(gateway, 'GET', accountPaths.subList, { token: wujiu }))).toEqual([
      ['110', 'normal', false],
      ['111', 'normal', true],
      ['112', 'deactivated', false],
    ]);
  });

  it('answers logo addresses for known ids, and draws each logo as an SVG of its initials', async () => {
    const token = await loginAs(gateway, 'zhangsan');
    expect(await callHandler(gateway, 'POST', accountPaths.logo, { token, body: { accountIds: ['111', 'nope'] } })).toEqual([{ accountId: '111', logo: `${API}/api/v2/base/account/logo/111` }]);
    const response = await gateway.app.inject({ method: 'GET', url: `${API}/api/v2/base/account/logo/210` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('>EC</text>');
    expect(response.body).not.toContain('<script');
    expect((await gateway.app.inject({ method: 'GET', url: `${API}/api/v2/base/account/logo/999` })).statusCode).toBe(404);
    const seed = loadSeed().tenants;
    expect(new Set(seed.map((tenant) => /fill="(#[0-9a-f]+)"/.exec(logoSvg(tenant))?.[1])).size).toBeGreaterThan(1);
  });

  it('sets an HttpOnly SameSite=Lax session cookie at login and clears it at logout', async () => {
    const login = await api(gateway, 'POST', '/api/v2/base/login', { body: { userName: 'lisi' } });
    const cookie = String(login.headers['set-cookie']);
    const token = (login.body.data as { token: string }).token;
    expect(cookie).toBe(`sd_session=${token}; Path=${API}; HttpOnly; SameSite=Lax`);
    const logout = await api(gateway, 'POST', '/api/v2/base/logout', { token });
    expect(String(logout.headers['set-cookie'])).toContain('sd_session=; Max-Age=0');
  });
});

describe('switching accounts through the browser redirects', () => {
  let appDir: string;
  let server: Gateway;
  const HOST = '127.0.0.1:8080';
  const ORIGIN = `http://${HOST}`;
  const SERVICE = `${ORIGIN}/homePage`;

  beforeAll(() => {
    appDir = mkdtempSync(join(tmpdir(), 'schemadesk-accounts-'));
  });
  afterAll(() => rmSync(appDir, { recursive: true, force: true }));
  afterEach(async () => server?.close());

  async function start() {
    server = await createAppServer({ appDir, gateway: { latencyMs: 0, routes: accountRoutes } });
  }

  /** Logs in as the login page does; the session cookie the browser keeps. */
  async function browserLogin(userName: string): Promise<string> {
    const response = await server.app.inject({ method: 'POST', url: `${API}/api/v2/base/login`, headers: { host: HOST }, payload: { userName } });
    return String(response.headers['set-cookie']).split(';')[0]!;
  }

  /** A navigation to a switch address (no Authorization header). */
  function navigate(path: string, params: Record<string, string>, cookie?: string) {
    const query = new URLSearchParams(params).toString();
    return server.app.inject({ method: 'GET', url: `${API}${path}?${query}`, headers: { host: HOST, accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  }

  /** What the login page's script does with the code: exchange it, then read the login info. */
  async function exchange(location: string): Promise<{ token: string; cookie: string; accountId: string }> {
    const code = new URL(location, ORIGIN).searchParams.get('code')!;
    const answer = await server.app.inject({ method: 'POST', url: `${API}${accountPaths.exchangeCode}`, headers: { host: HOST }, payload: { code } });
    expect(answer.json().code).toBe(100000);
    const token = answer.json().data.token as string;
    const info = await api(server, 'GET', '/api/v2/base/menuPermission/login', { token });
    return { token, cookie: String(answer.headers['set-cookie']).split(';')[0]!, accountId: (info.body.data as { user: { accountId: string } }).user.accountId };
  }

  it('switches to a sub-tenant and back: a one-time code on the login page, never the token, and every call in the new account', async () => {
    await start();
    const cookie = await browserLogin('zhangsan');
    expect(cookie).toMatch(/^sd_session=[0-9a-f]+$/);
    const toBranch = await navigate(accountPaths.switchAccount, { switchAccountId: '111', service: SERVICE, type: 'h5' }, cookie);
    expect(toBranch.statusCode).toBe(302);
    const location = String(toBranch.headers.location);
    expect(location).toMatch(/^\/login\?code=[0-9a-f]{32}&redirect=%2FhomePage$/);
    expect(location).not.toContain(cookie.split('=')[1]!);

    const branch = await exchange(location);
    expect(branch.accountId).toBe('111');
    const detail = await api(server, 'GET', '/api/v2/tenant/getTenantDetail', { token: branch.token, headers: { language: 'en' } });
    expect(detail.body.data).toMatchObject({ accountId: '111', name: 'East China Branch' });
    const sub = await api(server, 'GET', accountPaths.subList, { token: branch.token });
    expect(rows(sub.body.data as Item[]).filter((row) => row[2])).toEqual([['111', 'normal', true]]);
    // The code is spent.
    const again = await server.app.inject({ method: 'POST', url: `${API}${accountPaths.exchangeCode}`, payload: { code: new URL(location, ORIGIN).searchParams.get('code') } });
    expect(again.statusCode).toBe(401);

    // Back to the top account, with the cookie of the new session.
    const back = await navigate(accountPaths.switchAccount, { switchAccountId: '110', service: SERVICE, type: 'h5' }, branch.cookie);
    expect(back.statusCode).toBe(302);
    expect((await exchange(String(back.headers.location))).accountId).toBe('110');
  });

  it('refuses expired, deactivated and unreachable accounts with a 403 page linking back', async () => {
    await start();
    const cookie = await browserLogin('zhangsan');
    const cases: Array<[string, string, string]> = [
      [accountPaths.switchAccount, '112', 'deactivated'],
      [accountPaths.exchangeTopAccount, '210', 'expired'],
      // A sub-account of the expired top tenant is no way in either.
      [accountPaths.switchAccount, '211', 'unreachable'],
      [accountPaths.exchangeTopAccount, '111', 'unreachable'],
      [accountPaths.exchangeTopAccount, '999', 'unknown'],
    ];
    for (const [path, id, reason] of cases) {
      const response = await navigate(path, { switchAccountId: id, service: SERVICE, type: 'h5' }, cookie);
      expect(response.statusCode, id).toBe(403);
      expect(response.body, id).toContain(`data-reason="${reason}"`);
      expect(response.body).toContain('href="/homePage"');
    }
    const guest = await browserLogin('guest');
    const response = await navigate(accountPaths.exchangeTopAccount, { switchAccountId: '210', service: SERVICE, type: 'h5' }, guest);
    expect(response.body).toContain('data-reason="unreachable"');
  });

  it('refuses a service of another origin or a missing type, and sends a browser without a session to log in first', async () => {
    await start();
    const cookie = await browserLogin('zhangsan');
    for (const service of ['https://evil.example/homePage', '//evil.example/', 'javascript:alert(1)']) {
      const response = await navigate(accountPaths.switchAccount, { switchAccountId: '111', service, type: 'h5' }, cookie);
      expect(response.statusCode, service).toBe(400);
      expect(response.headers.location).toBeUndefined();
    }
    expect((await navigate(accountPaths.switchAccount, { switchAccountId: '111', service: SERVICE }, cookie)).statusCode).toBe(400);
    const anonymous = await navigate(accountPaths.switchAccount, { switchAccountId: '111', service: SERVICE, type: 'h5' });
    expect(anonymous.statusCode).toBe(302);
    const location = new URL(String(anonymous.headers.location), ORIGIN);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('redirect')).toBe(`${API}${accountPaths.switchAccount}?switchAccountId=111&service=${encodeURIComponent(SERVICE)}&type=h5`);
    // A bearer token is no way through a navigation: only the cookie counts.
    const token = await loginAs(server, 'zhangsan');
    const withHeader = await server.app.inject({ method: 'GET', url: `${API}${accountPaths.switchAccount}?switchAccountId=111&service=%2FhomePage&type=h5`, headers: { host: HOST, authorization: `Bearer ${token}` } });
    expect(withHeader.statusCode).toBe(302);
    expect(String(withHeader.headers.location)).toMatch(/^\/login\?redirect=/);
  });
});

// jsdom ships no types: the little this test uses of it (as login-redirect.test.ts).
interface PageWindow {
  document: Document;
  close(): void;
  [key: string]: unknown;
}
type JsdomConstructor = new (html: string, options: { url: string; runScripts: 'dangerously'; beforeParse(window: PageWindow): void }) => { window: PageWindow };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor };

describe('the login page with a switch code', () => {
  it('exchanges the code for the token, stores the token and login info, drops the code from the address and goes on', async () => {
    const html = renderLoginPage({ apiBase: API, users: loadSeed().users, autoLoginUser: 'zhangsan', tokenStorageKey: 'token', loginInfoStorageKey: 'loginInfo', redirectParam: 'redirect', exchangeCodePath: accountPaths.exchangeCode });
    const calls: Array<{ url: string; body?: string; auth?: string }> = [];
    const replaced: string[] = [];
    const dom = new JSDOM(html.replace(`<script src="${LOGIN_SCRIPT_PATH}" defer></script>`, ''), {
      url: 'http://127.0.0.1:8080/login?code=c0ffee&redirect=%2FhomePage',
      runScripts: 'dangerously',
      beforeParse(window) {
        const answers: Record<string, unknown> = {
          [`${API}${accountPaths.exchangeCode}`]: { token: 'tok-111' },
          [`${API}/api/v2/base/menuPermission/login`]: { user: { userId: '10001', accountId: '111' }, rbac: ['44'] },
        };
        window.fetch = (url: string, init: { body?: string; headers?: Record<string, string> } = {}) => {
          calls.push({ url, body: init.body, auth: init.headers?.Authorization });
          return Promise.resolve({ status: 200, json: () => Promise.resolve({ code: 100000, data: answers[url] }) });
        };
        window.fakeLocation = { origin: 'http://127.0.0.1:8080', pathname: '/login', search: '?code=c0ffee&redirect=%2FhomePage', replace: (url: string) => void replaced.push(url) };
      },
    });
    const { document } = dom.window;
    const script = document.createElement('script');
    script.textContent = `(function (location) {\n${loginScript()}\n})(window.fakeLocation);`;
    document.body.appendChild(script);
    await vi.waitFor(() => expect(replaced).toEqual(['/homePage']));
    // No demo login happened: only the exchange and the login info.
    expect(calls.map((call) => call.url)).toEqual([`${API}${accountPaths.exchangeCode}`, `${API}/api/v2/base/menuPermission/login`]);
    expect(JSON.parse(calls[0]!.body!)).toEqual({ code: 'c0ffee' });
    expect(calls[1]!.auth).toBe('Bearer tok-111');
    const storage = (dom.window as unknown as { localStorage: Storage }).localStorage;
    expect(storage.getItem('token')).toBe('tok-111');
    expect(JSON.parse(storage.getItem('loginInfo')!).user.accountId).toBe('111');
    expect((dom.window as unknown as { location: Location }).location.search).toBe('?redirect=%2FhomePage');
    dom.window.close();
  });
});
