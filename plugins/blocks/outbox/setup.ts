// What the outbox does from the start, in every page's code (kept tiny; the rest loads on demand): a
// keyed call that got no answer is queued, and what waits is sent when the connection returns and
// shortly after the app starts.
import type { PluginContext } from '@core/context';
import { OUTBOX_COUNT_KEY, outboxCount } from '@core/outbox/count';
import { whenIdle } from '@react/hooks/when-idle';

/** After the app starts, what waits is sent once the page's own calls are out. */
export const START_REPLAY_DELAY_MS = 1500;

/** While something waits and the device is online (the server did not answer), it is sent again this often. */
export const RETRY_INTERVAL_MS = 30000;

/** When the queue's code is fetched ahead, so that it works offline. */
export const PRELOAD_DELAY_MS = 4000;

export function setupOutbox(ctx: PluginContext): () => void {
  const load = () => import('./runner');
  const replay = () => void load().then((runner) => runner.replayOutbox(ctx));
  const stop = ctx.bus.on('request:unsent', (event) => void load().then((runner) => runner.queueUnsent(ctx, event)));
  const target = (globalThis as { addEventListener?: Window['addEventListener']; removeEventListener?: Window['removeEventListener'] }) ?? {};
  target.addEventListener?.('online', replay);
  const timer = ctx.storage.getItem(OUTBOX_COUNT_KEY) ? setTimeout(replay, START_REPLAY_DELAY_MS) : undefined;
  // Online but unanswered (a server down for a while): tried again now and then, not only at the next start.
  const retry = setInterval(() => {
    if (outboxCount(ctx.storage, ctx.session.getLoginInfo()?.user.userId) > 0) replay();
  }, RETRY_INTERVAL_MS);
  // The queue must work without a connection: its code is fetched while there is one (a few seconds after the start,
  // when the page is idle: not part of the first screen's downloads), not when a call has just failed for want of it
  // (issue 20: offline, that fetch failed too, and the submit was neither sent nor queued).
  let cancelIdle = () => undefined as void;
  const preload = setTimeout(() => (cancelIdle = whenIdle(() => void load().catch(() => undefined))), PRELOAD_DELAY_MS);
  return () => {
    stop();
    clearTimeout(preload);
    cancelIdle();
    target.removeEventListener?.('online', replay);
    clearTimeout(timer);
    clearInterval(retry);
  };
}
