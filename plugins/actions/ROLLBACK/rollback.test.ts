import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('ROLLBACK', () => {
  it('returns the ticket one step with the reason and toasts "back successfully"', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi', { language: 'en' });
    const run = await lisi.run('ROLLBACK', id, { input: { reason: 'Please attach the error photo' } });
    expect(run.status).toBe('success');
    expect(run.ui.modals[0]).toMatchObject({ kind: 'simple', reason: 'required' });
    expect(lisi.toasts('success')).toEqual(['back successfully']);
    const zhangsan = await s.as('zhangsan');
    // Back at the requester, who may submit again.
    expect((await zhangsan.buttons(id)).map((b) => b.extString)).toContain('COMMIT');
    expect(s.stored(id).history.at(-1)).toMatchObject({ action: 'ROLLBACK', reason: 'Please attach the error photo' });
  });

  it('the reason is required (blank does not count) and at most 500 characters', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi', { language: 'en' });
    expect(await lisi.run('ROLLBACK', id, { input: { reason: '   ' } })).toMatchObject({ status: 'blocked', message: 'Reason required' });
    expect(await lisi.run('ROLLBACK', id, { input: { reason: 'x'.repeat(501) } })).toMatchObject({ status: 'blocked', message: 'The reason cannot exceed 500 characters' });
    expect(lisi.events['action:start']).toEqual([]);
    expect((await lisi.run('ROLLBACK', id, { input: { reason: 'x'.repeat(500) } })).status).toBe('success');
  });
});
