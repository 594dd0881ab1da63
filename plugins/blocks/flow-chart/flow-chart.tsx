import { useEffect, useRef, useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { AddOutline, MinusOutline, ScanningOutline } from 'antd-mobile-icons';
import { useRequest, useT } from '@react';
import { readFlowChart, ticketPaths, type FlowChartData } from '../ticket-shared/model';
import { withoutHighlights } from './highlight';
import type { FlowViewer } from './viewer';
import './flow-chart.css';

/** Props of {@link FlowChart}. */
export interface FlowChartProps {
  /** Work order id, ticket number or process definition (GET mdl/hisProcess/h5get/{a}[/{b}]). */
  id: string;
  /** Second segment (the process instance id). */
  instanceId?: string;
  /** Reload when it changes (the ticket's version). */
  version?: number | string;
  /** Height of the chart: px, or a CSS length (the create page fills the screen with a calc()). @default 220 */
  height?: number | string;
  /**
   * Highlight history, current and returned nodes and taken sequences. Off for a
   * template nobody has run yet (the create page): the plain process, no legend.
   * @default true
   */
  highlight?: boolean;
}

/** A chart height that fills a tab: the screen below a page's header, tabs and footer (at least 280 px). */
export const FLOW_CHART_FILL_SCREEN = 'max(280px, calc(100dvh - 260px))';

type ViewState = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string };

/**
 * The process flow chart (service-desk §3): the ticket's processXml drawn by
 * bpmn-js, loaded on first show; history, current and returned nodes and the
 * taken sequences are highlighted. Drag or one finger pans, the wheel or two
 * fingers zoom, the buttons zoom and fit.
 */
export function FlowChart({ id, instanceId, version, height = 220, highlight = true }: FlowChartProps) {
  const t = useT();
  const { data, error } = useRequest(
    (signal, rt) =>
      rt.request
        .get<unknown>(rt.request.path('business', ticketPaths.flowChart(id, instanceId)), { signal, silent: true })
        .then(readFlowChart)
        .then((chart) => (highlight ? chart : withoutHighlights(chart))),
    [id, instanceId, version, highlight],
  );
  return (
    <section className="sd-flow-chart" aria-label={t('tickets.flowChart.title')} data-testid="flow-chart">
      {error ? (
        <div className="sd-flow-chart__notice" role="status">
          {t('tickets.flowChart.failed')}
        </div>
      ) : !data ? (
        <div className="sd-flow-chart__notice" aria-busy="true" style={{ height }}>
          <DotLoading color="primary" />
        </div>
      ) : !data.processXml ? (
        <div className="sd-flow-chart__notice" role="status">
          {t('tickets.flowChart.empty')}
        </div>
      ) : (
        <FlowCanvas chart={data} height={height} legend={highlight} />
      )}
    </section>
  );
}

function FlowCanvas({ chart, height, legend }: { chart: FlowChartData; height: number | string; legend: boolean }) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<FlowViewer>(undefined);
  const [state, setState] = useState<ViewState>({ status: 'loading' });
  const canvasLabel = t('tickets.flowChart.canvas');

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let cancelled = false;
    setState({ status: 'loading' });
    void import('./viewer')
      .then(({ mountFlowViewer }) => mountFlowViewer(element, chart))
      .then(
        (mounted) => {
          if (cancelled) {
            mounted.destroy();
            return;
          }
          viewer.current = mounted;
          setState({ status: 'ready' });
        },
        (failure: unknown) => {
          console.warn('[flow chart] cannot show the process', failure);
          if (!cancelled) setState({ status: 'failed', message: failure instanceof Error ? failure.message : String(failure) });
        },
      );
    return () => {
      cancelled = true;
      viewer.current?.destroy();
      viewer.current = undefined;
    };
  }, [chart]);

  // diagram-js makes its svg a tab stop (its keyboard module pans it with the arrow keys): name it.
  useEffect(() => {
    if (state.status === 'ready') container.current?.querySelector('svg')?.setAttribute('aria-label', canvasLabel);
  }, [state.status, canvasLabel]);

  return (
    <div className="sd-flow-chart__frame" data-state={state.status} data-testid="flow-chart-frame">
      <div
        ref={container}
        className="sd-flow-chart__canvas"
        style={{ height }}
        data-current={chart.currNodeSet.join(',')}
        data-done={chart.hisNodeSet.join(',')}
        data-rejected={chart.rejectNodeIds.join(',')}
      />
      {state.status === 'loading' && (
        <div className="sd-flow-chart__overlay" aria-busy="true" aria-label={t('tickets.flowChart.loading')}>
          <DotLoading color="primary" />
        </div>
      )}
      {state.status === 'failed' && (
        <div className="sd-flow-chart__overlay" role="status">
          {t('tickets.flowChart.failed')}
        </div>
      )}
      {state.status === 'ready' && (
        <div className="sd-flow-chart__bar">
          {legend && (
            <ul className="sd-flow-chart__legend" data-testid="flow-chart-legend">
              <li className="sd-flow-legend--done">{t('tickets.flowChart.done')}</li>
              <li className="sd-flow-legend--current">{t('tickets.flowChart.current')}</li>
              <li className="sd-flow-legend--rejected">{t('tickets.flowChart.rejected')}</li>
            </ul>
          )}
          <div className="sd-flow-chart__tools">
            <button type="button" aria-label={t('tickets.flowChart.zoomOut')} onClick={() => viewer.current?.zoomOut()}>
              <MinusOutline />
            </button>
            <button type="button" aria-label={t('tickets.flowChart.zoomIn')} onClick={() => viewer.current?.zoomIn()}>
              <AddOutline />
            </button>
            <button type="button" aria-label={t('tickets.flowChart.fit')} onClick={() => viewer.current?.fit()}>
              <ScanningOutline />
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
