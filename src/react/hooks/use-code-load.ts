import { startTransition, useEffect, useMemo, useState } from 'react';

/** Code of a part of the page is loading (lazy plugins), or failed to load. */
export interface CodeLoadState {
  failed: boolean;
  /** Loads again (after a failure). */
  retry(): void;
}

/**
 * Loads the code a part of the page needs (lazily registered plugins) when `missing()` says some is
 * missing, asking again after each load (a loaded plugin may name more). Returns the loading state,
 * or undefined once nothing is missing. `key` names what is needed: a new key starts over.
 * @example
 * const loading = useCodeLoad(types, () => runtime.pendingActions(types).length > 0, () => runtime.ensureActions(types));
 */
export function useCodeLoad(key: unknown, missing: () => boolean, load: () => Promise<unknown>): CodeLoadState | undefined {
  const [loads, setLoads] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ key: unknown; attempt: number }>();
  // `loads` counts finished loads: after one there is more in the registry, so ask again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const waiting = useMemo(missing, [key, loads]);
  useEffect(() => {
    if (!waiting) return undefined;
    let live = true;
    load().then(
      // What the code lets render (a form, a bar) renders in slices (a transition), not in one long task.
      () => live && startTransition(() => setLoads((count) => count + 1)),
      (error: unknown) => {
        console.error('[plugins] code failed to load', error);
        if (live) setFailure({ key, attempt });
      },
    );
    return () => {
      live = false;
    };
    // `load` and `missing` are read for the key they were given with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, key, attempt]);
  const failed = failure !== undefined && failure.key === key && failure.attempt === attempt;
  return useMemo(() => (waiting ? { failed, retry: () => setAttempt((count) => count + 1) } : undefined), [waiting, failed]);
}
