// The map provider contract (form-widgets §2 map position picker, §7 maps and positioning): what the picker
// and the auto-fill need from a map service, so the drawn offline map and the script-loaded service are
// interchangeable. Types only: importing this file loads no map code.
import type { LatLng } from '@core/form/rules';

export type { LatLng };

/** What a range circle stands for (form-widgets §9: blue for check areas, green for the fine-tune range). */
export type RangeCircleKind = 'check' | 'fineTune';

/** A circle drawn around a point, `radius` in metres. */
export interface RangeCircle {
  center: LatLng;
  radius: number;
  kind: RangeCircleKind;
}

/** Options of {@link MapProvider.createMap}. */
export interface MapViewOptions {
  /** Where the map opens. */
  center: LatLng;
  /** @default MAP_ZOOM (15) */
  zoom?: number;
  /** Accessible name of the map (the drawn map is a focusable control). */
  label: string;
}

/** A map shown in a container: one pin, range circles, taps. */
export interface MapView {
  /** Moves the pin (27x30 px) to `point`, or removes it. */
  setPin(point: LatLng | undefined): void;
  setCenter(point: LatLng): void;
  /** Replaces the range circles. */
  setCircles(circles: readonly RangeCircle[]): void;
  /** Tells `listener` of every tap (click) on the map, as a point; returns the disposer. */
  onTap(listener: (point: LatLng) => void): () => void;
  /** Removes the map from its container. */
  destroy(): void;
}

/** One answer of an address search. */
export interface AddressSuggestion {
  name: string;
  /** Street address or district; may be empty. */
  address: string;
  /** Missing when the service knows the name but not the point (it is then geocoded on choice). */
  point?: LatLng;
}

/** Options of a device location request (form-widgets §9: high accuracy; 3 s in the picker, 10 s for auto-fill). */
export interface LocateOptions {
  timeoutMs: number;
  highAccuracy: boolean;
  signal?: AbortSignal;
}

/** Where the device is: the browser's geolocation, a provider's own, or a test's fixed point. */
export interface GeolocationSource {
  /** Resolves with the device position; rejects when it is unknown (denied, unavailable, timed out). */
  locate(options: LocateOptions): Promise<LatLng>;
}

/** Which implementation a provider is. */
export type MapProviderId = 'offline' | 'amap';

/** A map service behind the picker: map views, geocoding, reverse geocoding, address search. */
export interface MapProvider {
  readonly id: MapProviderId;
  /** Draws a map into `container`; rejects with a {@link MapLoadError} when the service cannot be loaded. */
  createMap(container: HTMLElement, options: MapViewOptions): Promise<MapView>;
  /** The address of a point; rejects when the lookup fails. */
  reverseGeocode(point: LatLng, signal?: AbortSignal): Promise<string>;
  /** The point of an address, `undefined` when none is known; rejects when the lookup fails. */
  geocode(address: string, signal?: AbortSignal): Promise<LatLng | undefined>;
  /** Addresses matching `keyword` (near `near` when given); rejects when the search fails. */
  searchAddress(keyword: string, options?: { near?: LatLng; signal?: AbortSignal }): Promise<AddressSuggestion[]>;
  /** The provider's own device location (its coordinate system), used instead of the browser's when present. */
  readonly geolocation?: GeolocationSource;
  /** Loads the service (the script), rejecting with a {@link MapLoadError}; absent when nothing needs loading. */
  load?(): Promise<void>;
  /** The open-in-map-app link of a point (position, name, source, native call). */
  markerUrl(point: LatLng, name: string): string;
}

/** The map service could not be loaded (no key, script failed): the position check is `unload` (service-desk §8). */
export class MapLoadError extends Error {
  override readonly name = 'MapLoadError';
}

/** The device location is unknown (denied, unavailable or timed out). */
export class LocateError extends Error {
  override readonly name = 'LocateError';
}
