// Registers the service worker the app build writes (scripts/rollup/service-worker.mjs): it precaches the app shell
// and each page's chunks, caches the rest as it loads, so a repeat visit renders from the cache even on a slow or absent network (issue 14).

import { isInsideContainer } from './container';

/**
 * Where sw.js is: the build writes every chunk to `<publicPath>assets/` and sw.js to `<publicPath>`, so it is one
 * folder up from the chunk this module is in, whatever the public path (no build constant needed). Its scope is
 * then the public path.
 */
function serviceWorkerUrl(): string {
  return new URL('../sw.js', import.meta.url).href;
}

/** How long after the load event the worker is registered (the first screen's data has come by then). */
export const REGISTER_DELAY_MS = 3000;

/** Whether this page may install the app's service worker. */
function mayRegister(): boolean {
  // Source runs (tests, Storybook, the dev server) have no sw.js.
  if (process.env.NODE_ENV !== 'production') return false;
  if (typeof window === 'undefined' || !/^https?:$/.test(window.location.protocol)) return false;
  // Absent outside a secure context (https, or localhost).
  if (!('serviceWorker' in navigator)) return false;
  // Inside a micro-frontend container the page and its scope belong to the container.
  return !isInsideContainer();
}

/**
 * Registers the service worker a few seconds after the window has loaded, so neither workbox-window (loaded on
 * demand) nor the precaching compete with the first load and its data. A new version installs in the background and waits until the app's tabs
 * are closed. Does nothing outside a production build served over http(s), or inside a micro-frontend container.
 */
export function registerServiceWorker(): void {
  if (!mayRegister()) return;
  const register = (): void => {
    import('workbox-window')
      .then(({ Workbox }) => new Workbox(serviceWorkerUrl()).register())
      .catch((error: unknown) => {
        // The app works without it; the next visit tries again.
        console.warn('schemadesk: the service worker was not registered', error);
      });
  };
  // After the load event and a moment more: the first screen's data calls (which come after the scripts) go
  // first, then the precache (the app shell) downloads while the user reads.
  const later = (): void => void setTimeout(() => (globalThis.requestIdleCallback ?? ((run: () => void) => run()))(register), REGISTER_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
