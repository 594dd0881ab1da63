// Pure geometry of the position field: distance, range checks, 6-decimal coordinates, and the Web Mercator
// projection the drawn offline map uses. No DOM; unit-tested in Node.
import { haversineDistance, toLatLng, type LatLng } from '@core/form/rules';
import { COORDINATE_DECIMALS, MAP_ZOOM } from './constants';

export { haversineDistance, toLatLng };
export type { LatLng };

/** Distance in metres between two points (haversine, the same formula as the form's position rule). */
export const distanceM = (a: LatLng, b: LatLng): number => haversineDistance(a, b);

/** Whether `point` lies within `range` metres of `center` (the edge counts as inside). */
export function withinRange(point: LatLng, center: LatLng, range: number): boolean {
  return distanceM(point, center) <= range;
}

/** A coordinate rounded to 6 decimals (form-widgets §9). */
export function roundCoordinate(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
}

/** A coordinate as shown: exactly 6 decimals (`121.473700`); '' when not a finite number. */
export function formatCoordinate(value: number | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(COORDINATE_DECIMALS) : '';
}

/** A point with both coordinates rounded to 6 decimals. */
export function roundPoint(point: LatLng): LatLng {
  return { latitude: roundCoordinate(point.latitude), longitude: roundCoordinate(point.longitude) };
}

const TILE = 256;
const MAX_LAT = 85.05112878;

/** World pixel of a point at `zoom` (Web Mercator, 256 px tiles). */
export function project(point: LatLng, zoom = MAP_ZOOM): { x: number; y: number } {
  const scale = TILE * 2 ** zoom;
  const lat = Math.max(-MAX_LAT, Math.min(MAX_LAT, point.latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((point.longitude + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

/** The point of a world pixel at `zoom` (inverse of {@link project}). */
export function unproject(pixel: { x: number; y: number }, zoom = MAP_ZOOM): LatLng {
  const scale = TILE * 2 ** zoom;
  const longitude = (pixel.x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * pixel.y) / scale;
  const latitude = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { latitude, longitude };
}

/** Metres per screen pixel at `latitude` and `zoom` (for drawing a radius). */
export function metresPerPixel(latitude: number, zoom = MAP_ZOOM): number {
  return (Math.cos((latitude * Math.PI) / 180) * 2 * Math.PI * 6_378_137) / (TILE * 2 ** zoom);
}

/** A point moved `north` and `east` metres (small distances; the drawn map's arrow keys). */
export function offsetPoint(point: LatLng, north: number, east: number): LatLng {
  const dLat = (north / 6_371_008.8) * (180 / Math.PI);
  const dLng = (east / (6_371_008.8 * Math.cos((point.latitude * Math.PI) / 180))) * (180 / Math.PI);
  return { latitude: point.latitude + dLat, longitude: point.longitude + dLng };
}
