import type { Meta, StoryObj } from '@storybook/react-vite';
import MessageCenterList from '@plugins/blocks/message-center/message-center-list';
import { MessagePage, messagesRuntime } from './page';

const meta = {
  title: 'Messages/Message list',
  component: MessageCenterList,
  parameters: messagesRuntime(),
} satisfies Meta<typeof MessageCenterList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticket messages: 12 over two pages, the newest four unread; "Mark all read". */
export const TicketMessages: Story = {
  decorators: [
    (Story) => (
      <MessagePage url="/messageCenterList?category=TICKET">
        <Story />
      </MessagePage>
    ),
  ],
};

/** The announcements: their text without markup (one is stored with hostile markup), three unread. */
export const Announcements: Story = {
  decorators: [
    (Story) => (
      <MessagePage url="/messageCenterList?category=ANNOUNCEMENT">
        <Story />
      </MessagePage>
    ),
  ],
};

/** The list fails to load: the load-failure screen with Retry. */
export const LoadFailure: Story = {
  parameters: messagesRuntime({ fail: ['/inbox/pageList'] }),
  decorators: TicketMessages.decorators,
};
