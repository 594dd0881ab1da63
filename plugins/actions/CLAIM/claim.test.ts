import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('CLAIM', () => {
  it('a group member claims a ticket waiting for the group', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    await s.act('lisi', 'transfer', { workOrderId: id, groupId: 'g-desk-l1' });
    expect(s.stored(id).dataStatus).toBe(10);
    const sunqi = await s.as('sunqi', { language: 'en' });
    const run = await sunqi.run('CLAIM', id);
    expect(run.status).toBe('success');
    expect(run.ui.modals).toEqual([]);
    expect(sunqi.toasts('success')).toEqual(['Claimed successfully']);
    expect(s.stored(id).dataStatus).toBe(0);
    expect(s.stored(id).tasks.filter((t) => t.status === 'active').map((t) => t.assignee)).toEqual(['10005']);
  });
});
