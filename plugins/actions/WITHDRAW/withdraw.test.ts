import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('WITHDRAW', () => {
  it('the requester withdraws the ticket to unsubmitted (-10); the reason is optional', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const zhangsan = await s.as('zhangsan', { language: 'en' });
    const run = await zhangsan.run('WITHDRAW', id, { input: { reason: 'Fixed it myself' } });
    expect(run.status).toBe('success');
    expect(run.ui.modals[0]).toMatchObject({ kind: 'simple', reason: 'optional' });
    expect(zhangsan.toasts('success')).toEqual(['Withdrawn successfully']);
    expect(s.stored(id).dataStatus).toBe(-10);
  });

  it('sends nothing when the modal is cancelled', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const zhangsan = await s.as('zhangsan');
    expect((await zhangsan.run('WITHDRAW', id, { input: null })).status).toBe('cancelled');
    expect(s.stored(id).dataStatus).toBe(0);
  });
});
