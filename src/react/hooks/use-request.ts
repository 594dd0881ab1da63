import { startTransition, useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { RequestErrorShape, Runtime } from '../../core';
import { useRuntime } from '../runtime/runtime-provider';

/** State of {@link useRequest}. */
export interface RequestState<T> {
  /** True while the latest call is pending. */
  loading: boolean;
  /** Result of the latest successful call (kept while a new call runs). */
  data: T | undefined;
  /** Failure of the latest call; `message` is already translated by the request client. */
  error: RequestErrorShape | undefined;
  /** Runs the call again with the same dependencies. */
  reload(): void;
}

/** Options of {@link useRequest}. */
export interface UseRequestOptions {
  /** When false the call is not made (and a pending one is aborted). @default true */
  enabled?: boolean;
}

/** Turns anything thrown into the request error shape. */
export function toRequestError(error: unknown): RequestErrorShape {
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return error as RequestErrorShape;
  }
  return { message: String(error) };
}

/**
 * Small loading/data/error hook. The fetcher receives an AbortSignal that is
 * aborted when the component unmounts or the dependencies change, and the
 * result of an aborted call is ignored, so a newer call always wins.
 *
 * @example
 * const { data, loading } = useRequest((signal, rt) => rt.request.post(rt.request.path('business', '/h5workOrder/list'), body, { signal }), [body]);
 */
export function useRequest<T>(
  fetcher: (signal: AbortSignal, runtime: Runtime) => Promise<T>,
  deps: DependencyList,
  options: UseRequestOptions = {},
): RequestState<T> {
  const runtime = useRuntime();
  const enabled = options.enabled ?? true;
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<{ loading: boolean; data: T | undefined; error: RequestErrorShape | undefined; deps?: DependencyList }>({
    loading: enabled,
    data: undefined,
    error: undefined,
  });
  // What the call depends on: the effect runs again when it changes, and the state records it.
  const currentDeps: DependencyList = [runtime, nonce, ...deps];

  useEffect(() => {
    if (!enabled) {
      setState((prev) => (prev.loading ? { ...prev, loading: false } : prev));
      return;
    }
    const controller = new AbortController();
    setState((prev) => ({ ...prev, loading: true, error: undefined, deps: currentDeps }));
    fetcherRef.current(controller.signal, runtime).then(
      (data) => {
        // A transition: the screen the data makes (a whole form, a list) renders in slices that let
        // taps and scrolling through, rather than in one long task (issue 14: total blocking time).
        if (!controller.signal.aborted) startTransition(() => setState((prev) => ({ ...prev, loading: false, data, error: undefined })));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((prev) => ({ ...prev, loading: false, error: toRequestError(error) }));
      },
    );
    return () => controller.abort();
    // The caller's dependency list decides when to refetch, like useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, ...currentDeps]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  // Until the effect has started the call for new dependencies, the state still describes the old
  // ones: report loading from the render in which they change, never old data as current.
  const stale = enabled && !sameDeps(state.deps, currentDeps);
  return { loading: state.loading || stale, data: state.data, error: stale ? undefined : state.error, reload };
}

function sameDeps(a: DependencyList | undefined, b: DependencyList): boolean {
  return a !== undefined && a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}
