import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('ADD_ASSIGNEE', () => {
  it('adds processors to the current node', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi', { language: 'en' });
    const run = await lisi.run('ADD_ASSIGNEE', id, { input: { userIds: ['10005'] } });
    expect(run.status).toBe('success');
    // No reason field for this action.
    expect(run.ui.modals[0]).toMatchObject({ kind: 'endorse', reason: undefined });
    expect(lisi.toasts('success')).toEqual(['Added successfully']);
    expect(s.stored(id).tasks.filter((t) => t.status === 'active').map((t) => t.assignee).sort()).toEqual(['10002', '10005']);
  });

  it('added processors cannot duplicate current processors', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi', { language: 'en' });
    const run = await lisi.run('ADD_ASSIGNEE', id, { input: { userIds: ['10005', '10002'] } });
    expect(run).toMatchObject({ status: 'blocked', message: 'Added processors cannot duplicate current processors' });
    expect(lisi.events['action:start']).toEqual([]);
  });
});
