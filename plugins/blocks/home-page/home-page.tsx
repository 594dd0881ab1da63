import { useId, useState } from 'react';
import { DotLoading, InfiniteScroll, List, SearchBar, useConfig } from 'antd-mobile';
import { useRuntime, useT } from '@react/runtime/runtime-provider';
import { useDates } from '@react/hooks/use-dates';
import { useRequest } from '@react/hooks/use-request';
import { loadMoreNearFocus, usePagedRequest } from '@react/request/use-paged-request';
import { useSearch } from '@react/hooks/use-search';
import { EmptyState } from '@react/feedback';
import { TabStrip, tabPanelProps } from '@react/tabs';
import { LinkItem } from '../shared/link-item';
import { AppLink } from '@react/link';
import { HomeShortcuts } from './home-shortcuts';
import { TicketHead } from '../ticket-shared/ticket-head';
import {
  buildListQuery,
  HOME_COUNT_PATH,
  HOME_FIRST_TAB,
  HOME_LIST_PATH,
  countQuery,
  hasMorePages,
  homeTabs,
  homeTabTitleKey,
  readCounts,
  SCROLL_THRESHOLD_PX,
  urgencyKey,
  type HomeTab,
  type WorkOrderPage,
  type WorkOrderRecord,
} from './model';
import '../shared/ticket-list.css';
import './home-page.css';

import type { HomePageProps } from './props';
import { OutboxBanner } from '../shared/outbox-banner';

export type { HomePageProps } from './props';

function TicketRow({ record }: { record: WorkOrderRecord }) {
  const t = useT();
  const dates = useDates();
  const id = useId();
  const urgency = urgencyKey(record.urgentLevel);
  // A link named by the ticket's title; status, number, urgency and time are its description.
  return (
    <LinkItem
      to={`/orderDetails?workOrderId=${encodeURIComponent(record.workOrderId)}`}
      arrow={false}
      className="sd-ticket"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-status ${id}-meta ${id}-time`}
      data-testid="ticket-row"
      data-row-key={record.workOrderId}
    >
      <TicketHead idPrefix={id} title={record.title || t('app.home.untitled')} dataStatus={record.dataStatus} />
      <div className="sd-ticket-meta" id={`${id}-meta`}>
        <span className="sd-ticket-no">{record.preNum || record.workOrderId}</span>
        {urgency !== undefined && (
          <span className={`sd-ticket-urgency sd-urgency-${urgency}`}>{t('app.home.urgency', { value: t(`app.urgency.${urgency}`) })}</span>
        )}
      </div>
      <div className="sd-ticket-time" data-testid="ticket-time" id={`${id}-time`}>
        {t('app.home.createdAt', { value: (record.createdTime !== undefined && dates.relative(record.createdTime)) || '--' })}
      </div>
    </LinkItem>
  );
}

/** The end of the list: InfiniteScroll's own, with a real button to retry (its default is an `<a>` without href). */
function ListEnd({ hasMore, failed, retry }: { hasMore: boolean; failed: boolean; retry(): void }) {
  const { locale } = useConfig();
  if (!hasMore) return <span>{locale.InfiniteScroll.noMore}</span>;
  if (failed) {
    return (
      <span role="status">
        <span className="adm-infinite-scroll-failed-text">{locale.InfiniteScroll.failedToLoad}</span>
        <button type="button" className="sd-ticket-retry" onClick={retry}>
          {locale.InfiniteScroll.retry}
        </button>
      </span>
    );
  }
  return (
    <span aria-busy="true">
      <span>{locale.common.loading}</span>
      <DotLoading />
    </span>
  );
}

/** One list for one (tab, search) pair; remounted when either changes, which aborts its pending call. */
function TicketList({ listType, search }: { listType: HomeTab; search: string | undefined }) {
  // The first page loads at once; InfiniteScroll asks for the next ones and shows its own retry when one fails.
  const pages = usePagedRequest(
    (pageNum, signal, rt) =>
      rt.request
        .post<WorkOrderPage>(rt.request.path('business', HOME_LIST_PATH), buildListQuery(listType, pageNum, search), { signal })
        .then((page) => ({ records: Array.isArray(page?.records) ? page.records : [], total: Number(page?.total ?? 0) })),
    [listType, search],
    {
      keyOf: (record: WorkOrderRecord) => record.workOrderId,
      hasMore: ({ items, total, lastPageCount }) => hasMorePages(items.length, total, lastPageCount),
    },
  );
  const records = pages.items;
  const more = pages.hasMore;

  const empty = !more && records.length === 0;
  if (!pages.loaded) {
    // Until the first page is there, its loading state (or failure) stands alone; the list and the
    // scroll trigger then appear in its place rather than the trigger being pushed down (layout shift).
    const retry = () => void pages.loadMore().catch(() => undefined);
    return (
      <div className="sd-ticket-list" data-testid={`ticket-list-${listType}`}>
        <div className="adm-infinite-scroll">
          <ListEnd hasMore failed={Boolean(pages.error) && !pages.loading} retry={retry} />
        </div>
      </div>
    );
  }
  return (
    <div className="sd-ticket-list" data-testid={`ticket-list-${listType}`} onFocus={loadMoreNearFocus(pages, (record: WorkOrderRecord) => record.workOrderId)}>
      {records.length > 0 && (
        <List>
          {records.map((record) => (
            <TicketRow key={record.workOrderId} record={record} />
          ))}
        </List>
      )}
      {empty ? (
        <EmptyState kind={search ? 'search' : 'noData'} />
      ) : (
        <InfiniteScroll loadMore={pages.loadMore} hasMore={more} threshold={SCROLL_THRESHOLD_PX}>
          {(hasMore, failed, retry) => <ListEnd hasMore={hasMore} failed={failed} retry={retry} />}
        </InfiniteScroll>
      )}
    </div>
  );
}

/**
 * Home (/homePage): the navigation banner (the modules of the home settings; none when the host sets
 * `homeModuleHidden`), search by ticket number or title, tabs unfinished / done / to-do with counts,
 * and the ticket list loading 10 rows at a time on scroll.
 */
export default function HomePage(_props: HomePageProps) {
  const t = useT();
  // Host flag (spec §2): no banner, and the to-do tab takes its short title.
  const moduleHidden = useRuntime().config.homeModuleHidden === true;
  const tabTitle = (key: HomeTab) => t(homeTabTitleKey(key, moduleHidden));
  const [tab, setTab] = useState<HomeTab>(HOME_FIRST_TAB);
  const { search: submitted, bind } = useSearch();

  const counts = useRequest(
    (signal, rt) => rt.request.post<unknown>(rt.request.path('business', HOME_COUNT_PATH), countQuery(), { signal }),
    [],
  );
  const countOf = readCounts(counts.data);

  return (
    <div className="sd-home">
      <OutboxBanner className="sd-home-outbox" />
      {moduleHidden ? null : <HomeShortcuts />}
      {/* A search landmark named by what it searches (antd-mobile names its input only "search bar"). */}
      <div className="sd-home-bar">
        <div className="sd-home-search" role="search" aria-label={t('app.home.searchPlaceholder')}>
          <SearchBar placeholder={t('app.home.searchPlaceholder')} {...bind} />
        </div>
        {/* Every queue (to claim, group to-do, approvals, custom views) is on the worklist page. */}
        <AppLink to="/worklist" className="sd-home-all" data-testid="home-all-lists">
          {t('app.home.allLists')}
        </AppLink>
      </div>
      <TabStrip<HomeTab>
        tabs={homeTabs}
        activeKey={tab}
        onChange={setTab}
        label={t('app.home.tabsLabel')}
        idPrefix="sd-home"
        tabName={(key) => (countOf[key] === undefined ? undefined : t('app.home.tabCount', { name: tabTitle(key), count: countOf[key] }))}
        title={(key) => (
          <span className="sd-home-tab" data-testid={`home-tab-${key}`}>
            {tabTitle(key)}
            {countOf[key] !== undefined && <span className="sd-count">{countOf[key]}</span>}
          </span>
        )}
      />
      <div {...tabPanelProps('sd-home', tab, tab)}>
        <TicketList key={`${tab}\u0000${submitted ?? ''}`} listType={tab} search={submitted} />
      </div>
    </div>
  );
}
