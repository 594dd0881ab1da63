import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('ROLLBACKPROCESSEDBY', () => {
  it('offers who processed the ticket (from the order detail) and returns it to the chosen one', async () => {
    const s = createScenario();
    const id = await s.atFirstLine();
    const lisi = await s.as('lisi', { language: 'en' });
    const run = await lisi.run('ROLLBACKPROCESSEDBY', id, { input: { userIds: ['10004'], targetNodeId: 'Task_approve', reason: 'Approval note missing' } });
    expect(run.status).toBe('success');
    const modal = run.ui.modals[0]!;
    if (modal.data.kind !== 'simple') throw new Error('simple data expected');
    expect(modal.data.targets).toEqual(
      expect.arrayContaining([
        { nodeId: 'Task_approve', nodeName: 'Supervisor approval', userId: '10004', userName: expect.stringContaining('Zhao') },
        { nodeId: 'Task_accept', nodeName: 'Service desk acceptance', userId: '10002', userName: expect.stringContaining('Li') },
      ]),
    );
    expect(lisi.toasts('success')).toEqual(['back successfully']);
    expect(s.stored(id).currentNodeId).toBe('Task_approve');
    expect(s.stored(id).tasks.filter((t) => t.status === 'active').map((t) => t.assignee)).toEqual(['10004']);
  });

  it('needs the target and the reason', async () => {
    const s = createScenario();
    const id = await s.atFirstLine();
    const lisi = await s.as('lisi', { language: 'en' });
    expect((await lisi.run('ROLLBACKPROCESSEDBY', id, { input: { reason: 'x' } })).message).toBe('Choose who to return the ticket to');
    expect((await lisi.run('ROLLBACKPROCESSEDBY', id, { input: { userIds: ['10004'], targetNodeId: 'Task_approve' } })).message).toBe('Reason required');
  });
});
