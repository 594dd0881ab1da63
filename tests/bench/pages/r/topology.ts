// R, scenario topology200: the CI tab's own graph drawing (`renderTopology`, plugins/blocks/detail-tab-ci/topology.ts:
// cytoscape, the layout and style the topology sub-tab uses for a graph of this size) on the hub's depth-2 graph.
// Loaded on demand (with cytoscape), in `prepare`, so neither the other scenarios' page nor the measurement carries
// the chunk's download; the app loads the same chunk the first time a topology shows.
import { renderTopology, type TopologyHandle } from '@plugins/blocks/detail-tab-ci/topology';
import { HUB_CI_ID, runTopologyScenario, topologyBox, topologyGraph } from '../shared/topology-data';

let handle: TopologyHandle | undefined;

export function runTopology() {
  const graph = topologyGraph();
  const box = topologyBox();
  let rendered = false;
  return runTopologyScenario({
    box,
    draw: () => {
      handle?.destroy();
      // As the topology view calls it (its theme colours are the light theme's defaults).
      handle = renderTopology(box, graph, { focusId: HUB_CI_ID });
      // Cytoscape draws on its own animation frame after the (synchronous) layout: drawn at its first render.
      handle.cy.one('render', () => void (rendered = true));
    },
    drawn: () => rendered,
    nodeBoxes: () => {
      const rect = box.getBoundingClientRect();
      return handle!.cy.nodes().map((node) => {
        const bb = node.renderedBoundingBox({ includeLabels: true });
        return { x1: rect.left + bb.x1, y1: rect.top + bb.y1, x2: rect.left + bb.x2, y2: rect.top + bb.y2 };
      });
    },
    viewport: () => ({ ...handle!.cy.pan(), zoom: handle!.cy.zoom() }),
  });
}
