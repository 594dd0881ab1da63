// The offline provider: a map drawn as SVG (streets grid, range circles, the pin) that needs no network, and
// geocoding answered through the app's request client by the server (the fixture gateway's positioning routes).
// Used by the fixture gateway's configuration, the tests and Storybook.
import type { RequestClient } from '@core/request/types';
import { isRecord } from '@core/records';
import { POSITIONING_PATHS } from './config';
import { CIRCLE_COLORS, CIRCLE_OPACITY, MAP_ZOOM, PIN_HEIGHT, PIN_WIDTH } from './constants';
import { metresPerPixel, offsetPoint, project, toLatLng, unproject } from './geo';
import type { AddressSuggestion, LatLng, MapProvider, MapView, MapViewOptions, RangeCircle } from './types';

const SVG = 'http://www.w3.org/2000/svg';
/** Drawing size when the container has none yet (jsdom, a hidden popup). */
const FALLBACK_SIZE = { width: 360, height: 480 };
/** Arrow keys move the pin this far (m); with Shift ten times as far. */
export const KEY_STEP_M = 20;

const svgElement = <K extends keyof SVGElementTagNameMap>(doc: Document, name: K, attrs: Record<string, string | number>): SVGElementTagNameMap[K] => {
  const element = doc.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, String(value));
  return element;
};

/** Draws the offline map into `container` (exported for the provider's tests). */
export function drawOfflineMap(container: HTMLElement, options: MapViewOptions): MapView {
  const doc = container.ownerDocument;
  const zoom = options.zoom ?? MAP_ZOOM;
  const width = container.clientWidth || FALLBACK_SIZE.width;
  const height = container.clientHeight || FALLBACK_SIZE.height;
  let center = options.center;
  let pin: LatLng | undefined;
  let circles: readonly RangeCircle[] = [];
  const listeners = new Set<(point: LatLng) => void>();

  const svg = svgElement(doc, 'svg', { viewBox: `0 0 ${width} ${height}`, width: '100%', height: '100%', preserveAspectRatio: 'xMidYMid meet', class: 'sd-offline-map', role: 'application', 'aria-roledescription': 'map', tabindex: 0, 'data-testid': 'offline-map' });
  svg.setAttribute('aria-label', options.label);
  const layers = { ground: svgElement(doc, 'g', {}), circles: svgElement(doc, 'g', {}), pin: svgElement(doc, 'g', { 'data-testid': 'map-pin' }) };
  svg.append(layers.ground, layers.circles, layers.pin);
  container.append(svg);

  const toScreen = (point: LatLng) => {
    const p = project(point, zoom);
    const c = project(center, zoom);
    return { x: width / 2 + (p.x - c.x), y: height / 2 + (p.y - c.y) };
  };
  const fromScreen = (x: number, y: number): LatLng => {
    const c = project(center, zoom);
    return unproject({ x: c.x + (x - width / 2), y: c.y + (y - height / 2) }, zoom);
  };

  const drawGround = () => {
    layers.ground.replaceChildren(svgElement(doc, 'rect', { x: 0, y: 0, width, height, fill: '#eef2ea' }));
    const c = project(center, zoom);
    const left = c.x - width / 2;
    const top = c.y - height / 2;
    // Streets every 64 world pixels, main roads every 256: they stay put on the ground as the centre moves.
    for (const [step, stroke, lineWidth] of [[64, '#ffffff', 3], [256, '#f7d794', 7]] as const) {
      for (let x = Math.ceil(left / step) * step; x < left + width; x += step) layers.ground.append(svgElement(doc, 'line', { x1: x - left, y1: 0, x2: x - left, y2: height, stroke, 'stroke-width': lineWidth }));
      for (let y = Math.ceil(top / step) * step; y < top + height; y += step) layers.ground.append(svgElement(doc, 'line', { x1: 0, y1: y - top, x2: width, y2: y - top, stroke, 'stroke-width': lineWidth }));
    }
  };
  const drawCircles = () => {
    layers.circles.replaceChildren(
      ...circles.map((circle) => {
        const at = toScreen(circle.center);
        const color = CIRCLE_COLORS[circle.kind];
        return svgElement(doc, 'circle', { cx: at.x, cy: at.y, r: circle.radius / metresPerPixel(circle.center.latitude, zoom), fill: color, 'fill-opacity': CIRCLE_OPACITY, stroke: color, 'stroke-width': 1, 'data-kind': circle.kind });
      }),
    );
  };
  const drawPin = () => {
    layers.pin.replaceChildren();
    if (!pin) return;
    const at = toScreen(pin);
    // A 27x30 drop whose tip is the point.
    const x = at.x - PIN_WIDTH / 2;
    const y = at.y - PIN_HEIGHT;
    const r = PIN_WIDTH / 2;
    layers.pin.append(
      svgElement(doc, 'path', { d: `M ${at.x} ${at.y} L ${x + 3} ${y + r + 5} A ${r} ${r} 0 1 1 ${x + PIN_WIDTH - 3} ${y + r + 5} Z`, fill: '#f53f3f', stroke: '#ffffff', 'stroke-width': 1.5 }),
      svgElement(doc, 'circle', { cx: at.x, cy: y + r, r: 4.5, fill: '#ffffff' }),
    );
  };
  const redraw = () => {
    drawGround();
    drawCircles();
    drawPin();
  };
  redraw();

  const tap = (point: LatLng) => {
    for (const listener of listeners) listener(point);
  };
  const onClick = (event: MouseEvent) => {
    const rect = svg.getBoundingClientRect();
    // jsdom and hidden containers measure 0: then screen pixels are drawing pixels.
    const scale = rect.width > 0 && rect.height > 0 ? Math.min(rect.width / width, rect.height / height) : 1;
    const offsetX = rect.width > 0 ? (rect.width - width * scale) / 2 : 0;
    const offsetY = rect.height > 0 ? (rect.height - height * scale) / 2 : 0;
    tap(fromScreen((event.clientX - rect.left - offsetX) / scale, (event.clientY - rect.top - offsetY) / scale));
  };
  // Keyboard users move the pin with the arrow keys (20 m a press, 200 m with Shift).
  const onKey = (event: KeyboardEvent) => {
    const step = event.shiftKey ? KEY_STEP_M * 10 : KEY_STEP_M;
    const moves: Record<string, [number, number]> = { ArrowUp: [step, 0], ArrowDown: [-step, 0], ArrowLeft: [0, -step], ArrowRight: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    tap(offsetPoint(pin ?? center, move[0], move[1]));
  };
  svg.addEventListener('click', onClick);
  svg.addEventListener('keydown', onKey);

  return {
    setPin(point) {
      pin = point;
      drawPin();
    },
    setCenter(point) {
      center = point;
      redraw();
    },
    setCircles(next) {
      circles = next;
      drawCircles();
    },
    onTap(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    destroy() {
      svg.removeEventListener('click', onClick);
      svg.removeEventListener('keydown', onKey);
      listeners.clear();
      svg.remove();
    },
  };
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The offline provider over the app's request client (geocoding answered by the server). */
export function createOfflineProvider(request: RequestClient): MapProvider {
  const get = <T>(path: string, params: Record<string, unknown>, signal?: AbortSignal) => request.get<T>(request.path('base', path), { params, signal, silent: true });
  return {
    id: 'offline',
    createMap: (container, options) => Promise.resolve(drawOfflineMap(container, options)),
    async reverseGeocode(point, signal) {
      const data = await get<unknown>(POSITIONING_PATHS.reverseGeocode, { longitude: point.longitude, latitude: point.latitude }, signal);
      return isRecord(data) ? str(data.name) || str(data.address) : '';
    },
    async geocode(address, signal) {
      const data = await get<unknown>(POSITIONING_PATHS.geocode, { address }, signal);
      return toLatLng(data);
    },
    async searchAddress(keyword, options = {}) {
      const near = options.near ? { longitude: options.near.longitude, latitude: options.near.latitude } : {};
      const data = await get<unknown>(POSITIONING_PATHS.search, { keyword, ...near }, options.signal);
      const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.list) ? data.list : [];
      return list.flatMap((item: unknown): AddressSuggestion[] => {
        if (!isRecord(item)) return [];
        const name = str(item.name);
        const point = toLatLng(item);
        return name ? [{ name, address: str(item.address), ...(point ? { point } : {}) }] : [];
      });
    },
    // A geo: URI (RFC 5870) opens the device's own map app, with no service of ours involved.
    markerUrl: (point, name) => `geo:${point.latitude},${point.longitude}?q=${point.latitude},${point.longitude}(${encodeURIComponent(name)})`,
  };
}
