// The topology graph of a CI (issue 21 item 3) drawn with cytoscape: nodes coloured by model with their names, edges
// named by the relationship, pan and pinch-zoom by finger (cytoscape's own touch handling), a tap on a node reported.
// This module imports cytoscape statically; the topology view imports this module with import(), so cytoscape is in
// its own chunk, loaded the first time a topology shows. Cytoscape needs no eval (the app's CSP has no 'unsafe-eval')
// and styles its canvas through the CSSOM (allowed by style-src 'unsafe-inline').
import cytoscape, { type Core, type ElementDefinition } from 'cytoscape';
import type { TopologyGraph } from './model';

/** What {@link renderTopology} returns. */
export interface TopologyHandle {
  /** The cytoscape instance (benchmarks, tests). */
  cy: Core;
  /** Centres the graph in its box again. */
  fit(): void;
  /** Removes the graph and its listeners. */
  destroy(): void;
}

export interface TopologyOptions {
  /** The CI whose topology it is (drawn larger, with a ring). */
  focusId?: string;
  /** A node was tapped (or clicked). */
  onNodeTap?: (ciId: string) => void;
  /** Colours of labels and edges (theme variables read by the caller). */
  theme?: { text?: string; edge?: string; outline?: string };
  /**
   * Layout: `breadthfirst` from the focus (default up to 60 nodes), `concentric` rings by hops from the focus (default
   * above: linear time; the force-directed `cose` took 7.5 s for 229 nodes on the throttled phone profile, `npm run bench`
   * topology200), `cose` or `grid`.
   */
  layout?: 'breadthfirst' | 'concentric' | 'cose' | 'grid';
}

/** Hops from `focusId` to every node it reaches, relations followed both ways (breadth-first; others absent). */
export function hopsFrom(graph: TopologyGraph, focusId: string | undefined): Map<string, number> {
  const hops = new Map<string, number>();
  if (!focusId) return hops;
  const around = new Map<string, string[]>();
  for (const edge of graph.edges) {
    around.set(edge.from, [...(around.get(edge.from) ?? []), edge.to]);
    around.set(edge.to, [...(around.get(edge.to) ?? []), edge.from]);
  }
  hops.set(focusId, 0);
  const queue = [focusId];
  for (let index = 0; index < queue.length; index++) {
    const at = queue[index]!;
    for (const next of around.get(at) ?? []) {
      if (hops.has(next)) continue;
      hops.set(next, hops.get(at)! + 1);
      queue.push(next);
    }
  }
  return hops;
}

/** The cytoscape elements of a graph. */
export function topologyElements(graph: TopologyGraph): ElementDefinition[] {
  return [
    ...graph.nodes.map((node) => ({ group: 'nodes' as const, data: { id: node.ciId, label: node.ciName, color: node.color, model: node.modelName } })),
    ...graph.edges.map((edge, index) => ({ group: 'edges' as const, data: { id: `e${index}`, source: edge.from, target: edge.to, label: edge.relationship } })),
  ];
}

function layoutOf(name: NonNullable<TopologyOptions['layout']>, graph: TopologyGraph, focusId: string | undefined): cytoscape.LayoutOptions {
  if (name === 'breadthfirst') return { name, directed: true, roots: focusId ? [focusId] : undefined, padding: 24, spacingFactor: 1.1, animate: false };
  if (name === 'concentric') {
    // The focus in the middle, each ring one hop further out; what it does not reach on the outside.
    const hops = hopsFrom(graph, focusId);
    const outer = Math.max(0, ...hops.values()) + 1;
    return {
      name,
      concentric: (node: cytoscape.NodeSingular) => outer - (hops.get(String(node.id())) ?? outer),
      levelWidth: () => 1,
      minNodeSpacing: 8,
      padding: 24,
      animate: false,
    } as cytoscape.LayoutOptions;
  }
  return { name, padding: 24, animate: false };
}

/**
 * Draws `graph` in `container` (which must have a size) and returns a handle to destroy it.
 * @example const handle = renderTopology(box, graph, { focusId, onNodeTap: open }); // later: handle.destroy()
 */
export function renderTopology(container: HTMLElement, graph: TopologyGraph, options: TopologyOptions = {}): TopologyHandle {
  const theme = { text: '#1f1f1f', edge: '#8c8c8c', outline: '#ffffff', ...options.theme };
  const big = graph.nodes.length > 60;
  const cy = cytoscape({
    container,
    elements: topologyElements(graph),
    // Touch: one finger pans, two fingers pinch-zoom; no box selection, nodes are not dragged by accident.
    userPanningEnabled: true,
    userZoomingEnabled: true,
    boxSelectionEnabled: false,
    autoungrabify: true,
    minZoom: 0.2,
    maxZoom: 3,
    // Large graphs: draw a texture while the finger moves (smooth on slow phones).
    textureOnViewport: big,
    hideEdgesOnViewport: big,
    pixelRatio: big ? 1 : 'auto',
    style: [
      {
        selector: 'node',
        style: {
          'background-color': 'data(color)',
          label: 'data(label)',
          color: theme.text,
          'font-size': 11,
          'text-valign': 'bottom',
          'text-margin-y': 4,
          'text-wrap': 'ellipsis',
          'text-max-width': '90px',
          'text-outline-color': theme.outline,
          'text-outline-width': 2,
          width: 28,
          height: 28,
        },
      },
      { selector: `node[id = ${JSON.stringify(options.focusId ?? '')}]`, style: { width: 40, height: 40, 'border-width': 3, 'border-color': theme.text } },
      {
        selector: 'edge',
        style: {
          width: 1.5,
          'line-color': theme.edge,
          'target-arrow-color': theme.edge,
          'target-arrow-shape': 'triangle',
          'curve-style': big ? 'haystack' : 'bezier',
          label: big ? '' : 'data(label)',
          'font-size': 9,
          color: theme.text,
          'text-rotation': 'autorotate',
          'text-outline-color': theme.outline,
          'text-outline-width': 2,
        },
      },
    ],
    layout: layoutOf(options.layout ?? (big ? 'concentric' : 'breadthfirst'), graph, options.focusId),
  });
  const onTap = (event: cytoscape.EventObject) => options.onNodeTap?.(String(event.target.id()));
  cy.on('tap', 'node', onTap);
  return {
    cy,
    fit: () => cy.fit(undefined, 24),
    destroy: () => {
      cy.off('tap', 'node', onTap);
      cy.destroy();
    },
  };
}
