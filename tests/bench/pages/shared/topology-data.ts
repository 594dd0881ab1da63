// Scenario topology200 (issue 21 item 3): the graph both variants draw, built in the page from the fixture gateway's
// CMDB seed (the same for R and B), and the in-page gestures. The graph is what `GET /cmdb/topology?ciId=ci-sw-0001
// &depth=2` answers (the gateway's own walk, fixtures/gateway/cmdb/topology.ts): the CIs within two relations of the
// hub core switch, either direction, and the relations among them, read by the CI tab's own reader (`readTopology`).
//
// The gestures are touch events dispatched on the graph's box once per frame, as a finger would send them: one
// finger pans, then two fingers pinch apart (zoom in). R's cytoscape handles them with its own touch handling (so
// its texture-while-moving and hidden-edges-while-moving settings take effect, as on a phone); B's plain SVG moves a
// transform. Measured: each gesture from its touchstart until the touchend is painted and idle, the interval
// between frames while the fingers move, and the long tasks.
import { buildCmdbSeed, HUB_CI_ID } from '../../../../fixtures/gateway/cmdb/seed';
import { topologyOf } from '../../../../fixtures/gateway/cmdb/topology';
import { readTopology, type TopologyGraph } from '@plugins/blocks/detail-tab-ci/model';
import { SIZES } from '../../lib/protocol';
import { benchRoot, longTasksSince, nextFrame, now, settled } from './measure';

/** The hub's depth-2 graph, as the gateway answers it in zh. */
export function topologyGraph(): TopologyGraph {
  const graph = readTopology(topologyOf(buildCmdbSeed(), HUB_CI_ID, SIZES.topologyDepth, 'zh'));
  if (graph.nodes.length < SIZES.topologyNodes) throw new Error(`the hub's depth-${SIZES.topologyDepth} graph has ${graph.nodes.length} nodes, fewer than ${SIZES.topologyNodes}`);
  return graph;
}

export { HUB_CI_ID };

/** The box both variants draw into (the app's `.sd-ci-topology__canvas` is 50vh high). */
export function topologyBox(): HTMLElement {
  const box = document.createElement('div');
  box.className = 'bench-topology';
  box.dataset.testid = 'topology-box';
  benchRoot().replaceChildren(box);
  return box;
}

type Point = { x: number; y: number };
/** A rectangle in client coordinates. */
export type Box = { x1: number; y1: number; x2: number; y2: number };

const distanceTo = (box: Box, x: number, y: number): number => Math.hypot(Math.max(box.x1 - x, 0, x - box.x2), Math.max(box.y1 - y, 0, y - box.y2));

/** A point of the box (client coordinates, away from its edges) as far as possible from every node and its label: a finger there moves the background. */
export function emptySpot(box: HTMLElement, nodes: readonly Box[]): Point {
  const rect = box.getBoundingClientRect();
  let best = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  let bestDistance = -1;
  for (let gx = 0; gx <= 30; gx++) {
    for (let gy = 0; gy <= 30; gy++) {
      const x = rect.left + rect.width * (0.1 + (gx / 30) * 0.8);
      const y = rect.top + rect.height * (0.1 + (gy / 30) * 0.8);
      const distance = Math.min(...nodes.map((node) => distanceTo(node, x, y)));
      if (distance > bestDistance) {
        bestDistance = distance;
        best = { x, y };
      }
    }
  }
  return best;
}


function touchEvent(type: 'touchstart' | 'touchmove' | 'touchend', target: Element, points: readonly Point[], lifted: readonly Point[] = []): TouchEvent {
  const touch = (point: Point, identifier: number) => new Touch({ identifier, target, clientX: point.x, clientY: point.y, pageX: point.x + scrollX, pageY: point.y + scrollY, radiusX: 10, radiusY: 10, force: 1 });
  const touches = points.map(touch);
  const changed = type === 'touchend' ? lifted.map(touch) : touches;
  return new TouchEvent(type, { touches, targetTouches: touches, changedTouches: changed, bubbles: true, cancelable: true, composed: true });
}

/**
 * One gesture: touchstart at `start`, then a touchmove per frame (finger i moved by `step[i]` each time), then
 * touchend; until painted and idle. Returns its time and the intervals between the frames of the moves.
 */
async function gesture(box: HTMLElement, start: readonly Point[], step: readonly Point[], what: string): Promise<{ ms: number; frames: number[] }> {
  // As a real touch: every event of it targets the element under the first finger's start (cytoscape's canvas, the
  // SVG or one of its shapes), never the box itself (cytoscape ignores touches whose target is not inside its box).
  const under = document.elementFromPoint(start[0]!.x, start[0]!.y);
  const target = under instanceof HTMLElement || under instanceof SVGElement ? under : box;
  if (target === box || !box.contains(target)) throw new Error(`${what}: nothing of the graph under the finger`);
  performance.mark(`${what} start`);
  const begin = now();
  target.dispatchEvent(touchEvent('touchstart', target, start));
  const frames: number[] = [];
  let last = await frameTime();
  let points = start;
  for (let i = 0; i < SIZES.topologyGestureFrames; i++) {
    points = points.map((p, finger) => ({ x: p.x + step[finger]!.x, y: p.y + step[finger]!.y }));
    target.dispatchEvent(touchEvent('touchmove', target, points));
    const time = await frameTime();
    frames.push(time - last);
    last = time;
  }
  target.dispatchEvent(touchEvent('touchend', target, [], points));
  const end = await settled();
  performance.mark(`${what} end`);
  return { ms: end - begin, frames };
}

/** The time of the next frame (the requestAnimationFrame timestamp). */
function frameTime(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame((time) => resolve(time)));
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** What a variant exposes to the scenario. */
export interface TopologyVariant {
  box: HTMLElement;
  /** Starts drawing the graph (R: renderTopology; B: the SVG). */
  draw(): void;
  /** The drawing is on screen (checked each frame after `draw`). */
  drawn(): boolean;
  /** Nodes with their labels, in client coordinates (to put the panning finger on the background). */
  nodeBoxes(): Box[];
  /** The viewport: pan in screen pixels and zoom. */
  viewport(): { x: number; y: number; zoom: number };
}

/**
 * The scenario: draw until painted and idle, then pan (one finger from the background, 5 px across and 4 down or up
 * a frame, towards the far side) and pinch (two fingers 220 px apart, each 2 px a frame outwards): the time of each,
 * the 95th-percentile and the longest frame interval while the fingers move, and the long tasks of both gestures.
 * Throws when a gesture did not move the graph (the numbers would be of nothing).
 */
export async function runTopologyScenario(variant: TopologyVariant): Promise<Record<string, number>> {
  const start = now();
  variant.draw();
  while (!variant.drawn()) {
    if (now() - start > 120_000) throw new Error('timed out waiting for the graph');
    await nextFrame();
  }
  const draw = (await settled()) - start;

  const since = now();
  const rect = variant.box.getBoundingClientRect();
  const before = variant.viewport();
  const spot = emptySpot(variant.box, variant.nodeBoxes());
  // Towards the far side of the box, so the finger stays on the screen.
  const step = { x: spot.x < rect.left + rect.width / 2 ? 5 : -5, y: spot.y < rect.top + rect.height / 2 ? 4 : -4 };
  const pan = await gesture(variant.box, [spot], [step], 'topology pan');
  const panned = variant.viewport();
  const moved = Math.hypot(panned.x - before.x, panned.y - before.y);
  if (moved < 50) throw new Error(`the pan moved the graph ${moved.toFixed(1)} px`);

  const middle = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  const fingers = [{ x: middle.x - 110, y: middle.y }, { x: middle.x + 110, y: middle.y }];
  const pinch = await gesture(variant.box, fingers, [{ x: -2, y: 0 }, { x: 2, y: 0 }], 'topology pinch');
  const zoomed = variant.viewport();
  if (zoomed.zoom / panned.zoom < 1.2) throw new Error(`the pinch zoomed ${(zoomed.zoom / panned.zoom).toFixed(2)}×`);

  const frames = [...pan.frames, ...pinch.frames];
  const tasks = longTasksSince(since);
  return { draw, pan: pan.ms, pinch: pinch.ms, frameP95: percentile(frames, 95), frameMax: Math.max(...frames), longest: tasks.longest, long50: tasks.count };
}
