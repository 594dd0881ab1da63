import { useEffect, useId, useRef } from 'react';
import { RequestBoundary, useRequest, useT } from '@react';
import { cmdbPaths, readTopology, topologyLegend, TOPOLOGY_DEPTH, type CiSummary, type TopologyGraph } from './model';
import type { TopologyHandle } from './topology';

export interface TopologyViewProps {
  ciId: string;
  ciName: string;
  /** The sub-tab shows (the graph is fitted again when it comes back into view). */
  active: boolean;
  onOpenCi(ci: Pick<CiSummary, 'ciId' | 'ciName' | 'modelId'>): void;
}

/** A theme colour of the page (CSS variable), for the canvas, which cannot read variables itself. */
function themeColor(element: HTMLElement, name: string, fallback: string): string {
  const value = getComputedStyle(element).getPropertyValue(name).trim();
  return value || fallback;
}

/** The graph on a canvas (cytoscape, loaded here on first use); failures leave the list below it. */
function TopologyCanvas({ graph, ciId, ciName, active, onOpenCi }: { graph: TopologyGraph } & TopologyViewProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<TopologyHandle | undefined>(undefined);
  const open = useRef(onOpenCi);
  open.current = onOpenCi;

  useEffect(() => {
    let cancelled = false;
    const container = box.current;
    if (!container) return undefined;
    import('./topology')
      .then(({ renderTopology }) => {
        if (cancelled) return;
        const theme = { text: themeColor(container, '--sd-color-text', '#1f1f1f'), edge: themeColor(container, '--sd-color-text-secondary', '#8c8c8c'), outline: themeColor(container, '--sd-color-surface', '#ffffff') };
        handle.current = renderTopology(container, graph, {
          focusId: ciId,
          theme,
          onNodeTap: (id) => {
            const node = graph.nodes.find((n) => n.ciId === id);
            if (node) open.current({ ciId: node.ciId, ciName: node.ciName, modelId: node.modelId });
          },
        });
      })
      .catch(() => {
        // No canvas (an old browser, a failed chunk): the list of nodes and relations below still serves.
      });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = undefined;
    };
  }, [graph, ciId]);

  useEffect(() => {
    if (active) handle.current?.cy.resize();
    if (active) handle.current?.fit();
  }, [active]);

  return <div ref={box} className="sd-ci-topology__canvas" role="img" aria-label={t('ciTab.topologyCanvas', { name: ciName })} data-testid="ci-topology-canvas" />;
}

/**
 * The topology sub-tab: the CI's relations two steps out (GET /cmdb/topology) as a graph a finger pans and pinches,
 * nodes coloured by model with a legend; a tapped node opens its CI. Beside it, for the keyboard and screen readers,
 * the same nodes and relations as buttons.
 */
export default function TopologyView(props: TopologyViewProps) {
  const t = useT();
  const ids = useId();
  const { ciId } = props;
  const topology = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('business', cmdbPaths.topology), { params: { ciId, depth: TOPOLOGY_DEPTH }, signal, silent: true }).then(readTopology),
    [ciId],
  );
  return (
    <RequestBoundary request={topology} isEmpty={(graph) => graph.nodes.length === 0} empty={{ title: t('ciTab.topologyEmpty') }} errorTitle={t('ciTab.topologyFailed')} testId="ci-topology-state">
      {(graph) => {
        const names = new Map(graph.nodes.map((node) => [node.ciId, node]));
        return (
          <div className="sd-ci-topology" data-testid="ci-topology">
            <TopologyCanvas graph={graph} {...props} />
            <ul className="sd-ci-legend" aria-label={t('ciTab.legend')} data-testid="ci-topology-legend">
              {topologyLegend(graph).map((model) => (
                <li key={model.modelId} className="sd-ci-legend__item">
                  {/* The colour is data (the model's own), set as a custom property the CSS reads. */}
                  <span className="sd-ci-legend__dot" style={{ ['--sd-ci-model-color' as string]: model.color }} aria-hidden="true" />
                  {model.modelName}
                </li>
              ))}
            </ul>
            <h4 className="sd-ci-subheading" id={`${ids}-list`}>
              {t('ciTab.topologyList')}
            </h4>
            <ul className="sd-ci-topology__list" aria-labelledby={`${ids}-list`} data-testid="ci-topology-nodes">
              {graph.nodes.map((node) => (
                <li key={node.ciId}>
                  <button type="button" className="sd-ci-target" onClick={() => props.onOpenCi({ ciId: node.ciId, ciName: node.ciName, modelId: node.modelId })} data-testid="ci-topology-node" data-ci-id={node.ciId}>
                    <span className="sd-ci-legend__dot" style={{ ['--sd-ci-model-color' as string]: node.color }} aria-hidden="true" />
                    {t('ciTab.openNode', { name: node.ciName, model: node.modelName })}
                  </button>
                </li>
              ))}
              {graph.edges.map((edge, index) => {
                const to = names.get(edge.to);
                return (
                  <li key={`e${index}`}>
                    <button type="button" className="sd-ci-target" onClick={() => to && props.onOpenCi({ ciId: to.ciId, ciName: to.ciName, modelId: to.modelId })} data-testid="ci-topology-edge">
                      {t('ciTab.edgeLine', { from: names.get(edge.from)?.ciName ?? edge.from, relation: edge.relationship, to: to?.ciName ?? edge.to })}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      }}
    </RequestBoundary>
  );
}
