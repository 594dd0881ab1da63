import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('APPROVE_PASS', () => {
  it('approves with a comment and the next node handlers chosen in the assign modal', async () => {
    const s = createScenario();
    const id = await s.atApproval();
    const zhaoliu = await s.as('zhaoliu', { language: 'en' });
    const run = await zhaoliu.run('APPROVE_PASS', id, { input: { reason: 'OK', assignees: ['10005'] } });
    expect(run.status).toBe('success');
    const modal = run.ui.modals[0]!;
    expect(modal).toMatchObject({ kind: 'assign', reason: 'optional', data: { kind: 'assign', info: { nodeId: 'Task_l1', needAssign: true } } });
    expect(zhaoliu.toasts('success')).toEqual(['Approved successfully']);
    expect(s.stored(id).currentNodeId).toBe('Task_l1');
    expect(s.stored(id).tasks.filter((t) => t.status === 'active').map((t) => t.assignee)).toEqual(['10005']);
  });

  it('leaving the next node to its group is a valid choice; choosing nobody is not', async () => {
    const s = createScenario();
    const id = await s.atApproval();
    const zhaoliu = await s.as('zhaoliu', { language: 'en' });
    expect(await zhaoliu.run('APPROVE_PASS', id, { input: {} })).toMatchObject({ status: 'blocked', message: 'Personnel cannot be empty' });
    expect((await zhaoliu.run('APPROVE_PASS', id, { input: { groupId: 'g-desk-l1' } })).status).toBe('success');
    expect(s.stored(id).dataStatus).toBe(10);
  });
});
