import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('ADD_SIGN_TASK', () => {
  it('asks the chosen people to endorse, with the required note', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi', { language: 'en' });
    const run = await lisi.run('ADD_SIGN_TASK', id, { input: { userIds: ['10003'], reason: 'Network view needed' } });
    expect(run.status).toBe('success');
    expect(run.ui.modals[0]).toMatchObject({ kind: 'endorse', reason: 'required', data: { kind: 'endorse' } });
    expect(lisi.toasts('success')).toEqual(['Endorsement requested']);
    expect(s.stored(id).tasks.filter((t) => t.kind === 'sign' && t.status === 'active').map((t) => t.assignee)).toEqual(['10003']);
  });

  it('cannot target the current handlers, needs somebody and the note', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi', { language: 'en' });
    expect((await lisi.run('ADD_SIGN_TASK', id, { input: { userIds: ['10002'], reason: 'x' } })).message).toBe('Endorsement cannot target people already handling the ticket');
    expect((await lisi.run('ADD_SIGN_TASK', id, { input: { reason: 'x' } })).message).toBe('Personnel cannot be empty');
    expect((await lisi.run('ADD_SIGN_TASK', id, { input: { userIds: ['10003'] } })).message).toBe('Reason required');
    expect(lisi.events['action:start']).toEqual([]);
  });
});
