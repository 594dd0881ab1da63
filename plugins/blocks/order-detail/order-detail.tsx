import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { whenIdle } from '@react/hooks/when-idle';
import { NoticeBar } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { isFrozen } from '@core/buttons';
import type { ActionHooks } from '@core/buttons/types';
import { BlockSlot, RequestBoundary, TabStrip, tabPanelProps, useRequest, useRuntime, useT } from '@react';
import { ErrorPage } from '@react/feedback';
import { SchemaForm, submitFormValues, useFormSession, type SchemaFormHandle } from '@react/form';
import { ActionBar } from '@react/actions';
import { FLOW_CHART_FILL_SCREEN, FlowChart } from '../flow-chart';
import { isSettled, statusKey, ticketPaths, toActionTicket, type HeaderTag } from '../ticket-shared/model';
import '../ticket-shared/events';
import { TicketHeader } from './ticket-header';
import { AiEntry } from './ai-entry';
import { DEFAULT_DETAIL_TABS, DETAIL_TAB_TEXTS, detailTabBlockName, type DetailTabProps } from '../ticket-shared/detail-tab';
import { detailIdOf, detailTabsOf, formModeOf, loadDetailData, type DetailData } from './model';
import type { OrderDetailProps } from './props';
import './order-detail.css';
import { LazyOutboxBanner } from '../shared/lazy-outbox-banner';
import { CmdbFormProvider } from '@plugins/fields/shared';

export type { OrderDetailProps } from './props';

/** /orderDetails?id=: loads the ticket and shows it; reloads after every action. */
export default function OrderDetail({ variant = 'mobile', chartHeight, tabLoading = 'lazy' }: OrderDetailProps) {
  const t = useT();
  const [params] = useSearchParams();
  const id = detailIdOf(params);
  const request = useRequest((signal, runtime) => loadDetailData(runtime.request, id ?? '', signal, runtime.config.timeZoneOffset), [id], { enabled: Boolean(id) });

  if (!id) return <ErrorPage type="empty" description={t('tickets.detail.missingId')} />;
  return (
    <RequestBoundary
      // A failed reload (after an action) keeps the loaded ticket on screen; only a ticket that never loaded shows the failure.
      request={request.data ? { ...request, error: undefined } : request}
      keepPreviousData
      errorTitle={t('tickets.detail.loadFailed')}
      testId="order-detail"
    >
      {(data, { reloading }) => <DetailView key={id} data={data} reloading={reloading} reload={request.reload} variant={variant} chartHeight={chartHeight} eager={tabLoading === 'eager'} initialTab={params.get('tab') ?? undefined} />}
    </RequestBoundary>
  );
}

/** Ids of the detail's tabs and panels (one detail per page). */
const TAGS_ID = 'sd-detail-tags';

interface DetailViewProps {
  data: DetailData;
  reloading: boolean;
  reload(): void;
  variant: 'mobile' | 'pc';
  chartHeight: number | undefined;
  /** Render every tab at once (the benchmark's naive baseline) instead of each on its first opening. */
  eager: boolean;
  /** The tab the address names (`?tab=reply`), when there is one. */
  initialTab: string | undefined;
}

function DetailView({ data, reloading, reload, variant, chartHeight, eager, initialTab }: DetailViewProps) {
  const t = useT();
  const runtime = useRuntime();
  const { detail, permissions, buttons, foldedGroups, subtaskHandlers } = data;
  // The header's tags row follows the tags tab's changes (the rest of the header comes with each reload).
  const [tagsChanged, setTagsChanged] = useState<{ version: number | undefined; tags: HeaderTag[] }>();
  const header = useMemo(
    () => (tagsChanged && tagsChanged.version === data.header.version ? { ...data.header, tags: tagsChanged.tags } : data.header),
    [data.header, tagsChanged],
  );
  useEffect(
    () =>
      runtime.bus.on('orderTags:changed', ({ workOrderId, tags }) => {
        if (workOrderId === data.detail.workOrderId) setTagsChanged({ version: data.header.version, tags });
      }),
    [runtime, data.detail.workOrderId, data.header.version],
  );
  const tabs = useMemo(() => detailTabsOf(detail.tabs, (code) => runtime.registry.blocks.has(detailTabBlockName(code)), DEFAULT_DETAIL_TABS), [detail.tabs, runtime]);
  const keys = useMemo(() => tabs.map((tab) => tab.key), [tabs]);
  const [tag, setTag] = useState<string>(() => (initialTab && keys.includes(initialTab) ? initialTab : 'detail'));
  // A tab's code (the diagram's bpmn-js, each plugin tab's chunk) loads on the first visit of its tab, then stays.
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set(eager ? keys : [tag]));
  const showTag = useCallback((key: string) => {
    setSeen((before) => (before.has(key) ? before : new Set(before).add(key)));
    setTag(key);
  }, []);
  const formRef = useRef<SchemaFormHandle>(null);
  // A browse record per opening (the browsing-history tab lists them), once the page is idle; silent on failure.
  const workOrderId = detail.workOrderId;
  const cmdbContext = useMemo(() => ({ workOrderId }), [workOrderId]);
  useEffect(
    () =>
      whenIdle(() => {
        runtime.request.post(runtime.request.path('business', ticketPaths.browseRecord), { workOrderId }, { silent: true }).catch(() => undefined);
      }),
    [runtime, workOrderId],
  );
  const mode = formModeOf(detail);
  const user = runtime.session.getLoginInfo()?.user;
  const version = detail.version ?? header.version;
  // A new session per loaded version: after an action the form shows the server's data again.
  const built = useFormSession({
    key: `${detail.workOrderId}:${version ?? ''}:${detail.dataStatus}`,
    schema: detail.formDataInfo,
    values: detail.formData,
    readOnly: mode.readOnly,
    dataStatus: detail.dataStatus,
    permissions,
    user: user ? { userId: user.userId, userName: user.userName } : undefined,
    linkage: mode.linkage
      ? { processDefKey: detail.processDefKey || undefined, context: { workOrderId: detail.workOrderId, nodeId: detail.currentNodeId, mdlDefCode: detail.mdlDefCode }, localRules: detail.dynamicRules }
      : { copying: true },
  });
  const session = built.ok ? built.session : undefined;
  const detailVisible = built.ok ? built.controller.permissions.detailVisible : true;
  const ticket = useMemo(() => toActionTicket(detail, header), [detail, header]);

  const getFormData = useCallback(async () => {
    if (!session) return {};
    if (mode.readOnly) return session.getSubmitValues();
    return submitFormValues(session, formRef, { beforeScroll: () => setTag('detail') });
  }, [session, mode.readOnly]);

  const hooks = useMemo<ActionHooks>(
    () => ({
      getFormData,
      refresh: reload,
      transfer: () => reload(),
      // COPY keeps the copy in storage and opens the create page with the source id only (no onCopied).
    }),
    [getFormData, reload],
  );

  return (
    <div
      className={`sd-detail sd-detail--${variant}${isFrozen(detail.dataStatus) ? ' sd-detail--frozen' : ''}`}
      data-testid="order-detail"
      data-status={detail.dataStatus}
      aria-busy={reloading}
    >
      {/* An action confirmed without a connection waits in the outbox: said here until it is sent (issue 20). */}
      <LazyOutboxBanner />
      <TicketHeader header={header} currentNodeName={detail.currentNodeName} standalone={variant === 'pc'} />
      <AiEntry detail={detail} />
      <TabStrip<string>
        tabs={keys}
        activeKey={tag}
        onChange={showTag}
        label={t('tickets.tags.label')}
        idPrefix={TAGS_ID}
        className="sd-detail-tags"
        scrollable
        testId="order-tags"
        title={(key) => {
          const tab = tabs.find((entry) => entry.key === key);
          return <span data-testid={`order-tag-${key}`}>{tab?.name || (tab?.plugin ? t(`${DETAIL_TAB_TEXTS}.${key}`) : t(`tickets.tags.${key}`))}</span>;
        }}
      />
      {/* The form stays mounted while the history shows (its state and linkage live on). */}
      <div className="sd-detail-body" {...tabPanelProps(TAGS_ID, 'detail', tag)} data-testid="order-detail-form">
        {isSettled(detail.dataStatus) && (
          <NoticeBar className="sd-detail-readonly" color="info" content={t('tickets.detail.readOnly', { status: t(`app.status.${statusKey(detail.dataStatus)}`) })} wrap />
        )}
        {subtaskHandlers.length > 0 && (
          <NoticeBar className="sd-detail-readonly" color="alert" content={t('tickets.detail.subtasksOpen', { names: subtaskHandlers.map((person) => person.userName).join('、') })} wrap data-testid="order-subtasks" />
        )}
        {detailVisible ? (
          // The configuration-item fields list the CIs linked to this ticket (CMDB_CONFIG_TAB).
          <CmdbFormProvider value={cmdbContext}>
            <SchemaForm ref={formRef} controller={built} mode={mode.readOnly ? 'readOnly' : 'edit'} foldedGroups={foldedGroups} />
          </CmdbFormProvider>
        ) : (
          <div className="sd-detail-empty" role="status" data-testid="order-detail-hidden">
            {t('tickets.detail.hidden')}
          </div>
        )}
      </div>
      <div className="sd-detail-body" {...tabPanelProps(TAGS_ID, 'flowChart', tag)} data-testid="order-detail-flow">
        {seen.has('flowChart') && <FlowChart id={detail.workOrderId} instanceId={detail.processInstanceId || undefined} version={version} height={chartHeight ?? FLOW_CHART_FILL_SCREEN} />}
      </div>
      {tabs.map(({ key, plugin }) =>
        plugin ? (
          <div key={key} className="sd-detail-body" {...tabPanelProps(TAGS_ID, key, tag)} data-testid={`order-tab-${key}`}>
            {seen.has(key) && <BlockSlot name={detailTabBlockName(key)} props={{ detail, header, reload, active: tag === key, variant } satisfies DetailTabProps} />}
          </div>
        ) : null,
      )}
      <div className="sd-detail-actions" data-testid="order-actions">
        {/* The page pads its end for the fixed bar (order-detail.css): the form grows above it without moving a box. */}
        <ActionBar buttons={buttons} ticket={ticket} hooks={hooks} fixed={variant === 'mobile'} spacer={false} />
      </div>
    </div>
  );
}
