import { describe, expect, it, vi } from 'vitest';
import { createScenario, scriptedUi } from '../../../tests/unit/core/buttons/support';

describe('COMMIT', () => {
  it('submits to the next node, toasts "Submitted successfully" and hands the result to the transfer routine', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi', { language: 'en' });
    const transfer = vi.fn();
    const run = await lisi.run('COMMIT', id, { hooks: { transfer, getFormData: () => ({ resolution: 'Cleared the paper path' }) } });
    expect(run.status).toBe('success');
    // Nobody to choose at the approval node (it goes to the requester's leader): no modal.
    expect(run.ui.modals).toHaveLength(0);
    expect(lisi.toasts('success')).toEqual(['Submitted successfully']);
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(transfer.mock.calls[0]![0]).toMatchObject({ workOrderId: id, currentNodeId: 'Task_approve', dataStatus: 0 });
    const detail = await lisi.detail(id);
    expect(detail.currentNodeId).toBe('Task_approve');
    expect((detail.formData as Record<string, unknown>).resolution).toBe('Cleared the paper path');
    expect(lisi.events['action:success'].map((e) => e.type)).toEqual(['COMMIT']);
  });

  it('a second click while the first submit is in flight sends nothing (the submit flag)', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi');
    const buttons = lisi.controller.buttons(await lisi.buttons(id), await lisi.ticket(id));
    const commit = buttons.find((b) => b.type === 'COMMIT')!;
    const ticket = await lisi.ticket(id);
    const ui = scriptedUi();
    const submitFlag: boolean[] = [false];
    lisi.controller.state.subscribe(() => {
      const on = lisi.controller.state.isLoading('submit');
      if (submitFlag.at(-1) !== on) submitFlag.push(on);
    });
    const [first, second] = await Promise.all([lisi.controller.run(commit, ticket, {}, ui), lisi.controller.run(commit, ticket, {}, ui)]);
    expect(first.status).toBe('success');
    expect(second.status).toBe('busy');
    // The flag went on once and off once: one call.
    expect(submitFlag).toEqual([false, true, false]);
    const history = s.gateway.store.data.workflow!.tickets[id]!.history.filter((h) => h.action === 'COMMIT');
    expect(history).toHaveLength(1);
  });

  it('offers Refresh or Overwrite when someone else changed the ticket; Refresh sends nothing', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi', { language: 'en' });
    const refresh = vi.fn();
    // The page loaded version 0; the requester's start changed it since.
    const refreshed = await lisi.run('COMMIT', id, { ticket: { version: 0 }, conflict: 'refresh', hooks: { refresh } });
    expect(refreshed.status).toBe('refreshed');
    expect(refreshed.ui.conflicts).toEqual([{ kind: 'changed', updatedBy: 'Zhang San', version: expect.any(Number) }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(lisi.events['order:refresh']).toEqual([{ workOrderId: id }]);
    expect((await lisi.detail(id)).currentNodeId).toBe('Task_accept');

    const overwritten = await lisi.run('COMMIT', id, { ticket: { version: 0 }, conflict: 'overwrite' });
    expect(overwritten.status).toBe('success');
    expect((await lisi.detail(id)).currentNodeId).toBe('Task_approve');
  });

  it('checks nothing when the ticket is unchanged since it was loaded', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi');
    const run = await lisi.run('COMMIT', id);
    expect(run.status).toBe('success');
    expect(run.ui.conflicts).toEqual([]);
  });

  it('stops before sending when the form is invalid', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi');
    const run = await lisi.run('COMMIT', id, { hooks: { getFormData: () => undefined } });
    expect(run.status).toBe('blocked');
    expect(lisi.events['action:start']).toEqual([]);
    expect((await lisi.detail(id)).currentNodeId).toBe('Task_accept');
  });

  it('starts a ticket that does not exist yet (create page), with the chosen handlers', async () => {
    const s = createScenario();
    const zhangsan = await s.as('zhangsan');
    const transfer = vi.fn();
    const ticket = { processDefKey: 'proc-incident', dataStatus: -10 };
    const ui = scriptedUi();
    const hooks = { transfer, getFormData: () => ({ title: 'New laptop broken', urgentLevel: 1 }) };
    // The first node is a group's: the requester chooses people or leaves it to the group.
    const empty = await zhangsan.controller.run('COMMIT', ticket, hooks, ui);
    expect(empty).toEqual({ status: 'blocked', message: '人员不能为空' });
    expect(ui.modals[0]!.data).toMatchObject({ kind: 'assign', info: { needAssign: true, nodeId: 'Task_accept', defaultUsers: [{ userId: '10002' }] } });
    const chosen = scriptedUi({ input: { assignees: ['10005'] } });
    const run = await zhangsan.controller.run('COMMIT', ticket, hooks, chosen);
    expect(run.status).toBe('success');
    expect(zhangsan.toasts('success')).toEqual(['提交成功']);
    const result = transfer.mock.calls[0]![0] as { workOrderId: string; preNum: string };
    expect(result.preNum).toMatch(/^INC-/);
    const sunqi = await s.as('sunqi');
    expect((await sunqi.detail(result.workOrderId)).currentNodeId).toBe('Task_accept');
    expect(s.gateway.store.data.workflow!.tickets[result.workOrderId]!.tasks.filter((t) => t.status === 'active').map((t) => t.assignee)).toEqual(['10005']);
  });
});
