// How the one-port server sends the built app (issue 14, "serve it right"): the build's .br / .gz copies by
// Accept-Encoding, index.html and the API compressed on the fly, files under assets/ immutable and the rest
// revalidated, and the requested route's chunks and stylesheets linked in index.html (preload.json).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type Gateway } from '../../../fixtures/gateway/index';
import { findPreloadRoute, injectPreloads, parsePreloadManifest, routePattern } from '../../../fixtures/gateway/preload';
import { createAppServer, IMMUTABLE, isImmutableAsset } from '../../../fixtures/gateway/server';
import { compressFile } from '../../../scripts/rollup/precompress.mjs';

/** Names from a real `npm run build:app` (ls dist/app/assets): rollup's hashes are base64url, with `-` and `_`. */
const BUILT_NAMES = ['main-CkH9m8RU.js', 'action-bar-D3En2r-L.js', 'actions-JnD_8WtM.js', 'defaults-n0-qkZFV.js', 'process-template-BvE-mgHQ.js', 'crypto-DN-6sL2r.js', 'dayjs.min-BzfIRSYo.js', 'app-ec83354c.css'];

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
// Over @fastify/compress's 1 KB threshold, like the built index.html.
const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="${'IT service desk. '.repeat(60)}" />
    <link rel="stylesheet" href="/assets/app-ec83354c.css" />
    <link rel="modulepreload" href="/assets/defaults-n0-qkZFV.js" />
    <script type="module" src="/assets/main-CkH9m8RU.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `text number ${i}`))};\n`;
const PRELOAD = {
  routes: [
    { path: '/homePage', js: ['assets/action-bar-D3En2r-L.js', 'assets/defaults-n0-qkZFV.js', 'assets/actions-JnD_8WtM.js'], css: ['assets/app-ec83354c.css', 'assets/home-page-Ab_c-123.css'] },
    { path: '/orderDetails/:id?', js: ['assets/process-template-BvE-mgHQ.js'], css: [] },
    { path: '/flowCenter/:tab', js: ['assets/crypto-DN-6sL2r.js'], css: [] },
  ],
};

let appDir: string;
let bareDir: string;
beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'schemadesk-serving-'));
  mkdirSync(join(appDir, 'assets'));
  writeFileSync(join(appDir, 'index.html'), INDEX);
  writeFileSync(join(appDir, 'preload.json'), JSON.stringify(PRELOAD));
  writeFileSync(join(appDir, 'sw.js'), `self.__manifest = ${JSON.stringify(BUILT_NAMES)};\n${SCRIPT}`);
  // A plain word, not a hash; at the root it is revalidated like any file outside assets/.
  writeFileSync(join(appDir, 'index-template.js'), 'export {};\n');
  for (const name of BUILT_NAMES) writeFileSync(join(appDir, 'assets', name), name.endsWith('.css') ? `.x{color:red}\n${'.a{margin:0}\n'.repeat(200)}` : SCRIPT);
  await compressFile(join(appDir, 'assets', 'main-CkH9m8RU.js'));
  await compressFile(join(appDir, 'sw.js'));
  // Only a gzip copy: a brotli client gets it rather than the uncompressed file.
  rmSync(join(appDir, 'sw.js.br'));

  bareDir = mkdtempSync(join(tmpdir(), 'schemadesk-serving-bare-'));
  writeFileSync(join(bareDir, 'index.html'), INDEX);
});
afterAll(() => {
  rmSync(appDir, { recursive: true, force: true });
  rmSync(bareDir, { recursive: true, force: true });
});

let server: Gateway | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const get = (url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> => server!.app.inject({ method: 'GET', url, headers });

/** The body as sent, decoded by its Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.body;
}

const varies = (res: LightMyRequestResponse): boolean => /accept-encoding/i.test(String(res.headers.vary));

describe('compression', () => {
  it('sends the build copy the browser accepts: brotli first, then gzip, else the file itself, always with Vary', async () => {
    server = await createAppServer({ appDir, gateway: { latencyMs: 0 } });
    const url = '/assets/main-CkH9m8RU.js';
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=1.0, gzip;q=0.8', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ];
    for (const [accept, encoding] of cases) {
      const res = await get(url, accept ? { 'accept-encoding': accept } : {});
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toContain('javascript');
      expect(varies(res), accept).toBe(true);
      expect(decoded(res), accept).toBe(SCRIPT);
    }
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('falls back to the next encoding when the build left a copy out', async () => {
    server = await createAppServer({ appDir, gateway: { latencyMs: 0 } });
    const res = await get('/sw.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded(res)).toContain('self.__manifest');
  });

  it('compresses index.html and the API JSON on the fly', async () => {
    server = await createAppServer({ appDir: bareDir, gateway: { latencyMs: 0 } });
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const page = await get('/homePage', { accept: HTML, 'accept-encoding': accept });
      expect(page.headers['content-encoding'], accept).toBe(encoding);
      expect(varies(page), accept).toBe(true);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(decoded(page)).toBe(INDEX);
    }
    const token = await loginAs(server, 'zhangsan');
    const list = await server.app.inject({
      method: 'POST',
      url: '/gateway/dosm/api/v2/biz/h5workOrder/list',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br', 'content-type': 'application/json' },
      payload: { listType: 'initiated', pageSize: 50 },
    });
    expect(list.headers['content-encoding']).toBe('br');
    expect(varies(list)).toBe(true);
    expect((JSON.parse(decoded(list)) as { code: number }).code).toBe(100000);
    // Without Accept-Encoding (fastify's inject, the other gateway tests) nothing changes.
    const plain = await server.app.inject({ method: 'POST', url: '/gateway/dosm/api/v2/biz/h5workOrder/list', headers: { authorization: `Bearer ${token}` }, payload: { listType: 'initiated', pageSize: 50 } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<{ code: number }>().code).toBe(100000);
  });
});

describe('caching', () => {
  it('sends every file under assets/ immutable, whatever its hash holds (-, _, only letters), with its compressed copies', async () => {
    server = await createAppServer({ appDir, gateway: { latencyMs: 0 } });
    for (const name of BUILT_NAMES) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await get(`/assets/${name}`, { 'accept-encoding': encoding });
        expect(res.statusCode, name).toBe(200);
        expect(res.headers['cache-control'], `${name} ${encoding}`).toBe(IMMUTABLE);
      }
    }
  });

  it('revalidates everything else: index.html (by any route), sw.js and other root files', async () => {
    server = await createAppServer({ appDir, gateway: { latencyMs: 0 } });
    for (const [url, accept] of [
      ['/', HTML],
      ['/homePage', HTML],
      ['/index.html', HTML],
      ['/sw.js', '*/*'],
      ['/index-template.js', '*/*'],
    ]) {
      const res = await get(url, { accept: accept!, 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const worker = await get('/sw.js');
    expect(worker.headers['content-type']).toContain('javascript');
    // The service worker precaches index.html by name with a revision query and Accept: */*.
    const precached = await get('/index.html?__WB_REVISION__=abc', { accept: '*/*' });
    expect(precached.statusCode).toBe(200);
    expect(precached.body).toBe(INDEX);
    expect(precached.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('isImmutableAsset: the assets folder of the app, nothing else', () => {
    for (const name of BUILT_NAMES) expect(isImmutableAsset(`assets/${name}`), name).toBe(true);
    expect(isImmutableAsset('/srv/app/assets/main-CkH9m8RU.js.br', '/srv/app')).toBe(true);
    expect(isImmutableAsset('/srv/app/sw.js', '/srv/app')).toBe(false);
    expect(isImmutableAsset('/srv/app/index.html', '/srv/app')).toBe(false);
    expect(isImmutableAsset('index-template.js')).toBe(false);
    expect(isImmutableAsset('assets')).toBe(false);
    expect(isImmutableAsset('/srv/other/assets/x-12345678.js', '/srv/app')).toBe(false);
  });

  it('answers a missing root file or asset with 404 unless a page is asked for', async () => {
    server = await createAppServer({ appDir, gateway: { latencyMs: 0 } });
    expect((await get('/missing.js', { accept: '*/*' })).statusCode).toBe(404);
    expect((await get('/assets/missing-12345678.js', { accept: '*/*' })).statusCode).toBe(404);
    expect((await get('/gateway/dosm', { accept: HTML })).json()).toEqual({ code: 404, msg: 'Unknown API: GET /gateway/dosm' });
    expect((await get('/__gateway/nothing', { accept: HTML })).statusCode).toBe(404);
  });
});

describe('route preloads', () => {
  it("links the route's stylesheets and chunks before </head>, after the entry's own, leaving out what index.html has", async () => {
    server = await createAppServer({ appDir, gateway: { latencyMs: 0 } });
    const res = await get('/homePage?from=test', { accept: HTML });
    const html = res.body;
    const added = [
      '<link rel="preload" as="style" href="/assets/home-page-Ab_c-123.css" />',
      '<link rel="modulepreload" href="/assets/action-bar-D3En2r-L.js" />',
      '<link rel="modulepreload" href="/assets/actions-JnD_8WtM.js" />',
    ];
    for (const tag of added) expect(html).toContain(tag);
    expect(html.indexOf(added[2]!)).toBeLessThan(html.indexOf('</head>'));
    // Once each: index.html's own links are not repeated.
    expect(html.split('/assets/app-ec83354c.css').length).toBe(2);
    expect(html.split('/assets/defaults-n0-qkZFV.js').length).toBe(2);
    // After the entry's links (the entry script must not wait behind the route's chunks), and no Link header
    // (it would start them before the entry).
    expect(html.indexOf(added[0]!)).toBeGreaterThan(html.indexOf('/assets/defaults-n0-qkZFV.js'));
    expect(res.headers.link).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('matches :param and :param? segments, and adds nothing for other routes', async () => {
    server = await createAppServer({ appDir, gateway: { latencyMs: 0 } });
    for (const url of ['/orderDetails', '/orderDetails/42', '/orderDetails/42/', '/flowCenter/todo']) {
      const res = await get(url, { accept: HTML });
      expect(res.body, url).toMatch(/rel="modulepreload" href="\/assets\/(process-template|crypto)-/);
    }
    for (const url of ['/orderDetails/42/more', '/flowCenter', '/nowhere', '/', '/index.html']) {
      const res = await get(url, { accept: HTML });
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('does nothing without preload.json', async () => {
    server = await createAppServer({ appDir: bareDir, gateway: { latencyMs: 0 } });
    const res = await get('/homePage', { accept: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers.link).toBeUndefined();
  });

  it('reads preload.json again after a rebuild (index.html changed), not per request', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'schemadesk-serving-rebuild-'));
    try {
      writeFileSync(join(dir, 'index.html'), INDEX);
      writeFileSync(join(dir, 'preload.json'), JSON.stringify({ routes: [{ path: '/homePage', js: ['assets/old-AAAAAAAA.js'], css: [] }] }));
      server = await createAppServer({ appDir: dir, gateway: { latencyMs: 0 } });
      const linked = async () => [...(await get('/homePage', { accept: HTML })).body.matchAll(/modulepreload" href="([^"]+)"/g)].map((match) => match[1]).filter((url) => /old|new/.test(url!));
      expect(await linked()).toEqual(['/assets/old-AAAAAAAA.js']);
      writeFileSync(join(dir, 'preload.json'), JSON.stringify({ routes: [{ path: '/homePage', js: ['assets/new-BBBBBBBB.js'], css: [] }] }));
      expect(await linked()).toEqual(['/assets/old-AAAAAAAA.js']);
      writeFileSync(join(dir, 'index.html'), INDEX.replace('<body>', '<body class="rebuilt">'));
      expect(await linked()).toEqual(['/assets/new-BBBBBBBB.js']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('parses tolerantly and matches like the router', () => {
    expect(parsePreloadManifest('{"routes":[{"path":"/a","js":["assets/a.js"]},{"path":3},{"js":[]}]}')).toEqual([{ path: '/a', js: ['assets/a.js'], css: [] }]);
    expect(parsePreloadManifest('{}')).toEqual([]);
    expect(() => parsePreloadManifest('not json')).toThrow();
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/a.b').test('/aXb')).toBe(false);
    const routes = parsePreloadManifest(JSON.stringify(PRELOAD));
    expect(findPreloadRoute(routes, '/orderDetails/7')?.js).toEqual(['assets/process-template-BvE-mgHQ.js']);
    expect(injectPreloads('<head></head>', { js: [], css: ['assets/app-ec83354c.css'] }, '/app/')).toEqual({ html: '<head>  <link rel="preload" as="style" href="/app/assets/app-ec83354c.css" />\n  </head>', added: true });
  });
});
