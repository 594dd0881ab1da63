import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdapterRequest, AdapterResponse, RequestAdapter } from '@core';
import { ToastHost } from '@react/feedback';
import { useRuntime } from '@react/runtime/runtime-provider';
import Worklist from '@plugins/blocks/worklist/worklist';
import { worklistBlock } from '@plugins/blocks/worklist';
import { builtinLists } from '@plugins/blocks/worklist/lists';
import { TicketPage } from '../tickets/stories';

const titles = [
  ['邮箱无法收发邮件', 'Cannot send or receive email'],
  ['会议室投影仪无信号', 'No signal on the meeting-room projector'],
  ['申请 VPN 账号', 'VPN account request'],
  ['打印机卡纸', 'Printer paper jam'],
  ['数据库备份失败', 'Database backup failed'],
];

/** 40 tickets per list: every status, urgency and SLA code, a VIP every fifth. */
function records(listType: string, english: boolean) {
  return Array.from({ length: 40 }, (_, i) => ({
    workOrderId: `${listType}-${i + 1}`,
    preNum: `INC-${String(1000 + i).padStart(4, '0')}`,
    title: titles[i % titles.length]![english ? 1 : 0],
    dataStatus: [0, 10, 20, 30, 40, 50][i % 6],
    urgentLevel: i % 4,
    slaStatus: i % 9,
    vip: i % 5 === 0,
    createdTime: new Date(Date.now() - i * 7 * 3600_000).toISOString(),
    processName: english ? 'Incident management' : '事件管理',
    handlers: [{ userId: '10002', userName: english ? 'Li Si(lisi)' : '李四(lisi)' }],
  }));
}

/** Answers the worklist's calls like the fixture gateway (paging, urgency and SLA filters), after `latencyMs`. */
function worklistAdapter({ latencyMs = 300, fail = false, empty = false } = {}): RequestAdapter {
  return async (config: AdapterRequest): Promise<AdapterResponse> => {
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const english = String(config.headers.language ?? '').startsWith('en');
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {};
    const answer = (data: unknown): AdapterResponse => ({ status: 200, data: { code: 100000, data, msg: 'success' } });
    const url = config.url;
    if (url.endsWith('/h5workOrder/list')) {
      if (fail) return { status: 200, data: { code: 500, msg: english ? 'The list service is unavailable' : '列表服务不可用' } };
      let list = empty ? [] : records(String(body.listType), english);
      if (Array.isArray(body.urgentLevel)) list = list.filter((row) => (body.urgentLevel as number[]).includes(row.urgentLevel));
      if (Array.isArray(body.slaStatus)) list = list.filter((row) => (body.slaStatus as number[]).includes(row.slaStatus));
      const page = Number(body.pageNum ?? 1);
      const size = Number(body.pageSize ?? 10);
      return answer({ records: list.slice((page - 1) * size, page * size), total: list.length });
    }
    if (url.endsWith('/workStatus/count')) return answer(Object.fromEntries(builtinLists.map((list, i) => [list, empty ? 0 : (i * 7) % 45])));
    if (url.endsWith('/listQueryDef/get')) {
      return answer(config.params?.queryType === 'H5_CUSTOM_VIEWS' ? { queryContent: { views: [{ id: 'cv1', name: english ? 'P1 incidents' : 'P1 事件' }] } } : { queryContent: null });
    }
    if (url.endsWith('/listQueryDef/getModelList')) return answer([{ processDefKey: 'proc-incident', processName: english ? 'Incident management' : '事件管理', preNum: 'INC' }, { processDefKey: 'proc-request', processName: english ? 'Service request' : '服务请求', preNum: 'REQ' }]);
    if (url.endsWith('/getUrgentLevelEnum')) return answer((english ? ['Low', 'Medium', 'High', 'Urgent'] : ['低', '中', '高', '紧急']).map((label, value) => ({ value, label })));
    if (url.endsWith('/customView/getById')) return answer({ id: 'cv1', itemProcess: ['INC'] });
    return answer(true);
  };
}

function WorklistScreen({ url }: { url: string }) {
  const runtime = useRuntime();
  return (
    <TicketPage url={url}>
      <ToastHost bus={runtime.bus} />
      <Worklist />
    </TicketPage>
  );
}

const meta = {
  title: 'Tickets/Worklist',
  component: WorklistScreen,
  parameters: { runtime: { plugins: { blocks: [worklistBlock] }, requestAdapter: worklistAdapter() } },
  args: { url: '/worklist' },
} satisfies Meta<typeof WorklistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /worklist: my to-do first, the twelve lists and a custom view as tabs with counts; cards with SLA badge, VIP, urgency. */
export const Todo: Story = {};

/** Opened from an address that names the tab and filters (urgent tickets, SLA resolution overdue). */
export const FilteredAddress: Story = { args: { url: '/worklist?tab=groupTodo&urgency=3' } };

/** An empty list. */
export const Empty: Story = { parameters: { runtime: { plugins: { blocks: [worklistBlock] }, requestAdapter: worklistAdapter({ empty: true }) } } };

/** The list call fails: the server's message and Retry. */
export const Failed: Story = { parameters: { runtime: { plugins: { blocks: [worklistBlock] }, requestAdapter: worklistAdapter({ fail: true }) } } };
