// The app's service worker (issue 14, repeat visits): Workbox precaches the app shell (index.html) and every
// hashed chunk and stylesheet, so a second visit renders from the cache even on a slow or absent network.
// The app registers it (src/app/service-worker.ts) after the window's load event.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { generateSW } from 'workbox-build';
import { compressFile } from './precompress.mjs';

/**
 * Everything the build writes under `assets/` is content-hashed (`<name>-<8 characters of base64url>.<ext>`),
 * which is what lets the server send those files `immutable` and the service worker skip its cache-busting
 * revision for them. A name that is not hashed fails the build instead of being cached for a year.
 */
export const HASHED_NAME = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/** Navigations the service worker leaves to the network: the login page and anything of the API. */
export const NETWORK_ONLY_NAVIGATIONS = [/^\/(?:__)?login(?:[/?]|$)/, /^\/(?:__)?gateway(?:[/?]|$)/, /^\/api(?:[/?]|$)/];

/**
 * What `SW=off` builds instead: a worker that removes itself and the precache of an earlier build, so turning the
 * service worker off also reaches devices that installed one (a missing sw.js would leave the old one in charge).
 */
export const SELF_REMOVING_WORKER = `// schemadesk: the service worker is off in this build (SW=off); this removes an earlier one and its caches.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('schemadesk-')).map((key) => caches.delete(key))))
      .then(() => self.registration.unregister()),
  );
});
`;

/** @returns whether `SW` (the environment) turns the service worker off */
export function serviceWorkerOff(value = process.env.SW) {
  return ['off', '0', 'false', 'no'].includes(String(value ?? '').trim().toLowerCase());
}

/**
 * Rollup plugin: after the app is written (the last plugin; after precompress), writes `sw.js` at the app's root
 * with Workbox's generateSW. Its scope is the app's public path.
 * @param {{ dir?: string, publicPath?: string, enabled?: boolean }} [options]
 *   `dir`: the output folder it acts on. @default 'dist/app'
 *   `publicPath`: where the app is served from. @default process.env.PUBLIC_PATH, else '/'
 *   `enabled`: false writes {@link SELF_REMOVING_WORKER}. @default not `SW=off`
 */
/**
 * The files a visit needs before anything else, relative to the app folder: index.html, the scripts and style
 * sheets it links, and the chunks and style sheets of every page route listed in preload.json.
 */
export async function shellFiles(appDir) {
  const html = await readFile(join(appDir, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/(?:href|src)="[^"]*?(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  let routes = [];
  try {
    routes = JSON.parse(await readFile(join(appDir, 'preload.json'), 'utf8')).routes ?? [];
  } catch {
    // A build without route preloads precaches the linked files only.
  }
  const fromRoutes = routes.flatMap((route) => [...(route.js ?? []), ...(route.css ?? [])]);
  // Only files of this build (a stale manifest entry would fail the worker's install).
  return ['index.html', ...[...new Set([...linked, ...fromRoutes])].filter((file) => existsSync(join(appDir, file)))];
}

export function serviceWorker(options = {}) {
  const appDir = resolve(options.dir ?? 'dist/app');
  const publicPath = (options.publicPath ?? process.env.PUBLIC_PATH ?? '/').replace(/\/?$/, '/');
  const enabled = options.enabled ?? !serviceWorkerOff();
  const swDest = join(appDir, 'sw.js');
  return {
    name: 'schemadesk-service-worker',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(outputOptions, bundle) {
        if (!outputOptions.dir || resolve(outputOptions.dir) !== appDir) return;
        const unhashed = Object.keys(bundle).filter((name) => name.startsWith('assets/') && !name.endsWith('.map') && !HASHED_NAME.test(name));
        if (unhashed.length) this.error(`assets/ must hold content-hashed names only (served immutable, precached without revision): ${unhashed.join(', ')}`);
        if (!enabled) {
          await writeFile(swDest, SELF_REMOVING_WORKER);
          return;
        }
        const { count, size, warnings } = await generateSW({
          globDirectory: appDir,
          // The shell: index.html, what it links (the entry and the app) and every page's own chunks (preload.json).
          // The rest (the rich-text editor, the flow chart, field and action plugins) is cached the first time it
          // loads (runtimeCaching below): a first visit does not download 2 MB it may never use.
          globPatterns: await shellFiles(appDir),
          runtimeCaching: [
            {
              // Hashed names: what is cached never goes stale.
              urlPattern: /\/assets\/[^/]+\.(?:js|css)$/,
              handler: 'CacheFirst',
              options: { cacheName: 'schemadesk-chunks', expiration: { maxEntries: 300 } },
            },
          ],
          swDest,
          // The manifest's URLs are relative to the app folder; the app is served from publicPath.
          modifyURLPrefix: { '': publicPath },
          // Hashed names change with their content: no `?__WB_REVISION__=` needed.
          dontCacheBustURLsMatching: /\/assets\//,
          navigateFallback: `${publicPath}index.html`,
          navigateFallbackDenylist: NETWORK_ONLY_NAVIGATIONS,
          // One file from this origin: the CSP allows scripts from 'self' only (no CDN, no importScripts).
          inlineWorkboxRuntime: true,
          mode: 'production',
          sourcemap: false,
          disableDevLogs: true,
          cacheId: 'schemadesk',
          cleanupOutdatedCaches: true,
          // A new version waits until every tab of the old one is closed: a page never runs chunks of two builds.
          skipWaiting: false,
          clientsClaim: false,
        });
        for (const warning of warnings) this.warn(warning);
        // The worker is fetched on every visit (no-cache), so it is compressed like the other files.
        await compressFile(swDest);
        this.info(`sw.js precaches ${count} files, ${Math.round(size / 1024)} KB`);
      },
    },
  };
}
