import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('ADDKNOWLEDGE', () => {
  it('adds the ticket to the knowledge base (pending review) after a confirmation', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi', { language: 'en' });
    const run = await lisi.run('ADDKNOWLEDGE', id);
    expect(run.status).toBe('success');
    expect(run.result).toMatchObject({ workOrderId: id, status: 'PENDING_REVIEW' });
    expect(run.ui.confirms).toEqual(['Add this ticket to the knowledge base? It will need review.']);
    expect(lisi.toasts('success')).toEqual(['Added to the knowledge base; it needs review']);
    expect(s.gateway.store.data.workflow!.knowledge.map((k) => k.workOrderId)).toEqual([id]);
    // The ticket did not change: no reload.
    expect(lisi.events['order:refresh']).toEqual([]);
  });

  it('a second add shows the gateway message', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi', { language: 'en' });
    await lisi.run('ADDKNOWLEDGE', id);
    expect(await lisi.run('ADDKNOWLEDGE', id)).toMatchObject({ status: 'failed', message: 'The ticket already exists, do not add it repeatedly' });
  });
});
