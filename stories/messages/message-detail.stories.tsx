import type { Meta, StoryObj } from '@storybook/react-vite';
import MessageDetail from '@plugins/blocks/message-center/message-detail';
import { MessagePage, messagesRuntime } from './page';

const meta = {
  title: 'Messages/Message detail',
  component: MessageDetail,
  parameters: messagesRuntime(),
} satisfies Meta<typeof MessageDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phishing reminder: stored with a script, an onerror handler and a javascript: link, shown sanitised; marked read on open. */
export const HostileAnnouncement: Story = {
  decorators: [
    (Story) => (
      <MessagePage url="/messageDetail?id=ann-20261120-phishing&type=announcement">
        <Story />
      </MessagePage>
    ),
  ],
};

/** A ticket message: "Open ticket" goes to the ticket's detail. */
export const TicketMessage: Story = {
  decorators: [
    (Story) => (
      <MessagePage url="/messageDetail?id=msg-10001-ticket-01&type=message">
        <Story />
      </MessagePage>
    ),
  ],
};

/** An id nobody knows: the not-found state. */
export const NotFound: Story = {
  decorators: [
    (Story) => (
      <MessagePage url="/messageDetail?id=nope&type=message">
        <Story />
      </MessagePage>
    ),
  ],
};
