import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('GETBACK', () => {
  it('asks first, then takes the ticket back to the node it was sent from', async () => {
    const s = createScenario();
    const id = await s.atApproval();
    const lisi = await s.as('lisi', { language: 'en' });
    const run = await lisi.run('GETBACK', id);
    expect(run.status).toBe('success');
    expect(run.ui.confirms).toEqual(['Take this ticket back? You will handle it again.']);
    expect(lisi.toasts('success')).toEqual(['Taken back successfully']);
    expect(s.stored(id).currentNodeId).toBe('Task_accept');
    expect(s.stored(id).tasks.filter((t) => t.status === 'active').map((t) => t.assignee)).toEqual(['10002']);
  });

  it('sends nothing when the confirmation is declined', async () => {
    const s = createScenario();
    const id = await s.atApproval();
    const lisi = await s.as('lisi');
    expect((await lisi.run('GETBACK', id, { confirm: false })).status).toBe('cancelled');
    expect(lisi.events['action:start']).toEqual([]);
    expect(s.stored(id).currentNodeId).toBe('Task_approve');
  });
});
