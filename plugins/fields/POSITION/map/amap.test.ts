// The script-loaded provider's loading and configuration (node, fake window): it cannot be reached from here.
import { describe, expect, it, vi } from 'vitest';
import { amapScriptUrl, createAMapProvider, loadAMap, type AMapNamespace, type ScriptHost } from './amap';
import { MapLoadError } from './types';

interface FakeScript {
  src: string;
  async: boolean;
  onerror: (() => void) | null;
}

/** A page whose appended scripts are recorded; `complete` plays the script arriving. */
function fakeHost() {
  const scripts: FakeScript[] = [];
  const order: string[] = [];
  const window = {} as ScriptHost['window'];
  const host: ScriptHost = {
    window,
    document: {
      createElement: () => ({ src: '', async: false, onerror: null }) as unknown as HTMLScriptElement,
      head: {
        appendChild: (node: HTMLScriptElement) => {
          order.push(`script (security ${window._AMapSecurityConfig?.securityJsCode ?? 'unset'})`);
          scripts.push(node as unknown as FakeScript);
          return node;
        },
      },
    },
  };
  const complete = (api: Partial<AMapNamespace>) => {
    window.AMap = api as AMapNamespace;
    const url = new URL(scripts.at(-1)!.src);
    (window[url.searchParams.get('callback')!] as () => void)();
  };
  return { host, scripts, order, complete, window };
}

describe('script-loaded map provider', () => {
  it('the script address: version 1.4.5, the key, the autocomplete / geolocation / geocoder plugins, the callback', () => {
    const url = new URL(amapScriptUrl('key-1', 'cb'));
    expect(url.origin + url.pathname).toBe('https://webapi.amap.com/maps');
    expect(Object.fromEntries(url.searchParams)).toEqual({ v: '1.4.5', key: 'key-1', plugin: 'AMap.Autocomplete,AMap.Geolocation,AMap.Geocoder', callback: 'cb' });
  });

  it('sets the security code as the page global before the script, loads once, resolves with the API', async () => {
    const page = fakeHost();
    const first = loadAMap({ key: 'k', securityCode: 'sec' }, page.host);
    const again = loadAMap({ key: 'k', securityCode: 'sec' }, page.host);
    expect(page.order).toEqual(['script (security sec)']);
    expect(page.scripts[0]!.async).toBe(true);
    const api = { Map: vi.fn() } as unknown as AMapNamespace;
    page.complete(api);
    await expect(first).resolves.toBe(api);
    await expect(again).resolves.toBe(api);
    await expect(loadAMap({ key: 'k', securityCode: 'sec' }, page.host)).resolves.toBe(api);
    expect(page.scripts).toHaveLength(1);
  });

  it('without a key it does not load: a map load error (the check is unload)', async () => {
    const page = fakeHost();
    await expect(loadAMap({ key: '', securityCode: 's' }, page.host)).rejects.toBeInstanceOf(MapLoadError);
    expect(page.scripts).toHaveLength(0);
  });

  it('a script error rejects with a map load error and the next call tries again', async () => {
    const page = fakeHost();
    const failed = loadAMap({ key: 'k', securityCode: '' }, page.host);
    page.scripts[0]!.onerror!();
    await expect(failed).rejects.toBeInstanceOf(MapLoadError);
    const retry = loadAMap({ key: 'k', securityCode: '' }, page.host);
    expect(page.scripts).toHaveLength(2);
    page.complete({});
    await expect(retry).resolves.toBeDefined();
  });

  it('times out', async () => {
    vi.useFakeTimers();
    try {
      const page = fakeHost();
      const pending = loadAMap({ key: 'k', securityCode: '', timeoutMs: 1000 }, page.host);
      vi.advanceTimersByTime(1001);
      await expect(pending).rejects.toThrow('timed out');
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers the documented calls: reverse geocode, search tips, high-accuracy geolocation; the marker link', async () => {
    const page = fakeHost();
    const provider = createAMapProvider({ key: 'k', securityCode: 's' }, page.host);
    const lngLat = (lng: number, lat: number) => ({ getLng: () => lng, getLat: () => lat });
    const geolocationOptions: unknown[] = [];
    // Nothing loads until a call needs the service.
    expect(page.scripts).toHaveLength(0);
    const address = provider.reverseGeocode({ latitude: 31.2304, longitude: 121.4737 });
    page.complete({
      Geocoder: class {
        getAddress(_at: [number, number], cb: (s: string, r: unknown) => void) {
          cb('complete', { info: 'OK', regeocode: { formattedAddress: '上海市黄浦区人民大道200号' } });
        }
        getLocation(_a: string, cb: (s: string, r: unknown) => void) {
          cb('no_data', 0);
        }
      },
      Autocomplete: class {
        search(_k: string, cb: (s: string, r: unknown) => void) {
          cb('complete', { tips: [{ name: '人民广场', district: '上海市黄浦区', address: [], location: lngLat(121.475, 31.232) }, { name: '' }] });
        }
      },
      Geolocation: class {
        constructor(options: unknown) {
          geolocationOptions.push(options);
        }
        getCurrentPosition(cb: (s: string, r: unknown) => void) {
          cb('complete', { position: lngLat(121.4737, 31.2304) });
        }
      },
    } as unknown as AMapNamespace);
    expect(await address).toBe('上海市黄浦区人民大道200号');
    expect(await provider.geocode('nowhere')).toBeUndefined();
    expect(await provider.searchAddress('人民')).toEqual([{ name: '人民广场', address: '上海市黄浦区', point: { latitude: 31.232, longitude: 121.475 } }]);
    expect(await provider.geolocation!.locate({ timeoutMs: 3000, highAccuracy: true })).toEqual({ latitude: 31.2304, longitude: 121.4737 });
    expect(geolocationOptions).toEqual([{ enableHighAccuracy: true, timeout: 3000 }]);
    const link = new URL(provider.markerUrl({ latitude: 31.2304, longitude: 121.4737 }, '总部大楼'));
    expect(link.origin + link.pathname).toBe('https://uri.amap.com/marker');
    expect(Object.fromEntries(link.searchParams)).toEqual({ position: '121.4737,31.2304', name: '总部大楼', src: 'schemadesk', callnative: '1' });
  });
});
