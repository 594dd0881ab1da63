// The browser's device location as a GeolocationSource (high accuracy, a timeout per use: form-widgets §9).
// Tests and stories inject their own source instead (PositionServices), so they place the user.
import { LocateError, type GeolocationSource, type LatLng, type LocateOptions } from './types';

/** The part of `navigator.geolocation` used here (so a test can pass a fake). */
export interface BrowserGeolocation {
  getCurrentPosition(success: (position: { coords: { latitude: number; longitude: number } }) => void, failure?: (error: { code: number; message: string }) => void, options?: PositionOptions): void;
}

/** The browser's geolocation (`navigator.geolocation`), or a source that always fails when there is none. */
export function browserGeolocation(geolocation: BrowserGeolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation): GeolocationSource {
  return {
    locate({ timeoutMs, highAccuracy, signal }: LocateOptions): Promise<LatLng> {
      return new Promise((resolve, reject) => {
        if (!geolocation) {
          reject(new LocateError('geolocation unavailable'));
          return;
        }
        let settled = false;
        const settle = (fn: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          fn();
        };
        // Our own timer as well: some browsers never call back while the permission prompt is open.
        const timer = setTimeout(() => settle(() => reject(new LocateError('timeout'))), timeoutMs + 100);
        signal?.addEventListener('abort', () => settle(() => reject(new LocateError('aborted'))), { once: true });
        geolocation.getCurrentPosition(
          (position) => settle(() => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude })),
          (error) => settle(() => reject(new LocateError(error.message || `geolocation error ${error.code}`))),
          { enableHighAccuracy: highAccuracy, timeout: timeoutMs, maximumAge: 0 },
        );
      });
    },
  };
}

/** A source at a fixed point (stories, tests); `undefined` fails like a denied permission. */
export function fixedGeolocation(point: LatLng | undefined | (() => LatLng | undefined)): GeolocationSource {
  return {
    locate: () => {
      const at = typeof point === 'function' ? point() : point;
      return at ? Promise.resolve(at) : Promise.reject(new LocateError('denied'));
    },
  };
}
