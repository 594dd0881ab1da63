// Locating the user (form-widgets §4 "Auto mode with no value"; §9 timeouts): the recent cached position when
// it was used within 180000 ms, else a fresh high-accuracy fix whose address is looked up and which is then
// remembered. Framework-free, so it is tested in Node with a fake source and provider.
import { HIGH_ACCURACY } from './constants';
import type { RecentPositionCache } from './recent-cache';
import type { GeolocationSource, LatLng, MapProvider } from './types';
import { positionOf, type PositionValue } from './value';

/** Why locating gave no (named) position: the i18n key under `position.errors`. */
export type LocateFailure = 'locateFailed' | 'reverseGeocodeFailed' | 'mapLoadFailed';

/** What {@link locateUser} found. */
export interface LocateResult {
  /** The position; missing when the device location is unknown. */
  value?: PositionValue;
  /** Where it came from. */
  source?: 'cache' | 'device';
  /** The device point (also when its address could not be found). */
  device?: LatLng;
  /** What went wrong, if anything (a position without address still has `value`). */
  failure?: LocateFailure;
}

/** What {@link locateUser} needs. */
export interface LocateUserDeps {
  geolocation: GeolocationSource;
  /** Looks the address up; absent when the map service did not load (the position keeps its coordinates). */
  provider?: MapProvider;
  /** Absent: always a fresh fix (the picker's relocate). */
  cache?: RecentPositionCache;
  timeoutMs: number;
  /** Range carried by the value. @default 0 */
  range?: number;
  signal?: AbortSignal;
}

/** The user's position: cached, else fresh and reverse-geocoded (then cached). */
export async function locateUser(deps: LocateUserDeps): Promise<LocateResult> {
  const cached = deps.cache?.read();
  if (cached) return { value: { ...cached, range: deps.range ?? 0 }, source: 'cache', device: cached };
  let device: LatLng;
  try {
    device = await deps.geolocation.locate({ timeoutMs: deps.timeoutMs, highAccuracy: HIGH_ACCURACY, signal: deps.signal });
  } catch {
    return { failure: 'locateFailed' };
  }
  let name = '';
  let failure: LocateFailure | undefined;
  if (!deps.provider) failure = 'mapLoadFailed';
  else {
    try {
      name = await deps.provider.reverseGeocode(device, deps.signal);
    } catch {
      failure = 'reverseGeocodeFailed';
    }
  }
  const value = positionOf(device, name, deps.range ?? 0);
  if (!failure) deps.cache?.write({ ...value, range: 0 });
  return { value, source: 'device', device, ...(failure ? { failure } : {}) };
}
