/**
 * Statistics of the benchmark: medians, a seeded bootstrap confidence interval
 * of a median or of a ratio of medians, and the spread check that turns a
 * too-uncertain result into "spread too wide" instead of a number.
 */

/**
 * A result whose 95% interval is wider than this fraction of its point
 * estimate is not reported as a number. 0.5 means e.g. a ratio of 1.00 must
 * have its interval inside a band 0.50 wide (0.75–1.25); a wider interval says
 * that the samples disagree too much to trust the median (a noisy machine,
 * too few samples, or a bimodal measurement).
 */
export const SPREAD_THRESHOLD = 0.5;

/** Bootstrap resamples used unless told otherwise (the brief asks for at least 2000). */
export const DEFAULT_RESAMPLES = 2000;

/** Fixed seed: the same samples always give the same interval. */
export const DEFAULT_SEED = 0x5eed;

/** A small, fast, seedable PRNG (mulberry32); returns floats in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates shuffle with the given random source (returns a new array). */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Median of a non-empty list (mean of the two middle values for even lengths). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Linear-interpolated quantile (q in [0, 1]) of a list that is already sorted ascending. */
export function quantileSorted(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new RangeError('quantile of an empty list');
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

function resampleMedian(values: readonly number[], random: () => number, scratch: number[]): number {
  for (let i = 0; i < values.length; i++) scratch[i] = values[Math.floor(random() * values.length)]!;
  return median(scratch);
}

/** Options of the bootstrap functions. */
export interface BootstrapOptions {
  /** @default DEFAULT_RESAMPLES */
  resamples?: number;
  /** @default DEFAULT_SEED */
  seed?: number;
  /** Two-sided confidence level. @default 0.95 */
  confidence?: number;
  /** @default SPREAD_THRESHOLD */
  spreadThreshold?: number;
}

/** A point estimate with its percentile-bootstrap interval and the spread verdict. */
export interface Estimate {
  /** Median (or ratio of medians) of the observed samples. */
  value: number;
  low: number;
  high: number;
  /** (high - low) / |value|; Infinity when value is 0 and the interval is not a point. */
  relativeWidth: number;
  /** True when `relativeWidth` exceeds the threshold: report "spread too wide", not `value`. */
  tooWide: boolean;
  resamples: number;
}

function finish(value: number, estimates: number[], options: BootstrapOptions): Estimate {
  const confidence = options.confidence ?? 0.95;
  const threshold = options.spreadThreshold ?? SPREAD_THRESHOLD;
  const finite = estimates.filter(Number.isFinite).sort((a, b) => a - b);
  // A resample whose denominator median is 0 gives an infinite ratio: it counts as unbounded spread.
  if (finite.length < estimates.length || !Number.isFinite(value)) {
    return { value, low: finite[0] ?? NaN, high: Infinity, relativeWidth: Infinity, tooWide: true, resamples: estimates.length };
  }
  const alpha = (1 - confidence) / 2;
  const low = quantileSorted(finite, alpha);
  const high = quantileSorted(finite, 1 - alpha);
  const width = high - low;
  const relativeWidth = width === 0 ? 0 : value === 0 ? Infinity : width / Math.abs(value);
  return { value, low, high, relativeWidth, tooWide: relativeWidth > threshold, resamples: estimates.length };
}

/** Percentile-bootstrap interval of the median of one sample list. */
export function bootstrapMedian(values: readonly number[], options: BootstrapOptions = {}): Estimate {
  if (values.length === 0) throw new RangeError('bootstrap of an empty list');
  const resamples = options.resamples ?? DEFAULT_RESAMPLES;
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const scratch = new Array<number>(values.length);
  const estimates: number[] = [];
  for (let i = 0; i < resamples; i++) estimates.push(resampleMedian(values, random, scratch));
  return finish(median(values), estimates, options);
}

/**
 * Percentile-bootstrap interval of median(a) / median(b): both lists are
 * resampled independently (the variants are measured independently, in
 * interleaved random order) and the ratio of the resampled medians collected.
 */
export function bootstrapRatio(a: readonly number[], b: readonly number[], options: BootstrapOptions = {}): Estimate {
  if (a.length === 0 || b.length === 0) throw new RangeError('bootstrap of an empty list');
  const resamples = options.resamples ?? DEFAULT_RESAMPLES;
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const scratchA = new Array<number>(a.length);
  const scratchB = new Array<number>(b.length);
  const estimates: number[] = [];
  for (let i = 0; i < resamples; i++) {
    const numerator = resampleMedian(a, random, scratchA);
    const denominator = resampleMedian(b, random, scratchB);
    estimates.push(denominator === 0 ? (numerator === 0 ? 1 : Infinity) : numerator / denominator);
  }
  const mb = median(b);
  const ma = median(a);
  return finish(mb === 0 ? (ma === 0 ? 1 : Infinity) : ma / mb, estimates, options);
}
