import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRuntime } from '@react';
import FlowCenter from '@plugins/blocks/flow-center/flow-center';
import OrderCreate from '@plugins/blocks/order-create/order-create';
import { INCIDENT, ticketRuntime } from './fixtures';
import { TicketPage } from './stories';
import { groupChatAdapter, storyBridge } from './group-chat-adapter';

const entry = (triggerId: string, shortcutId?: string) =>
  `from=message_action&bdp_launch_query=${encodeURIComponent(JSON.stringify(shortcutId ? { __trigger_id__: triggerId, shortcutId } : { __trigger_id__: triggerId }))}`;

const meta = {
  title: 'Tickets/Group chat',
  component: FlowCenter,
  parameters: { runtime: { ...ticketRuntime(), requestAdapter: groupChatAdapter() } },
} satisfies Meta<typeof FlowCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /orderCreateByGroupChat from a message action: the shortcut is allowed; the notice, and the templates keep the entry. */
export const FlowCenterEntry: Story = {
  decorators: [
    (Story) => (
      <TicketPage url={`/orderCreateByGroupChat?${entry('trg-demo', 'sc-incident')}`}>
        <Story />
      </TicketPage>
    ),
  ],
};

/** A shortcut the user may not use: the toast and the way to /noPermission?from=message_action (logged). */
export const FlowCenterDenied: Story = {
  decorators: [
    (Story) => (
      <TicketPage url={`/orderCreateByGroupChat?${entry('trg-restricted', 'sc-restricted')}`}>
        <Story />
      </TicketPage>
    ),
  ],
};

function CreateFromChat() {
  const runtime = useRuntime();
  return <OrderCreate chatBridge={storyBridge(runtime)} />;
}

/** The create page of an entry: text, image, file, media, post and an unsupported message put into the description. */
export const CreatePageWithMessages: Story = {
  render: () => <CreateFromChat />,
  decorators: [
    (Story) => (
      <TicketPage url={`/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}&${entry('trg-demo', 'sc-incident')}`}>
        <Story />
      </TicketPage>
    ),
  ],
};

/** Eleven images: nine downloaded, two that say they were not. */
export const CreatePageManyImages: Story = {
  render: () => <CreateFromChat />,
  decorators: [
    (Story) => (
      <TicketPage url={`/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}&${entry('trg-many-images')}`}>
        <Story />
      </TicketPage>
    ),
  ],
};
