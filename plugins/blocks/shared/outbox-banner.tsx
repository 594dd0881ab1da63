// The way into the outbox (plugins/blocks/outbox), for the home, create and detail pages: nothing while it is empty; else a link
// "N waiting in the outbox" to /outbox. Tiny on purpose (the home page's first load): it reads the
// count mirrored in local storage and follows it (this tab's events, other tabs' storage events),
// without loading IndexedDB or the outbox code.
import { useEffect, useState } from 'react';
import { isOffline } from '@core/network';
import { useT } from '@react/runtime/runtime-provider';
import { AppLink } from '@react/link';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { useOutboxCount } from './use-outbox-count';
import './outbox-banner.css';

const BANNER_LOCALES = {
  outboxBanner: {
    zh: { text: '{{count}} 项待发送', hint: '联网后自动发送', hintOnline: '将自动重试' },
    en: { text: '{{count}} waiting in the outbox', hint: 'sent when you are back online', hintOnline: 'retried automatically' },
  },
};

/** The route of the outbox page. */
export const OUTBOX_ROUTE = '/outbox';

/** Whether the device says it has a connection (follows the online and offline events). */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => !isOffline());
  useEffect(() => {
    const update = () => setOnline(!isOffline());
    globalThis.addEventListener?.('online', update);
    globalThis.addEventListener?.('offline', update);
    return () => {
      globalThis.removeEventListener?.('online', update);
      globalThis.removeEventListener?.('offline', update);
    };
  }, []);
  return online;
}

/** The outbox link (nothing while the outbox is empty). */
export function OutboxBanner({ className }: { className?: string }) {
  usePluginTexts(BANNER_LOCALES);
  const t = useT();
  const count = useOutboxCount();
  const online = useOnline();
  if (count === 0) return null;
  return (
    <div role="status" className={['sd-outbox-banner', className].filter(Boolean).join(' ')}>
      <AppLink to={OUTBOX_ROUTE} className="sd-outbox-banner-link" data-testid="outbox-banner" data-count={count}>
        <strong>{t('outboxBanner.text', { count })}</strong> <span>{t(online ? 'outboxBanner.hintOnline' : 'outboxBanner.hint')}</span>
      </AppLink>
    </div>
  );
}
