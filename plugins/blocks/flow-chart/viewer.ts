// The bpmn-js viewer behind the flow chart, loaded on demand (its own lazy chunk, never in the
// first load). Touch: one finger pans, two fingers pinch-zoom (diagram-js handles mouse and wheel).
import type Canvas from 'diagram-js/lib/core/Canvas';
import { clampZoom, diagramElementIds, FIT_PADDING, fitScale, flowKeyAction, flowMarkers, touchDistance, ZOOM_STEP } from './highlight';
import type { FlowChartData } from '../ticket-shared/model';

/** A mounted diagram. */
export interface FlowViewer {
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
  destroy(): void;
}

/** Renders `chart.processXml` into `container` with the highlight markers; rejects when the XML cannot be shown. */
export async function mountFlowViewer(container: HTMLElement, chart: FlowChartData): Promise<FlowViewer> {
  const [{ default: NavigatedViewer }] = await Promise.all([import('bpmn-js/lib/NavigatedViewer'), import('bpmn-js/dist/assets/diagram-js.css')]);
  const viewer = new NavigatedViewer({ container });
  try {
    await viewer.importXML(chart.processXml);
  } catch (error) {
    viewer.destroy();
    throw error;
  }
  const canvas = viewer.get<Canvas>('canvas');
  for (const [id, marker] of flowMarkers(chart, diagramElementIds(chart.processXml))) canvas.addMarker(id, marker);
  // diagram-js' own 'fit-viewport' aligns the diagram to the top-left edge; on a phone it reads
  // better centred with a margin, and never enlarged beyond the fit-the-width scale.
  const fit = () => {
    canvas.resized();
    const { inner } = canvas.viewbox();
    const width = container.clientWidth;
    const height = container.clientHeight;
    if (!width || !height || !inner.width || !inner.height) return;
    const scale = fitScale(inner, { width, height }, FIT_PADDING);
    canvas.viewbox({
      x: inner.x - (width / scale - inner.width) / 2,
      y: inner.y - (height / scale - inner.height) / 2,
      width: width / scale,
      height: height / scale,
    });
  };
  fit();
  // The frame may still be laid out (fonts, a collapsing header): fit again when its size changes.
  const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => fit()) : undefined;
  resize?.observe(container);

  let pinch: { distance: number; zoom: number } | undefined;
  let pan: { x: number; y: number } | undefined;
  const onStart = (event: TouchEvent) => {
    if (event.touches.length === 2) {
      pinch = { distance: touchDistance(event.touches[0]!, event.touches[1]!), zoom: canvas.zoom() };
      pan = undefined;
    } else if (event.touches.length === 1) {
      pan = { x: event.touches[0]!.clientX, y: event.touches[0]!.clientY };
    }
  };
  const onMove = (event: TouchEvent) => {
    if (pinch && event.touches.length === 2) {
      event.preventDefault();
      const distance = touchDistance(event.touches[0]!, event.touches[1]!);
      if (pinch.distance > 0) canvas.zoom(clampZoom(pinch.zoom * (distance / pinch.distance)));
    } else if (pan && event.touches.length === 1) {
      event.preventDefault();
      const touch = event.touches[0]!;
      canvas.scroll({ dx: touch.clientX - pan.x, dy: touch.clientY - pan.y });
      pan = { x: touch.clientX, y: touch.clientY };
    }
  };
  const onEnd = (event: TouchEvent) => {
    if (event.touches.length < 2) pinch = undefined;
    if (event.touches.length === 0) pan = undefined;
  };
  // diagram-js makes the drawing a tab stop but pans only with Ctrl + arrows: plain keys work here too.
  const zoomIn = () => canvas.zoom(clampZoom(canvas.zoom() * ZOOM_STEP));
  const zoomOut = () => canvas.zoom(clampZoom(canvas.zoom() / ZOOM_STEP));
  const onKey = (event: KeyboardEvent) => {
    const action = flowKeyAction(event);
    if (!action) return;
    event.preventDefault();
    if ('pan' in action) canvas.scroll(action.pan);
    else if ('zoom' in action) (action.zoom === 'in' ? zoomIn : zoomOut)();
    else fit();
  };
  container.addEventListener('keydown', onKey);
  container.addEventListener('touchstart', onStart, { passive: true });
  container.addEventListener('touchmove', onMove, { passive: false });
  container.addEventListener('touchend', onEnd, { passive: true });

  return {
    zoomIn,
    zoomOut,
    fit,
    destroy() {
      container.removeEventListener('keydown', onKey);
      container.removeEventListener('touchstart', onStart);
      container.removeEventListener('touchmove', onMove);
      container.removeEventListener('touchend', onEnd);
      resize?.disconnect();
      viewer.destroy();
    },
  };
}
