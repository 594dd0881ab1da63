// Map services of the POSITION field (form-widgets §2, §4, §7), a chunk of their own: only the picker and the
// auto-fill import this folder, lazily, so no map code is on a form's first load.
//
// Which provider the app uses: the answer of the positioning-config call (GET base /positioning/config with
// `instanceId`, the logged-in user's account id) decides, once per runtime:
//   - `provider: 'offline'` -> the drawn offline map (offline.ts), its geocoding answered by the server through
//     the app's request client. The fixture gateway answers so, hence `npm start`, the tests and Storybook.
//   - anything else -> the script-loaded maps service of the spec (amap.ts), version 1.4.5, with the answer's
//     key (`key` | `mapKey`) and security code (`securityJsCode` | `securityKey`). A real server's answer
//     names no provider, so this is the default; without a key the map cannot load (the check is `unload`).
//   - the call fails -> no provider: "the map failed to load", the check is `unload` (service-desk §8).
// Tests and stories may skip the call by giving a provider (and a geolocation source) through PositionServices.
// The device location is the injected source, else the provider's own (the service's geolocation plugin, in its
// coordinate system), else the browser's `navigator.geolocation`; always high accuracy, 3 s in the picker and
// 10 s for the auto-fill.
import type { PluginContext } from '@core';
import type { ScriptHost } from './amap';
import { POSITIONING_CONFIG_PATH, readPositioningConfig } from './config';
import { browserGeolocation } from './geolocation';
import type { GeolocationSource, MapProvider } from './types';
import { MapLoadError } from './types';

export * from './types';
export * from './constants';
export * from './geo';
export * from './value';
export * from './recent-cache';
export * from './config';
export { browserGeolocation, fixedGeolocation, type BrowserGeolocation } from './geolocation';
// The providers themselves load when the config names them (offline.ts, amap.ts: a chunk each), never both.
export type { AMapLoadOptions, AMapNamespace, ScriptHost } from './amap';

const providers = new WeakMap<PluginContext, Promise<MapProvider>>();

/** The provider the positioning config names (see the top of this file); a failed call is retried next time. */
export function resolveMapProvider(runtime: PluginContext): Promise<MapProvider> {
  const known = providers.get(runtime);
  if (known) return known;
  const instanceId = runtime.session.getLoginInfo()?.user.accountId ?? '';
  const pending = runtime.request
    .get<unknown>(runtime.request.path('base', POSITIONING_CONFIG_PATH), { params: { instanceId }, silent: true })
    .then((data) => {
      const config = readPositioningConfig(data);
      if (config.provider === 'offline') return import('./offline').then(({ createOfflineProvider }) => createOfflineProvider(runtime.request));
      return import('./amap').then(({ createAMapProvider }) =>
        createAMapProvider({ key: config.key, securityCode: config.securityCode }, { window: window as unknown as ScriptHost['window'], document }),
      );
    })
    .catch((error: unknown) => {
      providers.delete(runtime);
      throw error instanceof MapLoadError ? error : new MapLoadError(error instanceof Error ? error.message : 'positioning config failed');
    });
  providers.set(runtime, pending);
  return pending;
}

/** The device location source: the injected one, else the provider's own, else the browser's. */
export function geolocationFor(provider: MapProvider | undefined, injected?: GeolocationSource): GeolocationSource {
  return injected ?? provider?.geolocation ?? browserGeolocation();
}

export { locateUser, type LocateFailure, type LocateResult, type LocateUserDeps } from './auto-fill';

/** The injected provider (an object or a loader), else the one the positioning config names. */
export function providerFor(runtime: PluginContext, injected?: MapProvider | (() => Promise<MapProvider>)): Promise<MapProvider> {
  if (typeof injected === 'function') return injected();
  return injected ? Promise.resolve(injected) : resolveMapProvider(runtime);
}
