import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('RETRY', () => {
  it('truthy response data: the success path', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    s.gateway.store.mutate((data) => void (data.workflow!.tickets[id]!.triggerFailed = true));
    const lisi = await s.as('lisi', { language: 'en' });
    const run = await lisi.run('RETRY', id);
    expect(run).toMatchObject({ status: 'success', result: true });
    expect(lisi.toasts()).toEqual(['Retried successfully']);
    expect(s.stored(id).triggerFailed).toBe(false);
    expect(lisi.events['action:success']).toHaveLength(1);
  });

  it('falsy response data: the failure path', async () => {
    const s = createScenario({ routes: [{ method: 'POST', path: '/api/v2/biz/btn/btnaction/retry', handler: () => false }] });
    const id = await s.startIncident();
    s.gateway.store.mutate((data) => void (data.workflow!.tickets[id]!.triggerFailed = true));
    const lisi = await s.as('lisi', { language: 'en' });
    const run = await lisi.run('RETRY', id);
    expect(run).toMatchObject({ status: 'failed', result: false, message: 'Retry failed, please try again later' });
    expect(lisi.toasts('error')).toEqual(['Retry failed, please try again later']);
    expect(lisi.toasts('success')).toEqual([]);
    expect(lisi.events['action:success']).toEqual([]);
    expect(lisi.events['action:fail']).toEqual([{ type: 'RETRY', workOrderId: id, message: 'Retry failed, please try again later' }]);
    expect(lisi.events['order:refresh']).toEqual([]);
  });
});
