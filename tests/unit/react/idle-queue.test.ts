import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdleQueue } from '@react/hooks/idle-queue';
import { rowBandOf, rowRange } from '@react/hooks/use-row-band';

describe('createIdleQueue', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs a couple of jobs per idle period, in order; a job taken back never runs', () => {
    const periods: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => periods.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const queue = createIdleQueue(2);
    const ran: number[] = [];
    const cancel = [1, 2, 3, 4, 5].map((n) => queue.schedule(() => ran.push(n)));
    cancel[3]!();
    expect(periods).toHaveLength(1);
    periods.shift()!();
    expect(ran).toEqual([1, 2]);
    periods.shift()!();
    expect(ran).toEqual([1, 2, 3, 5]);
    // Nothing left: no further period is asked for.
    expect(periods).toHaveLength(0);
  });

  it('dispose drops what waits; without requestIdleCallback a timer stands in', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.stubGlobal('cancelIdleCallback', undefined);
    const queue = createIdleQueue(1);
    const ran: string[] = [];
    queue.schedule(() => ran.push('a'));
    queue.schedule(() => ran.push('b'));
    vi.advanceTimersByTime(20);
    expect(ran).toEqual(['a']);
    queue.dispose();
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['a']);
  });

  it('waits the delay before the first period', () => {
    vi.useFakeTimers();
    const periods: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => periods.push(run));
    const queue = createIdleQueue(2, 300);
    const ran: number[] = [];
    queue.schedule(() => ran.push(1));
    queue.schedule(() => ran.push(2));
    vi.advanceTimersByTime(299);
    expect(periods).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(periods).toHaveLength(1);
    periods.shift()!();
    expect(ran).toEqual([1, 2]);
  });
});

describe('row windowing', () => {
  it('the band is the view plus margin screens on each side, in the list’s coordinates', () => {
    expect(rowBandOf(100, 0, 800, 1)).toEqual({ top: -900, bottom: 1500 });
    expect(rowBandOf(-2000, 50, 800, 1)).toEqual({ top: 1250, bottom: 3650 });
  });

  it('renders the rows overlapping the band; spacers stand for the others (measured or estimated heights)', () => {
    const heights = Array.from({ length: 2000 }, (_, index) => (index % 2 ? 120 : 100));
    const range = rowRange(heights, { top: 11000, bottom: 13400 });
    expect(range.start).toBe(100);
    expect(range.before).toBe(11000);
    expect(range.end - range.start).toBe(22);
    expect(range.before + heights.slice(range.start, range.end).reduce((a, b) => a + b, 0) + range.after).toBe(220000);
  });
});
