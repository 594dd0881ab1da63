// The tags and linked-tickets tabs of the ticket detail and the /searchAssorder screen (issue 16 items 5 and 6), on a
// small in-memory story server: tags added and deleted, recent tags, links made, unlinked and urged.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdapterRequest, RequestAdapter } from '@core';
import { useRuntime } from '@react';
import { ToastHost } from '@react/feedback';
import TagTab from '@plugins/blocks/detail-tab-tag/tag-tab';
import AssorderTab from '@plugins/blocks/detail-tab-assorder/assorder-tab';
import SearchAssorder from '@plugins/blocks/search-assorder/search-assorder';
import { readOrderDetail, readOrderHeader } from '@plugins/blocks/ticket-shared/model';
import type { DetailTabProps } from '@plugins/blocks/ticket-shared/detail-tab';
import { TicketPage } from './stories';

type Lang = 'zh' | 'en';
const ID = 'story-inc-1';
const ok = (data: unknown) => ({ code: 100000, data, msg: 'success' });
const pick = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

const tickets = (lang: Lang) => [
  { workOrderId: 'story-prb-1', preNum: 'PRB-0001', title: pick(lang, '邮件服务间歇性中断根因分析', 'Root cause of intermittent mail outages'), dataStatus: 0, processName: pick(lang, '问题管理', 'Problem management') },
  { workOrderId: 'story-inc-2', preNum: 'INC-0002', title: pick(lang, 'VPN 连接频繁断开', 'VPN keeps disconnecting'), dataStatus: 10, processName: pick(lang, '事件管理', 'Incident management') },
  { workOrderId: 'story-inc-3', preNum: 'INC-0003', title: pick(lang, '打印机卡纸', 'Printer paper jam'), dataStatus: 20, processName: pick(lang, '事件管理', 'Incident management') },
  { workOrderId: 'story-req-1', preNum: 'REQ-0001', title: pick(lang, '申请新员工笔记本电脑', 'A laptop for a new hire'), dataStatus: 0, processName: pick(lang, '服务请求', 'Service request') },
];
const types = [
  { value: 'relevance', zh: '相关', en: 'Relates to' },
  { value: 'causedBy', zh: '起因于', en: 'Is caused by' },
  { value: 'duplicate', zh: '重复于', en: 'Duplicates' },
];

/** A story server keeping the ticket's tags and links while the story is open. */
function storyAdapter(options: { hasPermission?: boolean } = {}): RequestAdapter {
  const tags: Array<{ orderTagId: string; id: string; tagName: string; isOnlyYourSelf: boolean }> = [{ orderTagId: 'ot-1', id: 'f'.repeat(32), tagName: '邮件 / Mail', isOnlyYourSelf: false }];
  const recent = [
    { id: 'a'.repeat(32), tagName: 'VPN', isOnlyYourSelf: false },
    { id: 'b'.repeat(32), tagName: '网络 / Network', isOnlyYourSelf: false },
  ];
  let links: Array<{ linkId: string; workOrderId: string; linkType: string }> = [{ linkId: 'link-1', workOrderId: 'story-prb-1', linkType: 'causedBy' }];
  let next = 2;
  const answer = (method: string, url: string, body: Record<string, unknown>, params: Record<string, unknown>, lang: Lang): unknown => {
    if (url.endsWith('/tab/tag/queryOrderCustomTagInfo')) return ok(tags.map((tag) => ({ ...tag, orderTagIds: [tag.orderTagId] })));
    if (url.endsWith('/tab/tag/queryUserRecentlyTag')) return ok(recent.slice(0, Number(params.limit ?? 10)));
    if (url.endsWith('/tab/tag/saveTag')) {
      for (const tag of body.tags as Array<{ id: string; tagName: string }>) tags.push({ ...tag, orderTagId: `ot-${next++}`, isOnlyYourSelf: body.isOnlyYourSelf === true });
      return ok(tags.map((tag) => ({ ...tag, orderTagIds: [tag.orderTagId] })));
    }
    if (url.endsWith('/tab/tag/delete')) {
      const ids = body.orderTagIds as string[];
      tags.splice(0, tags.length, ...tags.filter((tag) => !ids.includes(tag.orderTagId)));
      return ok(true);
    }
    if (url.includes('/linkOrder/checkPermission/')) return ok({ hasPermission: options.hasPermission ?? true });
    if (url.endsWith('/linkWorkOrderType')) return ok({ fieldContent: types.map((type) => ({ value: type.value, label: type[lang] })) });
    if (url.endsWith('/tab/orderLink/associated/list')) {
      const key = String(params.searchKey ?? '').toLowerCase();
      const rows = links
        .map((link) => ({ link, other: tickets(lang).find((ticket) => ticket.workOrderId === link.workOrderId)! }))
        .filter(({ other }) => !key || `${other.preNum} ${other.title}`.toLowerCase().includes(key));
      const page = Number(params.pageNum ?? 1);
      const size = Number(params.pageSize ?? 10);
      const records = rows.slice((page - 1) * size, page * size).map(({ link, other }) => ({
        ...other,
        linkId: link.linkId,
        linkType: link.linkType,
        linkTypeName: types.find((type) => type.value === link.linkType)?.[lang] ?? link.linkType,
        linkedBy: { userId: '10002', userName: pick(lang, '李四', 'Li Si') },
        linkedTime: Date.parse('2025-06-03T10:00:00+08:00'),
      }));
      return ok({ records, total: rows.length });
    }
    const candidates = () => {
      const key = String(body.searchKey ?? '').toLowerCase();
      return tickets(lang).filter((ticket) => !links.some((link) => link.workOrderId === ticket.workOrderId) && (!key || `${ticket.preNum} ${ticket.title}`.toLowerCase().includes(key)));
    };
    if (url.endsWith('/myCanAssociated/count')) return ok(candidates().length);
    if (url.endsWith('/myCanAssociated/list')) return ok({ records: candidates(), total: candidates().length });
    if (url.endsWith('/batch/relevance')) {
      for (const workOrderId of body.workOrderIds as string[]) links.push({ linkId: `link-${next++}`, workOrderId, linkType: String(body.linkType) });
      return ok([]);
    }
    if (url.endsWith('/tab/orderLink/unbind')) {
      links = links.filter((link) => link.linkId !== body.linkId);
      return ok(true);
    }
    if (url.endsWith('/btn/btnaction/urge')) return ok(true);
    return { code: 404, msg: `No story answer for ${method} ${url}` };
  };
  return (config: AdapterRequest) =>
    new Promise((resolve) => {
      const lang: Lang = String(config.headers?.language ?? 'zh').startsWith('en') ? 'en' : 'zh';
      const body = typeof config.data === 'string' && config.data ? (JSON.parse(config.data) as Record<string, unknown>) : {};
      const data = answer((config.method ?? 'get').toUpperCase(), config.url ?? '', body, (config.params ?? {}) as Record<string, unknown>, lang);
      setTimeout(() => resolve({ status: 200, data }), 250);
    });
}

const props = (): DetailTabProps => ({
  detail: readOrderDetail({ workOrderId: ID, mdlDefCode: 'incident', dataStatus: 0, version: 1 }),
  header: readOrderHeader({ workOrderId: ID, preNum: 'INC-0001', title: '邮箱无法收发邮件', dataStatus: 0 }),
  reload: () => undefined,
  active: true,
  variant: 'mobile',
});

type Screen = 'tag' | 'assorder' | 'search';

/** One of the screens at its address, with the toasts. */
function TabScreen({ screen }: { screen: Screen }) {
  const runtime = useRuntime();
  const url = screen === 'search' ? `/searchAssorder?id=${ID}&mdlDefCode=incident` : `/orderDetails?id=${ID}&tab=${screen}`;
  return (
    <TicketPage url={url}>
      <ToastHost bus={runtime.bus} />
      {screen === 'tag' ? <TagTab {...props()} /> : screen === 'assorder' ? <AssorderTab {...props()} /> : <SearchAssorder />}
    </TicketPage>
  );
}

const meta = {
  title: 'Tickets/Detail tabs: tags and linked tickets',
  component: TabScreen,
  parameters: { runtime: { requestAdapter: storyAdapter() } },
  args: { screen: 'tag' },
} satisfies Meta<typeof TabScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tags: the ticket's tags with delete, add by name (refused when empty, too long or there already), recent tags, "only visible to me". */
export const Tags: Story = {};

/** Linked tickets: search, open, unlink (asked first), urge, and "Link tickets". */
export const LinkedTickets: Story = { args: { screen: 'assorder' } };

/** Without the link permission: the links only. */
export const LinkedTicketsWithoutPermission: Story = { args: { screen: 'assorder' }, parameters: { runtime: { requestAdapter: storyAdapter({ hasPermission: false }) } } };

/** /searchAssorder: the count, the candidates with a search, the link type, Confirm. */
export const SearchAssorderScreen: Story = { args: { screen: 'search' } };
