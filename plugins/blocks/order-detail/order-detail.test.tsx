// @vitest-environment jsdom
// The detail page against the fixture gateway: header (status, urgency, number, SLA badges), tags
// with "Order detail" first, the form in the right mode (permissions, read-only when settled or when
// the user cannot edit, hidden detail), the server's action bar, and the refresh after an action.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import OrderDetail from './order-detail';
import { actAs, gatewayPerFile } from '../../../tests/unit/tickets/support';

// bpmn-js needs SVG layout (getBBox), which jsdom lacks: the viewer is a stand-in that records
// what it was asked to draw. The real one runs in the browser tests.
vi.mock('@plugins/blocks/flow-chart/viewer', () => ({
  mountFlowViewer: async (container: HTMLElement, chart: { currNodeSet: string[] }) => {
    container.setAttribute('data-drawn', chart.currNodeSet.join(','));
    return { zoomIn: () => undefined, zoomOut: () => undefined, fit: () => undefined, destroy: () => undefined };
  },
}));

const gateway = gatewayPerFile();

/** zhangsan starts an incident straight through the API; it waits at Task_accept for lisi. */
async function startIncident(title = 'Projector in room 301 shows no signal'): Promise<string> {
  const started = await gateway.call<{ workOrderId: string }>('zhangsan', 'POST', '/api/v2/biz/btn/btnaction/start', {
    processDefKey: 'proc-incident',
    formData: { title, urgentLevel: '2', description: '<p>No signal on HDMI.</p>' },
  });
  return started.workOrderId;
}

const buttonNames = () =>
  [...document.querySelectorAll('[data-testid="order-actions"] [data-action]')].map((b) => `${b.getAttribute('data-action')}:${b.textContent}`);

/** Names of every action: the inline buttons and those of the "More" sheet. */
async function allActionNames(more = '更多'): Promise<string[]> {
  const inline = [...document.querySelectorAll('[data-testid="order-actions"] [data-action]')].map((b) => b.textContent ?? '');
  const button = screen.queryByRole('button', { name: more });
  if (!button) return inline;
  fireEvent.click(button);
  const sheet = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.adm-action-sheet');
    if (!found) throw new Error('no sheet');
    return found;
  });
  const names = [...sheet.querySelectorAll('.adm-action-sheet-button-item-name')].map((b) => b.textContent ?? '');
  return [...inline, ...names];
}

describe('detail page', () => {
  it("shows the handler the header, tags with 'Order detail' first, an editable form and the server's buttons", async () => {
    const id = await startIncident();
    const lisi = await actAs(gateway, 'lisi');
    lisi.open(`/orderDetails?id=${id}`, <OrderDetail />);
    await screen.findByTestId('order-detail');
    expect(screen.getByTestId('order-title').textContent).toBe('Projector in room 301 shows no signal');
    expect(screen.getByTestId('order-status').textContent).toBe('处理中');
    expect(screen.getByTestId('order-urgency').textContent).toBe('紧急程度：高');
    expect(screen.getByTestId('order-number').textContent).toMatch(/^INC-\d{4}$/);
    expect(screen.getByTestId('order-meta-handlers').textContent).toContain('李四');
    const tags = within(screen.getByTestId('order-tags')).getAllByRole('tab');
    expect(tags[0]!.textContent).toBe('工单详情');
    expect(screen.getByTestId('schema-form').getAttribute('data-mode')).toBe('edit');
    await waitFor(() => expect(buttonNames()).toContain('COMMIT:提交'));
    const names = await allActionNames();
    expect(names).toEqual(expect.arrayContaining(['提交', '转派', '回退', '挂起', '关闭']));
    // The flow chart (bpmn-js) loads when its tab is first opened, not with the page.
    expect(screen.queryByTestId('flow-chart')).toBeNull();
    fireEvent.click(screen.getByTestId('order-tag-flowChart'));
    await waitFor(() => expect(document.querySelector('[data-drawn]')?.getAttribute('data-drawn')).toBe('Task_accept'));
    expect(screen.getByRole('tabpanel', { name: '流程图' })).toBe(screen.getByTestId('order-detail-flow'));
  });

  it('the requester sees the same ticket read-only, with only the requester buttons', async () => {
    const id = await startIncident();
    const zhangsan = await actAs(gateway, 'zhangsan', { language: 'en' });
    zhangsan.open(`/orderDetails?workOrderId=${id}`, <OrderDetail />);
    await screen.findByTestId('order-detail');
    expect(screen.getByTestId('order-status').textContent).toBe('Processing');
    expect(screen.getByTestId('schema-form').getAttribute('data-mode')).toBe('readOnly');
    expect(within(screen.getByTestId('order-tags')).getAllByRole('tab')[0]!.textContent).toBe('Order detail');
    await waitFor(() => expect(buttonNames().length).toBeGreaterThan(0));
    const names = await allActionNames('More');
    expect(names).toEqual(expect.arrayContaining(['Urge', 'Withdraw']));
    expect(names).not.toContain('Submit');
  });

  it('transfers through the action bar and reloads the detail and the buttons', async () => {
    const id = await startIncident();
    const lisi = await actAs(gateway, 'lisi');
    lisi.open(`/orderDetails?id=${id}`, <OrderDetail />);
    await screen.findByTestId('order-detail');
    const more = await screen.findByRole('button', { name: '更多' });
    fireEvent.click(more);
    fireEvent.click(await screen.findByText('转派'));
    const sheet = await screen.findByRole('dialog', { name: '转派' });
    fireEvent.click(await within(sheet).findByText(/王五/));
    fireEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(lisi.toasts('success')).toContain('转派成功'));
    await waitFor(() => expect(screen.getByTestId('order-meta-handlers').textContent).toContain('王五'));
    expect(buttonNames().some((b) => b.startsWith('COMMIT:'))).toBe(false);
    expect(screen.getByTestId('schema-form').getAttribute('data-mode')).toBe('readOnly');
  });

  it('a closed ticket shows its stored data read-only with a notice; SLA badges come from the SLA and carry their codes', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    zhangsan.open('/orderDetails?id=4ba0fe6adc6574b73b115062889dede1', <OrderDetail />);
    await screen.findByTestId('order-detail');
    expect(screen.getByTestId('order-status').textContent).toBe('已关闭');
    expect(screen.getByText('工单状态为“已关闭”，表单只读')).toBeTruthy();
    expect(screen.getByTestId('schema-form').getAttribute('data-mode')).toBe('readOnly');
    cleanup();
    // Urgency 3 ("very high"): a 30-minute response target for the SLA and the desk step's OLA, both due within 30 minutes.
    const { workOrderId } = await gateway.call<{ workOrderId: string }>('zhangsan', 'POST', '/api/v2/biz/btn/btnaction/start', {
      processDefKey: 'proc-incident',
      formData: { title: 'Core switch down', urgentLevel: '3', description: '<p>Floor 3 offline.</p>' },
    });
    zhangsan.open(`/orderDetails?id=${workOrderId}`, <OrderDetail />);
    const badges = await screen.findAllByTestId('order-sla');
    expect(badges.map((badge) => badge.getAttribute('data-code'))).toEqual(['6', '8']);
    expect(badges.map((badge) => badge.textContent)).toEqual(['OLA响应即将超时', 'SLA响应即将超时']);
  });

  it('a finished ticket shows the labels of its stored option codes, not the codes', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    // INC-0003, finished (20): saved without display texts, so its options give the labels.
    zhangsan.open('/orderDetails?id=8043e21827df36bb6c42c382da0cb3de', <OrderDetail />);
    await screen.findByTestId('order-detail');
    const shown = (code: string) => document.querySelector(`[data-field="${code}"] .sd-form-item__control, [data-field$=".${code}"] .sd-form-item__control`)?.textContent;
    await waitFor(() => expect(shown('closeCode')).toBe('已解决'));
    await waitFor(() => expect(shown('urgentLevel')).toBe('低'));
    await waitFor(() => expect(shown('impact')).not.toBe('impact-dept'));
    expect(shown('impact')).not.toBe('--');
    await waitFor(() => expect(shown('category')).toBe('硬件'));
  });

  it('the history tag lists what happened', async () => {
    const id = await startIncident();
    const zhangsan = await actAs(gateway, 'zhangsan');
    zhangsan.open(`/orderDetails?id=${id}`, <OrderDetail />);
    await screen.findByTestId('order-detail');
    fireEvent.click(screen.getByTestId('order-tag-history'));
    const entries = await screen.findAllByTestId('history-entry');
    expect(entries[0]!.getAttribute('data-action')).toBe('START');
  });

  it('opening the detail writes one browse record for the viewer; ?tab= opens that tab, whose code and data load only then', async () => {
    const id = await startIncident();
    const lisi = await actAs(gateway, 'lisi');
    lisi.open(`/orderDetails?id=${id}&tab=history`, <OrderDetail />);
    await screen.findByTestId('order-detail');
    expect(screen.getByTestId('order-tag-history').closest('[role="tab"]')!.getAttribute('aria-selected')).toBe('true');
    expect((await screen.findAllByTestId('history-entry'))[0]!.getAttribute('data-action')).toBe('START');
    const records = await waitFor(async () => {
      const page = await gateway.call<{ records: Array<{ userId: string }> }>('zhangsan', 'GET', `/api/v2/biz/browsehistory/getPage/${id}`);
      if (page.records.length === 0) throw new Error('no browse record yet');
      return page.records;
    });
    expect(records.map((record) => record.userId)).toEqual(['10002']);
  });

  it("the header's tags row follows the tags tab: a tag added there shows in the header without a reload", async () => {
    const id = await startIncident();
    const lisi = await actAs(gateway, 'lisi');
    lisi.open(`/orderDetails?id=${id}&tab=tag`, <OrderDetail />);
    await screen.findByTestId('order-detail');
    expect(screen.queryByTestId('order-header-tags')).toBeNull();
    fireEvent.change(await screen.findByTestId('tag-input'), { target: { value: 'VPN' } });
    fireEvent.click(screen.getByTestId('tag-add'));
    await waitFor(() => expect(screen.getByTestId('order-header-tags').textContent).toBe('VPN'));
  });

  it("a node with its own tab list shows those tabs, in its order, after Order detail and the flow chart", async () => {
    // Through approval and first line (urgency 1) to the follow-up step, whose tabs are history, replies and SLA.
    const { workOrderId: id } = await gateway.call<{ workOrderId: string }>('zhangsan', 'POST', '/api/v2/biz/btn/btnaction/start', {
      processDefKey: 'proc-incident',
      formData: { title: 'Mouse not working', urgentLevel: '1', description: '<p>USB mouse dead.</p>' },
      assignees: ['10002'],
    });
    await gateway.call('lisi', 'POST', '/api/v2/biz/btn/btnaction/commit', { workOrderId: id });
    await gateway.call('zhaoliu', 'POST', '/api/v2/biz/btn/btnaction/approvePass', { workOrderId: id, comment: 'ok' });
    // First line: Li Si's commit moves it on to the follow-up step (the step's completion rule).
    await gateway.call('lisi', 'POST', '/api/v2/biz/btn/btnaction/commit', { workOrderId: id });
    const lisi = await actAs(gateway, 'lisi');
    lisi.open(`/orderDetails?id=${id}`, <OrderDetail />);
    await screen.findByTestId('order-detail');
    expect(screen.getByTestId('order-meta-node').textContent).toContain('回访确认');
    expect(within(screen.getByTestId('order-tags')).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['工单详情', '流程图', '处理记录', '回复', 'SLA']);
  });

  it('the tags are a tab list: arrow keys move the selection and focus, each tab controls its panel', async () => {
    const id = await startIncident();
    const zhangsan = await actAs(gateway, 'zhangsan');
    zhangsan.open(`/orderDetails?id=${id}`, <OrderDetail />);
    await screen.findByTestId('order-detail');
    const list = screen.getByRole('tablist', { name: '工单内容' });
    expect(list).toBe(screen.getByTestId('order-tags'));
    const tabs = within(list).getAllByRole('tab');
    const [detailTab, chartTab] = tabs;
    const historyTab = tabs.at(-1)!;
    // Order detail first, the flow chart, then the plugin tabs in their default order, the history last.
    expect(tabs.map((tab) => tab.textContent)).toEqual(['工单详情', '流程图', '审批信息', '流程信息', '回复', 'SLA', '标签', '关联工单', '浏览记录', '字段修改记录', '处理记录'].filter((name) => tabs.some((tab) => tab.textContent === name)));
    expect(tabs.slice(0, 3).map((tab) => tab.textContent)).toEqual(['工单详情', '流程图', '审批信息']);
    expect(historyTab.textContent).toBe('处理记录');
    expect(detailTab!.getAttribute('aria-selected')).toBe('true');
    expect(detailTab!.tabIndex).toBe(0);
    expect(historyTab.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: '工单详情' })).toBe(screen.getByTestId('order-detail-form'));
    fireEvent.keyDown(detailTab!, { key: 'ArrowRight' });
    expect(chartTab!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('order-detail-flow').hidden).toBe(false);
    fireEvent.keyDown(chartTab!, { key: 'End' });
    expect(screen.getByTestId('order-detail-flow').hidden).toBe(true);
    expect(historyTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(historyTab);
    expect(screen.getByTestId('order-detail-form').hidden).toBe(true);
    const panel = screen.getByRole('tabpanel', { name: '处理记录' });
    expect(historyTab.getAttribute('aria-controls')).toBe(panel.id);
    expect((await within(panel).findAllByTestId('history-entry'))[0]!.getAttribute('data-action')).toBe('START');
    fireEvent.keyDown(historyTab, { key: 'Home' });
    expect(document.activeElement).toBe(detailTab);
    expect(screen.getByTestId('order-detail-form').hidden).toBe(false);
    // The ticket's title is a heading below the page's h1 (the layout's title).
    expect(screen.getByRole('heading', { level: 2, name: 'Projector in room 301 shows no signal' })).toBe(screen.getByTestId('order-title'));
  });

  it('history entries the server sent without a name get the translated action name, never the code (zh and en)', async () => {
    const id = await startIncident();
    const history = [
      { id: 'h3', action: 'MYSTERY_STEP', actorName: '李四' },
      { id: 'h2', action: 'TRANSFER', actorName: '李四' },
      { id: 'h1', action: 'START', actorName: '张三' },
    ];
    for (const [language, names] of [
      ['zh', ['MYSTERY_STEP', '转派', '创建工单']],
      ['en', ['MYSTERY_STEP', 'Transfer', 'Create ticket']],
    ] as const) {
      await gateway.fault({ match: 'queryHistoryByOrderId', status: 200, body: { code: 100000, msg: 'success', data: history }, times: 1 });
      const zhangsan = await actAs(gateway, 'zhangsan');
      zhangsan.runtime.i18n.setLanguage(language);
      zhangsan.open(`/orderDetails?id=${id}`, <OrderDetail />);
      await screen.findByTestId('order-detail');
      fireEvent.click(screen.getByTestId('order-tag-history'));
      const entries = await screen.findAllByTestId('history-entry');
      expect(entries.map((entry) => entry.querySelector('b')?.textContent)).toEqual(names);
      cleanup();
    }
  });

  it('an unknown ticket shows the failure with its message', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    zhangsan.open('/orderDetails?id=does-not-exist', <OrderDetail />);
    const error = await screen.findByTestId('order-detail-error');
    expect(error.textContent).toContain('工单加载失败');
  });
});
