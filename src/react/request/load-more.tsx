import { Button } from 'antd-mobile';
import type { PagedRequestState } from './use-paged-request';

export interface LoadMoreProps {
  /** The list's {@link usePagedRequest} state (its error, whether more rows wait, loading, loadMore). */
  pages: Pick<PagedRequestState<unknown>, 'error' | 'hasMore' | 'loading' | 'loadMore'>;
  /** Name of the "load more" button (kept while the next page loads). */
  label: string;
  /** Name of the button that retries after a page failed to load. */
  failedLabel: string;
  /** Test id prefix: the button is `<testId>-more`, the retry `<testId>-retry`. */
  testId: string;
  className?: string;
}

/**
 * The footer of a paged list with a "load more" button: the button while more rows wait (busy and still named while
 * the next page loads), an inline retry when that page failed (the rows stay), nothing at the end. A failure stays
 * here: the request should be `silent`, the footer is its only report.
 *
 * @example
 * <LoadMore pages={pages} label={t('x.loadMore')} failedLabel={t('x.loadMoreFailed')} testId="x" />
 */
export function LoadMore({ pages, label, failedLabel, testId, className }: LoadMoreProps) {
  const loadMore = () => void pages.loadMore().catch(() => undefined);
  if (pages.error) {
    return (
      <Button className={className} block fill="none" size="small" onClick={loadMore} data-testid={`${testId}-retry`}>
        {failedLabel}
      </Button>
    );
  }
  if (!pages.hasMore) return null;
  // The loading button keeps its name (antd-mobile shows only a spinner otherwise).
  return (
    <Button
      className={className}
      block
      fill="none"
      size="small"
      loading={pages.loading}
      loadingText={label}
      aria-busy={pages.loading || undefined}
      onClick={loadMore}
      data-testid={`${testId}-more`}
    >
      {label}
    </Button>
  );
}
