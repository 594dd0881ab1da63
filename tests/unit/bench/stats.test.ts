import { describe, expect, it } from 'vitest';
import {
  SPREAD_THRESHOLD,
  bootstrapMedian,
  bootstrapRatio,
  createRandom,
  median,
  quantileSorted,
  shuffle,
} from '../../bench/lib/stats';

/** Normal-ish samples (sum of uniforms) around `center` with the given spread, from a seeded source. */
function samples(count: number, center: number, spread: number, seed: number): number[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => center + spread * (random() + random() + random() - 1.5));
}

describe('median and quantiles', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(RangeError);
  });

  it('interpolates quantiles of a sorted list', () => {
    expect(quantileSorted([0, 10], 0.25)).toBe(2.5);
    expect(quantileSorted([1, 2, 3, 4, 5], 0)).toBe(1);
    expect(quantileSorted([1, 2, 3, 4, 5], 1)).toBe(5);
  });
});

describe('seeded randomness', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(Array.from({ length: 5 }, c)).not.toEqual(seqA);
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
  });

  it('shuffles into a permutation', () => {
    const out = shuffle(['R', 'B', 'F', 'X'], createRandom(1));
    expect([...out].sort()).toEqual(['B', 'F', 'R', 'X']);
  });
});

describe('bootstrap interval of a ratio of medians', () => {
  it('contains the true ratio and is deterministic for a fixed seed', () => {
    const a = samples(25, 110, 10, 1);
    const b = samples(25, 100, 10, 2);
    const first = bootstrapRatio(a, b);
    const second = bootstrapRatio(a, b);
    expect(second).toEqual(first);
    expect(first.resamples).toBeGreaterThanOrEqual(2000);
    expect(first.value).toBeCloseTo(median(a) / median(b), 10);
    expect(first.low).toBeLessThanOrEqual(first.value);
    expect(first.high).toBeGreaterThanOrEqual(first.value);
    expect(first.low).toBeLessThan(1.1);
    expect(first.high).toBeGreaterThan(1.1);
    expect(first.tooWide).toBe(false);
  });

  it('covers the true ratio in most repeated experiments (about 95%)', () => {
    let covered = 0;
    const runs = 60;
    for (let run = 0; run < runs; run++) {
      const a = samples(21, 50, 12, 1000 + run);
      const b = samples(21, 100, 24, 5000 + run);
      const estimate = bootstrapRatio(a, b, { resamples: 1000, seed: run });
      if (estimate.low <= 0.5 && 0.5 <= estimate.high) covered++;
    }
    // Percentile intervals of medians from 21 samples are a little liberal; well above chance either way.
    expect(covered / runs).toBeGreaterThan(0.8);
  });

  it('narrows as the samples get tighter', () => {
    const loose = bootstrapRatio(samples(25, 100, 60, 3), samples(25, 100, 60, 4));
    const tight = bootstrapRatio(samples(25, 100, 6, 3), samples(25, 100, 6, 4));
    expect(tight.high - tight.low).toBeLessThan(loose.high - loose.low);
  });

  it('is exact for constant samples', () => {
    const estimate = bootstrapRatio([20, 20, 20], [10, 10, 10]);
    expect(estimate).toMatchObject({ value: 2, low: 2, high: 2, relativeWidth: 0, tooWide: false });
  });

  it('rejects empty lists', () => {
    expect(() => bootstrapRatio([], [1])).toThrow(RangeError);
    expect(() => bootstrapMedian([])).toThrow(RangeError);
  });
});

describe('spread check', () => {
  it('flags an interval wider than the threshold relative to the estimate', () => {
    // Bimodal samples: half fast, half slow; the median jumps between the modes.
    const bimodal = [...Array(10).fill(10), ...Array(10).fill(100)].map((x, i) => x + i * 0.01);
    const estimate = bootstrapRatio(bimodal, Array(20).fill(50));
    expect(estimate.relativeWidth).toBeGreaterThan(SPREAD_THRESHOLD);
    expect(estimate.tooWide).toBe(true);
  });

  it('respects a custom threshold', () => {
    const a = samples(25, 100, 30, 7);
    const b = samples(25, 100, 30, 8);
    const estimate = bootstrapRatio(a, b);
    expect(bootstrapRatio(a, b, { spreadThreshold: estimate.relativeWidth / 2 }).tooWide).toBe(true);
    expect(bootstrapRatio(a, b, { spreadThreshold: estimate.relativeWidth * 2 }).tooWide).toBe(false);
  });

  it('treats a zero denominator median as unbounded spread, and 0/0 as a ratio of 1', () => {
    expect(bootstrapRatio([1, 2, 3], [0, 0, 0]).tooWide).toBe(true);
    expect(bootstrapRatio([0, 0, 0], [0, 0, 0])).toMatchObject({ value: 1, tooWide: false });
  });

  it('gives the median of one list an interval too', () => {
    const values = samples(30, 40, 4, 9);
    const estimate = bootstrapMedian(values);
    expect(estimate.value).toBe(median(values));
    expect(estimate.low).toBeLessThanOrEqual(estimate.value);
    expect(estimate.high).toBeGreaterThanOrEqual(estimate.value);
    expect(estimate.tooWide).toBe(false);
  });
});
