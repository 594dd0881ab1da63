// `npm start` without the build: `tsx scripts/start.ts <appDir>` on a free port (PORT=0) serving a stand-in
// build. It prints the URL, serves index.html for app routes, the demo login page logs in the demo user
// through the gateway (token, then login info, then back to the remembered address), and Ctrl-C exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = join(root, 'node_modules/.bin/tsx');
const INDEX = '<!doctype html><html><body><div id="root"></div><!-- stand-in build --></body></html>';

let appDir: string;
let child: ChildProcess;
let output = '';
let url: string;

function exited(process: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (process.exitCode !== null || process.signalCode !== null) return Promise.resolve({ code: process.exitCode, signal: process.signalCode });
  return new Promise((resolve) => process.once('exit', (code, signal) => resolve({ code, signal })));
}

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'schemadesk-start-'));
  writeFileSync(join(appDir, 'index.html'), INDEX);
  // The defaults of `npm start` (DEMO_USER unset = zhangsan), on a free port.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', GATEWAY_LATENCY: '0', GATEWAY_DATA: '', CSP: '' };
  delete env.DEMO_USER;
  child = spawn(tsx, ['scripts/start.ts', appDir], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`start.ts printed no URL: ${output}`)), 60000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+\/)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`start.ts exited (${code}): ${output}`)));
  });
}, 90000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited(child);
  }
  rmSync(appDir, { recursive: true, force: true });
});

describe('npm start (scripts/start.ts)', () => {
  it('prints the URL on a free port, with the demo user', () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(url).not.toBe('http://127.0.0.1:0/');
    expect(output).toContain('(demo user zhangsan)');
  });

  it('serves the built index.html for the root and for app routes, with the CSP', async () => {
    for (const path of ['', 'homePage', 'orderDetails?workOrderId=1']) {
      const response = await fetch(`${url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(INDEX);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });

  it('logs in the demo user: the login page does it at once, through the gateway, and returns to the remembered address', async () => {
    const page = await (await fetch(`${url}login?redirect=${encodeURIComponent(`${url}homePage`)}`)).text();
    expect(page).toContain('data-auto-user="zhangsan"');
    expect(page).toContain('data-api-base="/gateway/dosm"');
    expect(page).toContain('data-token-key="token"');
    expect(page).toContain('data-redirect-param="redirect"');
    // What the page's script then calls: login (token), then the menu-permission call with it.
    const login = (await (
      await fetch(`${url}gateway/dosm/api/v2/base/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'zhangsan' }) })
    ).json()) as { code: number; data: { token: string } };
    expect(login.code).toBe(100000);
    expect(login.data.token).toMatch(/\S{16,}/);
    const info = (await (await fetch(`${url}gateway/dosm/api/v2/base/menuPermission/login`, { headers: { Authorization: `Bearer ${login.data.token}` } })).json()) as {
      code: number;
      data: { user: { userName: string }; rbac: string[] };
    };
    expect(info.code).toBe(100000);
    expect(info.data.user.userName).toBe('zhangsan');
    // Without the token the same call is refused: the app would go to /login first.
    expect((await fetch(`${url}gateway/dosm/api/v2/base/menuPermission/login`)).status).toBe(401);
  });

  it('stops cleanly on Ctrl-C (SIGINT): exit code 0, the port closed', async () => {
    child.kill('SIGINT');
    const { code } = await exited(child);
    expect(code).toBe(0);
    expect(output).toContain('SIGINT: closing schemadesk');
    await expect(fetch(url)).rejects.toThrow();
  });
});
