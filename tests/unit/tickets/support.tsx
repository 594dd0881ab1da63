// Ticket pages in jsdom against the fixture gateway: the gateway runs in a child process (vitest's
// jsdom environment rewrites `new URL(..., import.meta.url)`, which the gateway's file paths rely on)
// and the runtime talks to it over HTTP with CORS, as a dev server would. One runtime per demo user
// (the app's field, action and block plugins), a memory router following `router:navigate`, toasts.
import { spawn, type ChildProcess } from 'node:child_process';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { createMemoryStorage, createRuntime, type AppConfig, type KeyValueStorage, type Runtime, type RuntimeEvents } from '@core';
import { RuntimeProvider, useRuntime } from '@react';
import { ToastHost } from '@react/feedback';
import { builtinBlocks } from '@app/blocks';
import { builtinFieldPlugins } from '@plugins/fields';
import { builtinActionPlugins } from '@plugins/actions';

configure({ asyncUtilTimeout: 8000 });

/** The repository (vitest runs from it). */
const root = process.cwd();

export type DemoUser = 'zhangsan' | 'lisi' | 'wangwu' | 'zhaoliu' | 'sunqi' | 'guest';

/** A gateway process and its control API. */
export interface GatewayProcess {
  origin: string;
  apiBase: string;
  /** Back to the seed, faults cleared (logins survive). */
  reset(): Promise<void>;
  /** A fault (fixtures/gateway/README.md, "Fault injection"); `drop` / `delayMs` / `dropAnswer` lose an answer. */
  fault(fault: { match: string; method?: string; status?: number; times?: number; body?: unknown; delayMs?: number; drop?: boolean; dropAnswer?: boolean }): Promise<void>;
  /** The store (`GET /__gateway/state`). */
  state(): Promise<{ workflow?: { tickets: Record<string, { workOrderId: string; isDraft?: boolean; dataStatus: number; currentNodeId: string; formData: Record<string, unknown> }> } }>;
  /** An API call as `user` (setting up a state; not under test). */
  call<T>(user: DemoUser, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  token(user: DemoUser): Promise<string>;
  stop(): Promise<void>;
}

/** Starts `fixtures/gateway/cli.ts` on a free port (CORS on). */
export async function startGatewayProcess(): Promise<GatewayProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'fixtures/gateway/cli.ts'], {
    cwd: root,
    env: { ...process.env, GATEWAY_PORT: '0', HOST: '127.0.0.1', GATEWAY_LATENCY: '0', GATEWAY_DATA: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`gateway did not start: ${out}`)), 60000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening at (http:\/\/[^\s/]+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`gateway exited (${code}): ${out}`)));
  });
  const apiBase = `${origin}/gateway/dosm`;
  const tokens = new Map<DemoUser, string>();
  const json = async <T,>(url: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) } });
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const token = async (user: DemoUser) => {
    const known = tokens.get(user);
    if (known) return known;
    const body = await json<{ data: { token: string } }>(`${apiBase}/api/v2/base/login`, { method: 'POST', body: JSON.stringify({ userName: user }) });
    tokens.set(user, body.data.token);
    return body.data.token;
  };
  return {
    origin,
    apiBase,
    token,
    reset: () => json(`${origin}/__gateway/reset`, { method: 'POST', body: JSON.stringify({ faults: true }) }).then(() => undefined),
    fault: (fault) => json(`${origin}/__gateway/faults`, { method: 'POST', body: JSON.stringify(fault) }).then(() => undefined),
    state: () => json<{ data: never }>(`${origin}/__gateway/state`).then((body) => body.data),
    async call<T>(user: DemoUser, method: 'GET' | 'POST', path: string, body?: unknown) {
      const answer = await json<{ code: number; data: T; msg: string }>(`${apiBase}${path}`, {
        method,
        headers: { authorization: `Bearer ${await token(user)}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (answer.code !== 100000) throw new Error(`${path}: ${answer.msg}`);
      return answer.data;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The gateway of one test file: started before its tests, reset to the seed before each test,
 * stopped after them; the rendered DOM is cleaned after each test. Call at the top of the file.
 */
export function gatewayPerFile(): GatewayProcess {
  let current: GatewayProcess | undefined;
  const live = (): GatewayProcess => {
    if (!current) throw new Error('The gateway starts in beforeAll: use it inside a test or hook.');
    return current;
  };
  beforeAll(async () => {
    current = await startGatewayProcess();
  }, 90000);
  afterAll(async () => {
    await current?.stop();
  });
  beforeEach(async () => {
    await live().reset();
  });
  afterEach(() => {
    cleanup();
  });
  return {
    get origin() {
      return live().origin;
    },
    get apiBase() {
      return live().apiBase;
    },
    reset: () => live().reset(),
    fault: (fault) => live().fault(fault),
    state: () => live().state(),
    call: <T,>(user: DemoUser, method: 'GET' | 'POST', path: string, body?: unknown) => live().call<T>(user, method, path, body),
    token: (user) => live().token(user),
    stop: () => live().stop(),
  };
}

export interface Actor {
  runtime: Runtime;
  storage: KeyValueStorage;
  toasts(type?: 'success' | 'error' | 'info'): string[];
  /** Renders `element` at `url` (its route is the url's path); navigation follows the bus. */
  open(url: string, element: ReactElement): RenderResult & { location(): string };
}

function BusRouter({ onLocation }: { onLocation(path: string): void }) {
  const runtime = useRuntime();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => runtime.bus.on('router:navigate', ({ to, replace }) => void navigate(to, { replace })), [runtime, navigate]);
  useEffect(() => onLocation(`${location.pathname}${location.search}`), [location, onLocation]);
  return null;
}

/** A logged-in runtime of `user` talking to the gateway (pass a storage to share it, as a reload does; `config` overrides the app config). */
export async function actAs(
  gateway: GatewayProcess,
  user: DemoUser,
  options: { language?: 'zh' | 'en'; storage?: KeyValueStorage; config?: Partial<AppConfig> } = {},
): Promise<Actor> {
  const language = options.language ?? 'zh';
  const token = await gateway.token(user);
  const login = await gateway.call<unknown>(user, 'GET', '/api/v2/base/menuPermission/login');
  const storage = options.storage ?? createMemoryStorage();
  storage.setItem('token', token);
  storage.setItem('language', language);
  storage.setItem('loginInfo', JSON.stringify(login));
  const runtime = createRuntime({
    plugins: { fields: builtinFieldPlugins, actions: builtinActionPlugins, blocks: builtinBlocks },
    storage,
    config: { ...options.config, apiBase: gateway.apiBase },
    host: { currentHref: () => 'http://localhost:3000/', assign: () => undefined },
  });
  const toasts: RuntimeEvents['toast:show'][] = [];
  runtime.bus.on('toast:show', (toast) => void toasts.push(toast));
  return {
    runtime,
    storage,
    toasts: (type) => toasts.filter((toast) => !type || toast.type === type).map((toast) => toast.message),
    open(url, element) {
      let current = url;
      const path = url.split('?')[0]!;
      const result = render(
        <RuntimeProvider runtime={runtime}>
          <MemoryRouter initialEntries={[url]}>
            <BusRouter onLocation={(next) => void (current = next)} />
            <Routes>
              <Route path={path} element={element} />
              <Route path="*" element={<div data-testid="elsewhere" />} />
            </Routes>
          </MemoryRouter>
          <ToastHost bus={runtime.bus} />
        </RuntimeProvider>,
      );
      return Object.assign(result, { location: () => current });
    },
  };
}
