// @vitest-environment jsdom
// Lost updates on the detail page against the fixture gateway (issue 11 item 6): two handlers save
// the same ticket from the same version: the second one gets the "changed by someone else" choice
// (Refresh shows the first one's data, Overwrite saves). A hang-up whose answer is lost on the way
// (applied, never answered) reloads the page: it shows the frozen ticket and its buttons, not
// "Processing" with a hang-up that the server would refuse as frozen.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import OrderDetail from '@plugins/blocks/order-detail/order-detail';
import { actAs, gatewayPerFile } from './support';

vi.mock('@plugins/blocks/flow-chart/viewer', () => ({
  mountFlowViewer: async () => ({ zoomIn: () => undefined, zoomOut: () => undefined, fit: () => undefined, destroy: () => undefined }),
}));

const gateway = gatewayPerFile();
const USERS = { lisi: '10002', sunqi: '10005' };

/** An incident at the service desk, handled by Li Si and Sun Qi; its id and version. */
async function sharedIncident(): Promise<{ id: string; version: number }> {
  const { workOrderId: id } = await gateway.call<{ workOrderId: string }>('zhangsan', 'POST', '/api/v2/biz/btn/btnaction/start', {
    processDefKey: 'proc-incident',
    formData: { title: 'Projector in room 301 shows no signal', urgentLevel: '2', description: '<p>No signal on HDMI.</p>' },
    assignees: [USERS.lisi],
  });
  const { version } = await gateway.call<{ version: number }>('lisi', 'POST', '/api/v2/biz/btn/btnaction/addAssignee', { workOrderId: id, userIds: [USERS.sunqi] });
  return { id, version };
}

const stored = async (id: string) => (await gateway.state()).workflow!.tickets[id]!;
const actionTypes = () => [...document.querySelectorAll('[data-testid="order-actions"] [data-action]')].map((b) => b.getAttribute('data-action'));
const assetBox = () => within(document.querySelector('[data-field="assetCode"]') as HTMLElement).getByRole('textbox') as HTMLInputElement;

/** Presses an action by type: inline, or from the "More" sheet by its name. */
async function press(type: string, name: string, more = '更多'): Promise<void> {
  await waitFor(() => expect(actionTypes().length).toBeGreaterThan(0));
  const inline = document.querySelector<HTMLElement>(`[data-testid="order-actions"] [data-action="${type}"]`);
  if (inline) return void fireEvent.click(inline);
  fireEvent.click(screen.getByRole('button', { name: more }));
  const sheet = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.adm-action-sheet');
    if (!found) throw new Error('no sheet');
    return found;
  });
  fireEvent.click(within(sheet).getByText(name));
}

/** The open "changed by someone else" dialog. */
async function conflictDialog(title = '工单已被他人修改'): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = [...document.querySelectorAll<HTMLElement>('.adm-dialog')].find((d) => d.textContent?.includes(title) && d.offsetParent !== undefined);
    if (!dialog || !within(dialog).queryByText(title)) throw new Error('no conflict dialog');
    return dialog;
  });
}

describe('two handlers save the same version', () => {
  it('the second one is offered Refresh or Overwrite; Refresh shows the first one\'s data and sends nothing', async () => {
    const { id, version } = await sharedIncident();
    const sunqi = await actAs(gateway, 'sunqi');
    sunqi.open(`/orderDetails?id=${id}`, <OrderDetail />);
    await screen.findByTestId('order-detail');
    fireEvent.change(assetBox(), { target: { value: 'ZC-200002' } });

    // Li Si saves from the same version first, after Sun Qi's page checked for changes (the race the check alone cannot close).
    await gateway.fault({ match: 'checkOrderHasUpdate', status: 200, body: { code: 100000, data: { hasUpdate: false, version }, msg: 'success' }, times: 1 });
    await gateway.call('lisi', 'POST', '/api/v2/biz/btn/btnaction/update', { workOrderId: id, version, formData: { assetCode: 'ZC-100001' } });

    await press('UPDATE', '修改');
    const dialog = await conflictDialog();
    expect(dialog.textContent).toContain('李四');
    expect(within(dialog).getByText('覆盖')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('刷新'));

    await waitFor(() => expect(assetBox().value).toBe('ZC-100001'));
    expect((await stored(id)).formData.assetCode).toBe('ZC-100001');
    expect(sunqi.toasts('error')).toEqual([]);
    expect(sunqi.toasts('success')).toEqual([]);
  });

  it('Overwrite saves the second one\'s data under the current version (en)', async () => {
    const { id, version } = await sharedIncident();
    const sunqi = await actAs(gateway, 'sunqi', { language: 'en' });
    sunqi.open(`/orderDetails?id=${id}`, <OrderDetail />);
    await screen.findByTestId('order-detail');
    fireEvent.change(assetBox(), { target: { value: 'ZC-200002' } });
    await gateway.fault({ match: 'checkOrderHasUpdate', status: 200, body: { code: 100000, data: { hasUpdate: false, version }, msg: 'success' }, times: 1 });
    await gateway.call('lisi', 'POST', '/api/v2/biz/btn/btnaction/update', { workOrderId: id, version, formData: { assetCode: 'ZC-100001' } });

    await press('UPDATE', 'Update', 'More');
    const dialog = await conflictDialog('The ticket was changed by someone else');
    expect(dialog.textContent).toContain('Li Si');
    fireEvent.click(within(dialog).getByText('Overwrite'));

    await waitFor(() => expect(sunqi.toasts('success')).toEqual(['Modified successfully']));
    const ticket = await stored(id);
    expect(ticket.formData.assetCode).toBe('ZC-200002');
    expect((ticket as unknown as { version: number }).version).toBe(version + 2);
    expect(sunqi.toasts('error')).toEqual([]);
  });
});

describe('an action whose answer was lost', () => {
  it('a hang-up applied but never answered reloads the page: frozen, with the resume button, not Processing', async () => {
    const { id } = await sharedIncident();
    const lisi = await actAs(gateway, 'lisi');
    lisi.open(`/orderDetails?id=${id}`, <OrderDetail />);
    await screen.findByTestId('order-detail');
    expect(screen.getByTestId('order-status').textContent).toBe('处理中');

    await gateway.fault({ match: 'btnaction/hangup', dropAnswer: true, times: 1 });
    await press('HANGUP', '挂起');
    const modal = await screen.findByRole('dialog', { name: '挂起' });
    fireEvent.click(within(modal).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(screen.getByTestId('order-detail').getAttribute('data-status')).toBe('50'));
    expect((await stored(id)).dataStatus).toBe(50);
    expect(lisi.toasts('error')).toEqual(['未收到操作结果（网络异常或超时），操作可能已生效，已重新加载工单，请确认后再操作']);
    await waitFor(() => expect(actionTypes()).toContain('HANGDOWN'));
    expect(actionTypes()).not.toContain('HANGUP');
    expect(screen.getByText('工单已冻结，除解挂和复制外无法操作')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '挂起' })).toBeNull();
  });
});
