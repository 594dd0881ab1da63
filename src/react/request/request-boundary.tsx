import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NOT_ALLOWED_TO_CREATE_CODE, type RequestErrorShape } from '@core/request';
import type { RequestState } from '../hooks/use-request';
import { EmptyState, type EmptyStateProps } from '../feedback/empty-state';
import { ErrorPage, type ErrorPageType } from '../feedback/error-page';

/** What the boundary shows: one state at a time. */
export type RequestBoundaryView = 'loading' | 'error' | 'empty' | 'data';

/** What {@link RequestBoundary} needs of a {@link useRequest} result (the whole result fits). */
export type RequestBoundaryState<T> = Pick<RequestState<T>, 'loading' | 'data' | 'error' | 'reload'>;

/** Details handed to the boundary's children beside the data. */
export interface RequestBoundaryInfo {
  /** A newer call is running while earlier data is shown (only with `keepPreviousData`). */
  reloading: boolean;
}

export interface RequestBoundaryProps<T> {
  /** The state of `useRequest` (loading, data, error, reload). */
  request: RequestBoundaryState<T>;
  /** Renders the loaded data. */
  children: (data: T, info: RequestBoundaryInfo) => ReactNode;
  /** Tells when the loaded data is empty; then the empty state shows instead of `children`. */
  isEmpty?: (data: T) => boolean;
  /** The empty state's kind and texts (antd-free `EmptyState` props). @default { kind: 'noData' } */
  empty?: Pick<EmptyStateProps, 'kind' | 'title' | 'description' | 'action'>;
  /** Title of the load-failure screen. @default the spec's load-failure title */
  errorTitle?: ReactNode;
  /**
   * While a newer call runs, keep showing the data of the previous one (a search as you type)
   * instead of the skeleton; children learn it from `info.reloading`. @default false
   */
  keepPreviousData?: boolean;
  /** Lines of the loading skeleton's paragraph. @default 4 */
  skeletonRows?: number;
  /**
   * Prefix of the loading, error and empty wrappers' test ids:
   * `${testId}-loading`, `${testId}-error`, `${testId}-empty`.
   */
  testId?: string;
  /** Class name of the loading, error and empty wrappers. */
  className?: string;
}

/** Error page type of a failed load: 100006 (may not create from this workflow) is a refusal, anything else a load failure. */
export function requestErrorPageType(error: RequestErrorShape): ErrorPageType {
  return error.code !== undefined && String(error.code) === NOT_ALLOWED_TO_CREATE_CODE ? '403' : 'loadFail';
}

/** Which state {@link RequestBoundary} shows for a request state (exported for tests and custom boundaries). */
export function requestBoundaryView<T>(
  request: RequestBoundaryState<T>,
  options: { isEmpty?: (data: T) => boolean; keepPreviousData?: boolean } = {},
): RequestBoundaryView {
  if (request.error) return 'error';
  if (request.data === undefined || (request.loading && !options.keepPreviousData)) return 'loading';
  return options.isEmpty?.(request.data) ? 'empty' : 'data';
}

/**
 * The one way a block shows data it loads: a skeleton while `useRequest` runs, the spec's load-failure
 * screen with a Retry button (it calls `reload`) when it failed, an empty state when `isEmpty(data)`,
 * else `children(data)`. A failure with code 100006 shows the refusal (403) screen. The error's message
 * (already translated by the request client) is the description; without one the spec's text shows.
 *
 * @example
 * function Drafts() {
 *   const t = useT();
 *   const drafts = useRequest(
 *     (signal, rt) => rt.request.post<DraftPage>(rt.request.path('business', '/h5workOrder/list'), body, { signal, silent: true }),
 *     [body],
 *   );
 *   return (
 *     <RequestBoundary
 *       request={drafts}
 *       errorTitle={t('tickets.drafts.loadFailed')}
 *       isEmpty={(page) => page.records.length === 0}
 *       empty={{ description: t('tickets.drafts.empty') }}
 *       testId="drafts"
 *     >
 *       {(page) => <DraftList records={page.records} />}
 *     </RequestBoundary>
 *   );
 * }
 */
export function RequestBoundary<T>({
  request,
  children,
  isEmpty,
  empty,
  errorTitle,
  keepPreviousData = false,
  skeletonRows = 4,
  testId,
  className,
}: RequestBoundaryProps<T>) {
  const { t } = useTranslation();
  const view = requestBoundaryView(request, { isEmpty, keepPreviousData });
  const wrap = (state: Exclude<RequestBoundaryView, 'data'>, content: ReactNode, busy = false) => (
    <div
      className={className}
      data-request-state={state}
      data-testid={testId ? `${testId}-${state}` : undefined}
      // While loading: a named status (a bare div may not carry a name; screen readers hear "loading").
      role={busy ? 'status' : undefined}
      aria-busy={busy || undefined}
      aria-label={busy ? t('common.loading') : undefined}
    >
      {content}
    </div>
  );

  if (view === 'error') {
    const error = request.error as RequestErrorShape;
    return wrap(
      'error',
      <ErrorPage type={requestErrorPageType(error)} title={errorTitle} description={error.message || undefined} onRetry={request.reload} />,
    );
  }
  if (view === 'loading') {
    return wrap(
      'loading',
      <div style={{ padding: 16 }}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={skeletonRows} animated />
      </div>,
      true,
    );
  }
  const data = request.data as T;
  if (view === 'empty') return wrap('empty', <EmptyState {...empty} />);
  return <>{children(data, { reloading: request.loading })}</>;
}
