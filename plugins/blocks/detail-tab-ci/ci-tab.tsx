import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { AddOutline, LinkOutline, ScanningOutline } from 'antd-mobile-icons';
import { LoadMore, RequestBoundary, useConfirm, usePagedRequest, useRequest, useRuntime, useT } from '@react';
import { EmptyState } from '@react/feedback';
import { TabStrip } from '@react/tabs';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { useSearch } from '@react/hooks/use-search';
import type { DetailTabProps } from '../ticket-shared/detail-tab';
import { SearchBox } from '../shared/search-box';
import { CiDrawer, type DrawerTarget } from './ci-drawer';
import { cardTags, CI_PAGE_SIZE, cmdbPaths, ciPermissions, modelCiBody, readCiPage, readFields, readTabModels, type CiSummary, type CmdbModel } from './model';
import { ciTabTexts } from './locales';
import './ci-tab.css';

/** The tab's texts, added when it first renders (they load with its code). */
const LOCALES = { ciTab: ciTabTexts };

// Opened on demand: the link picker and the scanner (whose camera code and decoder load only then).
const LinkPicker = lazy(() => import('./link-picker'));
const ScanSheet = lazy(() => import('./scan-sheet'));

const keyOf = (ci: CiSummary) => ci.ciId;

/**
 * The configuration-item tab: the ticket's CIs by model (default models first; a model with a linked CI joins
 * them), 10 a page with "load more" while a full page comes back, a search (name or code) with a scan button, and
 * a drawer to add, edit or view a CI. Link and remove as the tab's `jurisdiction` allows; after add, remove or link
 * the list starts again at page 1.
 */
export default function CiTab({ detail }: DetailTabProps) {
  usePluginTexts(LOCALES);
  const t = useT();
  const runtime = useRuntime();
  const ids = useId();
  const config = detail.tabs?.find((tab) => tab.code === 'ci');
  const scope = { tabId: config?.tabId ?? '', workOrderId: detail.workOrderId };
  const perms = ciPermissions(config?.jurisdiction);
  const { search, bind } = useSearch();
  const [nonce, setNonce] = useState(0);
  const [chosenModel, setChosenModel] = useState<string | undefined>(undefined);
  const [drawer, setDrawer] = useState<DrawerTarget | undefined>(undefined);
  const [linking, setLinking] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const heading = useRef<HTMLHeadingElement>(null);

  const models = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('business', cmdbPaths.tabModels), { params: scope, signal, silent: true }).then(readTabModels),
    [scope.tabId, scope.workOrderId, detail.version, nonce],
    { enabled: perms.view },
  );
  const modelList = models.data ?? [];
  const active: CmdbModel | undefined = modelList.find((model) => model.modelId === chosenModel) ?? modelList[0];
  const modelId = active?.modelId ?? '';

  // Tag fields are extra lines on the cards: a failure only leaves them out.
  const tagFields = useRequest(
    (signal, rt) => rt.request.post<unknown>(rt.request.path('business', cmdbPaths.tagFields), { modelIds: [modelId] }, { signal, silent: true }).then(readFields),
    [modelId],
    { enabled: modelId !== '' },
  );

  const pages = usePagedRequest(
    (pageNum, signal, rt) => rt.request.post<unknown>(rt.request.path('business', cmdbPaths.modelCi), modelCiBody(scope, modelId, pageNum, search), { signal, silent: true }).then(readCiPage),
    [modelId, search, nonce, detail.version, scope.tabId, scope.workOrderId],
    // Spec §9: load more while a full page returns.
    { keyOf, immediate: modelId !== '', hasMore: ({ lastPageCount }) => lastPageCount === CI_PAGE_SIZE },
  );

  /** After add, remove or link: the models again (a new one may join) and the list from page 1. */
  const restart = () => setNonce((n) => n + 1);

  const remove = async (ci: CiSummary) => {
    if (busy || !perms.remove) return;
    const yes = await confirm({ content: t('ciTab.removeConfirm', { name: ci.ciName }), confirmText: t('ciTab.remove'), cancelText: t('ciTab.cancel') });
    if (!yes) return;
    setBusy(true);
    try {
      await runtime.request.post(runtime.request.path('business', cmdbPaths.remove), { ...scope, idList: [ci.ciId] });
      runtime.bus.emit('toast:show', { type: 'success', message: t('ciTab.removed') });
      restart();
      heading.current?.focus();
    } catch {
      // The request client's toast says why; the CI stays.
    } finally {
      setBusy(false);
    }
  };

  const openCi = (ci: Pick<CiSummary, 'ciId' | 'ciName' | 'modelId'>) => setDrawer({ mode: 'DETAIL', ciId: ci.ciId, ciName: ci.ciName, modelId: ci.modelId });

  if (!perms.view) {
    return (
      <div className="sd-ci-tab" data-testid="ci-tab">
        <EmptyState title={t('ciTab.noView')} />
      </div>
    );
  }

  const boundary = { loading: !pages.loaded && !pages.error, data: pages.loaded ? pages.items : undefined, error: pages.items.length ? undefined : pages.error, reload: () => void pages.loadMore().catch(() => undefined) };

  return (
    <div className="sd-ci-tab" data-testid="ci-tab">
      <div className="sd-ci-head">
        <h2 className="sd-ci-heading" id={`${ids}-heading`} ref={heading} tabIndex={-1}>
          {t('ciTab.models')}
        </h2>
        <div className="sd-ci-head__actions">
          {perms.add && active ? (
            <Button size="small" color="primary" fill="outline" className="sd-ci-action" onClick={() => setDrawer({ mode: 'ADD', modelId: active.modelId, ciName: active.modelName })} data-testid="ci-add">
              <AddOutline aria-hidden="true" /> {t('ciTab.add')}
            </Button>
          ) : null}
          {perms.link ? (
            <Button size="small" color="primary" fill="outline" className="sd-ci-action" onClick={() => setLinking(true)} data-testid="ci-link">
              <LinkOutline aria-hidden="true" /> {t('ciTab.link')}
            </Button>
          ) : null}
        </div>
      </div>
      <RequestBoundary request={models} keepPreviousData isEmpty={(list) => list.length === 0} empty={{ title: t('ciTab.noModels') }} errorTitle={t('ciTab.loadFailed')} testId="ci-models-state">
        {(list) => (
          <>
            <TabStrip
              tabs={list.map((model) => model.modelId)}
              activeKey={modelId}
              onChange={(key) => setChosenModel(key)}
              title={(key) => list.find((model) => model.modelId === key)?.modelName ?? key}
              tabName={(key) => {
                const model = list.find((m) => m.modelId === key);
                return model?.count !== undefined ? t('ciTab.modelTabCount', { name: model.modelName, count: model.count }) : model?.modelName;
              }}
              label={t('ciTab.models')}
              scrollable
              testId="ci-models"
            />
            <SearchBox className="sd-ci-search" label={t('ciTab.searchLabel')} placeholder={t('ciTab.searchPlaceholder')} clearLabel={t('ciTab.clearSearch')} bind={bind} testId="ci-search">
              <button type="button" className="sd-icon-button sd-ci-scan" aria-label={t('ciTab.scan')} onClick={() => setScanning(true)} data-testid="ci-scan">
                <ScanningOutline aria-hidden="true" />
              </button>
            </SearchBox>
            <RequestBoundary
              request={boundary}
              keepPreviousData
              isEmpty={(rows) => rows.length === 0}
              empty={{ title: search ? t('ciTab.noMatch') : t('ciTab.empty') }}
              errorTitle={t('ciTab.loadFailed')}
              testId="ci-state"
            >
              {(rows) => (
                <>
                  <ul className="sd-ci-list" aria-labelledby={`${ids}-heading`} data-testid="ci-list">
                    {rows.map((ci) => (
                      <li key={ci.ciId} className="sd-ci-card" data-testid="ci-card" data-ci-id={ci.ciId}>
                        <button type="button" className="sd-ci-card__open" aria-label={t('ciTab.openLabel', { name: ci.ciName })} onClick={() => openCi(ci)} data-testid="ci-open">
                          <span className="sd-ci-card__name">{ci.ciName}</span>
                          {ci.code ? <span className="sd-ci-card__code">{t('ciTab.code', { code: ci.code })}</span> : null}
                          {cardTags(ci, tagFields.data ?? []).map((tag) => (
                            <span key={tag.attrCode} className="sd-ci-card__tag" data-testid="ci-tag">
                              {tag.label}：{tag.value}
                            </span>
                          ))}
                        </button>
                        {perms.remove ? (
                          <Button size="small" fill="none" color="danger" className="sd-ci-action" aria-label={t('ciTab.removeLabel', { name: ci.ciName })} disabled={busy} onClick={() => void remove(ci)} data-testid="ci-remove">
                            {t('ciTab.remove')}
                          </Button>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                  <LoadMore pages={pages} label={t('ciTab.loadMore')} failedLabel={t('ciTab.loadMoreFailed')} testId="ci-list" className="sd-ci-more" />
                </>
              )}
            </RequestBoundary>
          </>
        )}
      </RequestBoundary>
      {drawer ? (
        <CiDrawer
          key={`${drawer.mode}:${drawer.ciId ?? drawer.modelId}`}
          target={drawer}
          scope={scope}
          perms={perms}
          onClose={() => setDrawer(undefined)}
          onEdit={() => setDrawer({ ...drawer, mode: 'UPDATE' })}
          onOpenCi={openCi}
          onSaved={(mode) => {
            setDrawer(undefined);
            runtime.bus.emit('toast:show', { type: 'success', message: t(mode === 'ADD' ? 'ciTab.added' : 'ciTab.modified') });
            restart();
          }}
        />
      ) : null}
      <Suspense fallback={null}>
        {linking ? (
          <LinkPicker
            scope={scope}
            initialModelId={modelId}
            onClose={() => setLinking(false)}
            onLinked={(linkedModelId) => {
              setLinking(false);
              runtime.bus.emit('toast:show', { type: 'success', message: t('ciTab.associated') });
              setChosenModel(linkedModelId);
              restart();
            }}
          />
        ) : null}
        {scanning ? (
          <ScanSheet
            onClose={() => setScanning(false)}
            onFound={(ci) => {
              setScanning(false);
              openCi(ci);
            }}
          />
        ) : null}
      </Suspense>
      {confirmDialog}
    </div>
  );
}
