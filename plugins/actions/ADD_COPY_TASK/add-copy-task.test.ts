import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../tests/unit/core/buttons/support';

describe('ADD_COPY_TASK', () => {
  it('copies (cc) the ticket to the chosen people', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi', { language: 'en' });
    const run = await lisi.run('ADD_COPY_TASK', id, { input: { userIds: ['10004', '10007'] } });
    expect(run.status).toBe('success');
    expect(lisi.toasts('success')).toEqual(['CC sent successfully']);
    expect(s.stored(id).ccUserIds).toEqual(['10004', '10007']);
  });

  it('cc cannot go to the same person: not twice, not oneself', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi', { language: 'en' });
    expect((await lisi.run('ADD_COPY_TASK', id, { input: { userIds: ['10004', '10004'] } })).message).toBe('CC cannot go to the same person');
    expect((await lisi.run('ADD_COPY_TASK', id, { input: { userIds: ['10002'] } })).message).toBe('CC cannot go to the same person');
    expect((await lisi.run('ADD_COPY_TASK', id, { input: {} })).message).toBe('Personnel cannot be empty');
    expect(s.stored(id).ccUserIds).toEqual([]);
  });

  it('the gateway refuses a second cc to the same person with its message', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const lisi = await s.as('lisi');
    await lisi.run('ADD_COPY_TASK', id, { input: { userIds: ['10004'] } });
    const again = await lisi.run('ADD_COPY_TASK', id, { input: { userIds: ['10004'] } });
    expect(again).toMatchObject({ status: 'failed', message: '不能抄送给同一个人' });
  });
});
