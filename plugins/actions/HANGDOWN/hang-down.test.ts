import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('HANGDOWN', () => {
  it('resumes a frozen ticket directly (no modal) to the status it had', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    await s.act('lisi', 'hangup', { workOrderId: id });
    const lisi = await s.as('lisi', { language: 'en' });
    const run = await lisi.run('HANGDOWN', id);
    expect(run.status).toBe('success');
    expect(run.ui.modals).toEqual([]);
    expect(run.ui.confirms).toEqual([]);
    expect(lisi.toasts('success')).toEqual(['Resumed successfully']);
    expect(s.stored(id).dataStatus).toBe(0);
    expect(lisi.events['order:refresh']).toEqual([{ workOrderId: id }]);
    // Operable again.
    const buttons = lisi.controller.buttons(await lisi.buttons(id), await lisi.ticket(id));
    expect(buttons.find((b) => b.type === 'COMMIT')?.disabled).toBe(false);
  });
});
