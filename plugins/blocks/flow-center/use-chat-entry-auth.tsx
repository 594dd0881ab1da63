// The authorization of a messaging-app entry (service-desk §6): POST catalog/shortcuts/checkAuth/{shortcutId ??
// triggerId}; only `data: true` lets the user on. Anything else (false, a failure, no id) says "no permission" and
// replaces the page with /noPermission?from=message_action.
import { useEffect, type ReactNode } from 'react';
import { Skeleton } from 'antd-mobile';
import { useRequest, useRuntime, useT } from '@react';
import { CHAT_NO_PERMISSION_ROUTE, authIdOf, chatPaths, isAllowed, type ChatEntry } from '../group-chat';

export interface ChatEntryAuth {
  status: 'none' | 'checking' | 'allowed' | 'denied';
  /** What to show instead of the list while checking (a skeleton). */
  element: ReactNode;
}

/** Checks the entry (none: nothing to check). */
export function useChatEntryAuth(entry: ChatEntry | undefined): ChatEntryAuth {
  const t = useT();
  const runtime = useRuntime();
  const id = entry ? authIdOf(entry) : '';
  const check = useRequest(
    (signal, rt) => (id ? rt.request.post<unknown>(rt.request.path('none', chatPaths.checkAuth(id)), {}, { signal, silent: true }).then(isAllowed) : Promise.resolve(false)),
    [id],
    { enabled: Boolean(entry) },
  );
  const status: ChatEntryAuth['status'] = !entry ? 'none' : check.data === true ? 'allowed' : check.data === false || check.error ? 'denied' : 'checking';
  useEffect(() => {
    if (status !== 'denied') return;
    runtime.bus.emit('toast:show', { type: 'error', message: t('groupChat.noPermission') });
    runtime.bus.emit('router:navigate', { to: CHAT_NO_PERMISSION_ROUTE, replace: true });
  }, [status, runtime, t]);
  return { status, element: status === 'checking' ? <Skeleton.Paragraph lineCount={5} animated /> : null };
}
