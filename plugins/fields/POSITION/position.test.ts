// Pure rules of POSITION (node): value, 6 decimals, distance and range, x-props, default plans, fine-tune taps,
// the check's outcomes, the recent-position cache, locating the user, the positioning config, the texts.
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@core';
import { positionTexts } from './locales';
import { locateUser } from './map/auto-fill';
import { readPositioningConfig } from './map/config';
import { distanceM, formatCoordinate, metresPerPixel, offsetPoint, project, roundCoordinate, unproject, withinRange } from './map/geo';
import { fixedGeolocation } from './map/geolocation';
import { createRecentPositionCache, RECENT_POSITION_KEY } from './map/recent-cache';
import type { MapProvider } from './map/types';
import { toPositionValue } from './map/value';
import { acceptTap, checkMessageKey, defaultPlanOf, mapPositionProps, positionCheckOutcome } from './normalize';

const HQ = { latitude: 31.2304, longitude: 121.4737 };
const DC = { latitude: 31.2, longitude: 121.6 };
const north = (m: number) => offsetPoint(HQ, m, 0);
const check = { mark: true, type: 'customize', positions: [{ ...HQ, range: 500 }, { ...DC, range: 300 }] };

describe('position value and coordinates', () => {
  it('normalises stored values (object, JSON text, numeric strings) to 6 decimals; refuses what has no valid point', () => {
    expect(toPositionValue({ latitude: '31.23041234', longitude: 121.473712345, positionName: '总部大楼' })).toEqual({ latitude: 31.230412, longitude: 121.473712, positionName: '总部大楼', range: 0 });
    expect(toPositionValue('{"latitude":31.2,"longitude":121.6,"positionName":"数据中心","range":300}')).toMatchObject({ positionName: '数据中心', range: 300 });
    for (const bad of ['', 'x', '{bad', { latitude: 91, longitude: 0 }, { latitude: 31 }, null, 5]) expect(toPositionValue(bad)).toBeUndefined();
  });

  it('formats coordinates with exactly 6 decimals and rounds stored ones', () => {
    expect(formatCoordinate(121.4737)).toBe('121.473700');
    expect(formatCoordinate(31.23041279)).toBe('31.230413');
    expect(formatCoordinate(undefined)).toBe('');
    expect(roundCoordinate(1.0000004)).toBe(1);
  });

  it('measures distance in metres and checks a range, edge included', () => {
    expect(distanceM(HQ, north(250))).toBeCloseTo(250, 0);
    expect(withinRange(north(199), HQ, 200)).toBe(true);
    expect(withinRange(north(201), HQ, 200)).toBe(false);
  });

  it('projects and unprojects at zoom 15 (the drawn map); ~4.1 m a pixel in Shanghai', () => {
    const back = unproject(project(HQ));
    expect(back.latitude).toBeCloseTo(HQ.latitude, 9);
    expect(back.longitude).toBeCloseTo(HQ.longitude, 9);
    expect(metresPerPixel(HQ.latitude)).toBeCloseTo(4.09, 1);
  });
});

describe('x-props and defaults', () => {
  it('maps the settings (booleans as 1 / "true", ranges capped at 10000 m)', () => {
    expect(mapPositionProps({ fineTuning: { mark: 1, range: 20000 }, displayLongitudeAndLatitude: 'true', manualEntry: true, positionCheck: check })).toMatchObject({
      fineTuning: { mark: true, range: 10000 },
      displayLongitudeAndLatitude: true,
      manualEntry: true,
      positionCheck: check,
    });
    expect(mapPositionProps({})).toEqual({ positionCheck: {}, defaultPlan: { kind: 'none' }, fineTuning: { mark: false, range: 0 }, displayLongitudeAndLatitude: false, manualEntry: false });
  });

  it('reads the default plan: auto / AUTO_POSITION, customize (its first position), another field, else none', () => {
    expect(defaultPlanOf({ type: 'auto', positions: [] })).toEqual({ kind: 'auto' });
    expect(defaultPlanOf({ type: 'AUTO_POSITION' })).toEqual({ kind: 'auto' });
    expect(defaultPlanOf({ type: 'customize', positions: [{ ...DC, positionName: '数据中心' }] })).toEqual({ kind: 'customize', value: { ...DC, positionName: '数据中心', range: 0 } });
    expect(defaultPlanOf({ type: 'customize', positions: [] })).toEqual({ kind: 'none' });
    expect(defaultPlanOf({ type: 'field', fieldCode: 'siteLocation' })).toEqual({ kind: 'field', fieldCode: 'siteLocation' });
    expect(defaultPlanOf('{"type":"AUTO_POSITION"}')).toEqual({ kind: 'auto' });
    expect(defaultPlanOf(undefined)).toEqual({ kind: 'none' });
  });
});

describe('fine-tuning', () => {
  const fine = { mark: true, range: 200 };
  it('accepts a tap within the range of the device, refuses one outside it', () => {
    expect(acceptTap(north(150), HQ, fine)).toEqual({ ok: true });
    expect(acceptTap(north(350), HQ, fine)).toEqual({ ok: false, reason: 'outOfRange' });
  });
  it('accepts anywhere when the device location is unknown or no range is set; nothing when fine-tuning is off', () => {
    expect(acceptTap(north(5000), undefined, fine)).toEqual({ ok: true });
    expect(acceptTap(north(5000), HQ, { mark: true, range: 0 })).toEqual({ ok: true });
    expect(acceptTap(north(1), HQ, { mark: false, range: 200 })).toEqual({ ok: false, reason: 'fineTuningOff' });
  });
});

describe('position check', () => {
  it('complete within the range of at least one allowed position', () => {
    expect(positionCheckOutcome({ ...north(450), positionName: '' }, check, { mapAvailable: true })).toEqual({ outcome: 'complete' });
    expect(positionCheckOutcome({ ...offsetPoint(DC, 0, 250), positionName: '' }, check, { mapAvailable: true })).toEqual({ outcome: 'complete' });
  });
  it('error outside every range, with the spec text key', () => {
    const result = positionCheckOutcome({ ...north(2000) }, check, { mapAvailable: true });
    expect(result.outcome).toBe('error');
    expect(checkMessageKey(result)).toBe('rules.positionOutOfRange');
  });
  it('unload when the map is unavailable; complete when the check is off or has no positions', () => {
    const unload = positionCheckOutcome({ ...north(2000) }, check, { mapAvailable: false });
    expect(unload).toEqual({ outcome: 'unload' });
    expect(checkMessageKey(unload)).toBe('rules.positionUnavailable');
    expect(positionCheckOutcome({ ...north(2000) }, { ...check, mark: false }, { mapAvailable: true })).toEqual({ outcome: 'complete' });
    expect(positionCheckOutcome({ ...north(2000) }, { mark: true, positions: [] }, { mapAvailable: true })).toEqual({ outcome: 'complete' });
    expect(checkMessageKey({ outcome: 'complete' })).toBeUndefined();
  });
});

describe('recent-position cache', () => {
  const value = { ...HQ, positionName: '总部大楼', range: 0 };
  it('gives the position within 180000 ms of its last use and renews it on each read', () => {
    let now = 1_000_000;
    const storage = createMemoryStorage();
    const cache = createRecentPositionCache(storage, () => now);
    cache.write(value);
    now += 179_999;
    expect(cache.read()).toEqual(value);
    // Read at +179999 renewed it: another 179999 later it is still there.
    now += 179_999;
    expect(cache.read()).toEqual(value);
    now += 180_000;
    expect(cache.read()).toBeUndefined();
    expect(storage.getItem(RECENT_POSITION_KEY)).toBeNull();
  });
  it('ignores junk in storage', () => {
    const storage = createMemoryStorage({ [RECENT_POSITION_KEY]: '{not json' });
    expect(createRecentPositionCache(storage).read()).toBeUndefined();
  });
});

describe('locating the user', () => {
  const provider = (address: string | Error): MapProvider => ({
    id: 'offline',
    createMap: () => Promise.reject(new Error('unused')),
    reverseGeocode: () => (address instanceof Error ? Promise.reject(address) : Promise.resolve(address)),
    geocode: () => Promise.resolve(undefined),
    searchAddress: () => Promise.resolve([]),
    markerUrl: () => '',
  });
  it('a fresh fix is reverse-geocoded, carries the range and is cached; the next time the cache answers', async () => {
    const cache = createRecentPositionCache(createMemoryStorage(), () => 0);
    const timeouts: number[] = [];
    const geolocation = { locate: (o: { timeoutMs: number; highAccuracy: boolean }) => (timeouts.push(o.timeoutMs), expect(o.highAccuracy).toBe(true), Promise.resolve(HQ)) };
    const first = await locateUser({ geolocation, provider: provider('总部大楼'), cache, timeoutMs: 10_000, range: 200 });
    expect(first).toMatchObject({ source: 'device', value: { ...HQ, positionName: '总部大楼', range: 200 } });
    expect(first.failure).toBeUndefined();
    const second = await locateUser({ geolocation: fixedGeolocation(undefined), provider: provider('x'), cache, timeoutMs: 10_000, range: 200 });
    expect(second).toMatchObject({ source: 'cache', value: { positionName: '总部大楼', range: 200 } });
    expect(timeouts).toEqual([10_000]);
  });
  it('reports a failed fix, a failed address lookup (coordinates kept, not cached) and a missing map', async () => {
    expect(await locateUser({ geolocation: fixedGeolocation(undefined), provider: provider('x'), timeoutMs: 3000 })).toEqual({ failure: 'locateFailed' });
    const cache = createRecentPositionCache(createMemoryStorage());
    const noName = await locateUser({ geolocation: fixedGeolocation(HQ), provider: provider(new Error('down')), cache, timeoutMs: 3000 });
    expect(noName).toMatchObject({ failure: 'reverseGeocodeFailed', value: { ...HQ, positionName: '' } });
    expect(cache.read()).toBeUndefined();
    expect(await locateUser({ geolocation: fixedGeolocation(HQ), timeoutMs: 3000 })).toMatchObject({ failure: 'mapLoadFailed', value: HQ });
  });
});

describe('positioning config', () => {
  it('offline when the answer says so; otherwise the script-loaded service with the key and security code', () => {
    expect(readPositioningConfig({ provider: 'offline' })).toEqual({ provider: 'offline', key: '', securityCode: '' });
    expect(readPositioningConfig({ mapKey: 'k1', securityKey: 's1' })).toEqual({ provider: 'amap', key: 'k1', securityCode: 's1' });
    expect(readPositioningConfig({ key: 'k2', securityJsCode: 's2' })).toEqual({ provider: 'amap', key: 'k2', securityCode: 's2' });
    expect(readPositioningConfig(null)).toEqual({ provider: 'amap', key: '', securityCode: '' });
  });
});

describe('texts', () => {
  const keys = (o: object, prefix = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
  it('zh and en have the same keys, and every map error of form-widgets §8', () => {
    expect(keys(positionTexts.zh)).toEqual(keys(positionTexts.en));
    expect(Object.values(positionTexts.en.errors)).toEqual([
      'The map failed to load',
      'Failed to get location',
      'Failed to query the address by longitude and latitude',
      'Failed to search address',
      'Location verification failed. Contact admin',
      'Not within the restricted range of positioning',
    ]);
  });
});
