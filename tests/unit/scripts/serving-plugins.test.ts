// The app build's serving plugins (issue 14): precompress writes .br / .gz copies of dist/app's text files, and
// serviceWorker writes sw.js (Workbox) precaching the shell and the hashed chunks, or, with SW=off, a worker that
// removes itself.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { OutputBundle, Plugin } from 'rollup';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/rollup/precompress.mjs';
import { NETWORK_ONLY_NAVIGATIONS, serviceWorker, serviceWorkerOff } from '../../../scripts/rollup/service-worker.mjs';

type WriteBundle = (this: unknown, options: { dir?: string }, bundle: OutputBundle) => Promise<void>;

/** Runs a plugin's writeBundle as rollup would, with the context methods these plugins use. */
async function writeBundle(plugin: Plugin, dir: string, files: string[] = []): Promise<{ warnings: string[] }> {
  const hook = plugin.writeBundle as { handler: WriteBundle; order?: string; sequential?: boolean };
  // After every other plugin's writeBundle: the files they write are there, the source maps moved out.
  expect(hook.order).toBe('post');
  expect(hook.sequential).toBe(true);
  const warnings: string[] = [];
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
    warn: (message: string) => warnings.push(message),
    info: () => undefined,
  };
  const bundle = Object.fromEntries(files.map((fileName) => [fileName, { fileName }])) as unknown as OutputBundle;
  await hook.handler.call(context, { dir }, bundle);
  return { warnings };
}

const TEXT = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word ${i}`))};\n`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'schemadesk-build-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><title>x</title><link rel="stylesheet" href="/assets/app-ec83354c.css" /><script type="module" src="/assets/main-CkH9m8RU.js"></script>${'<!-- shell -->'.repeat(100)}`,
  );
  writeFileSync(
    join(dir, 'preload.json'),
    JSON.stringify({ routes: [{ path: '/homePage', js: ['assets/action-bar-D3En2r-L.js', ...Array.from({ length: 80 }, (_, i) => `assets/chunk-${i}.js`)], css: [] }] }),
  );
  writeFileSync(join(dir, 'assets', 'main-CkH9m8RU.js'), TEXT);
  writeFileSync(join(dir, 'assets', 'action-bar-D3En2r-L.js'), TEXT);
  writeFileSync(join(dir, 'assets', 'app-ec83354c.css'), '.a{color:red}'.repeat(200));
  writeFileSync(join(dir, 'assets', 'tiny-Ab_c-123.js'), 'export {};\n');
  writeFileSync(join(dir, 'assets', 'photo-AbCdEf12.png'), Buffer.alloc(4096, 7));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes .br and .gz beside every text file over 1 KB, in subfolders too, and nothing beside others', async () => {
    await writeBundle(precompress({ dir }), dir);
    for (const file of ['index.html', 'preload.json', 'assets/main-CkH9m8RU.js', 'assets/action-bar-D3En2r-L.js', 'assets/app-ec83354c.css']) {
      const source = readFileSync(join(dir, file));
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(source), file).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(source), file).toBe(true);
      expect(readFileSync(join(dir, `${file}.br`)).length, file).toBeLessThan(source.length);
    }
    for (const file of ['assets/tiny-Ab_c-123.js', 'assets/photo-AbCdEf12.png']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('leaves other outputs alone', async () => {
    await writeBundle(precompress({ dir: join(dir, 'elsewhere') }), dir);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
  });
});

describe('serviceWorker', () => {
  it('precaches index.html (with a revision), what it links and the pages\' chunks (without), caches other chunks when they load, and falls back to index.html for navigations but /login and the API', async () => {
    await writeBundle(precompress({ dir }), dir);
    const { warnings } = await writeBundle(serviceWorker({ dir, publicPath: '/', enabled: true }), dir, ['index.html', 'assets/main-CkH9m8RU.js', 'assets/action-bar-D3En2r-L.js']);
    expect(warnings).toEqual([]);
    const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
    const entries = [...sw.matchAll(/\{url:"([^"]+)",revision:(null|"[0-9a-f]+")\}/g)].map((m) => [m[1], m[2] === 'null' ? null : 'revision']);
    expect(Object.fromEntries(entries)).toEqual({
      '/index.html': 'revision',
      '/assets/main-CkH9m8RU.js': null,
      '/assets/action-bar-D3En2r-L.js': null,
      '/assets/app-ec83354c.css': null,
    });
    // A chunk no page needs at once (tiny) is cached the first time it loads.
    expect(sw).toContain('schemadesk-chunks');
    expect(sw).toContain('"/index.html"');
    // One file of this origin: no Workbox runtime from a CDN, nothing imported.
    expect(sw).not.toContain('importScripts');
    expect(sw).not.toContain('googleapis');
    // Fetched on every visit, so compressed too.
    expect(existsSync(join(dir, 'sw.js.br'))).toBe(true);
  }, 60_000);

  it('leaves the login page, the API and the control API to the network', () => {
    const denied = (path: string) => NETWORK_ONLY_NAVIGATIONS.some((pattern) => pattern.test(path));
    for (const path of ['/login', '/login?user=lisi&redirect=%2FhomePage', '/__login/login.js', '/gateway/dosm/api/v2/base/webConfig', '/__gateway/state', '/api/x']) expect(denied(path), path).toBe(true);
    for (const path of ['/homePage', '/orderDetails?id=1', '/loginHelp', '/gatewayStatus', '/me']) expect(denied(path), path).toBe(false);
  });

  it('with SW=off writes a worker that unregisters itself and drops the app caches', async () => {
    expect(serviceWorkerOff('off')).toBe(true);
    expect(serviceWorkerOff('OFF ')).toBe(true);
    expect(serviceWorkerOff(undefined)).toBe(false);
    expect(serviceWorkerOff('on')).toBe(false);
    await writeBundle(serviceWorker({ dir, enabled: false }), dir, ['index.html']);
    const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
    expect(sw).toContain('self.registration.unregister()');
    expect(sw).toContain("key.startsWith('schemadesk-')");
    expect(sw).not.toContain('precache');
  });

  it('fails the build on a name under assets/ that is not content-hashed (it would be cached for a year)', async () => {
    await expect(writeBundle(serviceWorker({ dir, enabled: false }), dir, ['assets/logo.svg', 'assets/main-CkH9m8RU.js', 'assets/main-CkH9m8RU.js.map'])).rejects.toThrow(/assets\/logo\.svg$/);
  });
});
