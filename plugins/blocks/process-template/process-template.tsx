import { Suspense, useId } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { RequestBoundary, useRequest, useRuntime, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { FlowChart } from '../flow-chart';
import { flowCenterBlock } from '../flow-center';
import { ServiceIcon } from '../shared/service-icon';
import { startService } from '../shared/start-service';
import { readPage, readTemplate, ticketPaths, ticketRoutes, type ProcessTemplateRecord } from '../ticket-shared/model';
import { processTemplateTexts } from './locales';
import { readServiceDetail, servicePath, type ServiceDetail } from './model';
import type { ProcessTemplateProps } from './props';
import '../shared/template-page.css';
import './process-template.css';

/** The block's texts, added when it first renders (they load with its code). */
const LOCALES = { processTemplate: processTemplateTexts };

export type { ProcessTemplateProps } from './props';

/** The flow center's list (its own lazy chunk), opening templates on this page. */
const FlowCenter = flowCenterBlock.component;

/**
 * /processTemplate: one template (name, description, number prefix, flow chart, start), or the list without an id.
 * With `modelId` (a catalogue service's "about" link) it is that service's page: its name, icon, catalogue path,
 * description and FAQ above the flow chart, and the start counts as a start from the service (use, recent).
 */
export default function ProcessTemplate(_props: ProcessTemplateProps) {
  usePluginTexts(LOCALES);
  const [params] = useSearchParams();
  const id = (params.get('processDefId') ?? params.get('id') ?? '').trim();
  const modelId = (params.get('modelId') ?? '').trim();
  if (id && modelId) return <ServiceView modelId={modelId} />;
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

/** A catalogue service's page: one call, whose answer is the service and the workflow it starts. */
function ServiceView({ modelId }: { modelId: string }) {
  const t = useT();
  const page = useRequest(
    (signal, rt) =>
      rt.request.get<unknown>(rt.request.path('none', servicePath(modelId)), { signal, silent: true }).then((data) => {
        const service = readServiceDetail(data);
        const template = readTemplate(data);
        return service && template ? { service, template } : null;
      }),
    [modelId],
  );
  return (
    <RequestBoundary
      request={page}
      errorTitle={t('processTemplate.loadFailed')}
      isEmpty={(data) => data === null}
      empty={{ description: t('processTemplate.serviceMissing') }}
      testId="process-template"
    >
      {(data) => data && <TemplateDetail template={data.template} service={data.service} />}
    </RequestBoundary>
  );
}

/** A service's questions, each a disclosure (Enter or Space opens it) under the section's heading. */
function Faq({ questions }: { questions: ServiceDetail['faq'] }) {
  const t = useT();
  const id = useId();
  return (
    <section className="sd-template-faq" aria-labelledby={`${id}-faq`} data-testid="template-faq">
      <h3 id={`${id}-faq`}>{t('processTemplate.faq')}</h3>
      {questions.map((item) => (
        <details key={item.question} className="sd-template-question" data-testid="template-question">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}

function TemplateDetail({ template, service }: { template: ProcessTemplateRecord; service?: ServiceDetail }) {
  const t = useT();
  const runtime = useRuntime();
  const description = service ? service.description || template.description : template.description;
  // From a service's page the start counts as a start from that service.
  const start = () => runtime.bus.emit('router:navigate', { to: service ? startService(runtime, service) : ticketRoutes.create(template.processDefId) });
  return (
    <div className="sd-template" data-testid="process-template">
      <header className={service ? 'sd-template-head sd-template-head--service' : 'sd-template-head'}>
        {service ? <ServiceIcon name={service.icon} className="sd-template-icon" /> : null}
        <div className="sd-template-head__text">
          {/* The layout's page title is the h1. */}
          <h2>{service ? service.name : template.name}</h2>
          {service && service.catalogPath.length > 0 ? (
            <p className="sd-template-path" data-testid="template-path">
              <span className="sd-visually-hidden">{t('processTemplate.path')}: </span>
              {service.catalogPath.join(' / ')}
            </p>
          ) : null}
          {description && <p>{description}</p>}
          {template.preNum && <div className="sd-template-prefix">{t('tickets.template.prefix', { prefix: template.preNum })}</div>}
        </div>
      </header>
      {service && service.faq.length > 0 ? <Faq questions={service.faq} /> : null}
      <FlowChart id={template.processDefId} height={260} />
      <div className="sd-template-start">
        <Button block color="primary" size="large" onClick={start} data-testid="template-start">
          {t('tickets.template.start')}
        </Button>
      </div>
    </div>
  );
}
