// @vitest-environment jsdom
// COPY ("copy and create") through the pages against the fixture gateway: the detail page's copy
// opens the create page with the source id only (the values wait in storage, never in the address);
// the create form takes the requester's side of the copy (not the number, not the handlers'
// solution, root cause or close code), and the new ticket gets its own number on submit.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@core';
import OrderCreate from './order-create';
import OrderDetail from '@plugins/blocks/order-detail/order-detail';
import { readTicketCopy, storeTicketCopy, TICKET_COPY_KEY } from '@plugins/actions/COPY';
import { actAs, gatewayPerFile } from '../../../tests/unit/tickets/support';

// bpmn-js needs SVG layout (getBBox), which jsdom lacks (see order-detail.test.tsx).
vi.mock('@plugins/blocks/flow-chart/viewer', () => ({
  mountFlowViewer: async () => ({ zoomIn: () => undefined, zoomOut: () => undefined, fit: () => undefined, destroy: () => undefined }),
}));

const INCIDENT = 'proc-incident:3:90017';
const gateway = gatewayPerFile();
const tickets = async () => Object.values((await gateway.state()).workflow?.tickets ?? {});
const box = (code: string) => document.querySelector(`[data-field="${code}"]`) as HTMLElement | null;
const titleValue = () => (within(box('title')!).getByRole('textbox') as HTMLInputElement).value;

/** The requester's form of a complete incident. */
const requesterForm = () => ({
  title: 'Projector in room 301 shows no signal',
  urgentLevel: '2',
  contactPhone: '13800000001',
  occurTime: dayjs().subtract(1, 'hour').format('YYYY-MM-DD HH:mm:ss'),
  description: '<p>No signal on HDMI.</p>',
});

/** An incident zhangsan raised and lisi resolved as far as the form goes (solution, root cause, close code). */
async function resolvedIncident(): Promise<{ id: string; incidentNo: string }> {
  const { workOrderId: id } = await gateway.call<{ workOrderId: string }>('zhangsan', 'POST', '/api/v2/biz/btn/btnaction/start', { processDefKey: 'proc-incident', formData: requesterForm() });
  await gateway.call('lisi', 'POST', '/api/v2/biz/btn/btnaction/update', { workOrderId: id, formData: { solution: 'Replaced the HDMI cable', rootCause: 'Broken cable', closeCode: 'solved' } });
  const source = (await tickets()).find((t) => t.workOrderId === id)!;
  expect(source.formData).toMatchObject({ incidentNo: expect.stringMatching(/^INC\d{12}$/), solution: 'Replaced the HDMI cable' });
  return { id, incidentNo: String(source.formData.incidentNo) };
}

/** Presses an action of the detail page's bar, inline or from the "More" sheet. */
async function pressAction(name: string) {
  await waitFor(() => expect(document.querySelectorAll('[data-testid="order-actions"] [data-action]').length).toBeGreaterThan(0));
  const inline = [...document.querySelectorAll<HTMLElement>('[data-testid="order-actions"] [data-action]')].find((b) => b.textContent === name);
  if (inline) return fireEvent.click(inline);
  fireEvent.click(screen.getByRole('button', { name: '更多' }));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.adm-action-sheet-button-item')].find((b) => b.textContent?.includes(name));
    if (!found) throw new Error(`no ${name} in the sheet`);
    return found;
  });
  fireEvent.click(item);
}

async function submitNew(actor: Awaited<ReturnType<typeof actAs>>) {
  fireEvent.click(await screen.findByTestId('order-create-submit'));
  const sheet = await screen.findByRole('dialog', { name: '提交' });
  fireEvent.click(within(sheet).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(actor.toasts('success')).toContain('提交成功'));
}

describe('copy and create', () => {
  it("copies from the detail page: the address names the source only, the form takes the requester's side, the new ticket gets its own number", async () => {
    const { id, incidentNo } = await resolvedIncident();
    const storage = createMemoryStorage();
    const zhangsan = await actAs(gateway, 'zhangsan', { storage });
    const detail = zhangsan.open(`/orderDetails?id=${id}`, <OrderDetail />);
    await screen.findByTestId('order-detail');
    await pressAction('复制');
    await waitFor(() => expect(detail.location()).toBe(`/orderCreate?processDefKey=proc-incident&copyFrom=${id}`));
    expect(readTicketCopy(storage, id, zhangsan.runtime.session.getLoginInfo()?.user.userId)?.values).toMatchObject({ title: 'Projector in room 301 shows no signal' });
    detail.unmount();

    const create = zhangsan.open(detail.location(), <OrderCreate />);
    await screen.findByTestId('order-create');
    await waitFor(() => expect(titleValue()).toBe('Projector in room 301 shows no signal'));
    expect(box('incidentNo')?.textContent).not.toContain(incidentNo);
    await submitNew(zhangsan);
    const created = (await tickets()).find((t) => t.workOrderId !== id)!;
    await waitFor(() => expect(create.location()).toBe(`/orderDetails?id=${created.workOrderId}`));
    expect(created.formData).toMatchObject({ title: 'Projector in room 301 shows no signal', contactPhone: '13800000001', urgentLevel: '2' });
    expect(created.formData.incidentNo).toMatch(/^INC\d{12}$/);
    expect(created.formData.incidentNo).not.toBe(incidentNo);
    for (const code of ['solution', 'rootCause', 'closeCode']) expect(created.formData[code] ?? '').toBe('');
    // Used up: the next create page starts empty.
    expect(storage.getItem(TICKET_COPY_KEY)).toBeNull();
  });

  it('fills only the fields the requester edits here, whatever the copy holds (a draft keeps no number and no handler fields)', async () => {
    const storage = createMemoryStorage();
    storeTicketCopy(
      storage,
      { sourceWorkOrderId: 'src-1', processDefId: INCIDENT, formData: { ...requesterForm(), title: 'Copied with everything', incidentNo: 'INC202611250001', solution: 'Theirs', rootCause: 'Theirs', closeCode: 'solved', satisfaction: 5, resolution: { x: 1 }, unknownCode: 'x' } },
      { userId: '10001' },
    );
    const zhangsan = await actAs(gateway, 'zhangsan', { storage });
    const view = zhangsan.open(`/orderCreate?processDefKey=proc-incident&copyFrom=src-1`, <OrderCreate />);
    await screen.findByTestId('order-create');
    await waitFor(() => expect(titleValue()).toBe('Copied with everything'));
    fireEvent.click(screen.getByTestId('order-create-save-draft'));
    await waitFor(() => expect(zhangsan.toasts('success')).toContain('草稿已保存！'));
    const [draft] = await tickets();
    await waitFor(() => expect(view.location()).toBe(`/orderCreate?draftId=${draft!.workOrderId}`));
    expect(draft!.formData).toMatchObject({ title: 'Copied with everything', contactPhone: '13800000001' });
    for (const code of ['incidentNo', 'solution', 'rootCause', 'closeCode', 'resolution', 'unknownCode']) expect(draft!.formData[code] ?? '').toBe('');
    expect(draft!.formData.satisfaction ?? 0).toBe(0);
    expect(storage.getItem(TICKET_COPY_KEY)).toBeNull();
  });

  it("another user's copy, or a copy of another ticket, is not used", async () => {
    const storage = createMemoryStorage();
    storeTicketCopy(storage, { sourceWorkOrderId: 'src-1', processDefId: INCIDENT, formData: { title: 'Not mine' } }, { userId: '10002' });
    const zhangsan = await actAs(gateway, 'zhangsan', { storage });
    zhangsan.open(`/orderCreate?processDefKey=proc-incident&copyFrom=src-1`, <OrderCreate />);
    await screen.findByTestId('order-create');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(titleValue()).toBe('');
    // The user is told why the form is empty.
    await waitFor(() => expect(zhangsan.toasts('info')).toEqual(['复制的内容已失效，请重新填写']));
  });
});
