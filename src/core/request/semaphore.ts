/** Gives back a slot taken with `acquire`. Idempotent. */
export type Release = () => void;

export interface Semaphore {
  /**
   * Waits for a free slot (FIFO). Rejects with `onAbort()` when `signal`
   * aborts while waiting; a queued waiter that aborts leaves the queue.
   */
  acquire(signal?: AbortSignal): Promise<Release>;
  /** Running holders. */
  readonly active: number;
  /** Waiters in the queue. */
  readonly pending: number;
}

interface Waiter {
  grant: () => void;
}

/**
 * A FIFO counting semaphore. `limit` is read on every grant so a limit that
 * arrives later (the server web config) applies without rebuilding clients.
 */
export function createSemaphore(limit: () => number, onAbort: () => unknown): Semaphore {
  let active = 0;
  const queue: Waiter[] = [];
  const capacity = () => Math.max(1, Math.floor(Number(limit()) || 1));

  const makeRelease = (): Release => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      active -= 1;
      drain();
    };
  };

  const drain = () => {
    while (active < capacity() && queue.length > 0) {
      const next = queue.shift() as Waiter;
      active += 1;
      next.grant();
    }
  };

  return {
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(onAbort());
      if (active < capacity() && queue.length === 0) {
        active += 1;
        return Promise.resolve(makeRelease());
      }
      return new Promise<Release>((resolve, reject) => {
        const abort = () => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          reject(onAbort());
        };
        const waiter: Waiter = {
          grant: () => {
            signal?.removeEventListener('abort', abort);
            resolve(makeRelease());
          },
        };
        signal?.addEventListener('abort', abort, { once: true });
        queue.push(waiter);
      });
    },
    get active() {
      return active;
    },
    get pending() {
      return queue.length;
    },
  };
}
