// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearch } from '@react/hooks/use-search';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSearch', () => {
  it('searches the trimmed text 500 ms after the last keystroke, not before', () => {
    const { result } = renderHook(() => useSearch());
    act(() => result.current.bind.onChange(' vp'));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.bind.onChange(' vpn '));
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.search).toBeUndefined();
    expect(result.current.bind.value).toBe(' vpn ');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.search).toBe('vpn');
  });

  it('Enter searches at once; clear empties the box and the search; blank text is no filter', () => {
    const { result } = renderHook(() => useSearch());
    act(() => result.current.bind.onSearch(' INC-0001 '));
    expect(result.current.search).toBe('INC-0001');
    act(() => result.current.bind.onClear());
    expect(result.current).toMatchObject({ search: undefined, bind: { value: '' } });
    act(() => result.current.bind.onChange('   '));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.search).toBeUndefined();
  });
});
