import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdapterRequest, RequestAdapter } from '@core';
import ProcessPage from '@plugins/blocks/process-page/process-page';
import { INCIDENT, ticketRuntime } from './fixtures';
import { storyOk as ok, TicketPage } from './stories';

type Lang = 'zh' | 'en';
const text = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/** `process/info/{ref}` as the gateway answers it for the incident workflow; `fail`: that call fails. Everything else as the ticket stories do. */
function processAdapter({ fail = false } = {}): RequestAdapter {
  const fallback = ticketRuntime().requestAdapter!;
  return async (config: AdapterRequest) => {
    const url = config.url ?? '';
    if (!url.includes('/process/info/')) return fallback(config);
    const lang: Lang = String(config.headers?.language ?? 'zh').startsWith('en') ? 'en' : 'zh';
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (fail) return { status: 500, data: 'down' };
    const node = (nodeId: string, zh: string, en: string, nodeType: string, extra: Record<string, unknown> = {}) => ({ nodeId, nodeName: text(lang, zh, en), nodeType, ...extra });
    return ok({
      processDefId: INCIDENT,
      processName: text(lang, '事件管理', 'Incident management'),
      description: text(lang, '报告 IT 故障，服务台受理后分派处理。', 'Report an IT fault: the service desk takes it and assigns it.'),
      preNum: 'INC',
      nodes: [
        node('start', '开始', 'Start', 'startEvent', { next: [text(lang, '服务台受理', 'Service desk')] }),
        node('accept', '服务台受理', 'Service desk', 'userTask', { handleMode: 'FREE_PROCESSING', handler: { kind: 'group', names: [text(lang, '一线服务台', 'Service Desk L1')] }, next: [text(lang, '主管审批', 'Manager approval')] }),
        node('approve', '主管审批', 'Manager approval', 'userTask', { isApprove: true, handleMode: 'SEQUENCE_HANDLE', handler: { kind: 'requesterLeader' }, next: [text(lang, '是否升级', 'Escalate?')] }),
        node('gw', '是否升级', 'Escalate?', 'exclusiveGateway', { next: [text(lang, '二线处理', 'Second line'), text(lang, '结束', 'End')] }),
        node('second', '二线处理', 'Second line', 'userTask', { handleMode: 'MULTI_PROCESSING', handler: { kind: 'users', names: [text(lang, '王五', 'Wang Wu'), text(lang, '孙七', 'Sun Qi')] }, next: [text(lang, '结束', 'End')] }),
        node('end', '结束', 'End', 'endEvent'),
      ],
    });
  };
}

const meta = {
  title: 'Tickets/Process page',
  component: ProcessPage,
  parameters: { runtime: { ...ticketRuntime(), requestAdapter: processAdapter() } },
} satisfies Meta<typeof ProcessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A template's steps in flow order (kind, handler, handling mode, next), its flow chart and Start. */
export const Steps: Story = {
  decorators: [
    (Story) => (
      <TicketPage url={`/processPage?processDefId=${encodeURIComponent(INCIDENT)}`}>
        <Story />
      </TicketPage>
    ),
  ],
};

/** The call fails: the load-failure screen with Retry. */
export const LoadFailure: Story = {
  parameters: { runtime: { ...ticketRuntime(), requestAdapter: processAdapter({ fail: true }) } },
  decorators: Steps.decorators,
};
