// The positioning-config call (form-widgets §3, §7; service-desk §7: "a positioning-config call with instanceId
// returns the map key and security key") and the choice of provider it makes. Pure parts are unit-tested.
import { isRecord } from '@core/records';
import type { MapProviderId } from './types';

/** Path of the positioning-config call under the `base` prefix (GET, `instanceId`). */
export const POSITIONING_CONFIG_PATH = '/positioning/config';
/** Paths of the geocoding calls the offline provider makes under the `base` prefix (the fixture gateway answers them). */
export const POSITIONING_PATHS = { reverseGeocode: '/positioning/regeo', geocode: '/positioning/geo', search: '/positioning/search' } as const;

/** The positioning config as the app reads it. */
export interface PositioningConfig {
  /** Which provider draws the map: `offline` when the answer says so, else the script-loaded service. */
  provider: MapProviderId;
  /** The service key (`key` | `mapKey` | `amapKey`). */
  key: string;
  /** The service's security code (`securityJsCode` | `securityKey` | `securityCode`). */
  securityCode: string;
}

const text = (...values: unknown[]): string => {
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return '';
};

/**
 * Reads the positioning-config answer. `provider: 'offline'` (the fixture gateway's answer) picks the drawn
 * map; anything else is the script-loaded service, which then needs a key (without one the map cannot load).
 */
export function readPositioningConfig(data: unknown): PositioningConfig {
  const raw = isRecord(data) ? data : {};
  const provider = text(raw.provider, raw.mapProvider).toLowerCase() === 'offline' ? 'offline' : 'amap';
  return { provider, key: text(raw.key, raw.mapKey, raw.amapKey), securityCode: text(raw.securityJsCode, raw.securityKey, raw.securityCode) };
}
