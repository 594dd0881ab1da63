// @vitest-environment jsdom
// usePagedRequest: pages appended once per row, a failed page rejects and is asked again, new dependencies start at page 1.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { FocusEvent, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider, usePagedRequest, type RequestPage } from '@react';
import { loadMoreNearFocus } from '@react/request/use-paged-request';
import { setup } from './support';

afterEach(cleanup);

type Row = { id: string };
const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id }));

function render(fetchPage: (pageNum: number, query: string) => Promise<RequestPage<Row>>, immediate = true) {
  const t = setup();
  const wrapper = ({ children }: { children: ReactNode }) => <RuntimeProvider runtime={t.runtime}>{children}</RuntimeProvider>;
  return renderHook(
    ({ query }: { query: string }) => usePagedRequest((pageNum) => fetchPage(pageNum, query), [query], { keyOf: (row: Row) => row.id, immediate }),
    { wrapper, initialProps: { query: 'a' } },
  );
}

describe('usePagedRequest', () => {
  it('loads the first page, appends the next ones once per row and stops at the total', async () => {
    const pages: Record<number, Row[]> = { 1: rows('1', '2'), 2: rows('2', '3') };
    const { result } = render((pageNum) => Promise.resolve({ records: pages[pageNum] ?? [], total: 3 }));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.items).toEqual(rows('1', '2')));
    expect(result.current.hasMore).toBe(true);
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual(rows('1', '2', '3'));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.loading).toBe(false);
  });

  it('reports a failed page, rejects, and asks for the same page again', async () => {
    const asked: number[] = [];
    let fail = true;
    const { result } = render((pageNum) => {
      asked.push(pageNum);
      return fail ? Promise.reject({ message: 'Try later' }) : Promise.resolve({ records: rows('1'), total: 1 });
    });
    await waitFor(() => expect(result.current.error?.message).toBe('Try later'));
    expect(result.current.items).toEqual([]);
    fail = false;
    await act(() => result.current.loadMore());
    expect(asked).toEqual([1, 1]);
    expect(result.current.items).toEqual(rows('1'));
    expect(result.current.error).toBeUndefined();
  });

  it('starts again at page 1 when the dependencies change; without immediate it waits to be asked', async () => {
    const asked: string[] = [];
    const { result, rerender } = render((pageNum, query) => {
      asked.push(`${query}${pageNum}`);
      return Promise.resolve({ records: rows(`${query}${pageNum}`), total: 5 });
    }, false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    await act(() => result.current.loadMore());
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual(rows('a1', 'a2'));
    rerender({ query: 'b' });
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual(rows('b1'));
    expect(asked).toEqual(['a1', 'a2', 'b1']);
  });
});

describe('loadMoreNearFocus', () => {
  const rowEvent = (key: string | undefined) => {
    const row = document.createElement('div');
    if (key !== undefined) row.dataset.rowKey = key;
    const link = document.createElement('a');
    row.append(link);
    return { target: link } as unknown as FocusEvent<HTMLElement>;
  };
  const items = Array.from({ length: 20 }, (_, i) => ({ id: `r${i}` }));

  it('asks for the next page when the focus enters one of the last five loaded rows, not before, not when nothing waits', () => {
    const loadMore = vi.fn(() => Promise.resolve());
    const onFocus = loadMoreNearFocus({ items, hasMore: true, loading: false, loadMore }, (row) => row.id);
    onFocus(rowEvent('r14'));
    onFocus(rowEvent(undefined));
    expect(loadMore).not.toHaveBeenCalled();
    onFocus(rowEvent('r15'));
    expect(loadMore).toHaveBeenCalledTimes(1);
    loadMoreNearFocus({ items, hasMore: false, loading: false, loadMore }, (row) => row.id)(rowEvent('r19'));
    loadMoreNearFocus({ items, hasMore: true, loading: true, loadMore }, (row) => row.id)(rowEvent('r19'));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });
});
