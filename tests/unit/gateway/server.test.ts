import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer, startServer, type RunningServer } from '../../../fixtures/gateway/server';
import type { Gateway } from '../../../fixtures/gateway/index';
import { contentSecurityPolicyFor } from '../../../scripts/csp.mjs';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const BUILT_META = contentSecurityPolicyFor('https://api.example.com/gateway/dosm');
const BUILT = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${BUILT_META}" /></head><body></body></html>`;
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/main-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';

let appDir: string;
let emptyDir: string;
beforeAll(() => {
  appDir = mkdtempSync(join(tmpdir(), 'schemadesk-app-'));
  mkdirSync(join(appDir, 'assets'));
  writeFileSync(join(appDir, 'index.html'), INDEX);
  writeFileSync(join(appDir, 'assets', 'main-Ab12Cd34.js'), 'console.log("app")');
  writeFileSync(join(appDir, 'favicon.ico'), 'icon');
  writeFileSync(join(appDir, 'assets', 'main-Ab12Cd34.js.map'), '{"version":3}');
  writeFileSync(join(appDir, 'built.html'), BUILT);
  emptyDir = mkdtempSync(join(tmpdir(), 'schemadesk-empty-'));
});
afterAll(() => {
  rmSync(appDir, { recursive: true, force: true });
  rmSync(emptyDir, { recursive: true, force: true });
});

let server: Gateway | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('one-port server: app and SPA fallback', () => {
  it('serves index.html for SPA routes that accept HTML, under a CSP without unsafe-eval', async () => {
    server = await createAppServer({ appDir, gateway: { latencyMs: 0 } });
    for (const url of ['/', '/homePage', '/orderCreate?id=1', '/404', '/index.html']) {
      const res = await server.app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  it("sends index.html's own meta policy as the header (one policy), adds frame-ancestors 'none' and X-Frame-Options, and publishes no source map", async () => {
    server = await createAppServer({ appDir, gateway: { latencyMs: 0 } });
    const plain = await server.app.inject({ method: 'GET', url: '/homePage', headers: HTML });
    // An index.html without a meta policy gets the build's own.
    expect(plain.headers['content-security-policy']).toBe(`${contentSecurityPolicyFor(undefined)}; frame-ancestors 'none'`);
    expect(plain.headers['x-frame-options']).toBe('DENY');
    await server.close();
    server = await createAppServer({ appDir, gateway: { latencyMs: 0 } });
    // The same server for a build pointed at another API origin: the header follows the built meta element.
    const { readFileSync } = await import('node:fs');
    writeFileSync(join(appDir, 'index.html'), readFileSync(join(appDir, 'built.html'), 'utf8'));
    try {
      const built = await server.app.inject({ method: 'GET', url: '/homePage', headers: HTML });
      expect(built.headers['content-security-policy']).toBe(`${BUILT_META}; frame-ancestors 'none'`);
      expect(BUILT_META).toContain("img-src 'self' https://api.example.com data: blob:");
    } finally {
      writeFileSync(join(appDir, 'index.html'), INDEX);
    }
    const map = await server.app.inject({ method: 'GET', url: '/assets/main-Ab12Cd34.js.map' });
    expect(map.statusCode).toBe(404);
    const login = await server.app.inject({ method: 'GET', url: '/login', headers: HTML });
    expect(login.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(login.headers['x-frame-options']).toBe('DENY');
  });

  it('serves hashed assets as immutable and other files as no-cache', async () => {
    server = await createAppServer({ appDir, gateway: { latencyMs: 0 } });
    const js = await server.app.inject({ method: 'GET', url: '/assets/main-Ab12Cd34.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log("app")');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await server.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing non-HTML file with 404, and keeps API paths JSON', async () => {
    server = await createAppServer({ appDir, gateway: { latencyMs: 0 } });
    const missing = await server.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Not found: GET /assets/missing.js\n');
    const unknownApi = await server.app.inject({ method: 'GET', url: '/gateway/dosm/api/v2/nope', headers: HTML });
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.json()).toEqual({ code: 404, msg: 'Unknown API: GET /gateway/dosm/api/v2/nope' });
    const config = await server.app.inject({ method: 'GET', url: '/gateway/dosm/api/v2/base/webConfig' });
    expect(config.json().code).toBe(100000);
  });

  it('tells to run npm run build:app when the app is not built', async () => {
    server = await createAppServer({ appDir: emptyDir, gateway: { latencyMs: 0 } });
    const res = await server.app.inject({ method: 'GET', url: '/homePage', headers: HTML });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('npm run build:app');
  });

  it('can serve without a CSP', async () => {
    server = await createAppServer({ appDir, csp: false, gateway: { latencyMs: 0 } });
    const res = await server.app.inject({ method: 'GET', url: '/homePage', headers: HTML });
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});

describe('login page', () => {
  it('lists the active demo users and loads its script and styles as files under a strict CSP', async () => {
    server = await createAppServer({ appDir: emptyDir, autoLoginUser: 'zhangsan', gateway: { latencyMs: 0 } });
    const res = await server.app.inject({ method: 'GET', url: '/login?redirect=%2FhomePage', headers: HTML });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    for (const userName of ['zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'sunqi', 'guest']) expect(html).toContain(`data-user="${userName}"`);
    expect(html).not.toContain('data-user="zhengshi"');
    expect(html).toContain('张三');
    expect(html).toContain('data-en="Zhang San"');
    expect(html).toContain('data-auto-user="zhangsan"');
    expect(html).toContain('data-token-key="token"');
    expect(html).toContain('data-api-base="/gateway/dosm"');
    // Declares its icon, so the browser does not ask for /favicon.ico (a 404).
    expect(html).toContain('<link rel="icon" href="data:,">');
    // Every script is either external or inert JSON: nothing inline runs.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((attrs) => attrs.includes('src=') || attrs.includes('type="application/json"'))).toBe(true);
    expect(html).not.toMatch(/\son[a-z]+=/);
    expect(html).not.toContain('<style');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');

    const js = await server.app.inject({ method: 'GET', url: '/__login/login.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).toContain('/api/v2/base/login');
    const css = await server.app.inject({ method: 'GET', url: '/__login/login.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('leaves auto-login off unless asked', async () => {
    server = await createAppServer({ appDir: emptyDir, gateway: { latencyMs: 0 } });
    const res = await server.app.inject({ method: 'GET', url: '/login' });
    expect(res.body).toContain('data-auto-user=""');
  });
});

describe('startServer (real port)', () => {
  let running: RunningServer;
  afterEach(async () => {
    await running?.close();
  });

  it('listens on a free port, serves the API and /login, and drops sockets on a drop fault', async () => {
    running = await startServer({ port: 0, appDir, gateway: { latencyMs: 0 } });
    expect(running.port).toBeGreaterThan(0);
    expect(running.url).toBe(`http://127.0.0.1:${running.port}/`);

    const login = await fetch(new URL('/login', running.url));
    expect(login.status).toBe(200);
    const loginRes = await fetch(new URL('/gateway/dosm/api/v2/base/login', running.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'wangwu' }),
    });
    const { data } = (await loginRes.json()) as { data: { token: string } };
    const perm = await fetch(new URL('/gateway/dosm/api/v2/base/menuPermission/login', running.url), { headers: { authorization: `Bearer ${data.token}` } });
    expect(((await perm.json()) as { data: { user: { userName: string } } }).data.user.userName).toBe('wangwu');

    const home = await fetch(new URL('/homePage', running.url), { headers: HTML });
    expect(await home.text()).toBe(INDEX);

    await fetch(new URL('/__gateway/faults', running.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ match: 'webConfig', drop: true, times: 1 }) });
    await expect(fetch(new URL('/gateway/dosm/api/v2/base/webConfig', running.url))).rejects.toThrow();
    const after = await fetch(new URL('/gateway/dosm/api/v2/base/webConfig', running.url));
    expect(after.status).toBe(200);
  });

  it('closes promptly even while an injected delay is pending', async () => {
    running = await startServer({ port: 0, appDir, gateway: { latencyMs: 0 } });
    running.gateway.faults.add({ match: 'webConfig', delayMs: 30_000 });
    const pending = fetch(new URL('/gateway/dosm/api/v2/base/webConfig', running.url)).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const start = performance.now();
    await running.close();
    expect(performance.now() - start).toBeLessThan(2000);
    expect(await pending).toBeInstanceOf(Error);
  });
});
