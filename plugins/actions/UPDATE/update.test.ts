import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('UPDATE', () => {
  it('saves the form in place and posts updateWorkOrderSuccess to the parent window', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi', { language: 'en' });
    const run = await lisi.run('UPDATE', id, { hooks: { getFormData: () => ({ resolution: 'Replaced the toner' }) } });
    expect(run.status).toBe('success');
    expect(lisi.toasts('success')).toEqual(['Modified successfully']);
    expect(lisi.posted).toEqual([{ type: 'updateWorkOrderSuccess' }]);
    expect(s.stored(id).formData.resolution).toBe('Replaced the toner');
    expect(s.stored(id).currentNodeId).toBe('Task_accept');
  });

  it('posts updateWorkOrderFail with the message when the update fails', async () => {
    const s = createScenario();
    const id = await s.atApproval();
    // Lisi no longer handles the ticket: the gateway refuses.
    const lisi = await s.as('lisi', { language: 'en' });
    const run = await lisi.run('UPDATE', id, { skipButtonCheck: true, hooks: { getFormData: () => ({ resolution: 'late edit' }) } });
    expect(run.status).toBe('failed');
    expect(lisi.posted).toEqual([{ type: 'updateWorkOrderFail', message: 'You have no permission to perform this operation' }]);
    expect(lisi.toasts('error')).toEqual(['You have no permission to perform this operation']);
  });

  it('without a host hook it posts to window.parent', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const messages: unknown[] = [];
    const g = globalThis as { window?: { parent: { postMessage: (m: unknown, o: string) => void } } };
    g.window = { parent: { postMessage: (m) => void messages.push(m) } };
    try {
      const lisi = await s.as('lisi', { host: { postToParent: undefined } });
      expect((await lisi.run('UPDATE', id)).status).toBe('success');
      expect(messages).toEqual([{ type: 'updateWorkOrderSuccess' }]);
    } finally {
      delete g.window;
    }
  });
});
