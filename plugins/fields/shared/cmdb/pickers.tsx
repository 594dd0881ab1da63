// The pickers of the configuration-item fields: a chunk of its own, loaded when a field is first opened (issue 14).
// CiPicker: the CIs of one model, searched by name or code, 10 a page, more while a full page returns
// (CONFIGURATION_ITEM, CMDB_CONFIG). ModelPicker: one CMDB model (CMDB_MODEL). Both are dialogs (DialogFocus),
// their loads silent with the failure and Retry shown inside.
import { useMemo, useRef, useState, type ReactNode, type UIEvent } from 'react';
import { Popup, SearchBar } from 'antd-mobile';
import { textLang } from '@core';
import { shouldLoadMore } from '@core/form/options';
import { DialogFocus, LoadMore, RequestBoundary, useLanguage, usePagedRequest, useRequest, useT } from '@react';
import { useSearch } from '@react/hooks/use-search';
import { moveOptionFocus } from '../option-list';
import { PickerFooter } from '../picker-footer';
import { PickerHeader } from '../picker-header';
import { toggleValue } from '../options';
import { useSelectionDraft } from '../use-selection-draft';
import { ciHasMore, ciItemOf, ciListQuery, fetchCiPage, fetchModels, type CiSummary, type CiValueItem, type CmdbModel } from './model';
import '../fields.css';
import './cmdb.css';

/** One row of the pickers' lists: an option chosen by a tap, Enter or Space. */
function CmdbOption({ selected, onChoose, testId, data, children }: { selected: boolean; onChoose: () => void; testId: string; data: Record<`data-${string}`, string>; children: ReactNode }) {
  return (
    <div
      role="option"
      aria-selected={selected}
      tabIndex={0}
      className={`sd-option sd-cmdb-option${selected ? ' sd-option--selected' : ''}`}
      {...data}
      data-testid={testId}
      onClick={onChoose}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onChoose();
        }
      }}
    >
      {children}
    </div>
  );
}

/** Props of {@link CiPicker}. */
export interface CiPickerProps {
  visible: boolean;
  /** The dialog's title (the field title). */
  title: string;
  /** The model whose CIs are listed. */
  modelId: string;
  multiple: boolean;
  /** The stored selection. */
  selected: readonly CiValueItem[];
  onClose: () => void;
  /** Single: the tapped CI (or [] for Clear). Multi: the confirmed list. */
  onCommit: (items: CiValueItem[]) => void;
  /** Learns the codes of the CIs it lists (the field's chips show them). */
  onSeen?: (cis: readonly CiSummary[]) => void;
  /** Search debounce in ms (tests). @default the app's search pause */
  searchDebounceMs?: number;
}

const keyOfCi = (ci: CiSummary) => ci.ciId;

/**
 * The CI picker sheet: title with Cancel and Clear, a search box (name or code), the CIs of the model as options
 * (name, code), a "load more" footer while the last page was full (also on scrolling near the end), and in multi
 * mode Cancel / OK (count). A single choice confirms at once. A first page that fails shows the failure with Retry;
 * a later one a retry button below the rows.
 */
export function CiPicker({ visible, title, modelId, multiple, selected, onClose, onCommit, onSeen, searchDebounceMs }: CiPickerProps) {
  const t = useT();
  const language = useLanguage();
  const { search, bind } = useSearch(searchDebounceMs);
  const keyword = search ?? '';
  // Every CI seen (stored ones and listed rows), so each draft id has its entry.
  const known = useRef(new Map<string, CiValueItem>());
  for (const item of selected) if (!known.current.has(item.ciId)) known.current.set(item.ciId, item);
  const selectedIds = selected.map((item) => item.ciId);
  const [draft, setDraft] = useSelectionDraft(visible, selectedIds, () => bind.onClear());
  const pages = usePagedRequest(
    (pageNum, signal, rt) =>
      fetchCiPage(rt.request, ciListQuery(modelId, keyword, pageNum), { signal }).then((page) => {
        onSeen?.(page.records);
        return page;
      }),
    [modelId, keyword, visible],
    { keyOf: keyOfCi, immediate: visible, hasMore: ({ lastPageCount }) => ciHasMore(lastPageCount) },
  );
  for (const ci of pages.items) known.current.set(ci.ciId, ciItemOf(ci));
  const chosen = new Set(multiple ? draft : selectedIds);

  const commit = (items: CiValueItem[]) => {
    onCommit(items);
    onClose();
  };
  const choose = (ci: CiSummary) => {
    if (multiple) setDraft(toggleValue(draft, ci.ciId));
    else commit([ciItemOf(ci)]);
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (pages.hasMore && !pages.loading && !pages.error && shouldLoadMore(el.scrollTop, el.clientHeight, el.scrollHeight)) void pages.loadMore().catch(() => undefined);
  };
  const boundary = {
    loading: !pages.loaded && !pages.error,
    data: pages.loaded ? pages.items : undefined,
    // A later page that failed keeps its rows with a retry below them; only a failed first page shows the failure.
    error: pages.items.length ? undefined : pages.error,
    reload: () => void pages.loadMore().catch(() => undefined),
  };
  const itemsOf = (ids: readonly string[]) => ids.map((id) => known.current.get(id)).filter((item): item is CiValueItem => item !== undefined);

  return (
    <Popup visible={visible} onMaskClick={onClose} position="bottom" bodyClassName="sd-picker-popup sd-cmdb-sheet" destroyOnClose>
      <DialogFocus open={visible} label={title} onEscape={onClose}>
        <div className="sd-picker sd-cmdb-picker" data-testid="ci-picker">
          <PickerHeader title={title} leftText={t('cmdbField.cancel')} onLeft={onClose} rightText={t('cmdbField.clear')} onRight={() => commit([])} rightDisabled={selected.length === 0} />
          <div className="sd-picker-search">
            <SearchBar {...bind} placeholder={t('cmdbField.searchPlaceholder')} aria-label={t('cmdbField.searchLabel')} clearable data-testid="ci-picker-search" />
          </div>
          <div className="sd-cmdb-body" onScroll={onScroll}>
            <RequestBoundary
              request={boundary}
              keepPreviousData
              isEmpty={(rows) => rows.length === 0}
              empty={{ title: keyword ? t('cmdbField.noMatch') : t('cmdbField.noCis') }}
              errorTitle={t('cmdbField.loadFailed')}
              skeletonRows={5}
              testId="ci-picker-state"
            >
              {(rows) => (
                <>
                  <div className="sd-option-list sd-cmdb-list" role="listbox" aria-label={title} aria-multiselectable={multiple || undefined} onKeyDown={moveOptionFocus} data-testid="ci-picker-list">
                    {rows.map((ci) => {
                      const isSelected = chosen.has(ci.ciId);
                      return (
                        <CmdbOption key={ci.ciId} selected={isSelected} onChoose={() => choose(ci)} testId="ci-option" data={{ 'data-ci-id': ci.ciId }}>
                          {multiple ? <span className={`sd-option-box${isSelected ? ' sd-option-box--checked' : ''}`} aria-hidden="true" /> : null}
                          <span className="sd-option-label sd-cmdb-option-text">
                            <span className="sd-cmdb-name" lang={textLang(ci.ciName, language)}>
                              {ci.ciName}
                            </span>
                            {ci.code ? <span className="sd-cmdb-code">{t('cmdbField.code', { code: ci.code })}</span> : null}
                          </span>
                          {!multiple && isSelected ? <span className="sd-option-check" aria-hidden="true" /> : null}
                        </CmdbOption>
                      );
                    })}
                  </div>
                  <LoadMore pages={pages} label={t('cmdbField.loadMore')} failedLabel={t('cmdbField.loadMoreFailed')} testId="ci-picker" className="sd-cmdb-more" />
                </>
              )}
            </RequestBoundary>
          </div>
          {multiple ? (
            <PickerFooter
              leftText={t('cmdbField.cancel')}
              onLeft={onClose}
              confirmText={t('cmdbField.confirmWithCount', { count: draft.length })}
              confirmDisabled={draft.length === 0}
              onConfirm={() => commit(itemsOf(draft))}
            />
          ) : null}
        </div>
      </DialogFocus>
    </Popup>
  );
}

/** Props of {@link ModelPicker}. */
export interface ModelPickerProps {
  visible: boolean;
  title: string;
  /** The stored model id ('' for none). */
  selected: string;
  onClose: () => void;
  /** The tapped model, or undefined for Clear. */
  onCommit: (model: CmdbModel | undefined) => void;
}

/** Models whose name or code holds the keyword (case-insensitive). */
export function filterModels(models: readonly CmdbModel[], keyword: string): CmdbModel[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...models];
  return models.filter((model) => model.modelName.toLowerCase().includes(needle) || model.modelCode.toLowerCase().includes(needle));
}

/** The model picker sheet: every model of `/cmdb/modelList`, filtered as the user types; a tap chooses and closes. */
export function ModelPicker({ visible, title, selected, onClose, onCommit }: ModelPickerProps) {
  const t = useT();
  const language = useLanguage();
  const [typed, setTyped] = useState('');
  const models = useRequest((signal, rt) => fetchModels(rt.request, { signal }), [], { enabled: visible });
  const shown = useMemo(() => (models.data ? filterModels(models.data, typed) : undefined), [models.data, typed]);
  const commit = (model: CmdbModel | undefined) => {
    onCommit(model);
    onClose();
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} position="bottom" bodyClassName="sd-picker-popup sd-cmdb-sheet" destroyOnClose afterClose={() => setTyped('')}>
      <DialogFocus open={visible} label={title} onEscape={onClose}>
        <div className="sd-picker sd-cmdb-picker" data-testid="model-picker">
          <PickerHeader title={title} leftText={t('cmdbField.cancel')} onLeft={onClose} rightText={t('cmdbField.clear')} onRight={() => commit(undefined)} rightDisabled={!selected} />
          <div className="sd-picker-search">
            <SearchBar value={typed} onChange={setTyped} onClear={() => setTyped('')} placeholder={t('cmdbField.searchModelPlaceholder')} aria-label={t('cmdbField.searchModelPlaceholder')} clearable />
          </div>
          <div className="sd-cmdb-body">
            <RequestBoundary
              request={{ ...models, data: shown }}
              isEmpty={(rows) => rows.length === 0}
              empty={{ title: t('cmdbField.noModels') }}
              errorTitle={t('cmdbField.modelsFailed')}
              skeletonRows={5}
              testId="model-picker-state"
            >
              {(rows) => (
                <div className="sd-option-list sd-cmdb-list" role="listbox" aria-label={title} onKeyDown={moveOptionFocus} data-testid="model-picker-list">
                  {rows.map((model) => {
                    const isSelected = model.modelId === selected;
                    return (
                      <CmdbOption key={model.modelId} selected={isSelected} onChoose={() => commit(model)} testId="model-option" data={{ 'data-model-id': model.modelId }}>
                        {model.color ? <span className="sd-cmdb-swatch" style={{ background: model.color }} aria-hidden="true" /> : null}
                        <span className="sd-option-label" lang={textLang(model.modelName, language)}>
                          {model.modelName}
                        </span>
                        {isSelected ? <span className="sd-option-check" aria-hidden="true" /> : null}
                      </CmdbOption>
                    );
                  })}
                </div>
              )}
            </RequestBoundary>
          </div>
        </div>
      </DialogFocus>
    </Popup>
  );
}
