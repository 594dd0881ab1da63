import { useEffect, useRef, useState } from 'react';
import { Result } from 'antd-mobile';
import { AppLink, useRuntime, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { createHostBridge, type HostBridge } from './host-bridge';
import { GROUP_CHAT_LOCALES } from './locales';
import type { GroupChatSuccessProps } from './props';
import './group-chat.css';

export type { GroupChatSuccessProps } from './props';

type Phase = 'counting' | 'closing' | 'open';

/**
 * /orderCreateByGroupChatSuccess (service-desk §2): "submitted", a countdown in seconds (announced politely), then
 * the chat app's window is closed; where it cannot be (a plain browser), a link back to the home page.
 */
export default function GroupChatSuccess({ seconds = 3, bridge }: GroupChatSuccessProps & { /** Tests and stories: the host. */ bridge?: HostBridge }) {
  usePluginTexts(GROUP_CHAT_LOCALES);
  const t = useT();
  const runtime = useRuntime();
  const [left, setLeft] = useState(seconds);
  const [phase, setPhase] = useState<Phase>('counting');
  const host = useRef<HostBridge | undefined>(bridge);

  useEffect(() => {
    if (phase !== 'counting') return undefined;
    if (left <= 0) {
      setPhase('closing');
      return undefined;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, phase]);

  useEffect(() => {
    if (phase !== 'closing') return undefined;
    let live = true;
    host.current ??= createHostBridge(runtime);
    // Closed: the page is gone. Still here: say so and offer the way home.
    void host.current.closeWindow().then(
      (closed) => live && !closed && setPhase('open'),
      () => live && setPhase('open'),
    );
    return () => void (live = false);
  }, [phase, runtime]);

  return (
    <div className="sd-chat-success" data-testid="chat-success">
      <Result
        status="success"
        title={<h2 className="sd-chat-success__title">{t('groupChat.successTitle')}</h2>}
        description={
          <>
            <span className="sd-chat-success__text">{t('groupChat.successText')}</span>
            <span className="sd-chat-success__countdown" role="status" aria-live="polite" data-testid="chat-success-countdown" data-seconds={left}>
              {phase === 'counting' ? t('groupChat.countdown', { count: left }) : phase === 'closing' ? t('groupChat.closing') : t('groupChat.cannotClose')}
            </span>
          </>
        }
      />
      {phase === 'open' && (
        <AppLink to={runtime.config.homePath} replace className="sd-chat-success__home" data-testid="chat-success-home">
          {t('groupChat.home')}
        </AppLink>
      )}
    </div>
  );
}
