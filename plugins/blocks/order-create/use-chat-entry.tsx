// The create page opened from a chat's message action (service-desk §4): the entry comes from the address (the
// flow center keeps its parameters on) or, opened from a catalogue tile, from the flow center's memory. The messages
// are read and converted as soon as the page opens and put into the description once the form has loaded (after
// what it holds, before the user edits); after the submit they are forgotten and the page goes, 300 ms later, to the
// success page without the launch query.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FormSession } from '@core/form/session';
import { useRuntime, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import {
  CHAT_RELOAD_DELAY_MS,
  CHAT_SUCCESS_ROUTE,
  GROUP_CHAT_LOCALES,
  chatEntryOf,
  entryParamsOf,
  forgetChat,
  isChatEntry,
  loadGroupChatPrefill,
  rememberedEntryParams,
  type ChatEntry,
  type HostBridge,
} from '../group-chat';

type ChatState = 'loading' | 'done' | 'empty' | 'failed';

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
  usePluginTexts(GROUP_CHAT_LOCALES);
  const t = useT();
  const runtime = useRuntime();
  const query = isChatEntry(params) ? entryParamsOf(params).toString() : '';
  const entry = useMemo(() => {
    const source = query ? new URLSearchParams(query) : rememberedEntryParams(runtime.storage, userId);
    return source ? chatEntryOf(source) : undefined;
  }, [query, runtime, userId]);
  const triggerId = entry?.triggerId ?? '';
  const [state, setState] = useState<ChatState>('loading');
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => void (alive.current = false);
  }, []);

  // One conversion per trigger, started with the page (in parallel with the form's load).
  const conversion = useRef<{ triggerId: string; html: Promise<string> }>();
  const convert = useCallback((): Promise<string> => {
    if (conversion.current?.triggerId !== triggerId) {
      const texts = {
        unsupported: t('groupChat.unsupported'),
        imageLimit: t('groupChat.imageLimit'),
        imageFailed: t('groupChat.imageFailed'),
        fileFailed: t('groupChat.fileFailed'),
        image: t('groupChat.image'),
        file: t('groupChat.file'),
      };
      const html = loadGroupChatPrefill().then((code) => code.chatDescription({ runtime, triggerId, texts, bridge }));
      html.catch(() => undefined);
      conversion.current = { triggerId, html };
    }
    return conversion.current.html;
  }, [triggerId, runtime, t, bridge]);
  useEffect(() => {
    if (triggerId) void convert().catch(() => undefined);
  }, [triggerId, convert]);

  const onFormLoaded = useCallback(
    (session: FormSession) => {
      if (!entry) return;
      if (!triggerId) return setState('empty');
      setState('loading');
      convert()
        .then(async (html) => {
          const code = await loadGroupChatPrefill();
          const path = html ? await code.applyChatDescription(session, html) : undefined;
          if (alive.current) setState(path ? 'done' : 'empty');
        })
        .catch(() => alive.current && setState('failed'));
    },
    [entry, triggerId, convert],
  );

  const finish = useCallback(() => {
    forgetChat(runtime.storage);
    conversion.current = undefined;
    setTimeout(() => runtime.bus.emit('router:navigate', { to: CHAT_SUCCESS_ROUTE, replace: true }), CHAT_RELOAD_DELAY_MS);
  }, [runtime]);

  const texts: Record<ChatState, string> = {
    loading: t('groupChat.converting'),
    done: t('groupChat.converted'),
    empty: t('groupChat.noMessages'),
    failed: t('groupChat.convertFailed'),
  };
  const status = entry ? (
    <p className={`sd-create-chat-status sd-create-chat-status--${state}`} role="status" aria-live="polite" data-testid="order-create-chat-status" data-state={state}>
      {texts[state]}
    </p>
  ) : null;
  return { entry, onFormLoaded, status, finish };
}
