// The unread badge of the message centre's entry (bottom menu, home banner): a hook on the shared counts and the
// badge itself. No antd-mobile here: the app shell and the home page load this with the first screen.
import { useCallback, useSyncExternalStore } from 'react';
import { addPluginTexts } from '@react/hooks/use-plugin-texts';
import { useRuntime, useT } from '@react/runtime/runtime-provider';
import { unreadStoreOf, type UnreadCounts } from './unread';
import './unread-badge.css';

/** The badge's own texts (the centre's texts load with its blocks). */
const BADGE_TEXTS = {
  messageBadge: {
    // Read after the entry's label: "Messages, 3 unread".
    zh: { unread: '，{{count}} 条未读' },
    en: { unread: ', {{count}} unread' },
  },
};

/**
 * The signed-in user's unread announcements and messages (`total` is what a badge shows); undefined until they
 * have loaded, and while `enabled` is false (no call then). Loaded once per runtime for every caller, silently,
 * and again whenever `messages:read` fires.
 *
 * @example
 * const unread = useUnreadCount();
 * unread?.total // 3
 */
export function useUnreadCount(enabled = true): UnreadCounts | undefined {
  const runtime = useRuntime();
  const store = unreadStoreOf(runtime);
  const subscribe = useCallback((listener: () => void) => (enabled ? store.subscribe(listener) : () => undefined), [store, enabled]);
  const value = useSyncExternalStore(subscribe, store.get, store.get);
  return enabled ? value : undefined;
}

/** Props of {@link UnreadBadge}. */
export interface UnreadBadgeProps {
  /** Unread items; nothing is shown for 0. */
  count: number;
  className?: string;
  /** @default 'unread-badge' */
  testId?: string;
}

/**
 * A count in a red dot (99+ above 99), for the end of a link's label: screen readers hear ", 3 unread" after the
 * label (visually hidden text, not an aria-label on a plain span). Put it inside the link, outside any aria-hidden part.
 */
export function UnreadBadge({ count, className, testId = 'unread-badge' }: UnreadBadgeProps) {
  const runtime = useRuntime();
  addPluginTexts(runtime.i18n, BADGE_TEXTS);
  const t = useT();
  if (!(count > 0)) return null;
  return (
    <span className={className ? `sd-unread-badge ${className}` : 'sd-unread-badge'} data-testid={testId} data-count={count}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sd-visually-hidden">{t('messageBadge.unread', { count })}</span>
    </span>
  );
}
