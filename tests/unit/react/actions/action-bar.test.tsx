// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionHooks, ActionTicket, ServerButton } from '@core';
import { ActionBar } from '@react/actions';
import { isLongLabel } from '@react/actions/action-bar';
import { RuntimeProvider } from '@react';
import { createScenario, gatewayAdapter, type Actor } from '../../core/buttons/support';

afterEach(cleanup);

async function renderBar(actor: Actor, id: string, options: { hooks?: ActionHooks; ticket?: Partial<ActionTicket>; buttons?: ServerButton[] } = {}) {
  const buttons = options.buttons ?? (await actor.buttons(id));
  const ticket = { ...(await actor.ticket(id)), ...options.ticket };
  const onRun = vi.fn();
  const view = render(
    <RuntimeProvider runtime={actor.runtime}>
      <ActionBar buttons={buttons} ticket={ticket} hooks={options.hooks} onRun={onRun} />
    </RuntimeProvider>,
  );
  // An action runs a whole gateway transition in process: under a full parallel run it can take over a second.
  const done = (n = 1) => waitFor(() => expect(onRun).toHaveBeenCalledTimes(n), { timeout: 5000 });
  return { ...view, onRun, done };
}

const toolbar = () => screen.getByRole('toolbar');
const barButtons = () => within(toolbar()).getAllByRole('button').map((b) => b.textContent);

describe('ActionBar', () => {
  it("loads its buttons' actions (lazy actions, as in the app): the buttons show at once, disabled until their code is there", async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi', { lazyActions: true });
    expect(lisi.runtime.registry.actions.list()).toEqual([]);
    await renderBar(lisi, id);
    // At once the bar shows the buttons it will have (no jump), disabled and busy until their code is there.
    expect(barButtons()).toEqual(['更多', '转派', '提交']);
    expect(toolbar().getAttribute('aria-busy')).toBe('true');
    expect(within(toolbar()).getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    await waitFor(() => expect(toolbar().getAttribute('aria-busy')).toBeNull());
    expect((within(toolbar()).getByText('提交').closest('button') as HTMLButtonElement).disabled).toBe(false);
    // Only the actions of this ticket's buttons were loaded.
    const loaded = lisi.runtime.registry.actions.list().map((def) => def.type);
    expect(loaded).toEqual(expect.arrayContaining(['COMMIT', 'TRANSFER', 'CLOSE']));
    expect(loaded).not.toContain('APPROVE_PASS');
  });

  it('shows the server buttons through the engine: two inline (primary right), the rest under More', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi');
    await renderBar(lisi, id);
    expect(barButtons()).toEqual(['更多', '转派', '提交']);
    expect(within(toolbar()).getByText('提交').closest('button')!.className).toContain('adm-button-primary');
    fireEvent.click(within(toolbar()).getByText('更多'));
    const sheet = await screen.findByRole('dialog', { name: '更多操作' });
    const names = within(sheet).getAllByRole('button').map((n) => n.textContent);
    // Cancel is dropped from the actions (the sheet's own Cancel closes it); copy stays (the host did not set clearCopyBtn).
    expect(names).toEqual(['回退', '回退至处理人', '挂起', '修改', '添加处理人', '会签', '抄送', '关闭', '加入知识库', '复制', '取消']);
  });

  it('close from the More sheet: the reason is required inline, then the ticket closes and the page refreshes', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi');
    const refresh = vi.fn();
    const { done } = await renderBar(lisi, id, { hooks: { refresh } });
    fireEvent.click(within(toolbar()).getByText('更多'));
    fireEvent.click(await screen.findByText('关闭'));
    const dialog = await screen.findByRole('dialog', { name: '关闭' });
    fireEvent.click(within(dialog).getByText('确定'));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', '原因不能为空');
    expect(lisi.events['action:start']).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '用户已自行解决' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByText('确定'));
    await done();
    expect(s.stored(id).dataStatus).toBe(40);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(lisi.toasts('success')).toEqual(['关闭成功']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '关闭' })).toBeNull());
  });

  it('a second tap while the action runs sends nothing (its own loading flag)', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    await s.act('lisi', 'hangup', { workOrderId: id });
    const lisi = await s.as('lisi');
    const { done, onRun } = await renderBar(lisi, id);
    const resume = within(toolbar()).getByText('解挂').closest('button')!;
    fireEvent.click(resume);
    fireEvent.click(resume);
    await done(2);
    expect(onRun.mock.calls.map((c) => c[1].status).sort()).toEqual(['busy', 'success']);
    expect(s.stored(id).history.filter((h) => h.action === 'HANGDOWN')).toHaveLength(1);
  });

  it('a frozen ticket: the notice, and only resume and copy enabled', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    await s.act('lisi', 'hangup', { workOrderId: id });
    const lisi = await s.as('lisi', { language: 'en' });
    await renderBar(lisi, id);
    expect(screen.getByText('The ticket is frozen: only Resume and Copy are available')).toBeTruthy();
    const buttons = within(toolbar()).getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, (b as HTMLButtonElement).disabled])).toEqual([
      ['Copy', false],
      ['Resume', false],
    ]);
  });

  it('someone else changed the ticket: Refresh reloads and sends nothing, Overwrite sends', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi');
    const refresh = vi.fn();
    const getFormData = () => ({ resolution: '更换硒鼓' });
    const { done } = await renderBar(lisi, id, { hooks: { refresh, getFormData }, ticket: { version: 0 } });
    const update = () => {
      fireEvent.click(within(toolbar()).getByText('更多'));
      fireEvent.click(screen.getAllByText('修改').at(-1)!);
    };
    update();
    expect(await screen.findByText('工单已被他人修改')).toBeTruthy();
    expect(screen.getByText(/张三\(Zhang San\)在您打开后修改了该工单/)).toBeTruthy();
    fireEvent.click(screen.getByText('刷新'));
    await done();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(s.stored(id).history.some((h) => h.action === 'UPDATE')).toBe(false);

    update();
    fireEvent.click(await screen.findByText('覆盖'));
    await done(2);
    expect(s.stored(id).formData.resolution).toBe('更换硒鼓');
    expect(lisi.posted).toEqual([{ type: 'updateWorkOrderSuccess' }]);
  });

  it('transfer modal: tabs of users and groups, one user chosen', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi', { language: 'en' });
    const { done } = await renderBar(lisi, id);
    fireEvent.click(within(toolbar()).getByText('Transfer'));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
    expect(within(dialog).getByText('Current handlers')).toBeTruthy();
    expect(within(dialog).getByText('Groups')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('Confirm'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The handler and the transfer target cannot be empty');
    fireEvent.click(within(dialog).getByText('Sun Qi'));
    fireEvent.click(within(dialog).getByText('Confirm'));
    await done();
    expect(s.stored(id).tasks.filter((t) => t.status === 'active').map((t) => t.assignee)).toEqual(['10005']);
  });

  it('endorse modal: people and the required note', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi');
    const { done } = await renderBar(lisi, id);
    fireEvent.click(within(toolbar()).getByText('更多'));
    fireEvent.click(await screen.findByText('会签'));
    const dialog = await screen.findByRole('dialog', { name: '会签' });
    fireEvent.click(within(dialog).getByText('王五(Wang Wu)'));
    expect(within(dialog).getByText('确定 (1)')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('确定 (1)'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('原因不能为空');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '请确认网络侧' } });
    fireEvent.click(within(dialog).getByText('确定 (1)'));
    await done();
    expect(s.stored(id).tasks.filter((t) => t.kind === 'sign').map((t) => [t.assignee, t.comment])).toEqual([['10003', '请确认网络侧']]);
  });

  it('assign modal: the default handlers come preselected; the node may be left to its group', async () => {
    const s = createScenario();
    const id = await s.atApproval();
    const zhaoliu = await s.as('zhaoliu');
    const { done } = await renderBar(zhaoliu, id);
    fireEvent.click(within(toolbar()).getByText('审批通过'));
    const dialog = await screen.findByRole('dialog', { name: '审批通过' });
    expect(within(dialog).getByText('下一节点：一线处理')).toBeTruthy();
    const people = within(dialog).getByRole('listbox');
    expect(people.getAttribute('aria-multiselectable')).toBe('true');
    expect(within(people).getAllByRole('option', { selected: true })).toHaveLength(2);
    fireEvent.click(within(dialog).getByText('交给 一线服务台 领取'));
    fireEvent.click(within(dialog).getByText('确定'));
    await done();
    expect(s.stored(id).dataStatus).toBe(10);
  });

  it('a plugin component replaces the built-in modal of its kind', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi');
    const { builtinActionPlugins } = await import('@plugins/actions');
    const { createRuntime, createMemoryStorage } = await import('@core');
    const close = builtinActionPlugins.find((p) => p.type === 'CLOSE')!;
    const Mine = ({ onSubmit }: { onSubmit: (input: { reason: string }) => void }) => (
      <button type="button" onClick={() => onSubmit({ reason: 'from my modal' })}>
        my close
      </button>
    );
    const runtime = createRuntime({
      plugins: { actions: [...builtinActionPlugins, { ...close, component: Mine, override: true }] },
      storage: createMemoryStorage({ token: lisi.storage.getItem('token')!, language: 'zh' }),
      requestAdapter: gatewayAdapter(s.gateway),
    });
    const onRun = vi.fn();
    render(
      <RuntimeProvider runtime={runtime}>
        <ActionBar buttons={[{ name: '关闭', status: 'enable', extString: 'CLOSE', orderNumber: 1 }]} ticket={{ workOrderId: id, dataStatus: 0 }} onRun={onRun} />
      </RuntimeProvider>,
    );
    fireEvent.click(within(toolbar()).getByText('关闭'));
    fireEvent.click(await screen.findByText('my close'));
    await waitFor(() => expect(onRun).toHaveBeenCalled());
    expect(s.stored(id).history.at(-1)).toMatchObject({ action: 'CLOSE', reason: 'from my modal' });
    await act(async () => undefined);
  });
});

describe('isLongLabel', () => {
  it('marks names wider than six Chinese characters or twelve Latin letters for the two-line style', () => {
    expect(isLongLabel('提交')).toBe(false);
    expect(isLongLabel('回退至处理人')).toBe(false);
    expect(isLongLabel('提交至原处理人')).toBe(true);
    expect(isLongLabel('Transfer')).toBe(false);
    expect(isLongLabel('Submit to original handler')).toBe(true);
  });
});
