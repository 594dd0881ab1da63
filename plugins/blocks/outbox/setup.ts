// What the outbox does from the start, in every page's code (kept tiny; the rest loads on demand): a
// keyed call that got no answer is queued, and what waits is sent when the connection returns and
// shortly after the app starts.
import type { PluginContext } from '@core/context';
import { OUTBOX_COUNT_KEY } from '@core/outbox/count';

/** After the app starts, what waits is sent once the page's own calls are out. */
export const START_REPLAY_DELAY_MS = 1500;

export function setupOutbox(ctx: PluginContext): () => void {
  const load = () => import('./runner');
  const replay = () => void load().then((runner) => runner.replayOutbox(ctx));
  const stop = ctx.bus.on('request:unsent', (event) => void load().then((runner) => runner.queueUnsent(ctx, event)));
  const target = (globalThis as { addEventListener?: Window['addEventListener']; removeEventListener?: Window['removeEventListener'] }) ?? {};
  target.addEventListener?.('online', replay);
  const timer = ctx.storage.getItem(OUTBOX_COUNT_KEY) ? setTimeout(replay, START_REPLAY_DELAY_MS) : undefined;
  return () => {
    stop();
    target.removeEventListener?.('online', replay);
    clearTimeout(timer);
  };
}
