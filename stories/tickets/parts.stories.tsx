import type { Meta, StoryObj } from '@storybook/react-vite';
import { FlowChart } from '@plugins/blocks/flow-chart';
import { TicketHeader } from '@plugins/blocks/order-detail/ticket-header';
import { readOrderHeader, SLA_CODES } from '@plugins/blocks/ticket-shared/model';
import { INCIDENT, ticketRuntime } from './fixtures';

/** The header with every SLA/OLA badge code (1-8) and each status. */
function HeaderGallery() {
  return (
    <div style={{ background: '#f5f5f5', display: 'grid', gap: 8 }}>
      {[0, 10, 20, 30, 40, 50, -10].map((dataStatus) => (
        <TicketHeader
          key={dataStatus}
          header={readOrderHeader({
            workOrderId: 'w',
            preNum: 'INC-0001',
            title: 'VPN 连接频繁断开 / VPN keeps disconnecting',
            dataStatus,
            urgentLevel: dataStatus === 0 ? 3 : 1,
            vip: dataStatus === 0,
            slaStatus: dataStatus === 0 ? [...SLA_CODES] : dataStatus === 50 ? [8] : 0,
            processName: '事件管理',
            currentNodeName: '服务台受理',
            handlers: [{ userId: '10002', userName: '李四(Li Si)' }],
            createdByName: '张三',
            createdTime: Date.parse('2025-06-03T08:52:00+08:00'),
          })}
        />
      ))}
    </div>
  );
}

const meta = {
  title: 'Tickets/Parts',
  component: HeaderGallery,
  parameters: { runtime: ticketRuntime() },
} satisfies Meta<typeof HeaderGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticket header: statuses, urgency, VIP and the SLA badge codes 1-8 with their texts. */
export const Headers: Story = {};

/** The incident's flow chart: history green, current blue, returned red, taken sequences; pinch / wheel zoom, drag pans. */
export const FlowChartOfTicket: Story = { render: () => <FlowChart id="899f007a89a4269d6cfdd8554b0d0cba" height={260} /> };

/** The template's chart (no ticket yet): nothing highlighted. */
export const FlowChartOfTemplate: Story = {
  render: () => <FlowChart id={INCIDENT} height={260} />,
  parameters: { runtime: ticketRuntime({ rejectNodeIds: [] }) },
};
