// The next idle period (requestIdleCallback, or a timer where there is none), in a module of its own: pages that
// only put one job off (the detail's browse record) do not bring the worklist's idle queue.

type IdleCallback = (run: () => void) => number;

export const requestIdle: IdleCallback = (run) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(() => run(), { timeout: 1000 }) : (setTimeout(run, 16) as unknown as number);
export const cancelIdle = (handle: number) => (typeof cancelIdleCallback === 'function' ? cancelIdleCallback(handle) : clearTimeout(handle));

/** Runs `job` in the next idle period; the returned function cancels it. */
export function whenIdle(job: () => void): () => void {
  const handle = requestIdle(job);
  return () => cancelIdle(handle);
}
