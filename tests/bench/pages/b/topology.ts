// B, scenario topology200: the naive baseline, the same nodes and edges as a plain SVG (a circle per node in its
// model's colour, a line per edge; nodes on a grid), no library. One finger moves and two fingers scale a transform
// of the drawing's group, set in the touch handlers.
import { HUB_CI_ID, runTopologyScenario, topologyBox, topologyGraph } from '../shared/topology-data';

const SVG = 'http://www.w3.org/2000/svg';
const SPACING = 26;
const RADIUS = 8;

type Point = { x: number; y: number };

export function runTopology() {
  const graph = topologyGraph();
  const box = topologyBox();
  const view = { x: 0, y: 0, zoom: 1 };
  let group: SVGGElement | undefined;
  const centres = new Map<string, Point>();

  const apply = () => group?.setAttribute('transform', `translate(${view.x} ${view.y}) scale(${view.zoom})`);

  const draw = () => {
    const { width, height } = box.getBoundingClientRect();
    const columns = Math.ceil(Math.sqrt((graph.nodes.length * width) / height));
    graph.nodes.forEach((node, index) => centres.set(node.ciId, { x: SPACING / 2 + (index % columns) * SPACING, y: SPACING / 2 + Math.floor(index / columns) * SPACING }));
    // Fitted into the box, as cytoscape fits its layout.
    const rows = Math.ceil(graph.nodes.length / columns);
    view.zoom = Math.min(width / (columns * SPACING), height / (rows * SPACING));
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('width', String(width));
    svg.setAttribute('height', String(height));
    group = document.createElementNS(SVG, 'g');
    const edges = document.createElementNS(SVG, 'g');
    edges.setAttribute('stroke', '#8c8c8c');
    edges.setAttribute('stroke-width', '1.5');
    for (const edge of graph.edges) {
      const from = centres.get(edge.from)!;
      const to = centres.get(edge.to)!;
      const line = document.createElementNS(SVG, 'line');
      line.setAttribute('x1', String(from.x));
      line.setAttribute('y1', String(from.y));
      line.setAttribute('x2', String(to.x));
      line.setAttribute('y2', String(to.y));
      edges.append(line);
    }
    group.append(edges);
    for (const node of graph.nodes) {
      const centre = centres.get(node.ciId)!;
      const circle = document.createElementNS(SVG, 'circle');
      circle.setAttribute('cx', String(centre.x));
      circle.setAttribute('cy', String(centre.y));
      circle.setAttribute('r', String(node.ciId === HUB_CI_ID ? RADIUS * 1.4 : RADIUS));
      circle.setAttribute('fill', node.color);
      group.append(circle);
    }
    apply();
    svg.append(group);
    box.append(svg);
  };

  // Touch: one finger pans, two fingers scale about their midpoint.
  let last: Point[] = [];
  const points = (event: TouchEvent) => Array.from(event.touches, (touch) => ({ x: touch.clientX, y: touch.clientY }));
  box.addEventListener('touchstart', (event) => void (last = points(event)));
  box.addEventListener('touchmove', (event) => {
    event.preventDefault();
    const next = points(event);
    if (next.length === 1 && last.length >= 1) {
      view.x += next[0]!.x - last[0]!.x;
      view.y += next[0]!.y - last[0]!.y;
    } else if (next.length >= 2 && last.length >= 2) {
      const rect = box.getBoundingClientRect();
      const factor = Math.hypot(next[1]!.x - next[0]!.x, next[1]!.y - next[0]!.y) / Math.hypot(last[1]!.x - last[0]!.x, last[1]!.y - last[0]!.y);
      const mx = (next[0]!.x + next[1]!.x) / 2 - rect.left;
      const my = (next[0]!.y + next[1]!.y) / 2 - rect.top;
      view.x = mx - (mx - view.x) * factor;
      view.y = my - (my - view.y) * factor;
      view.zoom *= factor;
    }
    last = next;
    apply();
  });
  box.addEventListener('touchend', (event) => void (last = points(event)));

  return runTopologyScenario({
    box,
    draw,
    drawn: () => !!box.querySelector('circle'),
    nodeBoxes: () => {
      const rect = box.getBoundingClientRect();
      return [...centres.values()].map((c) => {
        const x = rect.left + view.x + c.x * view.zoom;
        const y = rect.top + view.y + c.y * view.zoom;
        const r = RADIUS * view.zoom;
        return { x1: x - r, y1: y - r, x2: x + r, y2: y + r };
      });
    },
    viewport: () => ({ ...view }),
  });
}
