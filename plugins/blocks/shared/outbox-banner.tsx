// The way into the outbox (plugins/blocks/outbox), for the home and create pages: nothing while it is empty; else a link
// "N waiting in the outbox" to /outbox. Tiny on purpose (the home page's first load): it reads the
// count mirrored in local storage and follows it (this tab's events, other tabs' storage events),
// without loading IndexedDB or the outbox code.
import { useEffect, useState } from 'react';
import { outboxCount, OUTBOX_COUNT_KEY } from '@core/outbox/count';
import { useRuntime, useT } from '@react/runtime/runtime-provider';
import { AppLink } from '@react/link';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import './outbox-banner.css';

const BANNER_LOCALES = {
  outboxBanner: {
    zh: { text: '{{count}} 项待发送', hint: '联网后自动发送' },
    en: { text: '{{count}} waiting in the outbox', hint: 'sent when you are back online' },
  },
};

/** The route of the outbox page. */
export const OUTBOX_ROUTE = '/outbox';

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

/** The outbox link (nothing while the outbox is empty). */
export function OutboxBanner({ className }: { className?: string }) {
  usePluginTexts(BANNER_LOCALES);
  const t = useT();
  const count = useOutboxCount();
  if (count === 0) return null;
  return (
    <div role="status" className={['sd-outbox-banner', className].filter(Boolean).join(' ')}>
      <AppLink to={OUTBOX_ROUTE} className="sd-outbox-banner-link" data-testid="outbox-banner" data-count={count}>
        <strong>{t('outboxBanner.text', { count })}</strong> <span>{t('outboxBanner.hint')}</span>
      </AppLink>
    </div>
  );
}
