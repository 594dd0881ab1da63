import { Button, DotLoading } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useRequest, useRuntime, useT } from '@react';
import { ErrorPage } from '@react/feedback';
import { FlowChart } from '../flow-chart';
import FlowCenter from '../flow-center/flow-center';
import { readPage, readTemplate, ticketPaths, ticketRoutes } from '../ticket-shared/model';
import './process-template.css';

import type { ProcessTemplateProps } from './props';

export type { ProcessTemplateProps } from './props';

/** /processTemplate: one template (name, description, number prefix, flow chart, start), or the list without an id. */
export default function ProcessTemplate(_props: ProcessTemplateProps) {
  const [params] = useSearchParams();
  const id = (params.get('processDefId') ?? params.get('id') ?? '').trim();
  if (!id) return <FlowCenter target="template" />;
  return <TemplateView processDefId={id} />;
}

/** Templates fetched at once to find the one of the address (the list call is the one that carries descriptions). */
const TEMPLATE_LOOKUP_SIZE = 100;

function TemplateView({ processDefId }: { processDefId: string }) {
  const t = useT();
  const runtime = useRuntime();
  const { data, error, reload } = useRequest(
    (signal, rt) =>
      rt.request
        .post<unknown>(rt.request.path('business', ticketPaths.processList), { pageNum: 1, pageSize: TEMPLATE_LOOKUP_SIZE }, { signal, silent: true })
        .then((page) => readPage(page, readTemplate).records.find((r) => r.processDefId === processDefId || r.processDefKey === processDefId) ?? null),
    [processDefId],
  );
  if (error) {
    return (
      <ErrorPage
        type="loadFail"
        description={error.message}
        onRetry={reload}
      />
    );
  }
  if (data === undefined) {
    return (
      <div className="sd-template-loading" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (data === null) return <ErrorPage type="empty" description={t('tickets.template.missing')} />;
  return (
    <div className="sd-template" data-testid="process-template">
      <header className="sd-template-head">
        <h1>{data.name}</h1>
        {data.description && <p>{data.description}</p>}
        {data.preNum && <div className="sd-template-prefix">{t('tickets.template.prefix', { prefix: data.preNum })}</div>}
      </header>
      <FlowChart id={data.processDefId} height={260} />
      <div className="sd-template-start">
        <Button block color="primary" size="large" onClick={() => runtime.bus.emit('router:navigate', { to: ticketRoutes.create(data.processDefId) })} data-testid="template-start">
          {t('tickets.template.start')}
        </Button>
      </div>
    </div>
  );
}
