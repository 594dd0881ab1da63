import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` while `enabled` and the page is visible (a hidden tab of the
 * detail, or a page in the background, costs nothing); it catches up at once when the page shows again.
 */
export function useTicker(enabled: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const sync = () => {
      stop();
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      setNow(Date.now());
      timer = setInterval(() => setNow(Date.now()), intervalMs);
    };
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', sync);
    };
  }, [enabled, intervalMs]);
  return now;
}
