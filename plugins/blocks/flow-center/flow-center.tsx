import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { List, SearchBar } from 'antd-mobile';
import { InformationCircleOutline, RightOutline } from 'antd-mobile-icons';
import { AppLink, RequestBoundary, useRequest, useRuntime, useT } from '@react';
import { useSearch } from '@react/hooks/use-search';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { GROUP_CHAT_LOCALES, chatEntryOf, forgetEntry, rememberEntry, withEntryParams, type ChatEntry } from '../group-chat';
import { useChatEntryAuth } from './use-chat-entry-auth';
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
 * Opened from a chat's message action (/orderCreateByGroupChat?from=message_action&bdp_launch_query=…, service-desk
 * §4), it first checks that the user may use the shortcut (a skeleton meanwhile; else no-permission), says the ticket
 * will be made from the chat's messages, and keeps the entry's parameters on the create page's address.
 */
export default function FlowCenter(props: FlowCenterProps) {
  const runtime = useRuntime();
  const [params] = useSearchParams();
  const entry = chatEntryOf(params);
  // The catalogue's tiles on the same page open the create page without the entry's parameters: the create page
  // finds the entry remembered (ChatEntryFlowCenter). A flow center opened without an entry forgets any earlier one.
  const isEntry = Boolean(entry);
  useEffect(() => {
    if (!isEntry) forgetEntry(runtime.storage);
  }, [isEntry, runtime]);
  if (!entry) return <TemplateList {...props} />;
  return <ChatEntryFlowCenter {...props} entry={entry} params={params} />;
}

/** The flow center of a chat entry: the chat texts, the shortcut's authorization, then the list keeping the entry. */
function ChatEntryFlowCenter({ entry, params, ...props }: FlowCenterProps & { entry: ChatEntry; params: URLSearchParams }) {
  usePluginTexts(GROUP_CHAT_LOCALES);
  const runtime = useRuntime();
  const auth = useChatEntryAuth(entry);
  const userId = runtime.session.getLoginInfo()?.user?.userId;
  const entryQuery = params.toString();
  useEffect(() => {
    if (auth.status === 'allowed') rememberEntry(runtime.storage, new URLSearchParams(entryQuery), userId);
  }, [entryQuery, auth.status, runtime, userId]);
  if (auth.status !== 'allowed') return <div className="sd-flow-center" data-testid="flow-center-auth">{auth.element}</div>;
  return <TemplateList {...props} entryParams={params} />;
}

/** The template list; with `entryParams` (a chat entry) the notice above it and the entry kept on the create links. */
function TemplateList({ target = 'create', entryParams }: FlowCenterProps & { entryParams?: URLSearchParams }) {
  const t = useT();
  const { search, bind } = useSearch();

  const templates = useRequest(
    (signal, rt) =>
      rt.request
        .post<unknown>(rt.request.path('business', ticketPaths.processList), templateQuery(search), { signal, silent: true })
        .then((data) => readPage(data, readTemplate)),
    [search],
  );

  const plainPathOf = (template: ProcessTemplateRecord) =>
    target === 'template' ? ticketRoutes.template(template.processDefId) : target === 'process' ? ticketRoutes.process(template.processDefId) : ticketRoutes.create(template.processDefId);
  const pathOf = (template: ProcessTemplateRecord) => (entryParams ? withEntryParams(plainPathOf(template), entryParams) : plainPathOf(template));

  return (
    <div className="sd-flow-center" data-testid="flow-center" data-chat-entry={entryParams ? 'true' : undefined}>
      {entryParams && (
        <p className="sd-flow-chat-notice" role="note" data-testid="flow-chat-notice">
          {t('groupChat.notice')}
        </p>
      )}
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
