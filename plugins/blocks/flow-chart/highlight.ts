// Which diagram elements the flow chart highlights (service-desk §3 process flow chart): nodes in
// the history, the current nodes, nodes a ticket was returned from, and the sequences it took.
import type { FlowChartData } from '../ticket-shared/model';

/** Marker classes added to diagram elements (styled in flow-chart.css). */
export const FLOW_MARKERS = {
  done: 'sd-flow-done',
  current: 'sd-flow-current',
  rejected: 'sd-flow-rejected',
  taken: 'sd-flow-taken',
} as const;

export type FlowMarker = (typeof FLOW_MARKERS)[keyof typeof FLOW_MARKERS];

/**
 * Marker per element id. A node gets one marker: current wins over rejected,
 * rejected over done. Sequences in `sequenceSet` are taken. Ids the diagram
 * does not have are dropped when `known` is given (a stale set must not throw).
 */
export function flowMarkers(chart: Pick<FlowChartData, 'hisNodeSet' | 'currNodeSet' | 'sequenceSet' | 'rejectNodeIds'>, known?: ReadonlySet<string>): Map<string, FlowMarker> {
  const markers = new Map<string, FlowMarker>();
  const put = (ids: readonly string[], marker: FlowMarker) => {
    for (const id of ids) if (!known || known.has(id)) markers.set(id, marker);
  };
  put(chart.sequenceSet, FLOW_MARKERS.taken);
  put(chart.hisNodeSet, FLOW_MARKERS.done);
  put(chart.rejectNodeIds, FLOW_MARKERS.rejected);
  put(chart.currNodeSet, FLOW_MARKERS.current);
  return markers;
}

/** The chart with nothing highlighted: the bare process (a template nobody has run). */
export function withoutHighlights(chart: FlowChartData): FlowChartData {
  return { ...chart, hisNodeSet: [], currNodeSet: [], sequenceSet: [], rejectNodeIds: [] };
}

/** Ids of the element shapes a BPMN diagram draws (`bpmnElement` of BPMNShape / BPMNEdge), read without a parser. */
export function diagramElementIds(xml: string): Set<string> {
  const ids = new Set<string>();
  for (const match of xml.matchAll(/bpmnElement\s*=\s*"([^"]+)"/g)) ids.add(match[1]!);
  return ids;
}

/** Zoom bounds of the phone viewer (pinch and buttons). */
export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 1.25;

export function clampZoom(value: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Number.isFinite(value) ? value : 1));
}

/** Distance between two touch points (pinch). */
export function touchDistance(a: { clientX: number; clientY: number }, b: { clientX: number; clientY: number }): number {
  return Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
}

/** Margin around the diagram when it is fitted, in px. */
export const FIT_PADDING = 16;

/**
 * Scale that fits a diagram box into a viewport with a margin: as large as
 * fits, at most 1 (small processes are not blown up), within the zoom bounds.
 */
export function fitScale(box: { width: number; height: number }, viewport: { width: number; height: number }, padding = FIT_PADDING): number {
  const sx = (viewport.width - 2 * padding) / box.width;
  const sy = (viewport.height - 2 * padding) / box.height;
  return clampZoom(Math.min(sx, sy, 1));
}

/** Pixels the drawing moves per arrow key press. */
export const KEY_PAN_STEP = 40;

/** What a key does to the focused drawing: pan by (dx, dy), zoom in or out, fit; none for other keys. */
export type FlowKeyAction = { pan: { dx: number; dy: number } } | { zoom: 'in' | 'out' } | { fit: true };

/**
 * Keyboard of the focused flow chart (issue 13): the arrow keys look that way (the drawing moves the
 * other), + and - zoom, 0 fits. Keys with Ctrl, Cmd or Alt are left to diagram-js and the browser.
 */
export function flowKeyAction(event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }, step = KEY_PAN_STEP): FlowKeyAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  switch (event.key) {
    case 'ArrowLeft':
      return { pan: { dx: step, dy: 0 } };
    case 'ArrowRight':
      return { pan: { dx: -step, dy: 0 } };
    case 'ArrowUp':
      return { pan: { dx: 0, dy: step } };
    case 'ArrowDown':
      return { pan: { dx: 0, dy: -step } };
    case '+':
    case '=':
      return { zoom: 'in' };
    case '-':
      return { zoom: 'out' };
    case '0':
      return { fit: true };
    default:
      return undefined;
  }
}
