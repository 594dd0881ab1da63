import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('HANDLE_SIGN_TASK', () => {
  it('the endorser answers with agree / disagree and a comment', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    await s.act('lisi', 'addSignTask', { workOrderId: id, userIds: ['10003'], reason: 'Network view needed' });
    const wangwu = await s.as('wangwu', { language: 'en' });
    const run = await wangwu.run('HANDLE_SIGN_TASK', id, { input: { result: 'disagree', reason: 'Not a network issue' } });
    expect(run.status).toBe('success');
    expect(run.ui.modals[0]).toMatchObject({
      kind: 'simple',
      reason: 'optional',
      choices: [
        { value: 'agree', label: 'actions.choices.agree' },
        { value: 'disagree', label: 'actions.choices.disagree' },
      ],
    });
    expect(wangwu.toasts('success')).toEqual(['Endorsement handled']);
    expect(s.stored(id).tasks.find((t) => t.kind === 'sign')).toMatchObject({ status: 'completed', result: 'disagree', comment: 'Not a network issue' });
  });

  it('only agree or disagree are answers', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    await s.act('lisi', 'addSignTask', { workOrderId: id, userIds: ['10003'], reason: 'x' });
    const wangwu = await s.as('wangwu', { language: 'en' });
    expect((await wangwu.run('HANDLE_SIGN_TASK', id, { input: { result: 'maybe' } })).status).toBe('blocked');
    expect((await wangwu.run('HANDLE_SIGN_TASK', id, { input: {} })).status).toBe('success');
    expect(s.stored(id).tasks.find((t) => t.kind === 'sign')?.result).toBe('agree');
  });
});
