/**
 * Run settings of the fuzz properties: a fixed seed and at least 1000 runs in the unit run;
 * `npm run fuzz` (scripts/fuzz.ts) sets FUZZ_RUNS and FUZZ_SEED for a longer run.
 */
import fc from 'fast-check';

/** The unit run's seed: the same cases on every run, so a failure is reproducible. */
export const DEFAULT_SEED = 20261126;
export const DEFAULT_RUNS = 1000;

function envNumber(name: string): number | undefined {
  const raw = typeof process !== 'undefined' ? process.env[name] : undefined;
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isInteger(n) ? n : undefined;
}

/** Runs of a property: FUZZ_RUNS, else `runs` (never under 1000 unless FUZZ_RUNS says so). */
export function fuzzRuns(runs = DEFAULT_RUNS): number {
  return envNumber('FUZZ_RUNS') ?? runs;
}

export function fuzzSeed(): number {
  return envNumber('FUZZ_SEED') ?? DEFAULT_SEED;
}

/** A long run (FUZZ_RUNS set): vitest's per-test timeout is lifted by the script. */
export function isLongRun(): boolean {
  return envNumber('FUZZ_RUNS') !== undefined;
}

/** fast-check parameters of a property in this run. */
export function fuzzParameters<T>(runs = DEFAULT_RUNS): fc.Parameters<T> {
  return {
    seed: fuzzSeed(),
    numRuns: fuzzRuns(runs),
    // The report names the seed, the path and the shrunk counterexample.
    verbose: 0,
    endOnFailure: false,
  };
}

/** A test timeout that fits the run (ms). */
export function fuzzTimeout(perRunMs: number, runs = DEFAULT_RUNS): number {
  return isLongRun() ? 0 : Math.max(60_000, perRunMs * fuzzRuns(runs));
}
