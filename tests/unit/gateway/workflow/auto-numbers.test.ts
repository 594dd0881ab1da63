// AUTO_NUMBER fields get their number from the gateway when a ticket is submitted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bench, incidentForm, INCIDENT, type Bench } from './helpers';

let b: Bench | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await b?.close();
});

describe('auto-number fields', () => {
  it('numbers the incident number on submit from its custom rule (INC + date + 4 digits), one sequence per field', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 24, 17, 0)); // 01:00 on the 25th at +08:00
    b = await bench();
    const first = (await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm() })).workOrderId;
    const second = (await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm() })).workOrderId;
    expect((await b.detail('zhangsan', first)).formData.incidentNo).toBe('INC202611250001');
    expect((await b.detail('zhangsan', second)).formData.incidentNo).toBe('INC202611250002');
  });

  it('never takes a number from the client: a copied form gets the next number, a resubmitted ticket keeps its own', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 25, 2, 0));
    b = await bench();
    const first = (await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm() })).workOrderId;
    expect((await b.detail('zhangsan', first)).formData.incidentNo).toBe('INC202611250001');
    // A copy of the first ticket's whole form, number included (an old client, or the address).
    const copied = (await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm({ incidentNo: 'INC202611250001' }) })).workOrderId;
    expect((await b.detail('zhangsan', copied)).formData.incidentNo).toBe('INC202611250002');
    // Commits cannot renumber; a ticket rolled back and resubmitted keeps its number.
    await b.act('lisi', 'rollback', { workOrderId: copied, reason: '请补充', formData: { incidentNo: 'X' } });
    await b.act('zhangsan', 'commit', { workOrderId: copied, formData: { incidentNo: 'INC-CHANGED' } });
    expect((await b.detail('zhangsan', copied)).formData.incidentNo).toBe('INC202611250002');
    // A draft saved with a number has none until it is submitted.
    const numbered = await b.call<{ id: string }>('zhangsan', 'POST', '/api/v2/biz/mdl/instance/draft/save', { processDefId: INCIDENT, formData: incidentForm({ incidentNo: 'INC202611250001' }) });
    expect((await b.call<{ formData: Record<string, unknown> }>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/draft/get/${numbered.id}`)).formData.incidentNo).toBeUndefined();
    await b.act('zhangsan', 'start', { workOrderId: numbered.id, formData: incidentForm({ incidentNo: 'INC202611250001' }) });
    expect((await b.detail('zhangsan', numbered.id)).formData.incidentNo).toBe('INC202611250003');
  });

  it('leaves drafts unnumbered until they are submitted', async () => {
    b = await bench();
    const draft = await b.call<{ id: string }>('zhangsan', 'POST', '/api/v2/biz/mdl/instance/draft/save', { processDefId: INCIDENT, formData: incidentForm() });
    const saved = await b.call<{ formData: Record<string, unknown> }>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/draft/get/${draft.id}`);
    expect(saved.formData.incidentNo).toBeUndefined();
    await b.act('zhangsan', 'start', { workOrderId: draft.id, formData: incidentForm() });
    expect((await b.detail('zhangsan', draft.id)).formData.incidentNo).toMatch(/^INC\d{8}0001$/);
  });

  it('never repeats a number a seed ticket holds: incident numbers of the day go on, the request sequence continues after the seed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2025-06-05T15:00:00+08:00')); // the seed holds INC202506050001 to 0003
    b = await bench({ seed: {} });
    const id = (await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm() })).workOrderId;
    expect((await b.detail('zhangsan', id)).formData.incidentNo).toBe('INC202506050004');
    const draft = (await b.list('zhangsan', 'draft')).find((r) => r.preNum === 'REQ-0004')!;
    await b.act('zhangsan', 'start', { workOrderId: draft.workOrderId });
    expect((await b.detail('zhangsan', draft.workOrderId)).formData.requestNo).toBe('40'); // seed requests hold 31 to 39
  });
});
