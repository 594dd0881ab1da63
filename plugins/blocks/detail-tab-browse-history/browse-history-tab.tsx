import { LoadMore, RequestBoundary, useDates, usePagedRequest, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import type { DetailTabProps } from '../ticket-shared/detail-tab';
import { browseHistoryTabTexts } from './locales';
import { BROWSE_PAGE_SIZE, browseHistoryPath, readBrowsePage, type BrowseRecord } from './model';
import '../ticket-shared/detail-tab.css';
import './browse-history-tab.css';

const keyOf = (record: BrowseRecord) => record.key;

/** The browsing-history tab: who opened the ticket and when, newest first, 15 a page with "load more". */
export default function BrowseHistoryTab({ detail }: DetailTabProps) {
  usePluginTexts({ browseHistoryTab: browseHistoryTabTexts });
  const t = useT();
  const dates = useDates();
  const { workOrderId, version } = detail;
  const pages = usePagedRequest(
    (pageNum, signal, rt) =>
      rt.request
        .get<unknown>(rt.request.path('business', browseHistoryPath(workOrderId)), { params: { pageNum, pageSize: BROWSE_PAGE_SIZE }, signal, silent: true })
        .then((data) => readBrowsePage(data, rt.config.timeZoneOffset)),
    [workOrderId, version],
    { keyOf },
  );
  // A later page's failure keeps the rows with an inline retry; the first page's shows the boundary's error screen.
  const loadMore = () => void pages.loadMore().catch(() => undefined);
  const boundary = { loading: pages.loading && !pages.loaded, data: pages.loaded ? pages.items : undefined, error: pages.loaded ? undefined : pages.error, reload: loadMore };
  return (
    <RequestBoundary
      request={boundary}
      isEmpty={(items) => items.length === 0}
      empty={{ title: t('browseHistoryTab.empty') }}
      errorTitle={t('browseHistoryTab.loadFailed')}
      testId="browse-history-state"
    >
      {(items) => (
        <div className="sd-browse-history" data-testid="browse-history">
          <ul className="sd-browse-history__list" aria-label={t('browseHistoryTab.listLabel', { count: pages.total })}>
            {items.map((record) => {
              const time = record.time === undefined ? '' : dates.exact(record.time);
              return (
                <li key={record.key} className="sd-browse-history__row" data-testid="browse-record">
                  <span className="sd-browse-history__name">{record.userName}</span>
                  {record.time !== undefined ? (
                    <time className="sd-browse-history__time" dateTime={new Date(record.time).toISOString()}>
                      {time}
                    </time>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <LoadMore
            className="sd-tab-more"
            pages={pages}
            label={t('browseHistoryTab.loadMore')}
            failedLabel={t('browseHistoryTab.loadMoreFailed')}
            testId="browse-history"
          />
        </div>
      )}
    </RequestBoundary>
  );
}
