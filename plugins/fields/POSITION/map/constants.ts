// Map constants (form-widgets §9 "Widgets", "Administrative"). Plain values: the field's first chunk may use them.

/** Map zoom level. */
export const MAP_ZOOM = 15;
/** Pin size in CSS pixels (width x height); its tip is the point. */
export const PIN_WIDTH = 27;
export const PIN_HEIGHT = 30;
/** Fill opacity of the range circles. */
export const CIRCLE_OPACITY = 0.27;
/** Circle colours: blue for the check areas, green for the fine-tune range. */
export const CIRCLE_COLORS = { check: '#1677ff', fineTune: '#00b42a' } as const;
/** Device location timeout in the map picker (ms). */
export const PICKER_LOCATE_TIMEOUT_MS = 3_000;
/** Device location timeout of the auto-fill (ms). */
export const AUTO_FILL_LOCATE_TIMEOUT_MS = 10_000;
/** Device location asks for high accuracy. */
export const HIGH_ACCURACY = true;
/** The recent position is forgotten this long after its last use (ms). */
export const RECENT_POSITION_TTL_MS = 180_000;
/** Decimals of a stored or shown coordinate. */
export const COORDINATE_DECIMALS = 6;
/** Largest radius of a range (m). */
export const MAX_RANGE_M = 10_000;
/** The script-loaded service's version and plugins (form-widgets §7). */
export const AMAP_VERSION = '1.4.5';
export const AMAP_PLUGINS = ['AMap.Autocomplete', 'AMap.Geolocation', 'AMap.Geocoder'] as const;
