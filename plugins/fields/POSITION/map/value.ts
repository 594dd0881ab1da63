// The position value (form-widgets §3: latitude, longitude, positionName, range), normalised from what the
// server, a default or a linkage may hold (an object or its JSON text, numeric strings), coordinates kept to 6
// decimals.
import { isRecord } from '@core/records';
import { roundCoordinate, toLatLng, type LatLng } from './geo';

/** A position as the field stores it. */
export interface PositionValue extends LatLng {
  positionName: string;
  /** Radius in metres that travels with the value (the fine-tune range when fine-tuning is on, else 0). */
  range: number;
}

/** A position value from a stored, defaulted or linked value; undefined when it has no valid coordinates. */
export function toPositionValue(raw: unknown): PositionValue | undefined {
  let value = raw;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text.startsWith('{')) return undefined;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
  const point = toLatLng(value);
  if (!point || !isRecord(value)) return undefined;
  const name = value.positionName ?? value.name ?? value.address;
  const range = typeof value.range === 'number' ? value.range : typeof value.range === 'string' ? Number(value.range) : NaN;
  return {
    latitude: roundCoordinate(point.latitude),
    longitude: roundCoordinate(point.longitude),
    positionName: typeof name === 'string' ? name : '',
    range: Number.isFinite(range) && range > 0 ? range : 0,
  };
}

/** A value made from a point and its name. */
export function positionOf(point: LatLng, positionName: string, range = 0): PositionValue {
  return { latitude: roundCoordinate(point.latitude), longitude: roundCoordinate(point.longitude), positionName, range };
}

/** Whether two values are the same place and name. */
export function samePosition(a: PositionValue | undefined, b: PositionValue | undefined): boolean {
  if (!a || !b) return a === b;
  return a.latitude === b.latitude && a.longitude === b.longitude && a.positionName === b.positionName && a.range === b.range;
}
