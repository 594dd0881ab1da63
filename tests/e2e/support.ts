// Shared helpers of the browser tests: Chromium (playwright-core), the one-port fixture server
// serving dist/app, a phone-sized page that records CSP violations and errors, and the demo login.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startServer, type RunningServer } from '../../fixtures/gateway/server';
import { defaultConfig } from '@core/config';

export const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

export const PHONE = { width: 390, height: 844 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * The built app (dist/app, or the folder named by `E2E_APP_DIR`: a copy of a build that a
 * concurrent `npm run build:app` cannot empty mid-test) with the gateway and /login on one free
 * port; the visitor picks the user.
 */
export function startAppServer(): Promise<RunningServer> {
  return startServer({ port: 0, autoLoginUser: false, appDir: process.env.E2E_APP_DIR || undefined });
}

/** What went wrong in the page while a test ran. */
export interface PageProblems {
  /** `securitypolicyviolation` events and the console's CSP refusals. */
  csp: string[];
  /** Uncaught exceptions. */
  pageErrors: string[];
  /** Other console errors, except failed resource loads (the fault tests cause those on purpose). */
  consoleErrors: string[];
  /** Failed resource loads ("Failed to load resource ..."). */
  failedLoads: string[];
}

export interface PhonePage {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
  close(): Promise<void>;
}

/** Chrome on an Android phone. */
export const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

/** Chrome on a Windows desktop: the role check's H5-device test fails for it (spec §6). */
export const DESKTOP_USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
export const DESKTOP = { width: 1280, height: 800 };

/** What kind of browser {@link openPhone} opens. */
export interface DeviceOptions {
  /** @default 'zh-CN' */
  locale?: string;
  /** A desktop browser (1280x800, desktop user agent, mouse) instead of a phone. */
  desktop?: boolean;
  /** The browser's time zone (IANA name). @default the machine's */
  timezoneId?: string;
}

/** A fresh context (own local storage) with a 390x844 touch viewport in `locale` (or a desktop browser). */
export async function openPhone(browser: Browser, options: DeviceOptions = {}): Promise<PhonePage> {
  const locale = options.locale ?? 'zh-CN';
  const timezoneId = options.timezoneId;
  // A phone's user agent too: the role check treats a desktop browser as not H5 (spec §6).
  const context = options.desktop
    ? await browser.newContext({ viewport: DESKTOP, userAgent: DESKTOP_USER_AGENT, locale, timezoneId })
    : await browser.newContext({ viewport: PHONE, userAgent: PHONE_USER_AGENT, locale, timezoneId, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  // Registered before any page script runs, so violations during boot are seen too.
  // Each violation is one `[csp]` line (see cspViolationOf); the browser's own "Refused to ..." line repeats it.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`[csp] ${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile || '(none)'}:${event.lineNumber} sample=${JSON.stringify(event.sample ?? '')}`);
    });
  });
  const page = await context.newPage();
  const problems: PageProblems = { csp: [], pageErrors: [], consoleErrors: [], failedLoads: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (text.startsWith('[csp]') || /Content Security Policy|unsafe-eval/i.test(text)) problems.csp.push(text);
    else if (text.startsWith('Failed to load resource')) problems.failedLoads.push(`${text} ${message.location().url}`);
    else problems.consoleErrors.push(text);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(String(error)));
  return { context, page, problems, close: () => context.close() };
}

/** Logs in through the demo login page (`?user=`) and waits until the app shows `redirect`. */
export async function login(page: Page, server: RunningServer, user = 'zhangsan', redirect = '/homePage'): Promise<void> {
  await page.goto(`${server.url}login?user=${encodeURIComponent(user)}&redirect=${encodeURIComponent(redirect)}`);
  await page.waitForURL((url) => url.pathname === redirect || `${url.pathname}${url.search}` === redirect);
}

/** An API call as `user` straight to the gateway (logs in first): setting up a state, not under test. */
export async function gatewayApi<T>(server: RunningServer, user: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const base = new URL(defaultConfig.apiBase.replace(/^\//, '') + '/', server.url);
  const call = async (url: string, init: RequestInit) => {
    const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) } });
    return (await response.json()) as { code: number; data: unknown; msg: string };
  };
  const signedIn = await call(new URL('api/v2/base/login', base).toString(), { method: 'POST', body: JSON.stringify({ userName: user }) });
  const answer = await call(new URL(path.replace(/^\//, ''), base).toString(), {
    method,
    headers: { authorization: `Bearer ${(signedIn.data as { token: string }).token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (answer.code !== 100000) throw new Error(`${path}: ${answer.msg}`);
  return answer.data as T;
}

/** Full URL of an app path. */
export const appUrl = (server: RunningServer, path: string) => new URL(path.replace(/^\//, ''), server.url).toString();

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

/** Waits until a toast says `text` (exactly). */
export async function toastShown(page: Page, text: string): Promise<void> {
  await page.locator('[data-feedback="toast-host"]').getByText(text, { exact: true }).first().waitFor({ timeout: 15000 });
}

/** How often `action` was applied to the ticket `id`: its history on the gateway. */
export function appliedCount(server: RunningServer, id: string, action: string): number {
  return (server.gateway.store.data.workflow?.tickets[id]?.history ?? []).filter((entry) => entry.action === action).length;
}

/** {@link screenshot} once the toasts have gone and animations (tab changes, popups) have settled. */
export async function settledScreenshot(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.locator('[data-feedback="toast-host"] > *').count(), { timeout: 10000 }).toBe(0);
  await page.waitForTimeout(350);
  await screenshot(page, name);
}

/** One `securitypolicyviolation` as {@link openPhone} records it. */
export interface CspViolation {
  /** e.g. `script-src-attr`, `script-src-elem`, `img-src`. */
  directive: string;
  /** `inline`, `eval`, or the refused address. */
  blocked: string;
  /** The script (or document, for markup) that caused it; '' when none (code the test itself evaluated). */
  sourceFile: string;
  /** The first characters of the refused inline code (a handler's body such as `__xss(12)`). */
  sample: string;
}

/** Reads a `[csp]` line of `problems.csp`; undefined for the browser's own duplicate "Refused to ..." lines. */
export function cspViolationOf(line: string): CspViolation | undefined {
  const match = /^\[csp\] (\S+) blocked (\S+) at (.*):\d+ sample=(.*)$/.exec(line);
  if (!match) return undefined;
  let sample: string;
  try {
    sample = String(JSON.parse(match[4]!));
  } catch {
    sample = match[4]!;
  }
  const blocked = match[2] === '(inline)' ? 'inline' : match[2]!;
  return { directive: match[1]!, blocked, sourceFile: match[3] === '(none)' ? '' : match[3]!, sample };
}

/**
 * The violations the app caused, told apart from the test's own by their source: every one is the app's (markup it
 * put in the page, a resource it loaded, a script of its own) except an `eval` refusal whose source is not one of
 * the app's scripts (a string timer the test evaluated itself to see that the policy holds, app-shell.e2e). The
 * sanitiser never parses hostile markup in the page (plugins/fields/RICH_TEXT/sanitize.ts), so a script-src-attr
 * report always means hostile markup reached the page: it is never excused.
 */
export function appCspViolations(problems: Pick<PageProblems, 'csp'>, appOrigin?: string): CspViolation[] {
  const appScript = (file: string) => /\.m?js(?:[?#]|$)/.test(file) && (!appOrigin || file.startsWith(appOrigin));
  return problems.csp
    .map(cspViolationOf)
    .filter((v): v is CspViolation => v !== undefined)
    .filter((v) => !(v.blocked === 'eval' && !appScript(v.sourceFile)));
}

/** No CSP violation (the app runs without 'unsafe-eval'), no uncaught error, no console error. */
export function expectClean(phone: PhonePage): void {
  expect(phone.problems.csp).toEqual([]);
  expect(phone.problems.pageErrors).toEqual([]);
  expect(phone.problems.consoleErrors).toEqual([]);
}

/** The app server, Chromium and phones of one browser test file (see {@link browserSuite}). */
export interface BrowserSuite {
  /** The app server with the gateway; there from `beforeAll` on. */
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A fresh phone (see {@link openPhone}; or a desktop browser), closed after the test. */
  phone(options?: DeviceOptions): Promise<PhonePage>;
}

/**
 * Registers the hooks of a browser test file: one app server and one
 * Chromium for the file; after each test the phones it opened are closed
 * and the gateway's injected faults cleared.
 */
export function browserSuite(): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const opened: PhonePage[] = [];
  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  });
  afterEach(async () => {
    server?.gateway.faults.clear();
    const phones = opened.splice(0);
    await Promise.all(phones.map((phone) => phone.close()));
    // Every route, popup and chart a test showed: no CSP violation of the app's (issue 20), whatever the test checked.
    const origin = server ? new URL(server.url).origin : undefined;
    const violations = phones.flatMap((phone) => appCspViolations(phone.problems, origin));
    if (violations.length > 0) throw new Error(`CSP violations: ${JSON.stringify(violations, null, 1)}`);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T,>(value: T | undefined): T => {
    if (value === undefined) throw new Error('browserSuite: the server and browser start in beforeAll');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    async phone(options = {}) {
      const phone = await openPhone(started(browser), options);
      opened.push(phone);
      return phone;
    },
  };
}
