// The create page opened from a chat's message action (service-desk §4): the entry comes from the address (the
// flow center keeps its parameters on) or, opened from a catalogue tile, from the flow center's memory. The messages
// are read and converted as soon as the page opens and put into the description once the form has loaded (after
// what it holds, before the user edits); after the submit they are forgotten and the page goes, 300 ms later, to the
// success page without the launch query.
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { FormSession } from '@core/form/session';
import { useRuntime } from '@react';
import { CHAT_RELOAD_DELAY_MS, CHAT_SUCCESS_ROUTE, chatEntryOf, entryParamsOf, forgetChat, isChatEntry, rememberedEntryParams, type ChatEntry, type HostBridge } from '../group-chat';

// Only an entry needs the texts, the conversion and the status line: their code loads then.
const ChatEntryStatus = lazy(() => import('./chat-entry-status'));

export interface ChatEntryState {
  /** The entry, or undefined on an ordinary create page. */
  entry: ChatEntry | undefined;
  /** Called by the form session once the form has loaded: fills the description. */
  onFormLoaded(session: FormSession): void;
  /** The line saying how reading the messages goes (null outside an entry). */
  status: ReactNode;
  /** After a successful submit: forget the messages, then go to the success page (300 ms). */
  finish(): void;
}

/** The chat entry of the create page (see the file comment). `bridge`: tests and stories only. */
export function useChatEntry(params: URLSearchParams, userId: string | undefined, bridge?: HostBridge): ChatEntryState {
  const runtime = useRuntime();
  const query = isChatEntry(params) ? entryParamsOf(params).toString() : '';
  const entry = useMemo(() => {
    const source = query ? new URLSearchParams(query) : rememberedEntryParams(runtime.storage, userId);
    return source ? chatEntryOf(source) : undefined;
  }, [query, runtime, userId]);
  const [session, setSession] = useState<FormSession>();
  const onFormLoaded = useCallback((loaded: FormSession) => entry && setSession(loaded), [entry]);
  const finish = useCallback(() => {
    forgetChat(runtime.storage);
    setTimeout(() => runtime.bus.emit('router:navigate', { to: CHAT_SUCCESS_ROUTE, replace: true }), CHAT_RELOAD_DELAY_MS);
  }, [runtime]);
  const status = entry ? (
    <Suspense fallback={null}>
      <ChatEntryStatus triggerId={entry.triggerId} session={session} bridge={bridge} />
    </Suspense>
  ) : null;
  return { entry, onFormLoaded, status, finish };
}
