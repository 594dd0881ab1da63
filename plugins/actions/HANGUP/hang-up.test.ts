import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('HANGUP', () => {
  it('freezes the ticket with an optional reason; afterwards every button but resume and copy is disabled', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi', { language: 'en' });
    const run = await lisi.run('HANGUP', id, { input: { reason: '  waiting for the vendor  ' } });
    expect(run.status).toBe('success');
    expect(run.ui.modals[0]).toMatchObject({ kind: 'simple', reason: 'optional', title: 'Hang up' });
    expect(lisi.toasts('success')).toEqual(['Hung up successfully']);
    expect(s.stored(id).dataStatus).toBe(50);
    expect(s.stored(id).history.at(-1)).toMatchObject({ action: 'HANGUP', reason: 'waiting for the vendor' });
    const ticket = await lisi.ticket(id);
    const buttons = lisi.controller.buttons(await lisi.buttons(id), ticket);
    expect(buttons.filter((b) => !b.disabled).map((b) => b.type)).toEqual(['HANGDOWN', 'COPY']);
  });

  it('a frozen ticket cannot be operated: the flow refuses with the spec message and sends nothing', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    await s.act('lisi', 'hangup', { workOrderId: id });
    const lisi = await s.as('lisi', { language: 'en' });
    const run = await lisi.run('TRANSFER', id, { skipButtonCheck: true, input: { userIds: ['10005'] } });
    expect(run).toMatchObject({ status: 'blocked', message: 'The ticket is frozen and cannot be operated' });
    expect(lisi.toasts('error')).toEqual(['The ticket is frozen and cannot be operated']);
    expect(run.ui.modals).toEqual([]);
    expect(lisi.events['action:start']).toEqual([]);
  });

  it('the reason is optional but at most 500 characters', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi');
    const long = await lisi.run('HANGUP', id, { input: { reason: 'x'.repeat(501) } });
    expect(long).toMatchObject({ status: 'blocked', message: '原因不能超过500个字符' });
    expect(s.stored(id).dataStatus).toBe(0);
    expect((await lisi.run('HANGUP', id, { input: {} })).status).toBe('success');
  });
});
