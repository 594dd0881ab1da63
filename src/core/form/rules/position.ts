import { isEmptyValue } from './empty';
import { defineValidator, type CompiledValidator, type MapAvailability } from './types';
import { isRecord, lookupValue, toBool, toFiniteNumber } from './util';

/** Mean Earth radius in metres (IUGG), the usual constant for haversine. */
export const EARTH_RADIUS_M = 6_371_008.8;
/** Largest allowed radius of a restricted position (spec: at most 10000 m). */
export const MAX_POSITION_RANGE_M = 10_000;

/** A point in degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** An allowed position with its radius in metres. */
export interface AllowedPosition extends LatLng {
  range: number;
}

/** Outcome of a position check (spec: unload = map unavailable, complete = ok or no positions, error). */
export interface PositionCheckResult {
  outcome: 'unload' | 'complete' | 'error';
  /** i18n key of the failure (`rules.positionOutOfRange`). */
  message?: string;
}

/** Great-circle distance in metres between two points (haversine). */
export function haversineDistance(a: LatLng, b: LatLng): number {
  const rad = (deg: number): number => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Coordinates of a position value (`{latitude, longitude}`, numbers or numeric strings) within valid ranges. */
export function toLatLng(value: unknown): LatLng | undefined {
  if (!isRecord(value)) return undefined;
  const latitude = toFiniteNumber(value.latitude ?? value.lat);
  const longitude = toFiniteNumber(value.longitude ?? value.lng ?? value.lon);
  if (latitude === undefined || longitude === undefined) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { latitude, longitude };
}

/** Extra inputs of `checkPosition`. */
export interface CheckPositionOptions {
  /** Whether the map service loaded; `false` gives `unload`. @default true */
  mapAvailable?: boolean;
  /** Form values, for a check centred on another position field. */
  values?: Readonly<Record<string, unknown>>;
}

/**
 * The allowed positions of `positionCheck`: its `positions` list, or, when it
 * points at another position field (`type` field / otherField with
 * `fieldCode` | `field` | `id`), that field's value. An entry's radius is its
 * own `range`, else the check's `range`, capped at 10000 m; an entry without
 * any radius allows only its exact point.
 */
export function allowedPositions(positionCheck: Record<string, unknown>, values: Readonly<Record<string, unknown>> = {}): AllowedPosition[] {
  const fallbackRange = toFiniteNumber(positionCheck.range);
  const radius = (raw: unknown): number => Math.min(MAX_POSITION_RANGE_M, Math.max(0, toFiniteNumber(raw) ?? fallbackRange ?? 0));
  const out: AllowedPosition[] = [];
  const type = typeof positionCheck.type === 'string' ? positionCheck.type.replace(/[_\s-]/g, '').toLowerCase() : '';
  const ref = positionCheck.fieldCode ?? positionCheck.field ?? positionCheck.id;
  if ((type === 'field' || type === 'otherfield' || type === 'formfield') && typeof ref === 'string' && ref !== '') {
    const centre = lookupValue(values, ref);
    const point = toLatLng(centre);
    if (point) out.push({ ...point, range: radius(isRecord(centre) ? (centre.range ?? positionCheck.range) : positionCheck.range) });
    return out;
  }
  const list = Array.isArray(positionCheck.positions) ? positionCheck.positions : [];
  for (const entry of list) {
    const point = toLatLng(entry);
    if (point && isRecord(entry)) out.push({ ...point, range: radius(entry.range) });
  }
  return out;
}

/**
 * Checks a position value against `positionCheck`. Without `mark` or without
 * allowed positions the check is `complete`; an unavailable map is `unload`;
 * the value must be within the range of at least one allowed position,
 * otherwise `error` with `rules.positionOutOfRange` (also for a value without
 * usable coordinates).
 */
export function checkPosition(value: unknown, positionCheck: unknown, options: CheckPositionOptions = {}): PositionCheckResult {
  if (!isRecord(positionCheck) || !toBool(positionCheck.mark)) return { outcome: 'complete' };
  if (options.mapAvailable === false) return { outcome: 'unload' };
  const allowed = allowedPositions(positionCheck, options.values);
  if (allowed.length === 0) return { outcome: 'complete' };
  const point = toLatLng(value);
  if (point && allowed.some((p) => haversineDistance(point, p) <= p.range)) return { outcome: 'complete' };
  return { outcome: 'error', message: 'rules.positionOutOfRange' };
}

/**
 * The position rule (when `positionCheck.mark` is true). An unavailable map
 * cannot prove the restriction, so `unload` fails with "Location verification
 * failed. Contact admin" rather than letting the value through.
 */
export function positionValidator(positionCheck: Record<string, unknown>, mapAvailable?: MapAvailability): CompiledValidator {
  return defineValidator('position', async (value, ctx) => {
    if (isEmptyValue(value)) return undefined;
    const available = mapAvailable ? await mapAvailable() : true;
    const result = checkPosition(value, positionCheck, { mapAvailable: available, values: ctx.values });
    if (result.outcome === 'unload') return ctx.t('rules.positionUnavailable');
    return result.outcome === 'error' ? ctx.t(result.message ?? 'rules.positionOutOfRange') : undefined;
  });
}
