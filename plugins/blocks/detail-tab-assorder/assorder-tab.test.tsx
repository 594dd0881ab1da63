// @vitest-environment jsdom
// The associated-tickets tab against the fixture gateway: the links (10 a page, load more, search), each opening the
// other ticket, unlink (asked first) and urge with their toasts, "Link tickets" only with the link permission and
// only for a saved ticket, in zh and en.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readOrderDetail, readOrderHeader } from '../ticket-shared/model';
import type { DetailTabProps } from '../ticket-shared/detail-tab';
import { actAs, gatewayPerFile, type DemoUser } from '../../../tests/unit/tickets/support';
import AssorderTab from './assorder-tab';

const gateway = gatewayPerFile();
const B = '/api/v2/biz';
const L = `${B}/tab/orderLink`;
/** zhangsan's INC-0001 (linked to lisi's PRB-0001 from the seed, "caused by"), INC-0003 (finished) and INC-0008. */
const INC1 = '899f007a89a4269d6cfdd8554b0d0cba';
const INC3 = '8043e21827df36bb6c42c382da0cb3de';
const INC8 = '23c0aa0d573d09a07f3e86705c14ab23';
const PRB1 = 'd5faf5b2ce08bd2205643d2aebeb11cd';

async function tabProps(user: DemoUser, id: string): Promise<DetailTabProps> {
  const [body, header] = await Promise.all([gateway.call(user, 'GET', `${B}/mdl/instance/body/get/${id}`), gateway.call(user, 'GET', `${B}/mdl/instance/header/get/${id}`)]);
  return { detail: readOrderDetail(body), header: readOrderHeader(header), reload: vi.fn(), active: true, variant: 'mobile' };
}

async function openTab(user: DemoUser, id: string, options: { language?: 'zh' | 'en'; props?: (props: DetailTabProps) => DetailTabProps } = {}) {
  const actor = await actAs(gateway, user, { language: options.language ?? 'zh' });
  const base = await tabProps(user, id);
  const props = options.props ? options.props(base) : base;
  const post = vi.spyOn(actor.runtime.request, 'post');
  const get = vi.spyOn(actor.runtime.request, 'get');
  const view = actor.open(`/orderDetails?id=${id}&tab=assorder`, <AssorderTab {...props} />);
  await screen.findByTestId('assorder-tab');
  return { actor, post, get, props, view };
}

const rowIds = () => screen.queryAllByTestId('assorder-row').map((row) => row.getAttribute('data-work-order-id'));
const listCalls = (get: { mock: { calls: unknown[][] } }) =>
  get.mock.calls.filter((call) => String(call[0]).endsWith('/tab/orderLink/associated/list')).map((call) => (call[1] as { params: Record<string, unknown> }).params);
const relate = (workOrderIds: string[], linkType = 'relevance') => gateway.call('zhangsan', 'POST', `${L}/batch/relevance`, { workOrderId: INC1, linkType, workOrderIds });

describe('associated tickets tab', () => {
  it('lists the links with their type, opens the other ticket, and unlinks after asking', async () => {
    const { actor, post, get, props } = await openTab('zhangsan', INC1);
    await waitFor(() => expect(rowIds()).toEqual([PRB1]));
    expect(listCalls(get)).toEqual([{ workOrderId: INC1, pageNum: 1, pageSize: 10 }]);
    const row = screen.getByTestId('assorder-row');
    expect(within(row).getByTestId('assorder-type').textContent).toBe('关联类型：起因于');
    const open = within(row).getByRole('link', { name: /邮件服务间歇性中断根因分析/ });
    expect(open.getAttribute('href')).toBe(`/orderDetails?id=${PRB1}`);
    const link = screen.getByRole('link', { name: '添加关联' });
    expect(link.getAttribute('href')).toBe(`/searchAssorder?id=${INC1}&mdlDefCode=${props.detail.mdlDefCode}`);
    expect(props.detail.mdlDefCode).not.toBe('');

    fireEvent.click(within(row).getByRole('button', { name: '解除关联 PRB-0001 邮件服务间歇性中断根因分析' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('确定解除与“PRB-0001 邮件服务间歇性中断根因分析”的关联吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '解除关联' }));
    await waitFor(() => expect(actor.toasts('success')).toEqual(['解除关联成功']));
    expect(post.mock.calls.filter((call) => String(call[0]).endsWith('/tab/orderLink/unbind')).map((call) => call[1])).toEqual([{ linkId: expect.any(String) }]);
    expect((await screen.findByTestId('assorder-state-empty')).textContent).toContain('暂无关联工单');
    const left = await gateway.call<{ total: number }>('zhangsan', 'GET', `${L}/associated/list?workOrderId=${INC1}`);
    expect(left.total).toBe(0);
  });

  it('Cancel in the question keeps the link', async () => {
    const { post } = await openTab('zhangsan', INC1);
    await waitFor(() => expect(rowIds()).toEqual([PRB1]));
    // The unlink button comes with the permission answer, which may arrive after the rows.
    fireEvent.click(await screen.findByTestId('assorder-unlink'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(post.mock.calls.some((call) => String(call[0]).endsWith('/unbind'))).toBe(false);
    expect(rowIds()).toEqual([PRB1]);
  });

  it('loads 10 links a page, more on request, and searches the other ticket', async () => {
    const candidates = await gateway.call<{ records: Array<{ workOrderId: string }> }>('zhangsan', 'POST', `${L}/myCanAssociated/list`, { workOrderId: INC1, pageSize: 12 });
    await relate(candidates.records.map((record) => record.workOrderId));
    const { get } = await openTab('zhangsan', INC1);
    await waitFor(() => expect(rowIds()).toHaveLength(10));
    expect(screen.getByRole('heading', { name: '关联工单，共 13 个' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(rowIds()).toHaveLength(13));
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(listCalls(get).map((params) => [params.pageNum, params.pageSize])).toEqual([
      [1, 10],
      [2, 10],
    ]);

    const search = screen.getByRole('searchbox', { name: '搜索关联工单' });
    fireEvent.change(search, { target: { value: 'PRB-0001' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(rowIds()).toEqual([PRB1]));
    expect(listCalls(get).at(-1)).toEqual({ workOrderId: INC1, pageNum: 1, pageSize: 10, searchKey: 'PRB-0001' });
    fireEvent.change(search, { target: { value: 'no such ticket' } });
    fireEvent.submit(search.closest('form')!);
    expect((await screen.findByTestId('assorder-state-empty')).textContent).toContain('没有匹配的关联工单');
  });

  it('urges an open linked ticket (the URGE call and toast); a finished one offers no urge', async () => {
    await relate([INC8]);
    await relate([INC3]);
    const { actor, post } = await openTab('zhangsan', INC1);
    await waitFor(() => expect(rowIds()).toHaveLength(3));
    const finished = screen.getAllByTestId('assorder-row').find((row) => row.getAttribute('data-work-order-id') === INC3)!;
    expect(within(finished).queryByTestId('assorder-urge')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '催办 INC-0008 ERP 报表导出失败' }));
    await waitFor(() => expect(actor.toasts('success')).toEqual(['催办成功']));
    expect(post.mock.calls.filter((call) => String(call[0]).endsWith('/btn/btnaction/urge')).map((call) => call[1])).toEqual([{ workOrderId: INC8 }]);
    // Again within 10 minutes: refused before any call.
    fireEvent.click(screen.getByRole('button', { name: '催办 INC-0008 ERP 报表导出失败' }));
    await waitFor(() => expect(actor.toasts('error')).toEqual(['催办过于频繁，请10分钟后再试']));
    expect(post.mock.calls.filter((call) => String(call[0]).endsWith('/btn/btnaction/urge'))).toHaveLength(1);
  });

  it('without the link permission the links show without link, unlink or urge buttons', async () => {
    const { get } = await openTab('wangwu', INC1);
    await waitFor(() => expect(rowIds()).toEqual([PRB1]));
    // Once the permission answer (false) has arrived and rendered: nothing to link, unlink or urge.
    const check = get.mock.calls.findIndex((call) => String(call[0]).includes('/linkOrder/checkPermission/'));
    await expect(get.mock.results[check]!.value).resolves.toEqual({ hasPermission: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('assorder-link')).toBeNull();
    expect(screen.queryByTestId('assorder-unlink')).toBeNull();
    expect(screen.queryByTestId('assorder-urge')).toBeNull();
  });

  it('a ticket not saved yet cannot be linked: it says so', async () => {
    const { actor, get } = await openTab('zhangsan', INC1, { props: (props) => ({ ...props, detail: { ...props.detail, workOrderId: '' } }) });
    expect(screen.getByText('请先提交工单或保存草稿，再关联工单')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '添加关联' }));
    expect(actor.toasts('info')).toEqual(['请先提交工单或保存草稿，再关联工单']);
    expect(get).not.toHaveBeenCalled();
  });

  it('in English: the type as read from this ticket, the inverse from the other one', async () => {
    await openTab('zhangsan', INC1, { language: 'en' });
    await waitFor(() => expect(rowIds()).toEqual([PRB1]));
    expect(screen.getByRole('heading', { name: 'Linked tickets, 1 in all' })).toBeTruthy();
    expect(screen.getByTestId('assorder-type').textContent).toBe('Link: Is caused by');
    expect(screen.getByRole('button', { name: 'Unlink PRB-0001 Root cause of intermittent mail outages' })).toBeTruthy();
  });

  it('seen from the other ticket the inverse type shows', async () => {
    await openTab('lisi', PRB1, { language: 'en' });
    await waitFor(() => expect(rowIds()).toEqual([INC1]));
    expect(screen.getByTestId('assorder-type').textContent).toBe('Link: Causes');
    expect(await screen.findByRole('link', { name: 'Link tickets' })).toBeTruthy();
  });
});
