import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('APPROVE_REJECT', () => {
  it('rejects with a reason: the ticket is REJECTED (30) at the requester', async () => {
    const s = createScenario();
    const id = await s.atApproval();
    const zhaoliu = await s.as('zhaoliu', { language: 'en' });
    const run = await zhaoliu.run('APPROVE_REJECT', id, { input: { reason: 'Budget missing' } });
    expect(run.status).toBe('success');
    expect(zhaoliu.toasts('success')).toEqual(['Rejected successfully']);
    expect(s.stored(id).dataStatus).toBe(30);
  });

  it('requires the reason', async () => {
    const s = createScenario();
    const id = await s.atApproval();
    const zhaoliu = await s.as('zhaoliu', { language: 'en' });
    expect(await zhaoliu.run('APPROVE_REJECT', id, { input: { reason: '' } })).toMatchObject({ status: 'blocked', message: 'Reason required' });
    expect(s.stored(id).dataStatus).toBe(0);
  });
});
