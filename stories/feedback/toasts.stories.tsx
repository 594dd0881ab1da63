import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@core';
import { ToastHost } from '@react/feedback';
import { useRuntime } from '@react/runtime/runtime-provider';
import { toastPayloads } from './fixtures';

/** Buttons that raise the fixture toasts on the story runtime's bus, as app code does. */
function ToastPlayground() {
  const runtime = useRuntime();
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh';
  const payloads = toastPayloads(language);
  return (
    <div style={{ padding: '96px 16px 16px' }}>
      <ToastHost bus={runtime.bus} />
      <Space direction="vertical" block>
        {payloads.map((payload, index) => (
          <Button key={index} block onClick={() => runtime.bus.emit('toast:show', payload)}>
            {payload.type}: {payload.message}
          </Button>
        ))}
        <Button block color="primary" onClick={() => payloads.slice(0, 5).forEach((payload) => runtime.bus.emit('toast:show', payload))}>
          5 at once (only the newest 4 stay)
        </Button>
      </Space>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toasts',
  component: ToastPlayground,
} satisfies Meta<typeof ToastPlayground>;

export default meta;

export const Playground: StoryObj<typeof meta> = {};

/** Raises five toasts at once: the oldest is dropped, four stay for 3 s. */
export const FullStack: StoryObj<typeof meta> = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button').at(-1)!);
  },
};
