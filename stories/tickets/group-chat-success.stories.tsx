import type { Meta, StoryObj } from '@storybook/react-vite';
import GroupChatSuccess from '@plugins/blocks/group-chat/group-chat-success';
import type { HostBridge } from '@plugins/blocks/group-chat/host-bridge';
import { ticketRuntime } from './fixtures';
import { TicketPage } from './stories';

const unused = () => Promise.reject(new Error('not used in this story'));
/** A host whose window does (or, like a plain browser, does not) close. */
const host = (closes: boolean): HostBridge => ({
  kind: 'gateway',
  getSourceMessages: unused,
  sign: unused,
  weSign: unused,
  getFile: unused,
  chooseImages: unused,
  closeWindow: () => Promise.resolve(closes),
});

const meta = {
  title: 'Tickets/Group chat success',
  component: GroupChatSuccess,
  parameters: { runtime: ticketRuntime() },
  decorators: [
    (Story) => (
      <TicketPage url="/orderCreateByGroupChatSuccess">
        <Story />
      </TicketPage>
    ),
  ],
} satisfies Meta<typeof GroupChatSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Submitted", 3, 2, 1, then the window cannot be closed (as in a plain browser): the way home. */
export const PlainBrowser: Story = { args: { bridge: host(false) } };

/** In the chat app: the countdown ends with the window closing. */
export const InChatApp: Story = { args: { bridge: host(true), seconds: 5 } };
