import { useId } from 'react';
import { List, SearchBar } from 'antd-mobile';
import { InformationCircleOutline, RightOutline } from 'antd-mobile-icons';
import { AppLink, RequestBoundary, useRequest, useT } from '@react';
import { useSearch } from '@react/hooks/use-search';
import { LinkItem } from '../shared/link-item';
import { readPage, readTemplate, ticketPaths, ticketRoutes, type ProcessTemplateRecord } from '../ticket-shared/model';
import { FLOW_PAGE_SIZE, templateQuery } from './model';
import './flow-center.css';

import type { FlowCenterProps } from './props';

export type { FlowCenterProps } from './props';

function TemplateIcon({ template }: { template: ProcessTemplateRecord }) {
  const letter = (template.preNum || template.name).slice(0, 3).toUpperCase();
  return (
    <span className={`sd-flow-icon sd-flow-icon--${template.icon || 'default'}`} aria-hidden="true">
      {letter}
    </span>
  );
}

/**
 * A template: a link named by the template, described by its description; with `about`, an (i) link beside it to
 * the template's process page (its steps and who handles them).
 */
function TemplateRow({ template, to, about }: { template: ProcessTemplateRecord; to: string; about?: boolean }) {
  const id = useId();
  const t = useT();
  const row = (
    <LinkItem
      to={to}
      prefix={<TemplateIcon template={template} />}
      description={template.description ? <span id={`${id}-description`}>{template.description}</span> : undefined}
      extra={<RightOutline />}
      arrow={false}
      aria-labelledby={`${id}-name`}
      aria-describedby={template.description ? `${id}-description` : undefined}
      data-testid="flow-template"
      data-process-def-id={template.processDefId}
    >
      <span className="sd-flow-name" id={`${id}-name`}>
        {template.name}
      </span>
    </LinkItem>
  );
  if (!about) return row;
  return (
    <div className="sd-flow-row">
      {row}
      <AppLink
        to={ticketRoutes.process(template.processDefId)}
        className="sd-icon-button sd-flow-about"
        aria-label={t('tickets.flowCenter.about', { name: template.name })}
        data-testid="flow-template-about"
      >
        <InformationCircleOutline aria-hidden="true" />
      </AppLink>
    </div>
  );
}

/**
 * /flowCenter: the process templates the user may start (POST process/pageList),
 * searched by name (trimmed, 500 ms debounce, newer search wins, empty clears).
 */
export default function FlowCenter({ target = 'create' }: FlowCenterProps) {
  const t = useT();
  const { search, bind } = useSearch();

  const templates = useRequest(
    (signal, rt) =>
      rt.request
        .post<unknown>(rt.request.path('business', ticketPaths.processList), templateQuery(search), { signal, silent: true })
        .then((data) => readPage(data, readTemplate)),
    [search],
  );

  const pathOf = (template: ProcessTemplateRecord) =>
    target === 'template' ? ticketRoutes.template(template.processDefId) : target === 'process' ? ticketRoutes.process(template.processDefId) : ticketRoutes.create(template.processDefId);

  return (
    <div className="sd-flow-center" data-testid="flow-center">
      {/* A search landmark named by what it searches (antd-mobile names its input only "search bar"). */}
      <div className="sd-flow-search" role="search" aria-label={t('tickets.flowCenter.searchPlaceholder')}>
        <SearchBar placeholder={t('tickets.flowCenter.searchPlaceholder')} {...bind} data-testid="flow-search" />
      </div>
      <h2 className="sd-flow-section-title">{t('tickets.flowCenter.templates')}</h2>
      {/* While a newer search runs, the earlier results stay (busy) instead of a skeleton. */}
      <RequestBoundary
        request={templates}
        keepPreviousData
        errorTitle={t('tickets.flowCenter.loadFailed')}
        isEmpty={(page) => page.records.length === 0}
        empty={{ kind: search ? 'search' : 'noData', description: t(search ? 'tickets.flowCenter.noMatch' : 'tickets.flowCenter.empty') }}
        testId="flow"
      >
        {(page, { reloading }) => (
          <List className="sd-flow-list" aria-busy={reloading} data-testid="flow-list">
            {page.records.slice(0, FLOW_PAGE_SIZE).map((template) => (
              <TemplateRow key={template.processDefId} template={template} to={pathOf(template)} about={target === 'create'} />
            ))}
          </List>
        )}
      </RequestBoundary>
    </div>
  );
}
