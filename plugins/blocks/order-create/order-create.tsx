import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, Dialog, DotLoading, Tag } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { parseModelAnalysis } from '@core/form/data/model-analysis';
import { useConfirm, useDates, useRequest, useRuntime, useT } from '@react';
import { ErrorPage } from '@react/feedback';
import { SchemaForm, type SchemaFormHandle } from '@react/form';
import { useActionController, useActionUi } from '@react/actions';
import { TabStrip, tabPanelProps } from '@react/tabs';
import { clearTicketCopy, readTicketCopy } from '../../actions/COPY';
import { FlowChart } from '../flow-chart';
import { clearLocalCopy, restorableCopy, restorePatch, writeLocalCopy } from '../ticket-shared/local-copy';
import { ticketPaths, ticketRoutes } from '../ticket-shared/model';
import { defaultsUser } from '../ticket-shared/user';
import type { FormSession } from '@core/form/session';
import { useFormSession, type FormSessionResult } from '../ticket-shared/use-form-session';
import {
  createTargetOf,
  createTicket,
  draftSaveBody,
  footerFlags,
  loadCreateData,
  localCopyKey,
  savedDraftId,
  startedTicketId,
  submitButton,
  type CreateData,
  type CreateTarget,
} from './model';
import { applyCopy } from './copy';
import './order-create.css';

/** Props of the create block (page JSON). */
export interface OrderCreateProps {
  /** Template opened when the address names none. @default the session's default process (the role with the lowest priority value, spec §6) */
  processDefId?: string;
  /** Delay before typed input is copied to local storage, in ms. @default 300 */
  localCopyDelayMs?: number;
  /** Height of the flow-chart tab's diagram in px. @default the screen below the header, tabs and footer */
  chartHeight?: number;
}

/** The diagram fills a phone screen under the nav bar, header, tabs, zoom bar and footer (at least 280 px). */
const FILL_SCREEN = 'max(280px, calc(100dvh - 260px))';

/** The create page's tabs: the form, and the template's process (service-desk §2 create page). */
export const createTabs = ['form', 'flow'] as const;
export type CreateTab = (typeof createTabs)[number];
const TAB_IDS = 'sd-create';

/** /orderCreate: loads the template (or draft) and shows the create form. */
export default function OrderCreate({ processDefId, localCopyDelayMs = 300, chartHeight }: OrderCreateProps) {
  const t = useT();
  const runtime = useRuntime();
  const [params] = useSearchParams();
  const fallback = processDefId ?? runtime.session.getDefaultProcessId();
  const target = createTargetOf(params) ?? (fallback ? ({ kind: 'template', processDefId: fallback } as const) : undefined);
  const targetKey = target ? `${target.kind}:${localCopyKey(target)}` : '';
  const prefillRaw = params.get('modelAnalysis');
  // A copy (COPY): the source ticket's id; its values wait in storage, never in the address.
  const copyFrom = target?.kind === 'template' ? params.get('copyFrom') || undefined : undefined;
  const { data, error, loading, reload } = useRequest(
    (signal, runtime) => (target ? loadCreateData(runtime.request, target, signal, runtime.config.timeZoneOffset) : Promise.reject(new Error('no target'))),
    [targetKey],
    { enabled: Boolean(target) },
  );

  if (!target) {
    return <ErrorPage type="empty" description={t('tickets.create.missingTemplate')} />;
  }
  if (error) {
    return (
      <div data-testid="order-create-error">
        <ErrorPage
          type={error.code !== undefined && String(error.code) === '100006' ? 'noPermission' : 'loadFail'}
          title={t('tickets.create.loadFailed')}
          description={error.message}
          onRetry={reload}
        />
      </div>
    );
  }
  if (loading || !data) {
    return (
      <div className="sd-create-loading" aria-busy="true" data-testid="order-create-loading">
        <DotLoading color="primary" />
      </div>
    );
  }
  return (
    <CreateForm
      key={`${targetKey}:${copyFrom ?? ''}`}
      target={target}
      data={data}
      prefillRaw={prefillRaw}
      copyFrom={copyFrom}
      localCopyDelayMs={localCopyDelayMs}
      chartHeight={chartHeight}
    />
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
}

function CreateForm({ target, data, prefillRaw, copyFrom, localCopyDelayMs, chartHeight }: CreateFormProps) {
  const t = useT();
  const runtime = useRuntime();
  const dates = useDates();
  const { controller: actions, flags } = useActionController();
  const { ui, element: modals } = useActionUi();
  const formRef = useRef<SchemaFormHandle>(null);
  const copyKey = localCopyKey(target);
  const user = runtime.session.getLoginInfo()?.user;
  const userId = user?.userId;
  const prefill = useMemo(() => (prefillRaw ? parseModelAnalysis(`?modelAnalysis=${encodeURIComponent(prefillRaw)}`) : {}), [prefillRaw]);
  // The copy's values go into the editable fields once the form has loaded (its load rules applied).
  const copying = useRef(false);
  const fillCopy = (loaded: FormSession) => {
    const copy = copyFrom ? readTicketCopy(runtime.storage, copyFrom, userId) : undefined;
    if (copy) void applyCopy(loaded, copy.values, (on) => void (copying.current = on));
    // Opened elsewhere, or the copy was already used: say so rather than show an empty form silently.
    else if (copyFrom) runtime.bus.emit('toast:show', { type: 'info', message: t('tickets.create.copyMissing') });
  };
  const built: FormSessionResult = useFormSession(copyKey, {
    schema: data.detail.formDataInfo,
    values: data.detail.formData,
    // Defaults fill a new ticket only; a draft keeps what was saved.
    defaults: target.kind === 'template' && user ? { user: defaultsUser(user) } : false,
    prefill,
    user: user ? { userId: user.userId, userName: user.userName } : undefined,
    dataStatus: data.detail.dataStatus,
    linkage: {
      processDefKey: data.detail.processDefKey || undefined,
      context: { processDefId: data.detail.processDefId, ...(target.kind === 'draft' ? { workOrderId: target.draftId } : {}) },
      localRules: data.detail.dynamicRules,
      copying: () => copying.current,
    },
    onLoaded: fillCopy,
  });
  const session = built.ok ? built.session : undefined;
  // The form panel is only hidden on the other tab, never unmounted: what was typed stays.
  const [tab, setTab] = useState<CreateTab>('form');
  // The diagram (bpmn-js, lazy) loads on the first visit of its tab, then stays.
  const [flowSeen, setFlowSeen] = useState(false);
  const showTab = (key: CreateTab) => {
    if (key === 'flow') setFlowSeen(true);
    setTab(key);
  };

  // The local copy: written while the user types, offered again when the page reopens.
  const copyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Set once the ticket is submitted or the draft deleted: nothing is copied after that.
  const finished = useRef(false);
  const copyNow = useCallback(() => {
    if (!session || finished.current) return;
    writeLocalCopy(runtime.storage, copyKey, { values: session.controller.getValues(), time: Date.now(), userId });
  }, [session, runtime, copyKey, userId]);
  useEffect(() => {
    if (!session) return undefined;
    const stop = session.controller.subscribe((change) => {
      if (change.type !== 'value') return;
      clearTimeout(copyTimer.current);
      copyTimer.current = setTimeout(copyNow, localCopyDelayMs);
    });
    return () => {
      stop();
      clearTimeout(copyTimer.current);
    };
  }, [session, copyNow, localCopyDelayMs]);
  /** Clears the local copy and any copy still pending (a late timer must not write it back). */
  const dropLocalCopy = (options: { finished: boolean }, ...keys: string[]) => {
    if (options.finished) finished.current = true;
    clearTimeout(copyTimer.current);
    clearLocalCopy(runtime.storage, ...keys);
    // Submitted, saved as a draft or deleted: the copy it started from is used up.
    if (copyFrom) clearTicketCopy(runtime.storage, copyFrom);
  };

  const [confirm, confirmDialog] = useConfirm();
  const [restore, setRestore] = useState<{ values: Record<string, unknown>; time: number }>();
  useEffect(() => {
    if (!session) return;
    const copy = restorableCopy(runtime.storage, copyKey, session.initialValues, userId);
    setRestore(copy);
  }, [session, runtime, copyKey, userId]);
  const answerRestore = (yes: boolean) => {
    if (yes && restore && session) {
      const patch = restorePatch(session, restore.values);
      session.applyPatch(patch);
      // Restored values run the linkage like typed ones would.
      for (const path of Object.keys(patch)) void session.change(path);
      runtime.bus.emit('toast:show', { type: 'success', message: t('tickets.create.restored') });
    } else {
      clearLocalCopy(runtime.storage, copyKey);
    }
    setRestore(undefined);
  };

  // A failed submit (the assign modal stays open for another try) says where the input is kept.
  const failedOnce = useRef(false);
  const keptLocally = useCallback(() => {
    copyNow();
    if (failedOnce.current) return;
    failedOnce.current = true;
    runtime.bus.emit('toast:show', { type: 'info', message: t('tickets.create.keptLocally') });
  }, [copyNow, runtime, t]);
  useEffect(() => runtime.bus.on('action:fail', ({ type }) => type === 'COMMIT' && keptLocally()), [runtime, keptLocally]);

  const ticket = useMemo(() => createTicket(data, target), [data, target]);
  const commit = submitButton(data.buttons);
  const footer = footerFlags(flags, { submitStopped: commit.disabled });
  const navigate = (to: string) => runtime.bus.emit('router:navigate', { to, replace: true });

  const submit = async () => {
    if (!session || footer.disabled.submit) return;
    copyNow();
    failedOnce.current = false;
    const result = await actions.run('COMMIT', ticket, {
      getFormData: async () => {
        const outcome = await session.validate();
        if (!outcome.valid) {
          // Submitted from the flow chart: show the form before scrolling to the error.
          flushSync(() => setTab('form'));
          await formRef.current?.scrollToFirstError(outcome.errors);
          return undefined;
        }
        return session.getSubmitValues();
      },
      transfer: (started) => {
        dropLocalCopy({ finished: true }, copyKey, data.detail.processDefId);
        const id = startedTicketId(started, target.kind === 'draft' ? target.draftId : undefined);
        navigate(id ? ticketRoutes.detail(id) : '/homePage');
      },
    }, ui);
    if (result.status === 'failed') keptLocally();
  };

  const saveDraft = async () => {
    if (!session || footer.disabled.draft) return;
    const flag = target.kind === 'draft' ? 'updateDraft' : 'saveDraft';
    if (!actions.state.begin(flag)) return;
    copyNow();
    try {
      const formData = session.getDraftValues();
      if (target.kind === 'draft') {
        await runtime.request.post(runtime.request.path('business', ticketPaths.draftUpdate), { id: target.draftId, workOrderId: target.draftId, formData });
        dropLocalCopy({ finished: false }, copyKey);
        runtime.bus.emit('toast:show', { type: 'success', message: t('tickets.create.draftSaved') });
      } else {
        const saved = await runtime.request.post<unknown>(runtime.request.path('business', ticketPaths.draftSave), draftSaveBody(data.detail, formData));
        dropLocalCopy({ finished: false }, copyKey);
        runtime.bus.emit('toast:show', { type: 'success', message: t('tickets.create.draftSaved') });
        const id = savedDraftId(saved);
        // Further saves update this draft.
        if (id) navigate(ticketRoutes.draft(id));
      }
    } catch {
      // The request client showed the server's message; the input stays in the form and the local copy.
    } finally {
      actions.state.end(flag);
    }
  };

  const deleteDraft = async () => {
    if (target.kind !== 'draft' || footer.disabled.draft) return;
    const confirmed = await confirm({ content: t('tickets.create.deleteConfirm'), confirmText: t('tickets.create.confirm'), cancelText: t('tickets.create.cancel') });
    if (!confirmed || !actions.state.begin('deleteDraft')) return;
    try {
      await runtime.request.post(runtime.request.path('business', ticketPaths.draftDelete(target.draftId)));
      dropLocalCopy({ finished: true }, copyKey);
      runtime.bus.emit('toast:show', { type: 'success', message: t('tickets.create.draftDeleted') });
      navigate('/flowCenter');
    } catch {
      // Shown by the request client.
    } finally {
      actions.state.end('deleteDraft');
    }
  };

  const { header } = data;
  return (
    <div className="sd-create" data-testid="order-create" data-target={target.kind}>
      <header className="sd-create-head" data-testid="order-create-header">
        <div className="sd-create-title">
          <span data-testid="order-create-process">{header.processName || data.detail.processDefId}</span>
          {target.kind === 'draft' && (
            <Tag color="default" fill="outline" data-testid="order-create-draft-tag">
              {t('tickets.create.draftTag')}
            </Tag>
          )}
        </div>
        <div className="sd-create-meta">
          {header.preNum && <span className="sd-create-no">{header.preNum}</span>}
          {(header.requesterName || header.createdByName) && (
            <span>
              {t('tickets.create.requester')}: {header.requesterName || header.createdByName}
            </span>
          )}
        </div>
      </header>
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
        {flowSeen && <FlowChart id={data.detail.processDefId} height={chartHeight ?? FILL_SCREEN} highlight={false} />}
      </div>
      {built.ok && (
        <div className="sd-create-footer" role="toolbar" aria-label={t('tickets.create.footerLabel')}>
          {target.kind === 'draft' && (
            <Button
              className="sd-create-footer__delete"
              fill="none"
              color="danger"
              disabled={footer.disabled.draft}
              loading={footer.loading.deleteDraft}
              onClick={() => void deleteDraft()}
              data-testid="order-create-delete-draft"
            >
              {t('tickets.create.deleteDraft')}
            </Button>
          )}
          <Button
            className="sd-create-footer__draft"
            fill="outline"
            disabled={footer.disabled.draft}
            loading={target.kind === 'draft' ? footer.loading.updateDraft : footer.loading.saveDraft}
            onClick={() => void saveDraft()}
            data-testid="order-create-save-draft"
          >
            {t(target.kind === 'draft' ? 'tickets.create.updateDraft' : 'tickets.create.saveDraft')}
          </Button>
          <Button
            className="sd-create-footer__submit"
            color="primary"
            disabled={footer.disabled.submit}
            loading={footer.loading.submit || footer.loading.queryAssign}
            onClick={() => void submit()}
            data-testid="order-create-submit"
          >
            {commit.name ?? t('tickets.create.submit')}
          </Button>
        </div>
      )}
      {modals}
      {confirmDialog}
      <Dialog
        visible={Boolean(restore)}
        title={t('tickets.create.restoreTitle')}
        content={restore ? t('tickets.create.restoreMessage', { time: dates.exact(restore.time) }) : ''}
        actions={[
          [
            { key: 'discard', text: t('tickets.create.discard'), onClick: () => answerRestore(false) },
            { key: 'restore', text: t('tickets.create.restore'), bold: true, onClick: () => answerRestore(true) },
          ],
        ]}
      />
    </div>
  );
}
