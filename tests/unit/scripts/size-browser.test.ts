// The pure parts of `npm run size`'s browser view: the route list (scripts/perf/routes.ts), what counts
// as a route's JS and CSS and how it is summed (scripts/perf/transfer.ts), the budgets of
// size-budgets.json, and the demo login that the browser and Lighthouse start from.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '@core/config';
import { chromiumPath, demoLoginStorage, startPerfServer, withTimeout } from '../../../scripts/perf/app';
import { INCIDENT_PROCESS_DEF_ID, PERF_ROUTES, PERF_USER, routePathname, routeUrl, SEED_TICKET_ID, selectRoutes, type PerfRoute } from '../../../scripts/perf/routes';
import { assetKind, budgetFor, checkRouteBudgets, measurementProblem, summariseTransfers, type BrowserBudgets, type ResponseRecord } from '../../../scripts/perf/transfer';
import type { SizeBudgets } from '../../../scripts/size';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const readJson = <T,>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
const ORIGIN = 'http://127.0.0.1:8080/';

const record = (overrides: Partial<ResponseRecord> & Pick<ResponseRecord, 'url'>): ResponseRecord => ({
  resourceType: 'Script',
  mimeType: 'text/javascript',
  transferred: 1000,
  bodyBytes: 3000,
  bodyGzip: 900,
  encoding: 'br',
  ...overrides,
});

describe('route list', () => {
  it('names the five main routes once each; Lighthouse audits home, flow center, create and detail', () => {
    const names = PERF_ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(['home', 'flowCenter', 'create', 'detail', 'worklist']);
    expect(PERF_ROUTES.filter((route) => route.lighthouse).map((route) => route.name)).toEqual(['home', 'flowCenter', 'create', 'detail']);
    expect(PERF_ROUTES.find((route) => route.name === 'worklist')?.path).toBe('/worklist');
  });

  it('opens pages of the app: each path is a route of src/app/pages', () => {
    const pages = ['homePage', 'flowCenter', 'orderCreate', 'orderDetails', 'worklist'].map((name) => readJson<{ route: string }>(`src/app/pages/${name}.page.json`).route);
    for (const route of PERF_ROUTES) expect(pages).toContain(routePathname(route));
  });

  it('the detail is a seeded ticket of the demo user, the create page a seeded workflow', () => {
    const users = readJson<Array<{ userId: string; userName: string }>>('fixtures/seed/users.json');
    const tickets = readJson<Array<{ workOrderId: string; createdBy: string; processId: string }>>('fixtures/seed/work-orders.json');
    const ticket = tickets.find((entry) => entry.workOrderId === SEED_TICKET_ID);
    expect(ticket?.createdBy).toBe(users.find((user) => user.userName === PERF_USER)?.userId);
    const templates = readJson<{ templates: Array<{ processDefKey: string }> }>('fixtures/seed/process-templates.json').templates;
    expect(templates.map((template) => template.processDefKey)).toContain(INCIDENT_PROCESS_DEF_ID.split(':')[0]);
    expect(PERF_ROUTES.find((route) => route.name === 'create')?.path).toBe('/orderCreate?processDefId=proc-incident%3A3%3A90017');
  });

  it('selects routes by name, in list order, and refuses unknown names', () => {
    expect(selectRoutes(PERF_ROUTES, []).map((route) => route.name)).toEqual(PERF_ROUTES.map((route) => route.name));
    expect(selectRoutes(PERF_ROUTES, ['detail', 'home']).map((route) => route.name)).toEqual(['home', 'detail']);
    expect(() => selectRoutes(PERF_ROUTES, ['homePage'])).toThrow(/unknown route homePage \(routes: home, flowCenter/);
  });

  it('builds URLs below the base path and the pathname to end on', () => {
    const route: PerfRoute = { name: 'x', label: 'x', path: '/orderDetails?id=1#top', lighthouse: false };
    expect(routeUrl('http://127.0.0.1:8080/', route)).toBe('http://127.0.0.1:8080/orderDetails?id=1#top');
    expect(routeUrl('https://desk.example/h5/', route)).toBe('https://desk.example/h5/orderDetails?id=1#top');
    expect(routePathname(route)).toBe('/orderDetails');
  });
});

describe('what counts', () => {
  it('counts scripts and stylesheets of the app origin only', () => {
    expect(assetKind(record({ url: `${ORIGIN}assets/main-abc.js` }), ORIGIN)).toBe('js');
    expect(assetKind(record({ url: `${ORIGIN}assets/app.css`, resourceType: 'Stylesheet', mimeType: 'text/css' }), ORIGIN)).toBe('css');
    // A module preloaded or fetched under another type still counts by its MIME type.
    expect(assetKind(record({ url: `${ORIGIN}assets/chunk.js`, resourceType: 'Other', mimeType: 'application/javascript' }), ORIGIN)).toBe('js');
    expect(assetKind(record({ url: 'https://cdn.example/x.js' }), ORIGIN)).toBeUndefined();
    expect(assetKind(record({ url: `${ORIGIN}homePage`, resourceType: 'Document', mimeType: 'text/html' }), ORIGIN)).toBeUndefined();
    expect(assetKind(record({ url: `${ORIGIN}api/v2/x`, resourceType: 'Fetch', mimeType: 'application/json' }), ORIGIN)).toBeUndefined();
    expect(assetKind(record({ url: `${ORIGIN}logo.png`, resourceType: 'Image', mimeType: 'image/png' }), ORIGIN)).toBeUndefined();
    expect(assetKind(record({ url: 'data:text/javascript,1' }), ORIGIN)).toBeUndefined();
  });

  it('sums transferred, body and gzip bytes per kind; a file downloaded twice counts twice', () => {
    const summary = summariseTransfers(
      'home',
      [
        record({ url: `${ORIGIN}assets/main.js`, transferred: 5000, bodyBytes: 15000, bodyGzip: 5200 }),
        record({ url: `${ORIGIN}assets/chunk.js`, transferred: 2000, bodyBytes: 6000, bodyGzip: 2100, encoding: 'gzip' }),
        record({ url: `${ORIGIN}assets/chunk.js`, transferred: 2000, bodyBytes: 6000, bodyGzip: 2100, encoding: 'gzip' }),
        record({ url: `${ORIGIN}assets/app.css`, resourceType: 'Stylesheet', mimeType: 'text/css', transferred: 9000, bodyBytes: 9000, bodyGzip: 2000, encoding: '' }),
        record({ url: `${ORIGIN}api/list`, resourceType: 'XHR', mimeType: 'application/json', transferred: 50000 }),
        record({ url: 'https://other.example/lib.js', transferred: 70000 }),
      ],
      ORIGIN,
    );
    expect(summary.js).toEqual({ files: 3, transferred: 9000, bodyBytes: 27000, bodyGzip: 9400, encodings: ['br', 'gzip'] });
    expect(summary.css).toEqual({ files: 1, transferred: 9000, bodyBytes: 9000, bodyGzip: 2000, encodings: ['identity'] });
    expect(summary.files.map((file) => `${file.kind} ${file.path} ${file.transferred}`)).toEqual([
      'css /assets/app.css 9000',
      'js /assets/main.js 5000',
      'js /assets/chunk.js 2000',
      'js /assets/chunk.js 2000',
    ]);
  });

  it('a route with no JS or CSS sums to zero', () => {
    expect(summariseTransfers('empty', [], ORIGIN).js).toEqual({ files: 0, transferred: 0, bodyBytes: 0, bodyGzip: 0, encodings: [] });
  });
});

describe('budgets', () => {
  const budgets: BrowserBudgets = { js: { default: 250 * 1024, routes: { home: 180 * 1024 } }, css: { default: 30 * 1024 } };
  const transfer = (route: string, js: number, css: number) =>
    summariseTransfers(route, [record({ url: `${ORIGIN}a.js`, transferred: js, bodyGzip: js }), record({ url: `${ORIGIN}a.css`, resourceType: 'Stylesheet', mimeType: 'text/css', transferred: css, encoding: 'gzip' })], ORIGIN);

  it('size-budgets.json holds the budgets of issue 14 (1 KB = 1024 bytes); create and detail at most at their ratchet', () => {
    const file = readJson<SizeBudgets>('size-budgets.json');
    expect(file.browser!.js.default).toBe(256000);
    expect(file.browser!.css).toEqual(budgets.css);
    // Create and detail are held at their size of 2026-11-26 until they reach 250 KB; the ceilings may only go down
    // (raised by 2 KB each for issue 16's detail tabs, and by 15 KB each for issue 18's POSITION field on the
    // incident form: the reasons are measured in size-budgets.json).
    const ratchet: Record<string, number> = { home: 184320, create: 299008, detail: 303104 };
    for (const route of PERF_ROUTES) expect(budgetFor(file.browser!.js, route.name)).toBeLessThanOrEqual(ratchet[route.name] ?? 256000);
  });

  it('takes the route override, else the default', () => {
    expect(budgetFor(budgets.js, 'home')).toBe(184320);
    expect(budgetFor(budgets.js, 'detail')).toBe(256000);
    expect(budgetFor(budgets.css, 'home')).toBe(30720);
  });

  it('passes at the budget and fails one byte over, per route and kind', () => {
    expect(checkRouteBudgets([transfer('home', 184320, 30720), transfer('detail', 256000, 0)], budgets)).toEqual([]);
    expect(checkRouteBudgets([transfer('home', 184321, 30721), transfer('detail', 256000, 0), transfer('create', 300 * 1024, 0)], budgets)).toEqual([
      'home: JS transferred 180.0 KB (br), budget 180.0 KB (over by 0.0 KB; gzip -9 of the same bodies 180.0 KB)',
      'home: CSS transferred 30.0 KB (gzip), budget 30.0 KB (over by 0.0 KB; gzip -9 of the same bodies 0.9 KB)',
      'create: JS transferred 300.0 KB (br), budget 250.0 KB (over by 50.0 KB; gzip -9 of the same bodies 300.0 KB)',
    ]);
  });
});

describe('a measurement to trust', () => {
  const detail = PERF_ROUTES.find((route) => route.name === 'detail')!;
  it('is one that ended on the route with its content shown', () => {
    expect(measurementProblem({ route: detail, finalPath: '/orderDetails', ready: true, timedOut: false })).toBeUndefined();
    expect(measurementProblem({ route: detail, finalPath: '/login', ready: false, timedOut: false })).toBe(
      'detail: the page ended on /login, not /orderDetails (logged out, or the route is gone)',
    );
    expect(measurementProblem({ route: detail, finalPath: '/orderDetails', ready: false, timedOut: true })).toBe(
      'detail: [data-testid="order-detail"] is not on the page (the network never went quiet)',
    );
  });
});

describe('app and browser', () => {
  it('Chromium: CHROME_PATH, then CHROMIUM_PATH, then /usr/bin/chromium', () => {
    expect(chromiumPath({ CHROME_PATH: '/opt/chrome', CHROMIUM_PATH: '/x' })).toBe('/opt/chrome');
    expect(chromiumPath({ CHROMIUM_PATH: '/x' })).toBe('/x');
    expect(chromiumPath({})).toBe('/usr/bin/chromium');
  });

  it('a step that never finishes fails after its time instead of ending the script quietly', async () => {
    await expect(withTimeout(new Promise<never>(() => undefined), 20, 'starting the app server')).rejects.toThrow('starting the app server did not finish within 0 s');
    await expect(withTimeout(Promise.resolve(7), 1000, 'x')).resolves.toBe(7);
  });

  it('logs the demo user in through the gateway: the token and login info the login page would store', async () => {
    const appDir = mkdtempSync(join(tmpdir(), 'schemadesk-size-'));
    writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>stand-in</title>');
    const server = await startPerfServer(appDir);
    try {
      const storage = await demoLoginStorage(server, PERF_USER);
      expect(Object.keys(storage).sort()).toEqual([defaultConfig.loginInfoStorageKey, defaultConfig.tokenStorageKey].sort());
      expect(storage[defaultConfig.tokenStorageKey]).toMatch(/\S{8,}/);
      expect((JSON.parse(storage[defaultConfig.loginInfoStorageKey]!) as { user: { userName: string } }).user.userName).toBe(PERF_USER);
      await expect(demoLoginStorage(server, 'nobody-here')).rejects.toThrow(/login/);
    } finally {
      await server.close();
      rmSync(appDir, { recursive: true, force: true });
    }
  });
});
