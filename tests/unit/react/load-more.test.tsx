// @vitest-environment jsdom
// LoadMore: the footer of a paged list: "load more" while rows wait (named and busy while loading), an inline retry
// after a failed page (a failure that stays in the footer), nothing at the end.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore, type LoadMoreProps } from '@react';

afterEach(cleanup);

const pages = (over: Partial<LoadMoreProps['pages']>): LoadMoreProps['pages'] => ({
  error: undefined,
  hasMore: true,
  loading: false,
  loadMore: vi.fn(() => Promise.resolve()),
  ...over,
});
const footer = (state: LoadMoreProps['pages']) => render(<LoadMore pages={state} label="Load more" failedLabel="Could not load more. Tap to retry" testId="rows" />);

describe('LoadMore', () => {
  it('asks for the next page while more rows wait', () => {
    const state = pages({});
    footer(state);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(state.loadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('rows-more').getAttribute('aria-busy')).toBeNull();
  });

  it('keeps its name and says it is busy while the page loads', () => {
    footer(pages({ loading: true }));
    const button = screen.getByTestId('rows-more');
    expect(button.textContent).toContain('Load more');
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('offers a retry after a failed page, and a retry that fails again rejects nowhere', async () => {
    const state = pages({ error: { message: 'boom' }, loadMore: vi.fn(() => Promise.reject(new Error('again'))) });
    footer(state);
    expect(screen.queryByTestId('rows-more')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Could not load more. Tap to retry' }));
    await Promise.resolve();
    expect(state.loadMore).toHaveBeenCalledTimes(1);
  });

  it('shows nothing at the end of the list', () => {
    const { container } = footer(pages({ hasMore: false }));
    expect(container.textContent).toBe('');
  });
});
