// Loads routes in headless Chromium as a first-time phone visitor (new context: cold HTTP cache, no
// service worker) and records every response with the bytes Chromium received for it (CDP Network
// domain), until the network has been quiet for a while after `load`.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './app';
import { routeUrl, type PerfRoute } from './routes';
import { assetKind, type ResponseRecord } from './transfer';

/** The phone of the browser tests (tests/e2e/support.ts): 390x844, touch, Chrome on Android. */
export const PHONE_CONTEXT = {
  viewport: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: 'zh-CN',
} as const;

export interface MeasureOptions {
  /** Server base URL (`http://127.0.0.1:8080/`). */
  baseUrl: string;
  /** Local storage set before any page script runs (the demo login). */
  storage: Record<string, string>;
  /** Quiet time after `load` that ends the measurement. @default 1000 */
  idleMs?: number;
  /** Longest wait for the page, load and quiet together. @default 30000 */
  capMs?: number;
}

export interface RouteMeasurement {
  route: PerfRoute;
  /** Pathname the page ended on. */
  finalPath: string;
  /** Whether the cap ended the wait before the network was quiet. */
  timedOut: boolean;
  /** Whether the route's `ready` selector was on the page at the end (true when it has none). */
  ready: boolean;
  /** Finished responses (bodies read for this origin's JS and CSS only; 0 for the rest). */
  records: ResponseRecord[];
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
}

interface Pending {
  url: string;
  resourceType: string;
  mimeType: string;
  encoding: string;
}

function header(headers: Record<string, string>, name: string): string {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key ? headers[key]! : '';
}

async function responseBody(cdp: CDPSession, requestId: string): Promise<Buffer | undefined> {
  try {
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
    return Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
  } catch {
    return undefined;
  }
}

/** Opens one route in a fresh context and records what it downloaded. */
export async function measureRoute(browser: Browser, route: PerfRoute, options: MeasureOptions): Promise<RouteMeasurement> {
  const idleMs = options.idleMs ?? 1000;
  const capMs = options.capMs ?? 30000;
  const context = await browser.newContext({ ...PHONE_CONTEXT, serviceWorkers: 'block' });
  try {
    await context.addInitScript((entries: Record<string, string>) => {
      try {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    }, options.storage);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const inFlight = new Set<string>();
    const pending = new Map<string, Pending>();
    const finished: Array<{ requestId: string; pending: Pending; transferred: number }> = [];
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      inFlight.add(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (event) => {
      pending.set(event.requestId, { url: event.response.url, resourceType: event.type, mimeType: event.response.mimeType, encoding: header(event.response.headers, 'content-encoding') });
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFinished', (event) => {
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
      const response = pending.get(event.requestId);
      if (response) finished.push({ requestId: event.requestId, pending: response, transferred: event.encodedDataLength });
    });
    cdp.on('Network.loadingFailed', (event) => {
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
    });
    await cdp.send('Network.enable');

    const started = Date.now();
    await page.goto(routeUrl(options.baseUrl, route), { waitUntil: 'load', timeout: capMs });
    let timedOut = false;
    for (;;) {
      const now = Date.now();
      if (inFlight.size === 0 && now - lastActivity >= idleMs) break;
      if (now - started >= capMs) {
        timedOut = true;
        break;
      }
      await new Promise((done) => setTimeout(done, 100));
    }

    const ready = route.ready ? (await page.locator(route.ready).count()) > 0 : true;
    const records: ResponseRecord[] = [];
    for (const entry of finished) {
      const record = { url: entry.pending.url, resourceType: entry.pending.resourceType, mimeType: entry.pending.mimeType, transferred: entry.transferred, bodyBytes: 0, bodyGzip: 0, encoding: entry.pending.encoding };
      if (assetKind(record, options.baseUrl)) {
        const body = await responseBody(cdp, entry.requestId);
        if (body) {
          record.bodyBytes = body.length;
          record.bodyGzip = gzipSync(body, { level: 9 }).length;
        }
      }
      records.push(record);
    }
    return { route, finalPath: new URL(page.url()).pathname, timedOut, ready, records };
  } finally {
    await context.close();
  }
}

/** Measures each route in turn (one at a time: parallel loads would share the CPU and the server). */
export async function measureRoutes(routes: readonly PerfRoute[], options: MeasureOptions): Promise<RouteMeasurement[]> {
  const browser = await launchChromium();
  try {
    const out: RouteMeasurement[] = [];
    for (const route of routes) out.push(await measureRoute(browser, route, options));
    return out;
  } finally {
    await browser.close();
  }
}
