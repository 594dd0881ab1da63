// The history tab (the first detail-tab plugin) and the /richText page (a reply's full text, sanitised), on the
// story request adapter of the ticket pages.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdapterRequest, AdapterResponse, RequestAdapter } from '@core';
import HistoryTab from '@plugins/blocks/detail-tab-history/history-tab';
import RichTextPage from '@plugins/blocks/rich-text-page/rich-text-page';
import { readOrderDetail, readOrderHeader } from '@plugins/blocks/ticket-shared/model';
import { HOSTILE_REPLY_TEXT } from '../../fixtures/gateway/routes/hostile-reply';
import { ticketRuntime } from './fixtures';
import { TicketPage } from './stories';

const WO = '899f007a89a4269d6cfdd8554b0d0cba';

/** Two replies of INC-0001 for the document page: a long one with a list, and the hostile one (rendered harmless). */
function documentAdapter(): RequestAdapter {
  const fallback = ticketRuntime().requestAdapter!;
  const ok = (data: unknown): AdapterResponse => ({ status: 200, data: { code: 100000, data, msg: 'success' } });
  const replies = [
    {
      id: 'r-1',
      workOrderId: WO,
      text: `<p>排查结论：</p><ol><li>邮箱服务器证书过期</li><li>已续期并重启服务</li></ol><p>${'请各位确认收发恢复正常。'.repeat(12)}</p>`,
      files: [],
      createdBy: { userId: '10002', userName: '李四' },
      createdTime: Date.parse('2025-06-03T10:02:00+08:00'),
    },
    { id: 'r-2', workOrderId: WO, text: HOSTILE_REPLY_TEXT, files: [], createdBy: { userId: '10003', userName: '王五' }, createdTime: Date.parse('2025-06-03T11:15:00+08:00') },
  ];
  return async (config: AdapterRequest) => {
    if ((config.url ?? '').endsWith('/orderReply/list')) return ok(replies);
    return fallback(config);
  };
}

/** Which screen the story shows. */
function Screen({ screen }: { screen: 'history' | 'document' | 'hostile' | 'missing' }) {
  if (screen === 'history') {
    return (
      <TicketPage url={`/orderDetails?id=${WO}&tab=history`}>
        <HistoryTab detail={readOrderDetail({ workOrderId: WO, version: 1 })} header={readOrderHeader({ workOrderId: WO, preNum: 'INC-0001' })} reload={() => undefined} active variant="mobile" />
      </TicketPage>
    );
  }
  const query = { document: `workOrderId=${WO}&replyId=r-1`, hostile: `workOrderId=${WO}&replyId=r-2`, missing: '' }[screen];
  return (
    <TicketPage url={`/richText?${query}`}>
      <RichTextPage />
    </TicketPage>
  );
}

const meta = {
  title: 'Tickets/Detail tabs/History and rich text',
  component: Screen,
  args: { screen: 'history' },
  parameters: { runtime: { ...ticketRuntime(), requestAdapter: documentAdapter() } },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The history tab: who did what, when, from which step to which. */
export const History: Story = {};

/** /richText: a reply's full text, with its author and time and a way back to the ticket. */
export const ReplyDocument: Story = { args: { screen: 'document' } };

/** /richText of the seeded hostile reply: its markup is sanitised (no script, no handler, no javascript: link). */
export const HostileReply: Story = { args: { screen: 'hostile' } };

/** /richText without a source: the translated empty state. */
export const NoDocument: Story = { args: { screen: 'missing' } };
