import { Suspense } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { RequestBoundary, useRequest, useRuntime, useT } from '@react';
import { FlowChart } from '../flow-chart';
import { flowCenterBlock } from '../flow-center';
import { readPage, readTemplate, ticketPaths, ticketRoutes, type ProcessTemplateRecord } from '../ticket-shared/model';
import type { ProcessTemplateProps } from './props';
import './process-template.css';

export type { ProcessTemplateProps } from './props';

/** The flow center's list (its own lazy chunk), opening templates on this page. */
const FlowCenter = flowCenterBlock.component;

/** /processTemplate: one template (name, description, number prefix, flow chart, start), or the list without an id. */
export default function ProcessTemplate(_props: ProcessTemplateProps) {
  const [params] = useSearchParams();
  const id = (params.get('processDefId') ?? params.get('id') ?? '').trim();
  if (!id) {
    return (
      <Suspense fallback={null}>
        <FlowCenter target="template" />
      </Suspense>
    );
  }
  return <TemplateView processDefId={id} />;
}

/** Templates fetched at once to find the one of the address (the list call is the one that carries descriptions). */
const TEMPLATE_LOOKUP_SIZE = 100;

function TemplateView({ processDefId }: { processDefId: string }) {
  const t = useT();
  const template = useRequest(
    (signal, rt) =>
      rt.request
        .post<unknown>(rt.request.path('business', ticketPaths.processList), { pageNum: 1, pageSize: TEMPLATE_LOOKUP_SIZE }, { signal, silent: true })
        .then((page) => readPage(page, readTemplate).records.find((r) => r.processDefId === processDefId || r.processDefKey === processDefId) ?? null),
    [processDefId],
  );
  return (
    <RequestBoundary
      request={template}
      isEmpty={(data) => data === null}
      empty={{ description: t('tickets.template.missing') }}
      testId="process-template"
    >
      {(data) => data && <TemplateDetail template={data} />}
    </RequestBoundary>
  );
}

function TemplateDetail({ template }: { template: ProcessTemplateRecord }) {
  const t = useT();
  const runtime = useRuntime();
  return (
    <div className="sd-template" data-testid="process-template">
      <header className="sd-template-head">
        {/* The layout's page title is the h1. */}
        <h2>{template.name}</h2>
        {template.description && <p>{template.description}</p>}
        {template.preNum && <div className="sd-template-prefix">{t('tickets.template.prefix', { prefix: template.preNum })}</div>}
      </header>
      <FlowChart id={template.processDefId} height={260} />
      <div className="sd-template-start">
        <Button block color="primary" size="large" onClick={() => runtime.bus.emit('router:navigate', { to: ticketRoutes.create(template.processDefId) })} data-testid="template-start">
          {t('tickets.template.start')}
        </Button>
      </div>
    </div>
  );
}
