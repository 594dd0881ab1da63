// The logged-in user's outbox count, from the mirror in local storage (@core/outbox/count): tiny, so that a page can
// decide whether to load the outbox banner at all.
import { useEffect, useState } from 'react';
import { outboxCount, OUTBOX_COUNT_KEY } from '@core/outbox/count';
import { useRuntime } from '@react/runtime/runtime-provider';

/** How many entries the logged-in user's outbox holds (follows changes, also from other tabs). */
export function useOutboxCount(): number {
  const runtime = useRuntime();
  const userId = runtime.session.getLoginInfo()?.user.userId;
  const [count, setCount] = useState(() => outboxCount(runtime.storage, userId));
  useEffect(() => {
    const read = () => setCount(outboxCount(runtime.storage, userId));
    read();
    const stop = runtime.bus.on('outbox:changed', read);
    const onStorage = (event: StorageEvent) => event.key === OUTBOX_COUNT_KEY && read();
    globalThis.addEventListener?.('storage', onStorage);
    return () => {
      stop();
      globalThis.removeEventListener?.('storage', onStorage);
    };
  }, [runtime, userId]);
  return count;
}
