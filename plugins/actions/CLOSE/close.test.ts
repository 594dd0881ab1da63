import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('CLOSE', () => {
  it('closes the ticket (CLOSED 40) with the reason', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi');
    const run = await lisi.run('CLOSE', id, { input: { reason: '重复工单' } });
    expect(run.status).toBe('success');
    expect(lisi.toasts('success')).toEqual(['关闭成功']);
    expect(s.stored(id).dataStatus).toBe(40);
    expect(s.stored(id).history.at(-1)).toMatchObject({ action: 'CLOSE', reason: '重复工单' });
  });

  it('requires the reason', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi');
    expect(await lisi.run('CLOSE', id, { input: {} })).toMatchObject({ status: 'blocked', message: '原因不能为空' });
    expect(lisi.toasts('error')).toEqual([]);
    expect(s.stored(id).dataStatus).toBe(0);
  });
});
