// The outbox banner for pages whose first load has no room for it (the ticket detail): only the count is read at
// once; the banner's code loads when something waits.
import { lazy, Suspense } from 'react';
import { useOutboxCount } from './use-outbox-count';

const Banner = lazy(() => import('./outbox-banner').then((module) => ({ default: module.OutboxBanner })));

/** {@link OutboxBanner}, loaded when the outbox holds something. */
export function LazyOutboxBanner({ className }: { className?: string }) {
  const count = useOutboxCount();
  if (count === 0) return null;
  return (
    <Suspense fallback={null}>
      <Banner className={className} />
    </Suspense>
  );
}
