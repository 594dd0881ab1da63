// Internal to useFormSession (./use-form-session.ts): the lifecycle of a built session.
import { useEffect, useRef } from 'react';
import type { FormSession, LinkageOutcome } from '@core/form/session';

/**
 * Runs a form session while it is mounted: watches changes, fires the
 * form-load linkage, and disposes the session when it is replaced or the
 * component unmounts. Disposal waits a tick: StrictMode runs cleanup and
 * setup again with the same session, and a disposed session cannot be revived.
 * `onLoaded` is called once the form-load linkage has settled (failed or not).
 */
export function useSessionLifecycle(session: FormSession | undefined, onLoaded?: (session: FormSession, outcome: LinkageOutcome) => void): void {
  const pending = useRef(new Map<FormSession, ReturnType<typeof setTimeout>>());
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;
  useEffect(() => {
    if (!session) return undefined;
    const timers = pending.current;
    const timer = timers.get(session);
    if (timer !== undefined) {
      clearTimeout(timer);
      timers.delete(session);
    }
    const stop = session.watch();
    void session.load().then((outcome) => {
      if (outcome.error) console.warn('[linkage] form load rules failed:', outcome.error);
      if (outcome.skipped !== 'disposed') loaded.current?.(session, outcome);
    });
    return () => {
      stop();
      timers.set(
        session,
        setTimeout(() => {
          timers.delete(session);
          session.dispose();
        }, 0),
      );
    };
  }, [session]);
}
