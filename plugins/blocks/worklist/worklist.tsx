import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { InfiniteScroll, List, PullToRefresh, SearchBar, Skeleton } from 'antd-mobile';
import { useNavigationType, useSearchParams } from 'react-router-dom';
import { useRuntime, useT } from '@react/runtime/runtime-provider';
import { useRequest } from '@react/hooks/use-request';
import { loadMoreNearFocus, usePagedRequest, type PagedSnapshot } from '@react/request/use-paged-request';
import { EmptyState } from '@react/feedback';
import { lazyOnOpen } from '@react/feedback/lazy-on-open';
import { TabStrip, tabPanelProps } from '@react/tabs';
import {
  activeFilterCount,
  buildWorklistQuery,
  COLUMN_QUERY_TYPE,
  countQuery,
  hasMorePages,
  CUSTOM_VIEWS_QUERY_TYPE,
  customViewIdOf,
  readColumns,
  readCounts,
  readCustomViews,
  readWorklistState,
  shownColumns,
  visibleTabs,
  WORKLIST_PAGE_SIZE,
  WORKLIST_SCROLL_THRESHOLD_PX,
  worklistPaths,
  writeWorklistState,
  type CardColumn,
  type ColumnSetting,
  type WorklistFilters,
  type WorklistRecord,
  type WorklistState,
  type WorklistTab,
} from './model';
import { TicketCard } from './ticket-card';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { rowRange, useRowBand } from '@react/hooks/use-row-band';
import { createIdleQueue, whenIdle } from '@react/hooks/idle-queue';
import { worklistLocales } from './locales';
import { SwipeCard, useTicketActions, type TicketActions } from './ticket-actions';
import type { WorklistProps } from './props';
import '../shared/ticket-list.css';
import './worklist.css';

export type { WorklistProps } from './props';

const FilterSheet = lazyOnOpen(() => import('./filter-sheet').then((m) => m.FilterSheet));

/** How long a list's first page may take before placeholder cards show (a fast answer shows no flash of them). */
const SKELETON_DELAY_MS = 200;

/** Placeholder cards while a list's first page loads (after a short delay; the loading state is announced at once). */
function SkeletonRows() {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SKELETON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div aria-busy="true" className="sd-worklist__loading" data-testid="worklist-skeleton">
      <span className="sd-visually-hidden" role="status">
        {t('worklist.loading')}
      </span>
      {shown &&
        [0, 1, 2].map((row) => (
          <div className="sd-worklist__skeleton" key={row} aria-hidden="true">
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        ))}
    </div>
  );
}

/**
 * The rows and scroll position of the lists left for a ticket's detail, by list (tab, filters, search): coming
 * back (the browser's Back) shows the same rows at the same place, without loading them again.
 */
type ListMemory = Map<string, PagedSnapshot<WorklistRecord> & { scrollTop: number; heights: Map<string, number> }>;
const memories = new WeakMap<object, ListMemory>();
const LIST_MEMORY_MAX = 20;
/**
 * The lists remembered in a runtime (a new runtime, a new login, remembers nothing). An action anywhere (the
 * detail's Claim, say) forgets them all: coming back then loads the lists afresh.
 */
function memoryOf(runtime: ReturnType<typeof useRuntime>): ListMemory {
  let memory = memories.get(runtime);
  if (!memory) {
    const created: ListMemory = new Map();
    memories.set(runtime, (memory = created));
    runtime.bus.on('action:success', () => created.clear());
    runtime.bus.on('order:refresh', () => created.clear());
  }
  return memory;
}

/** A card's height before it was measured (a card with three lines of text at 390 px). */
const CARD_HEIGHT_ESTIMATE = 112;
/** How long after cards show they start becoming swipeable (a tab switch or a page paints first). */
const ARM_DELAY_MS = 300;
/** Windowing needs a DOM that lays out (not jsdom, which has no IntersectionObserver either). */
const canWindow = typeof IntersectionObserver === 'function';

/** A rendered card's box, measured while it is in the page. */
function CardSlot({ cardKey, sizes, children }: { cardKey: string; sizes: ResizeObserver | undefined; children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = slot.current;
    if (!sizes || !element) return undefined;
    sizes.observe(element);
    return () => sizes.unobserve(element);
  }, [sizes]);
  return (
    <div ref={slot} data-row-key={cardKey} className="sd-wl-slot">
      {children}
    </div>
  );
}

/** The page's scrolling box (the layout's main), else the document's. */
const scrollBoxOf = (element: Element | null): Element => element?.closest('main') ?? document.scrollingElement ?? document.documentElement;

/** One list for one (tab, filters, search); remounted when any changes, which aborts its pending call. */
const WorklistList = memo(function WorklistList({ listKey, tab, filters, search, columns, actions, selecting, onSelectDone }: { listKey: string; tab: WorklistTab; filters: WorklistFilters; search?: string; columns: ReadonlySet<CardColumn>; actions: TicketActions; selecting: boolean; onSelectDone(): void }) {
  const t = useT();
  const anchor = useRef<HTMLDivElement>(null);
  const back = useNavigationType() === 'POP';
  const listMemory = memoryOf(useRuntime());
  const [remembered] = useState(() => (back ? listMemory.get(listKey) : undefined));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [batch, setBatch] = useState<string>();
  // Leaving the select mode drops the choice.
  useEffect(() => {
    if (!selecting) setSelected(new Set());
  }, [selecting]);
  const pages = usePagedRequest(
    (pageNum, signal, rt) =>
      rt.request
        .post<{ records?: unknown; total?: unknown }>(rt.request.path('business', worklistPaths.list), buildWorklistQuery(tab, pageNum, filters, search), { signal, silent: true })
        .then((page) => ({ records: (Array.isArray(page?.records) ? page.records : []) as WorklistRecord[], total: Number(page?.total ?? 0) })),
    // By value: the page re-reads the filters from the address on every render.
    [tab, JSON.stringify(filters), search],
    {
      keyOf: (record: WorklistRecord) => record.workOrderId,
      hasMore: ({ items, total, lastPageCount }) => hasMorePages(items.length, total, lastPageCount),
      initial: remembered,
    },
  );
  const retry = () => void pages.loadMore().catch(() => undefined);
  // Remember what is shown and where, for a return from the detail.
  const latest = useRef({ items: pages.items, total: pages.total, pageCount: pages.pageCount, lastPageCount: 0, loaded: pages.loaded });
  latest.current = { items: pages.items, total: pages.total, pageCount: pages.pageCount, lastPageCount: pages.hasMore ? WORKLIST_PAGE_SIZE : 0, loaded: pages.loaded };
  const box = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (anchor.current) box.current = scrollBoxOf(anchor.current);
  });
  // Windowing: only the cards within a screen of the viewport are rendered, two spacers stand for the others (a
  // list of 2000 keeps a few dozen cards in the page). Their heights are measured once rendered.
  const cardsBox = useRef<HTMLDivElement>(null);
  const [heights] = useState(() => remembered?.heights ?? new Map<string, number>());
  const band = useRowBand(cardsBox, {
    // From the first page on: the cards' box (and its scrolling ancestor) exists then.
    enabled: canWindow && pages.loaded,
    initial: () => {
      const top = remembered?.scrollTop ?? 0;
      const view = window.innerHeight || 844;
      return { top: top - view * 2, bottom: top + view * 2 };
    },
  });
  // Measured after layout (a ResizeObserver, not a forced layout on every render).
  const [sizes] = useState(() =>
    typeof ResizeObserver === 'function'
      ? new ResizeObserver((entries) => {
          for (const entry of entries) {
            const key = (entry.target as HTMLElement).dataset.rowKey;
            const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
            if (key && height > 0) heights.set(key, height);
          }
        })
      : undefined,
  );
  useEffect(() => () => sizes?.disconnect(), [sizes]);
  // The cards become swipeable a couple at a time while the page is idle, from a moment after they show.
  const [idle] = useState(() => createIdleQueue(2, ARM_DELAY_MS));
  useEffect(() => () => idle.dispose(), [idle]);
  useLayoutEffect(() => {
    if (remembered && box.current) box.current.scrollTop = remembered.scrollTop;
    return () => {
      const { loaded, ...snapshot } = latest.current;
      if (!loaded || !box.current) return;
      listMemory.delete(listKey);
      listMemory.set(listKey, { ...snapshot, scrollTop: box.current.scrollTop, heights });
      if (listMemory.size > LIST_MEMORY_MAX) listMemory.delete(listMemory.keys().next().value!);
    };
  }, [listKey, remembered, listMemory, heights]);
  if (!pages.loaded) {
    if (pages.error && !pages.loading) {
      return (
        <div className="sd-worklist__end" role="alert" data-testid="worklist-error">
          <span>{pages.error.message || t('worklist.loadFailed')}</span>
          <button type="button" className="sd-worklist__retry" onClick={retry}>
            {t('worklist.retry')}
          </button>
        </div>
      );
    }
    return <SkeletonRows />;
  }
  // Tab reaches the last loaded cards: the next page loads, so the keyboard goes on to the following cards.
  const nearEnd = loadMoreNearFocus(pages, (record: WorklistRecord) => record.workOrderId);
  const range = rowRange(
    pages.items.map((record) => heights.get(record.workOrderId) ?? CARD_HEIGHT_ESTIMATE),
    band,
  );
  if (!pages.hasMore && pages.items.length === 0) return <EmptyState kind={search || activeFilterCount(filters) ? 'search' : 'noData'} />;
  return (
    <>
      <div ref={anchor} hidden />
      <div ref={cardsBox} data-testid="worklist-cards" data-rows={pages.items.length} onFocus={nearEnd}>
        {range.before > 0 && <div aria-hidden="true" style={{ height: range.before }} data-testid="worklist-spacer-before" />}
        <List>
          {pages.items.slice(range.start, range.end).map((record) => (
            <CardSlot key={record.workOrderId} cardKey={record.workOrderId} sizes={sizes}>
              {selecting ? (
                <TicketCard
                  record={record}
                  columns={columns}
                  select={{
                    checked: selected.has(record.workOrderId),
                    onToggle: () =>
                      setSelected((previous) => {
                        const next = new Set(previous);
                        if (!next.delete(record.workOrderId)) next.add(record.workOrderId);
                        return next;
                      }),
                  }}
                />
              ) : (
                <SwipeCard record={record} columns={columns} state={actions.buttonsOf(record.workOrderId)} load={actions.load} run={actions.run} idle={idle} />
              )}
            </CardSlot>
          ))}
        </List>
        {range.after > 0 && <div aria-hidden="true" style={{ height: range.after }} data-testid="worklist-spacer-after" />}
      </div>
      <InfiniteScroll loadMore={pages.loadMore} hasMore={pages.hasMore} threshold={WORKLIST_SCROLL_THRESHOLD_PX}>
        {(hasMore, failed, again) =>
          !hasMore ? (
            <span>{t('worklist.noMore')}</span>
          ) : failed ? (
            <span role="status">
              {t('worklist.loadFailed')}
              <button type="button" className="sd-worklist__retry" onClick={again}>
                {t('worklist.retry')}
              </button>
            </span>
          ) : (
            <span aria-busy="true">{t('worklist.loading')}</span>
          )
        }
      </InfiniteScroll>
      {selecting && (
        <div className="sd-worklist__batch" role="toolbar" aria-label={t('worklist.batchLabel')} data-testid="worklist-batch">
          <span className="sd-worklist__batch-count" role="status">
            {t('worklist.selectedCount', { count: selected.size })}
          </span>
          {(['CLAIM', 'URGE'] as const).map((type) => (
            <button
              key={type}
              type="button"
              className="sd-worklist__batch-button"
              data-action={type}
              disabled={selected.size === 0 || batch !== undefined}
              aria-busy={batch === type}
              onClick={() => void runBatch(type)}
            >
              {t(`worklist.batch.${type}`)}
            </button>
          ))}
        </div>
      )}
    </>
  );

  /** Runs one action on every selected ticket in turn (the same flow as the detail page's button), then leaves the select mode. */
  async function runBatch(type: 'CLAIM' | 'URGE') {
    setBatch(type);
    try {
      for (const record of pages.items.filter((item) => selected.has(item.workOrderId))) await actions.run(type, record);
    } finally {
      setBatch(undefined);
      onSelectDone();
    }
  }
});

/**
 * The worklist (issue 15): the built-in lists and the user's custom views as tabs with their counts, ticket cards,
 * a search, filters and sort in a bottom sheet, infinite scroll and pull to refresh. The tab, filters and search
 * are in the address (back and reload return to the same list); the counts and the list reload after any action.
 */
export default function Worklist({ lists, shortTodoTitle = false, customViews: showCustomViews = true }: WorklistProps) {
  usePluginTexts(worklistLocales);
  const t = useT();
  const runtime = useRuntime();
  const [params, setParams] = useSearchParams();
  const [filterOpen, setFilterOpen] = useState(false);
  const [selecting, setSelecting] = useState(false);
  const [nonce, setNonce] = useState(0);
  const actions = useTicketActions();

  const views = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('business', worklistPaths.queryDef), { params: { queryType: CUSTOM_VIEWS_QUERY_TYPE }, signal, silent: true }).then(readCustomViews),
    [],
    { enabled: showCustomViews },
  );
  const customViews = useMemo(() => views.data ?? [], [views.data]);
  const tabs = useMemo(() => visibleTabs({ saas: runtime.config.saas, only: lists, customViews }), [runtime.config.saas, lists, customViews]);
  // The address holds the list shown (back and reload return to it). The router writes it in a transition (a
  // deferred render), so a tap shows its list from local state at once and the address follows.
  const addressed = readWorklistState(params, tabs, tabs[0] ?? 'todo');
  const addressKey = writeWorklistState(new URLSearchParams(), addressed).toString();
  const [chosen, setChosen] = useState<{ state: WorklistState; key: string }>();
  const state = chosen && chosen.key !== addressKey ? chosen.state : addressed;
  // The address caught up (or moved on its own: back, a link): it rules again.
  useEffect(() => setChosen(undefined), [addressKey]);
  const update = (next: Partial<WorklistState>) => {
    const merged = { ...state, ...next };
    setChosen({ state: merged, key: addressKey });
    setParams(writeWorklistState(params, merged), { replace: true });
  };
  // The same filters (by value) keep the list from re-rendering when the address catches up.
  const filtersKey = JSON.stringify(state.filters);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- by value
  const filters = useMemo(() => state.filters, [filtersKey]);
  const latestUpdate = useRef(update);
  latestUpdate.current = update;
  const chooseTab = useCallback((tab: WorklistTab) => latestUpdate.current({ tab }), []);
  const endSelect = useCallback(() => setSelecting(false), []);

  const columnLabel = (key: CardColumn) => t(`worklist.columnNames.${key}`);
  const columnSetting = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('business', worklistPaths.queryDef), { params: { queryType: COLUMN_QUERY_TYPE }, signal, silent: true }),
    [],
  );
  const [columns, setColumns] = useState<ColumnSetting[] | undefined>(undefined);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow the language, which re-renders with `t`
  const currentColumns = useMemo(() => columns ?? readColumns(columnSetting.data, columnLabel), [columns, columnSetting.data, t]);
  const shown = useMemo(() => shownColumns(currentColumns), [currentColumns]);

  const countTabs = tabs.join(',');
  // The built-in lists' counts in one call; each custom view's in its own (`{ listTypes: ['custom'], customViewId }`).
  const counts = useRequest(
    (signal, rt) => {
      const path = rt.request.path('business', worklistPaths.count);
      const builtin = rt.request.post<unknown>(path, countQuery(tabs), { signal, silent: true }).then(readCounts);
      const custom = tabs.flatMap((tab) => {
        const customViewId = customViewIdOf(tab);
        if (customViewId === undefined) return [];
        return [
          rt.request
            .post<unknown>(path, { listTypes: ['custom'], customViewId }, { signal, silent: true })
            .then((data) => readCounts(data).custom)
            .then((count) => (count === undefined ? {} : { [tab]: count }), () => ({})),
        ];
      });
      return Promise.all([builtin, ...custom]).then((parts) => Object.assign({}, ...parts) as Partial<Record<string, number>>);
    },
    [countTabs, nonce],
  );
  const countOf = counts.data ?? {};
  // Tickets changed since a list was last seen (a dot on its tab); the open list counts as seen.
  const fresh = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('business', worklistPaths.newCounts), { signal, silent: true }).then(readCounts),
    [nonce],
  );
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());

  // After any action (claim, urge, ...) the counts and the list are out of date.
  useEffect(() => {
    const offSuccess = runtime.bus.on('action:success', () => setNonce((n) => n + 1));
    const offRefresh = runtime.bus.on('order:refresh', () => setNonce((n) => n + 1));
    return () => {
      offSuccess();
      offRefresh();
    };
  }, [runtime]);

  // The list is seen now: its "new" count starts again (silent), once the list has had its turn.
  useEffect(() => {
    const viewId = customViewIdOf(state.tab);
    if (viewId !== undefined) return undefined;
    const tab = state.tab;
    return whenIdle(() => {
      setSeen((previous) => (previous.has(tab) ? previous : new Set(previous).add(tab)));
      void runtime.request.post(runtime.request.path('business', worklistPaths.setNewWorkCount), { listType: tab }, { silent: true }).catch(() => undefined);
    });
  }, [runtime, state.tab]);

  const [input, setInput] = useState(state.search ?? '');
  const tabTitle = (tab: WorklistTab): string => {
    const viewId = customViewIdOf(tab);
    if (viewId !== undefined) return customViews.find((view) => view.id === viewId)?.name ?? viewId;
    return t(`worklist.tabs.${tab === 'todo' && shortTodoTitle ? 'todoShort' : tab}`);
  };
  const filterCount = activeFilterCount(state.filters);
  const freshOf = (tab: WorklistTab): number => (seen.has(tab) || tab === state.tab ? 0 : (fresh.data?.[tab] ?? 0));
  // The strip re-renders only when the open tab, the counts, the views or the language change (not when the
  // address catches up with a tap).
  const tabStrip = useMemo(
    () => (
      <TabStrip<WorklistTab>
        tabs={tabs}
        activeKey={state.tab}
        onChange={chooseTab}
        label={t('worklist.tabsLabel')}
        idPrefix="sd-worklist"
        scrollable
        testId="worklist-tabs"
        tabName={(key) => {
          if (countOf[key] === undefined) return undefined;
          const changed = freshOf(key);
          return changed ? t('worklist.tabCountNew', { name: tabTitle(key), count: countOf[key], fresh: changed }) : t('worklist.tabCount', { name: tabTitle(key), count: countOf[key] });
        }}
        title={(key) => (
          <span className="sd-worklist__tab" data-testid={`worklist-tab-${key}`}>
            {tabTitle(key)}
            {countOf[key] !== undefined && <span className="sd-count">{countOf[key]}</span>}
            {freshOf(key) > 0 && <span className="sd-worklist__fresh" aria-hidden="true" data-testid="worklist-fresh" />}
          </span>
        )}
      />
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- tabTitle, countOf and freshOf follow t, customViews, shortTodoTitle, the counts and seen
    [tabs, state.tab, chooseTab, t, customViews, shortTodoTitle, counts.data, fresh.data, seen],
  );
  const refresh = useCallback(async () => {
    counts.reload();
    setNonce((n) => n + 1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload is the request's own
  }, [counts.reload]);
  const search = useCallback((value: string) => latestUpdate.current({ search: value }), []);
  const clearSearch = useCallback(() => {
    setInput('');
    latestUpdate.current({ search: undefined });
  }, []);
  // The bar re-renders only for its own state (not on a tab switch).
  const bar = useMemo(
    () => (
      <div className="sd-worklist__bar">
        <div className="sd-worklist__search" role="search" aria-label={t('worklist.searchPlaceholder')}>
          <SearchBar
            placeholder={t('worklist.searchPlaceholder')}
            value={input}
            onChange={setInput}
            onSearch={search}
            onClear={clearSearch}
          />
        </div>
        <button
          type="button"
          className="sd-worklist__filter"
          data-active={filterCount > 0}
          aria-haspopup="dialog"
          aria-expanded={filterOpen}
          onClick={() => setFilterOpen(true)}
          data-testid="worklist-filter"
        >
          {filterCount ? t('worklist.filterActive', { count: filterCount }) : t('worklist.filter')}
        </button>
        <button type="button" className="sd-worklist__filter" aria-pressed={selecting} onClick={() => setSelecting((on) => !on)} data-testid="worklist-select">
          {selecting ? t('worklist.cancelSelect') : t('worklist.select')}
        </button>
      </div>
    ),
    [t, input, filterCount, filterOpen, selecting, search, clearSearch],
  );
  const listKey = `${state.tab}\u0000${filtersKey}\u0000${state.search ?? ''}`;

  return (
    <div className="sd-worklist" data-testid="worklist">
      {bar}
      {tabStrip}
      <div {...tabPanelProps('sd-worklist', state.tab, state.tab)} className="sd-worklist__list sd-ticket-list">
        <PullToRefresh
          onRefresh={refresh}
          pullingText={t('worklist.pullToRefresh')}
          canReleaseText={t('worklist.releaseToRefresh')}
          refreshingText={t('worklist.refreshing')}
          completeText={t('worklist.refreshed')}
        >
          <WorklistList
            key={`${listKey}\u0000${nonce}`}
            listKey={`${listKey}\u0000${nonce}`}
            tab={state.tab}
            filters={filters}
            search={state.search}
            columns={shown}
            actions={actions}
            selecting={selecting}
            onSelectDone={endSelect}
          />
        </PullToRefresh>
      </div>
      <FilterSheet
        open={filterOpen}
        filters={state.filters}
        customViewId={customViewIdOf(state.tab)}
        columns={currentColumns}
        onClose={() => setFilterOpen(false)}
        onApply={(filters) => {
          setFilterOpen(false);
          update({ filters });
        }}
        onColumnsSaved={setColumns}
      />
      {actions.element}
    </div>
  );
}
