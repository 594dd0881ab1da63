// @vitest-environment jsdom
// The create page against the fixture gateway in process: header and form, defaults and the
// modelAnalysis prefill, validation, the draft flow (save, reopen, update, delete, submit), the
// assign modal on submit, 100006, and the local copy that survives a failed submit and a reload.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@core';
import OrderCreate from './order-create';
import { FORM_LOCAL_STORAGE_KEY, readLocalCopies } from '@plugins/blocks/ticket-shared/local-copy';
import { actAs, gatewayPerFile } from '../../../tests/unit/tickets/support';

const INCIDENT = 'proc-incident:3:90017';
/** Everything required but the title, through the modelAnalysis parameter. */
const prefill = { urgentLevel: '2', occurTime: dayjs().subtract(1, 'hour').format('YYYY-MM-DD HH:mm:ss'), description: '<p>Outlook cannot connect since 8 am.</p>' };
const createUrl = (extra: Record<string, unknown> = prefill) => `/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}&modelAnalysis=${encodeURIComponent(JSON.stringify(extra))}`;

const gateway = gatewayPerFile();

const titleBox = () => within(document.querySelector('[data-field="title"]') as HTMLElement).getByRole('textbox');
const typeTitle = (value: string) => fireEvent.change(titleBox(), { target: { value } });
const tickets = async () => Object.values((await gateway.state()).workflow?.tickets ?? {});

describe('create page', () => {
  it('shows the template header and the form with defaults and the modelAnalysis prefill', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    zhangsan.open(createUrl({ ...prefill, title: 'Prefilled title' }), <OrderCreate />);
    await screen.findByTestId('order-create');
    expect(screen.getByTestId('order-create-process').textContent).toBe('事件管理');
    expect(screen.getByTestId('order-create-header').textContent).toContain('张三');
    await waitFor(() => expect((titleBox() as HTMLInputElement).value).toBe('Prefilled title'));
    expect(screen.getByTestId('order-create-submit').textContent).toBe('提交');
    expect(screen.getByTestId('order-create-save-draft').textContent).toBe('保存草稿');
    expect(screen.queryByTestId('order-create-delete-draft')).toBeNull();
  });

  it("applies the form's dynamic rules from the create body: the service request's form-load rule makes the phone required", async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    zhangsan.open(`/orderCreate?processDefId=${encodeURIComponent('proc-request:3:90017')}`, <OrderCreate />);
    await screen.findByTestId('order-create');
    await waitFor(() => expect(document.querySelector('[data-field="contactPhone"] .sd-form-item__required')).not.toBeNull());
    expect(document.querySelector('[data-field="budgetCode"] .sd-form-item__required')).toBeNull();
  });

  it('an invalid form sends nothing and shows the required message', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    zhangsan.open(createUrl({}), <OrderCreate />);
    await screen.findByTestId('order-create-submit');
    fireEvent.click(screen.getByTestId('order-create-submit'));
    await waitFor(() => expect(document.querySelector('[data-field="title"]')?.textContent).toContain('请输入必填项'));
    expect(await tickets()).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The first invalid field has the focus, marked invalid and described by its message (issue 13).
    const title = document.querySelector<HTMLElement>('[data-field="title"] textarea')!;
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toContain('请输入必填项');
  });

  it('saves a draft, reopens it, updates it, and submits it with the preselected next handler', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    const view = zhangsan.open(createUrl(), <OrderCreate />);
    await screen.findByTestId('order-create-save-draft');
    typeTitle('Mail server down on floor 5');
    fireEvent.click(screen.getByTestId('order-create-save-draft'));
    await waitFor(() => expect(zhangsan.toasts('success')).toContain('草稿已保存！'));
    const [draft] = await tickets();
    expect(draft).toMatchObject({ isDraft: true, dataStatus: -10 });
    expect(draft!.formData.title).toBe('Mail server down on floor 5');
    await waitFor(() => expect(view.location()).toBe(`/orderCreate?draftId=${draft!.workOrderId}`));

    // The draft reopens with its data; the footer offers update and delete.
    await screen.findByTestId('order-create-draft-tag');
    await waitFor(() => expect((titleBox() as HTMLInputElement).value).toBe('Mail server down on floor 5'));
    expect(screen.getByTestId('order-create-save-draft').textContent).toBe('更新草稿');
    typeTitle('Mail server down on floors 5 and 6');
    fireEvent.click(screen.getByTestId('order-create-save-draft'));
    await waitFor(() => expect(zhangsan.toasts('success').filter((m) => m === '草稿已保存！')).toHaveLength(2));
    expect((await tickets())[0]!.formData.title).toBe('Mail server down on floors 5 and 6');

    fireEvent.click(screen.getByTestId('order-create-submit'));
    const sheet = await screen.findByRole('dialog', { name: '提交' });
    expect(sheet.textContent).toContain('服务台受理');
    expect(sheet.textContent).toContain('李四');
    fireEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(zhangsan.toasts('success')).toContain('提交成功'));
    await waitFor(() => expect(view.location()).toBe(`/orderDetails?id=${draft!.workOrderId}`));
    expect((await tickets())[0]).toMatchObject({ isDraft: false, dataStatus: 0, currentNodeId: 'Task_accept' });
    expect(readLocalCopies(zhangsan.storage)).toEqual({});
  });

  it('deletes a draft after confirmation and returns to the flow center', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    const view = zhangsan.open(createUrl(), <OrderCreate />);
    await screen.findByTestId('order-create-save-draft');
    typeTitle('A draft to throw away');
    fireEvent.click(screen.getByTestId('order-create-save-draft'));
    await screen.findByTestId('order-create-delete-draft');
    fireEvent.click(screen.getByTestId('order-create-delete-draft'));
    const confirm = await screen.findByRole('button', { name: '确定' });
    fireEvent.click(confirm);
    await waitFor(() => expect(zhangsan.toasts('success')).toContain('删除成功'));
    await waitFor(() => expect(view.location()).toBe('/flowCenter'));
    expect(await tickets()).toHaveLength(0);
  });

  it('a failed submit keeps the input in the form and in formLocalStorageMap; a reload offers to restore it', async () => {
    const storage = createMemoryStorage();
    const zhangsan = await actAs(gateway, 'zhangsan', { storage });
    await gateway.fault({ match: 'btnaction/start', status: 500, times: 1 });
    zhangsan.open(createUrl(), <OrderCreate />);
    await screen.findByTestId('order-create-submit');
    typeTitle('Typed before the failure');
    fireEvent.click(screen.getByTestId('order-create-submit'));
    const sheet = await screen.findByRole('dialog', { name: '提交' });
    fireEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(zhangsan.toasts('info')).toContain('提交未成功，已填写的内容已保存在本机'));
    expect((titleBox() as HTMLInputElement).value).toBe('Typed before the failure');
    expect(await tickets()).toHaveLength(0);
    const stored = readLocalCopies(storage)[INCIDENT];
    expect(stored?.values.title).toBe('Typed before the failure');
    expect(JSON.parse(storage.getItem(FORM_LOCAL_STORAGE_KEY) ?? '{}')).toHaveProperty([INCIDENT]);

    // "Reload": a new runtime on the same storage opens the page again.
    cleanup();
    const again = await actAs(gateway, 'zhangsan', { storage });
    again.open(createUrl(), <OrderCreate />);
    await screen.findByText('发现未提交的内容');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '恢复' }));
    });
    await waitFor(() => expect((titleBox() as HTMLInputElement).value).toBe('Typed before the failure'));
    expect(again.toasts('success')).toContain('已恢复本地保存的内容');
  });

  it('discarding the offered copy removes it', async () => {
    const storage = createMemoryStorage();
    storage.setItem(FORM_LOCAL_STORAGE_KEY, JSON.stringify({ [INCIDENT]: { values: { title: 'Old input' }, time: Date.now() - 60000, userId: '10001' } }));
    const zhangsan = await actAs(gateway, 'zhangsan', { storage });
    zhangsan.open(createUrl(), <OrderCreate />);
    await screen.findByText('发现未提交的内容');
    fireEvent.click(screen.getByRole('button', { name: '不恢复' }));
    await waitFor(() => expect(readLocalCopies(storage)).toEqual({}));
    expect((titleBox() as HTMLInputElement).value).toBe('');
  });

  it("another user's copy is never offered", async () => {
    const storage = createMemoryStorage();
    storage.setItem(FORM_LOCAL_STORAGE_KEY, JSON.stringify({ [INCIDENT]: { values: { title: 'Not yours' }, time: Date.now(), userId: '10002' } }));
    const zhangsan = await actAs(gateway, 'zhangsan', { storage });
    zhangsan.open(createUrl(), <OrderCreate />);
    await screen.findByTestId('order-create-submit');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('发现未提交的内容')).toBeNull();
  });

  it("without a template in the address, opens the role check's default process", async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    await zhangsan.runtime.session.checkRoles();
    // zhangsan's only role (requester) names the service-request process.
    expect(zhangsan.runtime.session.getDefaultProcessId()).toBe('proc-request');
    zhangsan.open('/orderCreate', <OrderCreate />);
    await screen.findByTestId('order-create');
    expect(screen.getByTestId('order-create-process').textContent).toBe('服务请求');
    cleanup();
    zhangsan.runtime.session.clear();
    zhangsan.open('/orderCreate', <OrderCreate />);
    expect(await screen.findByText('请从流程中心选择要发起的流程')).toBeTruthy();
  });

  it('100006 shows its message instead of a form', async () => {
    const guest = await actAs(gateway, 'zhangsan', { language: 'en' });
    guest.open('/orderCreate?processDefId=proc-change:2:90017', <OrderCreate />);
    const error = await screen.findByTestId('order-create-error');
    expect(error.textContent).toContain('You are not allowed to create this ticket, or the workflow does not exist. Please contact the IT service desk');
  });
});
