import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdapterRequest, RequestAdapter } from '@core';
import BrowseHistoryTab from '@plugins/blocks/detail-tab-browse-history/browse-history-tab';
import FieldModifyTab from '@plugins/blocks/detail-tab-field-modify/field-modify-tab';
import { ticketRuntime } from './fixtures';
import { detailTabProps, onDetailPage, storyOk as ok } from './stories';

const WO = '899f007a89a4269d6cfdd8554b0d0cba';
const T0 = Date.parse('2025-06-03T10:02:00+08:00');
const PEOPLE = [
  { zh: '李四(Li Si)', en: 'Li Si' },
  { zh: '王五(Wang Wu)', en: 'Wang Wu' },
  { zh: '张三(Zhang San)', en: 'Zhang San' },
];

type Lang = 'zh' | 'en';
const pick = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/** Field-modification records as the fixture gateway answers them (newest first), in `lang`. */
function fieldRecords(lang: Lang) {
  const change = (zh: [string, string, string], en: [string, string, string]) => {
    const [fieldName, oldValue, newValue] = lang === 'en' ? en : zh;
    return { fieldCode: fieldName, fieldName, oldValue, newValue };
  };
  return [
    { action: 'UPDATE', node: ['二线专家处理', 'Second-line expert handling'], fields: [change(['故障设备 IP', '', '10.1.20.15'], ['Faulty device IP', '', '10.1.20.15'])] },
    {
      action: 'COMMIT',
      node: ['服务台受理', 'Service desk acceptance'],
      fields: [
        change(['处理组', '一线服务台', '应用运维组'], ['Handling group', 'Service Desk L1', 'Application Support']),
        change(['通知方式', '短信', '邮件'], ['Notify by', 'SMS', 'Email']),
        change(['问题描述', '从今天早上开始，Outlook 无法发送邮件。', '从今天早上 8 点开始，Outlook 无法发送和接收邮件，提示“无法连接到服务器”。网页版邮箱同样无法登录。'], ['Description', 'Since this morning Outlook cannot send mail.', 'Since 8 this morning Outlook can neither send nor receive mail ("cannot connect to the server"); webmail does not log in either.']),
      ],
    },
    { action: 'UPDATE', node: ['服务台受理', 'Service desk acceptance'], fields: [change(['紧急程度', '中', '高'], ['Urgency', 'Medium', 'High']), change(['受影响服务', 'OA 办公', '邮件服务'], ['Affected service', 'Office automation', 'Mail service'])] },
    { action: 'UPDATE', node: ['服务台受理', 'Service desk acceptance'], fields: [change(['联系电话', '13800000000', '13800000001'], ['Phone', '13800000000', '13800000001'])] },
    { action: 'UPDATE', node: ['服务台受理', 'Service desk acceptance'], fields: [change(['事件分类', '硬件', '软件'], ['Incident category', 'Hardware', 'Software'])] },
  ].map((record, i) => ({
    id: `fm-${i + 1}`,
    userId: String(10002 + (i % 2)),
    userName: PEOPLE[i % 2]![lang],
    modifyTime: T0 - i * 23 * 60_000,
    action: record.action,
    actionName: record.action === 'COMMIT' ? pick(lang, '提交', 'Submit') : pick(lang, '修改', 'Update'),
    nodeName: pick(lang, record.node[0]!, record.node[1]!),
    fields: record.fields,
  }));
}

/** Browse records (newest first). */
const browseRecords = (count: number, lang: Lang) => Array.from({ length: count }, (_, i) => ({ userId: String(10002 + (i % 3)), userName: PEOPLE[i % 3]![lang], browseTime: T0 - i * 41 * 60_000 }));

/** Answers both tabs' pages from memory (`empty`: no records); everything else as the ticket stories do. */
function tabsAdapter(empty = false): RequestAdapter {
  const fallback = ticketRuntime().requestAdapter!;
  const page = (all: unknown[], params: Record<string, string>) => {
    const pageNum = Number(params.pageNum);
    const pageSize = Number(params.pageSize);
    return ok({ records: all.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: all.length, pageNum, pageSize, pages: Math.ceil(all.length / pageSize) });
  };
  return async (config: AdapterRequest) => {
    const url = config.url ?? '';
    const params = (config.params ?? {}) as Record<string, string>;
    const lang: Lang = String(config.headers?.language ?? 'zh').startsWith('en') ? 'en' : 'zh';
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (url.includes('/fieldModifyRecord/pageList/')) return page(empty ? [] : fieldRecords(lang), params);
    if (url.includes('/browsehistory/getPage/')) return page(empty ? [] : browseRecords(23, lang), params);
    return fallback(config);
  };
}

const props = detailTabProps(WO);

const meta = {
  title: 'Tickets/Detail tabs/Viewed by and field changes',
  component: FieldModifyTab,
  args: props,
  parameters: { runtime: { ...ticketRuntime(), requestAdapter: tabsAdapter() } },
  decorators: [onDetailPage],
} satisfies Meta<typeof FieldModifyTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Field changes: the 2 newest first, "Show all" loads the rest; old values struck through, "from X to Y" for screen readers. */
export const FieldChanges: Story = {};

/** Viewed by: 23 openings, 15 a page with "Load more". */
export const ViewedBy: Story = { render: (args) => <BrowseHistoryTab {...args} /> };

/** Both tabs with nothing to show. */
export const Empty: Story = {
  render: (args) => (
    <>
      <FieldModifyTab {...args} />
      <BrowseHistoryTab {...args} />
    </>
  ),
  parameters: { runtime: { ...ticketRuntime(), requestAdapter: tabsAdapter(true) } },
};
