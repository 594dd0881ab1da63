// Deferred work done a little at a time while the page is idle: the worklist upgrades its cards to swipeable ones
// this way, so scrolling and switching tabs render plain cards and no task grows long.

/** A queue of jobs run in idle periods, a few per period. */
export interface IdleQueue {
  /** Queues a job; the returned function takes it back (a card that left before its turn). */
  schedule(job: () => void): () => void;
  /** Drops every queued job and stops. */
  dispose(): void;
}

import { cancelIdle, requestIdle } from './when-idle';

export { whenIdle } from './when-idle';

/**
 * A queue that runs `perPeriod` jobs per idle period (each job's own render then happens in its own task), in
 * the order they were queued; the first period is waited for `delayMs` after a job arrives in an empty queue
 * (what was just shown paints and settles first).
 */
export function createIdleQueue(perPeriod = 2, delayMs = 0): IdleQueue {
  const jobs = new Set<() => void>();
  let handle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const drain = () => {
    handle = undefined;
    let done = 0;
    for (const job of jobs) {
      if (done++ >= perPeriod) break;
      jobs.delete(job);
      job();
    }
    if (jobs.size > 0) handle = requestIdle(drain);
  };
  return {
    schedule(job) {
      jobs.add(job);
      if (handle === undefined && timer === undefined) {
        if (delayMs > 0) {
          timer = setTimeout(() => {
            timer = undefined;
            if (jobs.size > 0 && handle === undefined) handle = requestIdle(drain);
          }, delayMs);
        } else handle = requestIdle(drain);
      }
      return () => {
        jobs.delete(job);
      };
    },
    dispose() {
      jobs.clear();
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (handle !== undefined) cancelIdle(handle);
      handle = undefined;
    },
  };
}
