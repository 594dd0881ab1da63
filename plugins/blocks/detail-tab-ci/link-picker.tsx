import { useState } from 'react';
import { Button } from 'antd-mobile';
import { RequestBoundary, useRequest, useRuntime, useT } from '@react';
import { useDialogTitleId } from '@react/a11y/dialog-focus';
import { CiSheet } from './ci-sheet';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { useSearch } from '@react/hooks/use-search';
import { SearchBox } from '../shared/search-box';
import { candidatesBody, cmdbPaths, readCiPage, readTabModels, relateBody, type CiSummary, type TabScope } from './model';
import { ciTabTexts } from './locales';

export interface LinkPickerProps {
  scope: TabScope;
  /** The model shown first (the tab's current one). */
  initialModelId: string;
  onClose(): void;
  /** Linked: the model of the linked CIs (its tab shows next). */
  onLinked(modelId: string): void;
}

/**
 * Link existing CIs: a sheet with a model choice (every CMDB model: linking one adds its model to the tab), a fuzzy
 * search of candidates (obscureTableCiList, 1000 at once, those already linked left out), multi-select and
 * relateCiBatch.
 */
export default function LinkPicker({ scope, initialModelId, onClose, onLinked }: LinkPickerProps) {
  usePluginTexts({ ciTab: ciTabTexts });
  const t = useT();
  const runtime = useRuntime();
  const titleId = useDialogTitleId();
  const { search, bind } = useSearch();
  const [modelId, setModelId] = useState(initialModelId);
  const [chosen, setChosen] = useState<Map<string, CiSummary>>(new Map());
  const [busy, setBusy] = useState(false);
  const models = useRequest((signal, rt) => rt.request.post<unknown>(rt.request.path('business', cmdbPaths.models), {}, { signal, silent: true }).then(readTabModels), []);
  const candidates = useRequest(
    (signal, rt) => rt.request.post<unknown>(rt.request.path('business', cmdbPaths.candidates), candidatesBody(scope, modelId, search), { signal, silent: true }).then(readCiPage),
    [modelId, search, scope.tabId, scope.workOrderId],
    { enabled: modelId !== '' },
  );

  const toggle = (ci: CiSummary) =>
    setChosen((previous) => {
      const next = new Map(previous);
      if (next.has(ci.ciId)) next.delete(ci.ciId);
      else next.set(ci.ciId, ci);
      return next;
    });

  const link = async () => {
    if (busy || chosen.size === 0) return;
    setBusy(true);
    try {
      const list = [...chosen.values()].map((ci) => ({ ciId: ci.ciId, modelId: ci.modelId || modelId }));
      await runtime.request.post(runtime.request.path('business', cmdbPaths.relateBatch), relateBody(scope, list));
      onLinked(list[0]!.modelId);
    } catch {
      // The request client's toast says why; the choice stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <CiSheet
      titleId={titleId}
      title={t('ciTab.linkTitle')}
      onClose={onClose}
      testId="ci-link-picker"
      footer={
        <>
          <Button className="sd-ci-footer-button" onClick={onClose}>
            {t('ciTab.cancel')}
          </Button>
          <Button className="sd-ci-footer-button" color="primary" disabled={busy || chosen.size === 0} loading={busy} onClick={() => void link()} data-testid="ci-link-confirm">
            {t('ciTab.linkConfirm', { count: chosen.size })}
          </Button>
        </>
      }
    >
      <div className="sd-ci-drawer__scroll">
        <label className="sd-ci-field">
          <span>{t('ciTab.models')}</span>
          <select className="sd-ci-select" value={modelId} onChange={(event) => setModelId(event.target.value)} data-testid="ci-link-model">
            {!(models.data ?? []).some((model) => model.modelId === modelId) ? <option value={modelId}>{modelId}</option> : null}
            {(models.data ?? []).map((model) => (
              <option key={model.modelId} value={model.modelId}>
                {model.modelName}
              </option>
            ))}
          </select>
        </label>
        <SearchBox className="sd-ci-search" label={t('ciTab.linkSearch')} placeholder={t('ciTab.searchPlaceholder')} clearLabel={t('ciTab.clearSearch')} bind={bind} testId="ci-link-search" />
        <RequestBoundary request={candidates} keepPreviousData isEmpty={(page) => page.records.length === 0} empty={{ title: t('ciTab.noCandidates') }} errorTitle={t('ciTab.candidatesFailed')} testId="ci-link-state">
          {(page) => (
            <ul className="sd-ci-candidates" aria-labelledby={titleId} data-testid="ci-link-list">
              {page.records.map((ci) => (
                <li key={ci.ciId}>
                  <label className="sd-ci-candidate" data-testid="ci-link-candidate" data-ci-id={ci.ciId}>
                    <input type="checkbox" checked={chosen.has(ci.ciId)} onChange={() => toggle(ci)} />
                    <span>
                      {ci.ciName}
                      {ci.code ? <span className="sd-ci-card__code"> {ci.code}</span> : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </RequestBoundary>
      </div>
    </CiSheet>
  );
}
