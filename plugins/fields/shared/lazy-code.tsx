// Code a field needs only once the user opens or activates it (a picker's popup, the rich-text
// editor) is a chunk of its own (issue 14: the form's first load carries triggers and values only).
// React.lazy would do for rendering, but it keeps a failed import forever (no Retry) and cannot
// start the download early (on pointerdown or focus), so the fields use this small loader instead.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CodeLoading } from '@react/feedback/code-loading';

/** A lazily imported module: loaded once, shared by every field that needs it. */
export interface LazyCode<M> {
  /** Starts the import (once; again after a failure) and resolves with the module. */
  load(): Promise<M>;
  /** The module, once it has arrived (so a field opened later renders it at once). */
  loaded(): M | undefined;
}

/**
 * Wraps a dynamic import (`lazyCode(() => import('./option-popup'))`), defined once per module as
 * `React.lazy` is. It caches the code, never state of a form; a failed import is forgotten so Retry
 * fetches it again.
 */
export function lazyCode<M>(importer: () => Promise<M>): LazyCode<M> {
  let pending: Promise<M> | undefined;
  let module: M | undefined;
  return {
    load() {
      if (module !== undefined) return Promise.resolve(module);
      pending ??= importer().then(
        (value) => {
          module = value;
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

/** What {@link useLazyCode} gives a field. */
export interface LazyCodeState<M> {
  /** The module, once loaded. */
  module: M | undefined;
  /** The user asked for it and it is on the way (the trigger is `aria-busy`). */
  busy: boolean;
  /** The user asked for it and it failed to arrive (show {@link LazyCodeFailure}). */
  failed: boolean;
  /** Starts the download without asking for the code yet (pointerdown, focus): a failure stays silent. */
  prefetch(): void;
  /** The user wants the code now (open, activate): a failure is shown. */
  request(): void;
  /** Loads again after a failure, giving the focus back to where the user asked from. */
  retry(): void;
}

/**
 * A field's handle on a {@link LazyCode}: the module when it is there (at once if another field
 * loaded it already), whether the user is waiting for it, and a failure with Retry.
 * @example
 * const popup = useLazyCode(optionPopupCode);
 * <OptionTrigger busy={open && popup.busy} onPrefetch={popup.prefetch} onOpen={() => { setOpen(true); popup.request(); }} />
 * {popup.module ? <popup.module.OptionPopup visible={open} ... /> : null}
 * <LazyCodeFailure state={popup} />
 */
export function useLazyCode<M>(code: LazyCode<M>): LazyCodeState<M> {
  const [module, setModule] = useState<M | undefined>(() => code.loaded());
  const [status, setStatus] = useState<'idle' | 'busy' | 'failed'>('idle');
  const live = useRef(true);
  // Where the focus was when the user asked: the Retry button disappears when loading starts again.
  const askedFrom = useRef<HTMLElement | null>(null);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const start = useCallback(
    (asked: boolean) => {
      const ready = code.loaded();
      if (ready !== undefined) {
        setModule(() => ready);
        setStatus('idle');
        return;
      }
      if (asked) setStatus('busy');
      code.load().then(
        (value) => {
          if (!live.current) return;
          setModule(() => value);
          setStatus('idle');
        },
        (error: unknown) => {
          if (!live.current || !asked) return;
          console.error('[fields] code failed to load', error);
          setStatus('failed');
        },
      );
    },
    [code],
  );
  const prefetch = useCallback(() => start(false), [start]);
  const request = useCallback(() => {
    askedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    start(true);
  }, [start]);
  const retry = useCallback(() => {
    const from = askedFrom.current;
    if (from?.isConnected) from.focus();
    start(true);
  }, [start]);
  return { module, busy: status === 'busy' && module === undefined, failed: status === 'failed' && module === undefined, prefetch, request, retry };
}

/** The translated failure with Retry of a {@link useLazyCode} handle, while it failed (nothing otherwise). */
export function LazyCodeFailure({ state, testId }: { state: Pick<LazyCodeState<unknown>, 'failed' | 'retry'>; testId?: string }) {
  return state.failed ? <CodeLoading failed onRetry={state.retry} className="sd-lazy-failure" testId={testId} /> : null;
}
