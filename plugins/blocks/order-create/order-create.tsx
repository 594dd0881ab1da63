import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router-dom';
import { RequestBoundary, useRequest, useRuntime, useT } from '@react';
import { ErrorPage } from '@react/feedback';
import { SchemaForm, type SchemaFormHandle } from '@react/form';
import { useActionController, useActionUi } from '@react/actions';
import { TabStrip, tabPanelProps } from '@react/tabs';
import { FLOW_CHART_FILL_SCREEN, FlowChart } from '../flow-chart';
import { OutboxBanner } from '../shared/outbox-banner';
import { createTargetOf, footerFlags, loadCreateData, localCopyKey, submitButton, type CreateData, type CreateTarget } from './model';
import { CreateFooter } from './create-footer';
import { CreateHeader } from './create-header';
import { useCreateSession } from './use-create-session';
import { useCreateSubmit } from './use-create-submit';
import { useDraftActions } from './use-draft-actions';
import { useLocalCopy } from './use-local-copy';
import { useRestoreDialog } from './use-restore-dialog';
import { useChatEntry } from './use-chat-entry';
import type { HostBridge } from '../group-chat';
import type { OrderCreateProps } from './props';
import './order-create.css';
import './chat-entry.css';

export type { OrderCreateProps } from './props';

/** The diagram fills a phone screen under the nav bar, header, tabs, zoom bar and footer (at least 280 px). */
/** The create page's tabs: the form, and the template's process (service-desk §2 create page). */
export const createTabs = ['form', 'flow'] as const;
export type CreateTab = (typeof createTabs)[number];
const TAB_IDS = 'sd-create';

/** /orderCreate: loads the template (or draft) and shows the create form. */
export default function OrderCreate({ processDefId, localCopyDelayMs = 300, chartHeight, chatBridge }: OrderCreateProps & { /** Tests and stories: the chat host (else the one detected). */ chatBridge?: HostBridge }) {
  const t = useT();
  const runtime = useRuntime();
  const [params] = useSearchParams();
  const fallback = processDefId ?? runtime.session.getDefaultProcessId();
  const target = createTargetOf(params) ?? (fallback ? ({ kind: 'template', processDefId: fallback } as const) : undefined);
  const targetKey = target ? `${target.kind}:${localCopyKey(target)}` : '';
  const prefillRaw = params.get('modelAnalysis');
  // A copy (COPY): the source ticket's id; its values wait in storage, never in the address.
  const copyFrom = target?.kind === 'template' ? params.get('copyFrom') || undefined : undefined;
  const request = useRequest(
    (signal, runtime) => (target ? loadCreateData(runtime.request, target, signal, runtime.config.timeZoneOffset) : Promise.reject(new Error('no target'))),
    [targetKey],
    { enabled: Boolean(target) },
  );

  if (!target) {
    return <ErrorPage type="empty" description={t('tickets.create.missingTemplate')} />;
  }
  return (
    <RequestBoundary request={request} errorTitle={t('tickets.create.loadFailed')} testId="order-create">
      {(data) => (
        <CreateForm
          key={`${targetKey}:${copyFrom ?? ''}`}
          target={target}
          data={data}
          prefillRaw={prefillRaw}
          copyFrom={copyFrom}
          localCopyDelayMs={localCopyDelayMs}
          chartHeight={chartHeight}
          params={params}
          chatBridge={chatBridge}
        />
      )}
    </RequestBoundary>
  );
}

interface CreateFormProps {
  target: CreateTarget;
  data: CreateData;
  prefillRaw: string | null;
  /** The ticket this one is a copy of. */
  copyFrom?: string;
  localCopyDelayMs: number;
  chartHeight: number | undefined;
  /** The address's parameters (a chat entry's among them). */
  params: URLSearchParams;
  chatBridge: HostBridge | undefined;
}

/** The create form of a loaded target: header, tabs (form, flow chart), footer, and the dialogs. */
function CreateForm({ target, data, prefillRaw, copyFrom, localCopyDelayMs, chartHeight, params, chatBridge }: CreateFormProps) {
  const t = useT();
  const runtime = useRuntime();
  const { controller: actions, flags } = useActionController();
  const { ui, element: modals } = useActionUi();
  const formRef = useRef<SchemaFormHandle>(null);
  const copyKey = localCopyKey(target);
  const user = runtime.session.getLoginInfo()?.user;
  const chat = useChatEntry(params, user?.userId, chatBridge);
  const built = useCreateSession({ target, data, prefillRaw, copyFrom, user, onLoaded: chat.onFormLoaded });
  const session = built.ok ? built.session : undefined;
  // The form panel is only hidden on the other tab, never unmounted: what was typed stays.
  const [tab, setTab] = useState<CreateTab>('form');
  // The diagram (bpmn-js, lazy) loads on the first visit of its tab, then stays.
  const [flowSeen, setFlowSeen] = useState(false);
  const showTab = (key: CreateTab) => {
    if (key === 'flow') setFlowSeen(true);
    setTab(key);
  };

  const localCopy = useLocalCopy({ session, copyKey, userId: user?.userId, delayMs: localCopyDelayMs, copyFrom });
  const restoreDialog = useRestoreDialog(session, copyKey, user?.userId);
  const commit = submitButton(data.buttons);
  const footer = footerFlags(flags, { submitStopped: commit.disabled });
  // Submitted from the flow chart: the form shows (laid out at once) before scrolling to the error.
  const submit = useCreateSubmit({ session, formRef, target, data, actions, ui, footer, localCopy, showForm: () => flushSync(() => setTab('form')), onStarted: chat.entry ? chat.finish : undefined });
  const drafts = useDraftActions({ session, target, data, actions, footer, localCopy });

  return (
    <div className="sd-create" data-testid="order-create" data-target={target.kind}>
      <OutboxBanner />
      <CreateHeader header={data.header} processDefId={data.detail.processDefId} draft={target.kind === 'draft'} />
      {chat.status}
      <TabStrip<CreateTab>
        tabs={createTabs}
        activeKey={tab}
        onChange={showTab}
        label={t('tickets.create.tabsLabel')}
        idPrefix={TAB_IDS}
        className="sd-create-tabs"
        title={(key) => <span data-testid={`order-create-tab-${key}`}>{t(`tickets.create.tabs.${key}`)}</span>}
      />
      <div {...tabPanelProps(TAB_IDS, 'form', tab)} className="sd-create-panel sd-create-panel--form">
        <SchemaForm ref={formRef} controller={built} className="sd-create-form" />
      </div>
      <div {...tabPanelProps(TAB_IDS, 'flow', tab)} className="sd-create-panel" data-testid="order-create-flow">
        {flowSeen && <FlowChart id={data.detail.processDefId} height={chartHeight ?? FLOW_CHART_FILL_SCREEN} highlight={false} />}
      </div>
      {built.ok && (
        <CreateFooter
          draft={target.kind === 'draft'}
          footer={footer}
          submitName={commit.name}
          onDeleteDraft={() => void drafts.deleteDraft()}
          onSaveDraft={() => void drafts.saveDraft()}
          onSubmit={() => void submit()}
        />
      )}
      {modals}
      {drafts.confirmDialog}
      {restoreDialog}
    </div>
  );
}
