import { useCallback, useEffect, useRef, useState, type DependencyList, type FocusEvent } from 'react';
import type { RequestErrorShape, Runtime } from '@core';
import { toRequestError } from '../hooks/use-request';
import { useRuntime } from '../runtime/runtime-provider';

/** One page as the fetcher returns it. */
export interface RequestPage<R> {
  records: readonly R[];
  /** Rows on the server in all. */
  total: number;
}

/** State of {@link usePagedRequest}. */
export interface PagedRequestState<R> {
  /** The rows of every page loaded so far (a row met again on a later page is kept once). */
  items: readonly R[];
  /** Rows on the server (from the latest page). */
  total: number;
  /** True while a page is loading (the first one included). */
  loading: boolean;
  /** At least one page has arrived since the dependencies last changed. */
  loaded: boolean;
  /** Failure of the latest page call; `message` is already translated by the request client. */
  error: RequestErrorShape | undefined;
  /** More rows wait on the server. */
  hasMore: boolean;
  /** Loads the next page (again the failed one after an error); rejects when it fails, like antd-mobile's InfiniteScroll expects. */
  loadMore(): Promise<void>;
  /** Pages loaded so far (with `items` and `total`, what `initial` takes to show the same rows again). */
  pageCount: number;
}

/** Rows already loaded, to show again at once (a list the user comes back to): no call until the next page. */
export interface PagedSnapshot<R> {
  items: readonly R[];
  total: number;
  pageCount: number;
  lastPageCount: number;
}

/** Options of {@link usePagedRequest}. */
export interface UsePagedRequestOptions<R> {
  /** Identity of a row, to keep a row that moved to a later page once. */
  keyOf: (row: R) => string;
  /**
   * Load the first page on mount and when the dependencies change. Off for antd-mobile's InfiniteScroll,
   * which asks for the first page itself. @default true
   */
  immediate?: boolean;
  /** Whether more pages wait. @default rows loaded < total, and the last page was not empty */
  hasMore?: (loaded: { items: readonly R[]; total: number; lastPageCount: number }) => boolean;
  /** Rows to start from instead of loading page 1 on mount (read once; a change of the dependencies loads afresh). */
  initial?: PagedSnapshot<R>;
}

/**
 * The paged sibling of `useRequest`, for lists with "load more" or infinite scroll: pages are fetched one after
 * another with an AbortSignal (aborted on unmount and when the dependencies change, which start again at page 1),
 * and their rows are appended. Rows of earlier dependencies stay until page 1 of the new ones arrives (key the list
 * component by its query to start blank).
 *
 * @example
 * const drafts = usePagedRequest(
 *   (pageNum, signal, rt) => rt.request.post<unknown>(rt.request.path('business', '/h5workOrder/list'), query(pageNum), { signal, silent: true }).then(readDraftPage),
 *   [pageSize],
 *   { keyOf: (draft) => draft.workOrderId },
 * );
 * // drafts.items, drafts.hasMore, drafts.error, () => void drafts.loadMore()
 */
export function usePagedRequest<R>(
  fetchPage: (pageNum: number, signal: AbortSignal, runtime: Runtime) => Promise<RequestPage<R>>,
  deps: DependencyList,
  options: UsePagedRequestOptions<R>,
): PagedRequestState<R> {
  const runtime = useRuntime();
  const immediate = options.immediate ?? true;
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const keyOfRef = useRef(options.keyOf);
  keyOfRef.current = options.keyOf;
  const seed = useRef(options.initial);
  const pageRef = useRef(seed.current?.pageCount ?? 0);
  const itemsRef = useRef<readonly R[]>(seed.current?.items ?? []);
  const controllerRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<Omit<PagedRequestState<R>, 'loadMore' | 'hasMore'> & { lastPageCount: number }>(() =>
    seed.current
      ? { items: seed.current.items, total: seed.current.total, loading: false, loaded: true, error: undefined, lastPageCount: seed.current.lastPageCount, pageCount: seed.current.pageCount }
      : { items: [], total: 0, loading: immediate, loaded: false, error: undefined, lastPageCount: 0, pageCount: 0 },
  );

  const loadMore = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    const pageNum = pageRef.current + 1;
    setState((prev) => ({ ...prev, loading: true, error: undefined }));
    try {
      const page = await fetchRef.current(pageNum, controller.signal, runtime);
      if (controller.signal.aborted) return;
      const previous = pageNum === 1 ? [] : itemsRef.current;
      const seen = new Set(previous.map((row) => keyOfRef.current(row)));
      const items = [...previous, ...page.records.filter((row) => !seen.has(keyOfRef.current(row)))];
      pageRef.current = pageNum;
      itemsRef.current = items;
      setState({ items, total: page.total, loading: false, loaded: true, error: undefined, lastPageCount: page.records.length, pageCount: pageNum });
    } catch (error) {
      // An aborted call belongs to dependencies that are gone: not a failure to show.
      if (controller.signal.aborted) return;
      setState((prev) => ({ ...prev, loading: false, error: toRequestError(error) }));
      throw error;
    }
    // The caller's dependency list decides when to start again, like useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, ...deps]);

  useEffect(() => {
    // The rows it started from stand for the first dependencies' pages.
    if (seed.current) {
      seed.current = undefined;
      return () => controllerRef.current?.abort();
    }
    pageRef.current = 0;
    itemsRef.current = [];
    if (immediate) loadMore().catch(() => undefined);
    return () => controllerRef.current?.abort();
  }, [loadMore, immediate]);

  const { lastPageCount, ...shown } = state;
  const hasMore = !state.loaded || (options.hasMore ? options.hasMore(state) : state.items.length < state.total && lastPageCount > 0);
  return { ...shown, hasMore, loadMore };
}

/** Loaded rows from the end within which the focus asks for the next page (half a page of 10). */
const FOCUS_LOAD_MARGIN = 5;

/**
 * An `onFocus` for a paged list's box: when the focus enters one of the last loaded rows (elements carrying
 * `data-row-key` = the row's key), the next page loads. An infinite scroll watches the scroll position only, so
 * without it Tab leaves the list at the end of the loaded rows.
 */
export function loadMoreNearFocus<R>(pages: Pick<PagedRequestState<R>, 'items' | 'hasMore' | 'loading' | 'loadMore'>, keyOf: (row: R) => string) {
  return (event: FocusEvent<HTMLElement>): void => {
    const key = (event.target as HTMLElement).closest<HTMLElement>('[data-row-key]')?.dataset.rowKey;
    if (key === undefined || !pages.hasMore || pages.loading) return;
    let index = -1;
    for (let at = pages.items.length - 1; at >= 0 && at >= pages.items.length - FOCUS_LOAD_MARGIN; at--) {
      if (keyOf(pages.items[at]!) === key) index = at;
    }
    if (index >= 0) void pages.loadMore().catch(() => undefined);
  };
}
