import type { Meta, StoryObj } from '@storybook/react-vite';
import MessageCenter from '@plugins/blocks/message-center/message-center';
import { MessagePage, messagesRuntime } from './page';

const meta = {
  title: 'Messages/Message centre',
  component: MessageCenter,
  parameters: messagesRuntime(),
  decorators: [
    (Story) => (
      <MessagePage url="/messageCenter">
        <Story />
      </MessagePage>
    ),
  ],
} satisfies Meta<typeof MessageCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announcements and the four message categories with their unread counts; the notice settings' switches save at once. */
export const Default: Story = {};

/** The categories fail to load (Retry), and every settings save is refused (the switch goes back). */
export const Failures: Story = { parameters: messagesRuntime({ fail: ['/inbox/categories', '/saveSettings'] }) };
