// App entry: exports the micro-frontend lifecycle, and mounts itself when loaded standalone.
// It is small on purpose (issue 14): standalone, it sends the boot calls (web config, login info,
// roles) and the opened page's first calls (its list) at once, while the app's code (./lifecycle and what it imports, preloaded by index.html)
// is still on its way; the request client then takes their answers.
// antd-mobile's theme variables and base styles (the bundle drops antd-mobile's barrel side effects).
import 'antd-mobile/es/global';
import './boot-screen.css';
import { defaultConfig } from '@core/config';
import { startBootPrefetch } from '@core/request/prefetch';
import { defaultStorage } from '@core/storage';
import { applyStoredColorScheme } from '@react/theme/apply';
import { buildApiBase } from './build-env';
import { isInsideContainer } from './container';
import { firstCallsFor } from './first-calls';
import type { MountProps } from './lifecycle';
import { registerServiceWorker } from './service-worker';

const lifecycle = () => import('./lifecycle');

/** `pathname` below the router's base path (`/h5/homePage` with base `/h5` is `/homePage`). */
function basePathless(pathname: string, basePath: string): string {
  const base = basePath.replace(/\/+$/, '');
  return base && pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

/** qiankun lifecycle: called once before the first mount. */
export async function bootstrap(): Promise<void> {
  return (await lifecycle()).bootstrap();
}
/** qiankun lifecycle: renders the app (standalone: into #root). */
export async function mount(props?: MountProps): Promise<void> {
  return (await lifecycle()).mount(props);
}
/** qiankun lifecycle: unmounts the app and disposes its runtime. */
export async function unmount(props?: MountProps): Promise<void> {
  return (await lifecycle()).unmount(props);
}

if (!isInsideContainer()) {
  const storage = defaultStorage();
  // The stored colour scheme before the first render (the runtime reads the same localStorage), so
  // a dark choice never flashes light; ThemeProvider takes over once mounted.
  applyStoredColorScheme(storage);
  const apiBase = buildApiBase();
  const requestPrefetch =
    typeof fetch === 'function'
      ? startBootPrefetch({
          config: { ...defaultConfig, ...(apiBase ? { apiBase } : {}) },
          storage,
          browserLanguage: typeof navigator !== 'undefined' ? navigator.language : undefined,
          fetch: fetch.bind(globalThis),
          // The opened page's own first calls too (its list, the ticket it shows), when its blocks say what they are.
          calls: firstCallsFor(basePathless(window.location.pathname, defaultConfig.basePath), defaultConfig.homePath, new URLSearchParams(window.location.search)),
        })
      : undefined;
  void mount({ requestPrefetch });
  registerServiceWorker();
}
