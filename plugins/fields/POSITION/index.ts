// POSITION (map position picker): value {latitude, longitude, positionName, range}; auto / custom / other-field
// defaults, fine-tuning within a range, the position check; the map behind a provider interface, loaded lazily.
export { positionField } from './definition';
export { positionTexts } from './locales';
export { PositionField, PositionText, positionPickerCode, mapServicesCode, type PositionFieldProps } from './PositionField';
export { PositionReadPretty, type PositionReadPrettyProps } from './PositionReadPretty';
export { PositionServices, usePositionServices, type PositionServicesValue } from './services';
export { mapAvailability } from './availability';
// Not exported here: the picker (PositionPicker) and the map services (./map: providers, geolocation, cache),
// loaded on first use through `positionPickerCode` / `mapServicesCode` (an index is what the app's lazy
// descriptor imports, and rollup keeps every export of a dynamically imported module).
export type { PositionPickerProps } from './PositionPicker';
export type { AddressSuggestion, GeolocationSource, LatLng, MapProvider, MapView, RangeCircle } from './map/types';
export type { PositionValue } from './map/value';
export * from './normalize';
