import { Suspense, useId, useRef, useState } from 'react';
import { List } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { RequestBoundary, useRequest, useRuntime, useT } from '@react';
import { useSearch } from '@react/hooks/use-search';
import { useConfirm } from '@react/hooks/use-confirm';
import { ModelLink } from '../shared/model-link';
import { SearchBox } from '../shared/search-box';
import { recommendListBlock } from '../recommend-list';
import { deleteHistoryBody, readHistory, readModels, readPopular, searchPaths } from './model';
import './search-page.css';

import type { SearchPageProps } from './props';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { searchPageTexts } from './locales';

/** The block's texts, added when it first renders (they load with its code). */
const LOCALES = { searchPage: searchPageTexts };

export type { SearchPageProps } from './props';

const RecommendList = recommendListBlock.component;

/**
 * /search: a search box over the service models (GET catalog/h5/models?searchKey). The text is
 * trimmed; typing searches after 500 ms, Enter at once, and a newer search aborts the older one
 * (useRequest), whose answer is never shown. While nothing is searched the page shows the
 * recommendations, the search history (search again, delete one, clear all) and the popular
 * searches; their load failures are silent (spec §8). A failed model search shows the load-failure
 * screen with Retry, no match the empty state.
 */
export default function SearchPage({ recommendations = true }: SearchPageProps) {
  usePluginTexts(LOCALES);
  const t = useT();
  const runtime = useRuntime();
  const { search, bind } = useSearch();
  const idle = search === undefined;
  const input = useRef<HTMLInputElement>(null);
  const historyHeading = useRef<HTMLHeadingElement>(null);
  const [deleting, setDeleting] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const ids = useId();

  // Loaded again each time the page comes back to its idle view (the last search is in it by then).
  const history = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('none', searchPaths.history), { signal, silent: true }).then(readHistory),
    [idle],
    { enabled: idle },
  );
  const popular = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('none', searchPaths.popularity), { signal, silent: true }).then(readPopular),
    [],
  );
  const results = useRequest(
    (signal, rt) =>
      rt.request.get<unknown>(rt.request.path('none', searchPaths.models), { params: { searchKey: search }, signal, silent: true }).then(readModels),
    [search],
    { enabled: !idle },
  );

  const searchFor = (keyword: string) => {
    bind.onSearch(keyword);
    input.current?.focus();
  };

  const deleteHistory = (keyword?: string) => {
    if (deleting) return;
    setDeleting(true);
    // A failed delete is the request client's error toast; the history stays as it was.
    runtime.request
      .post(runtime.request.path('none', searchPaths.deleteHistory), deleteHistoryBody(keyword))
      .then(
        () => {
          history.reload();
          historyHeading.current?.focus();
        },
        () => undefined,
      )
      .finally(() => setDeleting(false));
  };

  // Clearing every entry cannot be undone: asked first (one entry's delete is not).
  const clearAllHistory = async () => {
    const confirmed = await confirm({ content: t('searchPage.clearHistoryConfirm'), confirmText: t('searchPage.clearHistoryOk'), cancelText: t('searchPage.cancel') });
    if (confirmed) deleteHistory();
  };

  const historyList = !history.error ? (history.data ?? []) : [];
  const popularList = !popular.error ? (popular.data ?? []) : [];

  return (
    <div className="sd-search-page" data-testid="search-page">
      <SearchBox
        ref={input}
        className="sd-search-form"
        label={t('searchPage.label')}
        placeholder={t('searchPage.placeholder')}
        clearLabel={t('searchPage.clear')}
        bind={bind}
        autoFocus
        testId="search-input"
        clearTestId="search-clear"
        formTestId="search-form"
      >
        <button type="submit" className="sd-search-submit" data-testid="search-submit">
          {t('searchPage.submit')}
        </button>
      </SearchBox>

      {idle ? (
        <>
          {recommendations ? (
            <Suspense fallback={null}>
              <RecommendList />
            </Suspense>
          ) : null}
          {historyList.length > 0 ? (
            <section className="sd-search-section" aria-labelledby={`${ids}-history`} data-testid="search-history">
              <div className="sd-search-section-head">
                <h2 className="sd-search-section-title" id={`${ids}-history`} ref={historyHeading} tabIndex={-1}>
                  {t('searchPage.history')}
                </h2>
                <button
                  type="button"
                  className="sd-search-link-button"
                  aria-label={t('searchPage.clearHistoryLabel')}
                  disabled={deleting}
                  onClick={() => void clearAllHistory()}
                  data-testid="search-history-clear"
                >
                  {t('searchPage.clearHistory')}
                </button>
              </div>
              <ul className="sd-search-chips">
                {historyList.map((keyword) => (
                  <li key={keyword} className="sd-search-chip sd-search-chip--history">
                    <button
                      type="button"
                      className="sd-search-chip-text"
                      aria-label={t('searchPage.searchAgain', { keyword })}
                      onClick={() => searchFor(keyword)}
                      data-testid="search-history-item"
                    >
                      {keyword}
                    </button>
                    <button
                      type="button"
                      className="sd-icon-button sd-search-chip-delete"
                      aria-label={t('searchPage.deleteOne', { keyword })}
                      disabled={deleting}
                      onClick={() => deleteHistory(keyword)}
                      data-testid="search-history-delete"
                    >
                      <CloseOutline aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {popularList.length > 0 ? (
            <section className="sd-search-section" aria-labelledby={`${ids}-popular`} data-testid="search-popular">
              <div className="sd-search-section-head">
                <h2 className="sd-search-section-title" id={`${ids}-popular`}>
                  {t('searchPage.popular')}
                </h2>
              </div>
              <ol className="sd-search-chips">
                {popularList.map((item) => (
                  <li key={item.keyword} className="sd-search-chip">
                    <button type="button" className="sd-search-chip-text" onClick={() => searchFor(item.keyword)} data-testid="search-popular-item">
                      {item.keyword}
                    </button>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </>
      ) : (
        <section className="sd-search-section" aria-labelledby={`${ids}-results`} data-testid="search-results">
          <div className="sd-search-section-head">
            <h2 className="sd-search-section-title" id={`${ids}-results`}>
              {t('searchPage.results')}
            </h2>
          </div>
          <RequestBoundary
            request={results}
            errorTitle={t('searchPage.loadFailed')}
            isEmpty={(list) => list.length === 0}
            empty={{ kind: 'search', description: t('searchPage.noMatch', { keyword: search }) }}
            testId="search-results"
          >
            {(list) => (
              <>
                <p className="sd-visually-hidden" role="status">
                  {t('searchPage.resultCount', { count: list.length })}
                </p>
                <List className="sd-search-result-list" data-testid="search-result-list">
                  {list.map((model) => (
                    <ModelLink key={model.id} model={model} testId="search-result" />
                  ))}
                </List>
              </>
            )}
          </RequestBoundary>
        </section>
      )}
      {confirmDialog}
    </div>
  );
}
