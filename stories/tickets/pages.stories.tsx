import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastHost } from '@react/feedback';
import { useRuntime } from '@react/runtime/runtime-provider';
import FlowCenter from '@plugins/blocks/flow-center/flow-center';
import DraftList from '@plugins/blocks/draft-list/draft-list';
import OrderCreate from '@plugins/blocks/order-create/order-create';
import OrderDetail from '@plugins/blocks/order-detail/order-detail';
import { INCIDENT, ticketRuntime } from './fixtures';
import { TicketPage } from './stories';

type Screen = 'flowCenter' | 'create' | 'detail' | 'detailPc';

/** One ticket screen at its address, with the toasts. */
function TicketScreen({ screen }: { screen: Screen }) {
  const runtime = useRuntime();
  const page = {
    flowCenter: { url: '/flowCenter', body: <><FlowCenter /><DraftList /></> },
    create: { url: `/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}`, body: <OrderCreate /> },
    detail: { url: '/orderDetails?id=899f007a89a4269d6cfdd8554b0d0cba', body: <OrderDetail /> },
    detailPc: { url: '/orderDetailsInPc?id=899f007a89a4269d6cfdd8554b0d0cba', body: <OrderDetail variant="pc" /> },
  }[screen];
  return (
    <TicketPage url={page.url}>
      <ToastHost bus={runtime.bus} />
      {page.body}
    </TicketPage>
  );
}

const meta = {
  title: 'Tickets/Pages',
  component: TicketScreen,
  parameters: { runtime: ticketRuntime() },
  args: { screen: 'flowCenter' },
} satisfies Meta<typeof TicketScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /flowCenter: the templates the user may start, with a name search, and the user's drafts. */
export const FlowCenterPage: Story = {};

/** /orderCreate: the incident's form with defaults, save draft and submit (assign modal). */
export const CreatePage: Story = { args: { screen: 'create' } };

/** /orderDetails: header with status, urgency, VIP and SLA badges, the flow chart, tags, the form by permissions, the action bar. */
export const DetailPage: Story = { args: { screen: 'detail' } };

/** A closed ticket: stored data read-only with a notice, only Copy left. */
export const DetailClosed: Story = { args: { screen: 'detail' }, parameters: { runtime: ticketRuntime({ dataStatus: 40, slaCodes: [] }) } };

/** A hung-up ticket: frozen, only resume works. */
export const DetailPending: Story = { args: { screen: 'detail' }, parameters: { runtime: ticketRuntime({ dataStatus: 50, slaCodes: [2, 6] }) } };

/** /orderDetailsInPc: the same detail inside the chat app's to-do (the bar in the flow). */
export const DetailInPc: Story = { args: { screen: 'detailPc' } };
