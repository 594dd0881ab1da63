import { Suspense, useId } from 'react';
import { Button } from 'antd-mobile';
import { useParams, useSearchParams } from 'react-router-dom';
import { RequestBoundary, useRequest, useRuntime, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { FlowChart } from '../flow-chart';
import { flowCenterBlock } from '../flow-center';
import { ticketRoutes } from '../ticket-shared/model';
import { processPageTexts } from './locales';
import { processInfoPath, readProcessInfo, type ProcessInfo, type ProcessNode } from './model';
import type { ProcessPageProps } from './props';
import '../shared/template-page.css';
import './process-page.css';

export type { ProcessPageProps } from './props';

/** The block's texts, added when it first renders (they load with its code). */
const LOCALES = { processPage: processPageTexts };

/** The flow center's list (its own lazy chunk), opening templates on this page. */
const FlowCenter = flowCenterBlock.component;

/**
 * /processPage[/{ref}] (also `?processDefId=`): a template's process information — its description, its steps in the
 * order a ticket meets them with who handles each and how, the flow chart, and Start. Without a template it is the
 * flow center's list, whose rows open this page.
 */
export default function ProcessPage(_props: ProcessPageProps) {
  usePluginTexts(LOCALES);
  const params = useParams();
  const [search] = useSearchParams();
  const ref = (params.query ?? search.get('processDefId') ?? search.get('id') ?? '').trim();
  if (!ref) {
    return (
      <Suspense fallback={null}>
        <FlowCenter target="process" />
      </Suspense>
    );
  }
  return <ProcessView processRef={ref} />;
}

function ProcessView({ processRef }: { processRef: string }) {
  const t = useT();
  const info = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('business', processInfoPath(processRef)), { signal, silent: true }).then(readProcessInfo),
    [processRef],
  );
  return (
    <RequestBoundary
      request={info}
      errorTitle={t('processPage.loadFailed')}
      isEmpty={(data) => data === null}
      empty={{ description: t('processPage.missing') }}
      testId="process-page"
    >
      {(data) => data && <ProcessDetail info={data} />}
    </RequestBoundary>
  );
}

/** Who handles a step and how several handlers share it, as one line each. */
function NodeLines({ node }: { node: ProcessNode }) {
  const t = useT();
  const { handler } = node;
  const who =
    handler.kind === 'requester' || handler.kind === 'requesterLeader'
      ? t(`processPage.handler.${handler.kind}`)
      : handler.kind === 'group' || handler.kind === 'users'
        ? t(`processPage.handler.${handler.kind}`, { names: handler.names.join(t('fields.listSeparator')) })
        : '';
  return (
    <>
      {who ? <p className="sd-process-node__line">{who}</p> : null}
      {node.handleMode ? <p className="sd-process-node__line">{t(`processPage.mode.${node.handleMode}`)}</p> : null}
      {node.next.length && node.kind !== 'end' ? (
        <p className="sd-process-node__line sd-process-node__next">{t('processPage.next', { names: node.next.join(t('fields.listSeparator')) })}</p>
      ) : null}
    </>
  );
}

function ProcessDetail({ info }: { info: ProcessInfo }) {
  const t = useT();
  const runtime = useRuntime();
  const id = useId();
  const { template, nodes } = info;
  const start = () => runtime.bus.emit('router:navigate', { to: ticketRoutes.create(template.processDefId) });
  return (
    <div className="sd-template" data-testid="process-page">
      <header className="sd-template-head">
        {/* The layout's page title is the h1. */}
        <h2>{template.name}</h2>
        {template.description ? <p data-testid="process-description">{template.description}</p> : null}
        {template.preNum ? <div className="sd-template-prefix">{t('tickets.template.prefix', { prefix: template.preNum })}</div> : null}
      </header>
      <section className="sd-process-nodes" aria-labelledby={`${id}-nodes`}>
        <h3 id={`${id}-nodes`}>
          {t('processPage.nodes')} <span className="sd-process-count">{t('processPage.nodeCount', { count: nodes.length })}</span>
        </h3>
        {nodes.length ? (
          <ol className="sd-process-steps" data-testid="process-nodes">
            {nodes.map((node, index) => (
              <li key={node.id} className={`sd-process-node sd-process-node--${node.kind}`} data-testid="process-node" data-node-id={node.id}>
                <span className="sd-process-node__dot" aria-hidden="true" />
                <div className="sd-process-node__body">
                  <p className="sd-process-node__title">
                    <span className="sd-visually-hidden">{t('processPage.step', { n: index + 1 })}: </span>
                    <span className="sd-process-node__name">{node.name}</span>
                    <span className="sd-process-node__kind">{t(`processPage.kind.${node.kind}`)}</span>
                  </p>
                  <NodeLines node={node} />
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="sd-process-empty">{t('processPage.noNodes')}</p>
        )}
      </section>
      <FlowChart id={template.processDefId} height={260} highlight={false} />
      <div className="sd-template-start">
        <Button block color="primary" size="large" onClick={start} data-testid="process-start">
          {t('tickets.template.start')}
        </Button>
      </div>
    </div>
  );
}
