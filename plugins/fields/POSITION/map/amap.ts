// The provider the specification describes (form-widgets §7): the maps service loaded by script, version 1.4.5,
// with the autocomplete, geolocation and geocoder plugins, keyed by the key and security code of the
// positioning-config call (set as page globals before the script loads). It cannot be reached from the build
// machine, so only its script URL and configuration handling are unit-tested, with a fake window.
import { AMAP_PLUGINS, AMAP_VERSION, CIRCLE_COLORS, CIRCLE_OPACITY, MAP_ZOOM, PIN_HEIGHT, PIN_WIDTH } from './constants';
import { LocateError, MapLoadError, type AddressSuggestion, type GeolocationSource, type LatLng, type MapProvider, type MapView, type RangeCircle } from './types';

// The slice of the service's API the provider uses (its documented 1.4.x calls).
type LngLatLike = [number, number];
interface AMapLngLat {
  getLng(): number;
  getLat(): number;
}
interface AMapOverlay {
  setMap(map: AMapMap | null): void;
}
interface AMapMarker extends AMapOverlay {
  setPosition(position: LngLatLike): void;
}
interface AMapMap {
  setCenter(center: LngLatLike): void;
  on(event: 'click', handler: (event: { lnglat: AMapLngLat }) => void): void;
  off(event: 'click', handler: (event: { lnglat: AMapLngLat }) => void): void;
  destroy(): void;
}
type Callback<R> = (status: string, result: R) => void;
interface AMapGeocoder {
  getAddress(location: LngLatLike, callback: Callback<{ info?: string; regeocode?: { formattedAddress?: string } } | string>): void;
  getLocation(address: string, callback: Callback<{ info?: string; geocodes?: Array<{ location?: AMapLngLat }> } | string>): void;
}
interface AMapAutocomplete {
  search(keyword: string, callback: Callback<{ tips?: Array<{ name?: string; district?: string; address?: unknown; location?: AMapLngLat | '' }> } | string>): void;
}
interface AMapGeolocation {
  getCurrentPosition(callback: Callback<{ position?: AMapLngLat; message?: string } | string>): void;
}
/** The `AMap` global of the loaded script (the parts used). */
export interface AMapNamespace {
  Map: new (container: HTMLElement, options: { zoom: number; center: LngLatLike }) => AMapMap;
  Marker: new (options: { position: LngLatLike; icon?: unknown; offset?: unknown; anchor?: string }) => AMapMarker;
  Circle: new (options: { center: LngLatLike; radius: number; fillColor: string; fillOpacity: number; strokeColor: string; strokeOpacity: number; strokeWeight: number }) => AMapOverlay;
  Pixel: new (x: number, y: number) => unknown;
  Size: new (width: number, height: number) => unknown;
  Icon: new (options: { size: unknown; image: string; imageSize: unknown }) => unknown;
  Geocoder: new (options?: Record<string, unknown>) => AMapGeocoder;
  Autocomplete: new (options?: Record<string, unknown>) => AMapAutocomplete;
  Geolocation: new (options: { enableHighAccuracy: boolean; timeout: number }) => AMapGeolocation;
}

/** The page the script is loaded into (the real `window` / `document`, or a test's fakes). */
export interface ScriptHost {
  window: { AMap?: AMapNamespace; _AMapSecurityConfig?: { securityJsCode: string } } & Record<string, unknown>;
  document: { createElement(tag: 'script'): HTMLScriptElement; head: { appendChild(node: HTMLScriptElement): unknown } };
}

/** Options of {@link loadAMap}. */
export interface AMapLoadOptions {
  key: string;
  securityCode: string;
  /** How long the script may take (ms). @default 15000 */
  timeoutMs?: number;
}

/** The script address: version 1.4.5, the key, the three plugins and the callback that says it is ready. */
export function amapScriptUrl(key: string, callback: string): string {
  const query = new URLSearchParams({ v: AMAP_VERSION, key, plugin: AMAP_PLUGINS.join(','), callback });
  return `https://webapi.amap.com/maps?${query.toString()}`;
}

const CALLBACK = '__sdAMapReady';
const loads = new WeakMap<object, Promise<AMapNamespace>>();

/**
 * Loads the service once per page: the security code as the page global it reads (`_AMapSecurityConfig`),
 * then the script. Rejects with a {@link MapLoadError} without a key, on a script error or a timeout (and
 * the next call tries again).
 */
export function loadAMap(options: AMapLoadOptions, host: ScriptHost): Promise<AMapNamespace> {
  if (host.window.AMap) return Promise.resolve(host.window.AMap);
  if (!options.key) return Promise.reject(new MapLoadError('no map key in the positioning config'));
  const pending = loads.get(host.window);
  if (pending) return pending;
  const load = new Promise<AMapNamespace>((resolve, reject) => {
    if (options.securityCode) host.window._AMapSecurityConfig = { securityJsCode: options.securityCode };
    const fail = (why: string) => {
      clearTimeout(timer);
      delete host.window[CALLBACK];
      loads.delete(host.window);
      reject(new MapLoadError(why));
    };
    const timer = setTimeout(() => fail('map script timed out'), options.timeoutMs ?? 15_000);
    host.window[CALLBACK] = () => {
      clearTimeout(timer);
      delete host.window[CALLBACK];
      const namespace = host.window.AMap;
      if (namespace) resolve(namespace);
      else fail('map script loaded without its API');
    };
    const script = host.document.createElement('script');
    script.async = true;
    script.src = amapScriptUrl(options.key, CALLBACK);
    script.onerror = () => fail('map script failed to load');
    host.document.head.appendChild(script);
  });
  loads.set(host.window, load);
  return load;
}

const lngLat = (point: LatLng): LngLatLike => [point.longitude, point.latitude];
const toPoint = (value: AMapLngLat): LatLng => ({ latitude: value.getLat(), longitude: value.getLng() });
const abortable = <T>(signal: AbortSignal | undefined, run: (resolve: (value: T) => void, reject: (error: Error) => void) => void): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('aborted'));
    signal?.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    run(resolve, reject);
  });

/** The pin image: a 27x30 drop drawn as an SVG data address (no image request). */
const PIN_IMAGE = `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${PIN_WIDTH}" height="${PIN_HEIGHT}" viewBox="0 0 27 30"><path d="M13.5 30 L3 18.5 A13.5 13.5 0 1 1 24 18.5 Z" fill="#f53f3f" stroke="#fff"/><circle cx="13.5" cy="13.5" r="4.5" fill="#fff"/></svg>`)}`;

/** The script-loaded provider; `host` is the page (tests pass a fake). */
export function createAMapProvider(options: AMapLoadOptions, host: ScriptHost): MapProvider {
  const api = () => loadAMap(options, host);
  const geolocation: GeolocationSource = {
    async locate({ timeoutMs, highAccuracy, signal }) {
      const AMap = await api().catch((error: unknown) => {
        throw new LocateError(error instanceof Error ? error.message : 'map unavailable');
      });
      return abortable(signal, (resolve, reject) =>
        new AMap.Geolocation({ enableHighAccuracy: highAccuracy, timeout: timeoutMs }).getCurrentPosition((status, result) => {
          if (status === 'complete' && typeof result === 'object' && result.position) resolve(toPoint(result.position));
          else reject(new LocateError(typeof result === 'object' ? (result.message ?? status) : result));
        }),
      );
    },
  };
  return {
    id: 'amap',
    geolocation,
    load: () => api().then(() => undefined),
    async createMap(container, viewOptions): Promise<MapView> {
      const AMap = await api();
      const map = new AMap.Map(container, { zoom: viewOptions.zoom ?? MAP_ZOOM, center: lngLat(viewOptions.center) });
      let marker: AMapMarker | undefined;
      let circles: AMapOverlay[] = [];
      const handlers = new Set<(event: { lnglat: AMapLngLat }) => void>();
      return {
        setPin(point) {
          if (!point) {
            marker?.setMap(null);
            marker = undefined;
            return;
          }
          if (marker) marker.setPosition(lngLat(point));
          else {
            const icon = new AMap.Icon({ size: new AMap.Size(PIN_WIDTH, PIN_HEIGHT), image: PIN_IMAGE, imageSize: new AMap.Size(PIN_WIDTH, PIN_HEIGHT) });
            marker = new AMap.Marker({ position: lngLat(point), icon, offset: new AMap.Pixel(-PIN_WIDTH / 2, -PIN_HEIGHT) });
            marker.setMap(map);
          }
        },
        setCenter: (point) => map.setCenter(lngLat(point)),
        setCircles(next: readonly RangeCircle[]) {
          for (const circle of circles) circle.setMap(null);
          circles = next.map((circle) => {
            const color = CIRCLE_COLORS[circle.kind];
            const overlay = new AMap.Circle({ center: lngLat(circle.center), radius: circle.radius, fillColor: color, fillOpacity: CIRCLE_OPACITY, strokeColor: color, strokeOpacity: CIRCLE_OPACITY, strokeWeight: 1 });
            overlay.setMap(map);
            return overlay;
          });
        },
        onTap(listener) {
          const handler = (event: { lnglat: AMapLngLat }) => listener(toPoint(event.lnglat));
          handlers.add(handler);
          map.on('click', handler);
          return () => {
            handlers.delete(handler);
            map.off('click', handler);
          };
        },
        destroy() {
          for (const handler of handlers) map.off('click', handler);
          handlers.clear();
          map.destroy();
        },
      };
    },
    async reverseGeocode(point, signal) {
      const AMap = await api();
      return abortable(signal, (resolve, reject) =>
        new AMap.Geocoder().getAddress(lngLat(point), (status, result) => {
          if (status === 'complete' && typeof result === 'object' && result.regeocode) resolve(result.regeocode.formattedAddress ?? '');
          else reject(new Error(`reverse geocode: ${status}`));
        }),
      );
    },
    async geocode(address, signal) {
      const AMap = await api();
      return abortable(signal, (resolve, reject) =>
        new AMap.Geocoder().getLocation(address, (status, result) => {
          if (status === 'no_data') return resolve(undefined);
          const location = status === 'complete' && typeof result === 'object' ? result.geocodes?.[0]?.location : undefined;
          if (location) resolve(toPoint(location));
          else reject(new Error(`geocode: ${status}`));
        }),
      );
    },
    async searchAddress(keyword, searchOptions = {}) {
      const AMap = await api();
      return abortable(searchOptions.signal, (resolve, reject) =>
        new AMap.Autocomplete().search(keyword, (status, result) => {
          if (status === 'no_data') return resolve([]);
          if (status !== 'complete' || typeof result !== 'object') return reject(new Error(`search: ${status}`));
          resolve(
            (result.tips ?? []).flatMap((tip): AddressSuggestion[] => {
              if (!tip.name) return [];
              const address = [tip.district, typeof tip.address === 'string' ? tip.address : ''].filter(Boolean).join('');
              return [{ name: tip.name, address, ...(tip.location ? { point: toPoint(tip.location) } : {}) }];
            }),
          );
        }),
      );
    },
    // The service's marker address: position, name, source and native call (form-widgets §2).
    markerUrl: (point, name) =>
      `https://uri.amap.com/marker?${new URLSearchParams({ position: `${point.longitude},${point.latitude}`, name, src: 'schemadesk', callnative: '1' }).toString()}`,
  };
}
