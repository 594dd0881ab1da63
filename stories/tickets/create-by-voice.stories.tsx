import { useEffect, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import CreateByVoice from '@plugins/blocks/create-by-voice/create-by-voice';
import type { BrowserSpeechRecognition, SpeechResultEventLike } from '@plugins/blocks/create-by-voice/speech';
import { INCIDENT, ticketRuntime } from './fixtures';
import { TicketPage } from './stories';

/** What the story's speech API "hears", word by word, in the recognition's language. */
const SCRIPT = {
  'zh-CN': ['会议室', '投影仪', '无法连接笔记本，', '显示无信号，', '请尽快处理'],
  'en-US': ['The meeting room ', 'projector ', 'cannot connect to my laptop ', 'and shows no signal'],
} as const;

/**
 * A scripted stand-in for the browser's speech API (Storybook has no microphone to lend): while started it "hears"
 * one more word every 400 ms as an interim result; `stop()` makes what it heard final and ends.
 */
class ScriptedRecognition implements BrowserSpeechRecognition {
  lang = 'zh-CN';
  continuous = false;
  interimResults = false;
  onresult: ((event: SpeechResultEventLike) => void) | null = null;
  onerror: BrowserSpeechRecognition['onerror'] = null;
  onend: (() => void) | null = null;
  private words = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private emit(isFinal: boolean) {
    const script = SCRIPT[this.lang === 'en-US' ? 'en-US' : 'zh-CN'];
    const transcript = script.slice(0, this.words).join('');
    this.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript }], { isFinal })] });
  }
  start() {
    this.timer = setInterval(() => {
      const script = SCRIPT[this.lang === 'en-US' ? 'en-US' : 'zh-CN'];
      if (this.words < script.length) this.words += 1;
      this.emit(false);
    }, 400);
  }
  stop() {
    clearInterval(this.timer);
    if (this.words > 0) this.emit(true);
    setTimeout(() => this.onend?.(), 50);
  }
  abort() {
    clearInterval(this.timer);
    this.onend?.();
  }
}

type SpeechWindow = Window & { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };

/** Puts the scripted speech API on the window while the story shows. */
function WithScriptedSpeech({ children }: { children: ReactNode }) {
  const target = window as SpeechWindow;
  target.SpeechRecognition = ScriptedRecognition;
  useEffect(
    () => () => {
      delete target.SpeechRecognition;
    },
    [target],
  );
  return <>{children}</>;
}

const meta = {
  title: 'Tickets/Create by voice',
  component: CreateByVoice,
  parameters: { runtime: ticketRuntime() },
} satisfies Meta<typeof CreateByVoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The incident service from the address: hold the button (or press Enter) and the scripted speech appears live. */
export const HoldToTalk: Story = {
  decorators: [
    (Story) => (
      <WithScriptedSpeech>
        <TicketPage url={`/orderCreateByVoice?processDefId=${encodeURIComponent(INCIDENT)}`}>
          <Story />
        </TicketPage>
      </WithScriptedSpeech>
    ),
  ],
};

/** No service in the address: the picker of the services first. */
export const ChooseService: Story = {
  decorators: [
    (Story) => (
      <WithScriptedSpeech>
        <TicketPage url="/orderCreateByVoice">
          <Story />
        </TicketPage>
      </WithScriptedSpeech>
    ),
  ],
};
