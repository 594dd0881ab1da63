import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('ADD_APPROVER', () => {
  it('adds an approver after oneself, with the required comment', async () => {
    const s = createScenario();
    const id = await s.atApproval();
    const zhaoliu = await s.as('zhaoliu', { language: 'en' });
    const run = await zhaoliu.run('ADD_APPROVER', id, { input: { userIds: ['10011'], reason: 'Finance must agree' } });
    expect(run.status).toBe('success');
    expect(run.ui.modals[0]).toMatchObject({ kind: 'endorse', reason: 'required' });
    expect(zhaoliu.toasts('success')).toEqual(['Approver added successfully']);
    expect(s.stored(id).tasks.find((t) => t.assignee === '10011')).toMatchObject({ kind: 'approve', status: 'waiting' });
  });

  it('the comment is required; approvers cannot be people processing the ticket', async () => {
    const s = createScenario();
    const id = await s.atApproval();
    const zhaoliu = await s.as('zhaoliu', { language: 'en' });
    expect((await zhaoliu.run('ADD_APPROVER', id, { input: { userIds: ['10011'] } })).message).toBe('Reason required');
    expect((await zhaoliu.run('ADD_APPROVER', id, { input: { userIds: ['10004'], reason: 'x' } })).message).toBe(
      'You cannot add approvers to processors who are processing the same tickets',
    );
    expect(zhaoliu.events['action:start']).toEqual([]);
  });
});
