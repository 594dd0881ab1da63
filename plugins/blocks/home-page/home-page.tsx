import { useCallback, useEffect, useRef, useState } from 'react';
import { InfiniteScroll, List, SearchBar, Tag } from 'antd-mobile';
import { useRuntime, useT } from '@react/runtime/runtime-provider';
import { useDates } from '@react/hooks/use-dates';
import { useRequest } from '@react/hooks/use-request';
import { useSearch } from '@react/hooks/use-search';
import { EmptyState } from '@react/feedback';
import { TabStrip } from '@react/tabs';
import {
  buildListQuery,
  countQuery,
  hasMorePages,
  homeTabs,
  mergePage,
  readCounts,
  SCROLL_THRESHOLD_PX,
  statusColor,
  statusKey,
  urgencyKey,
  type HomeTab,
  type WorkOrderPage,
  type WorkOrderRecord,
} from './model';
import './home-page.css';

import type { HomePageProps } from './props';

export type { HomePageProps } from './props';

function TicketRow({ record }: { record: WorkOrderRecord }) {
  const runtime = useRuntime();
  const t = useT();
  const dates = useDates();
  const urgency = urgencyKey(record.urgentLevel);
  const open = () =>
    runtime.bus.emit('router:navigate', { to: `/orderDetails?workOrderId=${encodeURIComponent(record.workOrderId)}` });
  return (
    <List.Item onClick={open} arrowIcon={false} className="sd-ticket" data-testid="ticket-row">
      <div className="sd-ticket-head">
        <span className="sd-ticket-title">{record.title || t('app.home.untitled')}</span>
        <Tag color={statusColor(record.dataStatus)} fill="outline" className="sd-ticket-status">
          {t(`app.status.${statusKey(record.dataStatus)}`)}
        </Tag>
      </div>
      <div className="sd-ticket-meta">
        <span className="sd-ticket-no">{record.preNum || record.workOrderId}</span>
        {urgency !== undefined && (
          <span className={`sd-ticket-urgency sd-urgency-${urgency}`}>{t('app.home.urgency', { value: t(`app.urgency.${urgency}`) })}</span>
        )}
      </div>
      <div className="sd-ticket-time" data-testid="ticket-time">
        {t('app.home.createdAt', { value: (record.createdTime !== undefined && dates.relative(record.createdTime)) || '--' })}
      </div>
    </List.Item>
  );
}

/** One list for one (tab, search) pair; remounted when either changes, which aborts its pending call. */
function TicketList({ listType, search }: { listType: HomeTab; search: string | undefined }) {
  const runtime = useRuntime();
  const [records, setRecords] = useState<WorkOrderRecord[]>([]);
  const [more, setMore] = useState(true);
  const pageRef = useRef(0);
  const recordsRef = useRef<WorkOrderRecord[]>([]);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const loadMore = useCallback(async () => {
    const pageNum = pageRef.current + 1;
    const controller = new AbortController();
    controllerRef.current = controller;
    try {
      const page = await runtime.request.post<WorkOrderPage>(
        runtime.request.path('business', '/h5workOrder/list'),
        buildListQuery(listType, pageNum, search),
        { signal: controller.signal },
      );
      if (controller.signal.aborted) return;
      const rows = Array.isArray(page?.records) ? page.records : [];
      const next = mergePage(recordsRef.current, rows, pageNum);
      pageRef.current = pageNum;
      recordsRef.current = next;
      setRecords(next);
      setMore(hasMorePages(next.length, Number(page?.total ?? 0), rows.length));
    } catch (error) {
      // An aborted call belongs to a list that is gone: not a failure to show.
      if (controller.signal.aborted) return;
      throw error;
    }
  }, [runtime, listType, search]);

  const empty = !more && records.length === 0;
  return (
    <div className="sd-ticket-list" data-testid={`ticket-list-${listType}`}>
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
        <InfiniteScroll loadMore={loadMore} hasMore={more} threshold={SCROLL_THRESHOLD_PX} />
      )}
    </div>
  );
}

/**
 * Home (/homePage): search by ticket number or title, tabs unfinished / done /
 * to-do with counts, and the ticket list loading 10 rows at a time on scroll.
 */
export default function HomePage(_props: HomePageProps) {
  const t = useT();
  const [tab, setTab] = useState<HomeTab>('unfinished');
  const { search: submitted, bind } = useSearch();

  const counts = useRequest(
    (signal, rt) => rt.request.post<unknown>(rt.request.path('business', '/h5workOrder/workStatus/count'), countQuery(), { signal }),
    [],
  );
  const countOf = readCounts(counts.data);

  return (
    <div className="sd-home">
      <div className="sd-home-search">
        <SearchBar
          placeholder={t('app.home.searchPlaceholder')}
          {...bind}
          aria-label={t('app.home.searchPlaceholder')}
        />
      </div>
      <TabStrip<HomeTab>
        tabs={homeTabs}
        activeKey={tab}
        onChange={setTab}
        label={t('app.home.tabsLabel')}
        title={(key) => (
          <span className="sd-home-tab" data-testid={`home-tab-${key}`}>
            {t(`app.home.tabs.${key}`)}
            {countOf[key] !== undefined && <span className="sd-home-count">{countOf[key]}</span>}
          </span>
        )}
      />
      <TicketList key={`${tab}\u0000${submitted ?? ''}`} listType={tab} search={submitted} />
    </div>
  );
}
