// The create page's part of a chat entry that only an entry needs (loaded lazily by use-chat-entry.tsx): the texts,
// reading and converting the messages as soon as the page opens (in parallel with the form's load), putting them
// into the description once the form has loaded (after what it holds, before the user edits), and the status line.
import { useEffect, useRef, useState } from 'react';
import type { FormSession } from '@core/form/session';
import { useRuntime, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { GROUP_CHAT_LOCALES, loadGroupChatPrefill, type HostBridge } from '../group-chat';

type ChatState = 'loading' | 'done' | 'empty' | 'failed';

export interface ChatEntryStatusProps {
  /** The trigger of the messages ('' when the entry names none). */
  triggerId: string;
  /** The loaded form, once there. */
  session: FormSession | undefined;
  /** Tests and stories: the chat host (else the one detected). */
  bridge?: HostBridge;
}

export default function ChatEntryStatus({ triggerId, session, bridge }: ChatEntryStatusProps) {
  usePluginTexts(GROUP_CHAT_LOCALES);
  const t = useT();
  const runtime = useRuntime();
  const [state, setState] = useState<ChatState>(triggerId ? 'loading' : 'empty');
  // One conversion per trigger, started with the page.
  const conversion = useRef<{ triggerId: string; html: Promise<string> }>();
  if (triggerId && conversion.current?.triggerId !== triggerId) {
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

  useEffect(() => {
    const current = conversion.current;
    if (!session || !triggerId || !current) return;
    let alive = true;
    setState('loading');
    current.html
      .then(async (html) => {
        const code = await loadGroupChatPrefill();
        const path = html ? await code.applyChatDescription(session, html) : undefined;
        if (alive) setState(path ? 'done' : 'empty');
      })
      .catch(() => alive && setState('failed'));
    return () => void (alive = false);
  }, [session, triggerId]);

  const texts: Record<ChatState, string> = {
    loading: t('groupChat.converting'),
    done: t('groupChat.converted'),
    empty: t('groupChat.noMessages'),
    failed: t('groupChat.convertFailed'),
  };
  return (
    <p className={`sd-create-chat-status sd-create-chat-status--${state}`} role="status" aria-live="polite" data-testid="order-create-chat-status" data-state={state}>
      {texts[state]}
    </p>
  );
}
