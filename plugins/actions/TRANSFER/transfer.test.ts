import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('TRANSFER', () => {
  it('shows the candidates of queryRedeployInfo and transfers to one user', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi', { language: 'en' });
    const run = await lisi.run('TRANSFER', id, { input: { userIds: ['10005'], reason: 'Sun Qi knows this printer' } });
    expect(run.status).toBe('success');
    const modal = run.ui.modals[0]!;
    expect(modal.kind).toBe('transfer');
    if (modal.data.kind !== 'transfer') throw new Error('transfer data expected');
    expect(modal.data.info.currentHandlers.map((p) => p.userId)).toEqual(['10002']);
    expect(modal.data.info.userList.map((p) => p.userId)).toContain('10005');
    expect(modal.data.info.groupList.length).toBeGreaterThan(0);
    expect(lisi.toasts('success')).toEqual(['Transferred successfully']);
    expect(s.stored(id).tasks.filter((t) => t.status === 'active').map((t) => t.assignee)).toEqual(['10005']);
  });

  it('transfers to a group: the ticket waits to be claimed', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi');
    expect((await lisi.run('TRANSFER', id, { input: { groupId: 'g-desk-l1' } })).status).toBe('success');
    expect(s.stored(id).dataStatus).toBe(10);
  });

  it('needs a target, only one, and not a current processor', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi', { language: 'en' });
    expect((await lisi.run('TRANSFER', id, { input: {} })).message).toBe('The handler and the transfer target cannot be empty');
    expect((await lisi.run('TRANSFER', id, { input: { userIds: ['10005', '10003'] } })).message).toBe('Transfer to one person only');
    expect((await lisi.run('TRANSFER', id, { input: { userIds: ['10002'] } })).message).toBe('Added processors cannot duplicate current processors');
    expect(lisi.events['action:start']).toEqual([]);
    expect(s.stored(id).tasks.filter((t) => t.status === 'active').map((t) => t.assignee)).toEqual(['10002']);
  });
});
