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
  /** Layout: `breadthfirst` from the focus (default) or `cose` (force-directed, larger graphs). */
  layout?: 'breadthfirst' | 'cose' | 'grid';
}

/** The cytoscape elements of a graph. */
export function topologyElements(graph: TopologyGraph): ElementDefinition[] {
  return [
    ...graph.nodes.map((node) => ({ group: 'nodes' as const, data: { id: node.ciId, label: node.ciName, color: node.color, model: node.modelName } })),
    ...graph.edges.map((edge, index) => ({ group: 'edges' as const, data: { id: `e${index}`, source: edge.from, target: edge.to, label: edge.relationship } })),
  ];
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
    layout:
      (options.layout ?? (big ? 'cose' : 'breadthfirst')) === 'breadthfirst'
        ? { name: 'breadthfirst', directed: true, roots: options.focusId ? [options.focusId] : undefined, padding: 24, spacingFactor: 1.1, animate: false }
        : { name: options.layout === 'grid' ? 'grid' : 'cose', padding: 24, animate: false },
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
