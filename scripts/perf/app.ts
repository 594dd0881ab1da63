// The app as the performance scripts load it: the built app with the fixture gateway in this
// process, Chromium's path and flags (as tests/e2e/support.ts), and the demo login as local storage.
import { resolve } from 'node:path';
import { defaultConfig } from '@core/config';
import { startServer, type RunningServer } from '../../fixtures/gateway/server';

/** Chromium: `CHROME_PATH`, else `CHROMIUM_PATH` (the browser tests' variable), else Debian's. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH || env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** The browser tests' flags: no sandbox (containers), no GPU, no background traffic that would show up in the network. */
export const CHROMIUM_ARGS: readonly string[] = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Rejects when `promise` has not settled within `ms` milliseconds. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Starts the built app (`appDir`) with the gateway on a free port; the login page lets the visitor choose. */
export function startPerfServer(appDir: string, timeoutMs = 60000): Promise<RunningServer> {
  return withTimeout(startServer({ appDir: resolve(appDir), autoLoginUser: false, port: 0 }), timeoutMs, 'starting the app server (fixtures/gateway/server.ts)');
}

/**
 * Runs a script's main and exits with its code; 2 with the message when it throws, and 2 when Node
 * would otherwise end quietly with code 0 because main waits on a promise nothing will settle.
 */
export function runScript(name: string, main: () => Promise<number>): void {
  let finished = false;
  process.on('beforeExit', () => {
    if (finished) return;
    console.error(`${name}: stopped before finishing (it waited on something that never happened)`);
    process.exit(2);
  });
  main().then(
    (code) => {
      finished = true;
      process.exit(code);
    },
    (error: unknown) => {
      finished = true;
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    },
  );
}

/**
 * What the demo login page leaves in local storage after logging `user` in (the token and the
 * login info, fixtures/gateway/login/login.js), fetched from the gateway, so a page can be
 * opened logged in without loading the login page first.
 */
export async function demoLoginStorage(server: RunningServer, user: string): Promise<Record<string, string>> {
  const base = new URL(server.gateway.apiBase.replace(/^\//, '') + '/', server.url);
  const call = async <T>(path: string, init: RequestInit): Promise<T> => {
    const response = await fetch(new URL(path.replace(/^\//, ''), base), init);
    const body = (await response.json()) as { code: number; data: T; msg?: string };
    if (body.code !== 100000) throw new Error(`${path}: ${body.msg ?? `HTTP ${response.status}`}`);
    return body.data;
  };
  const { token } = await call<{ token: string }>('/api/v2/base/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: user }),
  });
  const info = await call<{ user: unknown; rbac: unknown }>('/api/v2/base/menuPermission/login', { headers: { authorization: `Bearer ${token}` } });
  return {
    [defaultConfig.tokenStorageKey]: token,
    [defaultConfig.loginInfoStorageKey]: JSON.stringify({ user: info.user, rbac: info.rbac }),
  };
}
