// Field hooks of the fixture gateway: getAllFieldHook lists a workflow's hooks, fieldHook answers them.
import { afterEach, describe, expect, it } from 'vitest';
import { bench, failure, type Bench } from './helpers';

const open: Bench[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((b) => b.close()));
});

describe('field hooks', () => {
  it('lists the hooks of a workflow by processDefKey, or of every workflow', async () => {
    const b = await bench();
    open.push(b);
    const incident = await b.call<Array<Record<string, unknown>>>('zhangsan', 'GET', '/api/v2/biz/form/mdlFieldHook/getAllFieldHook?processDefKey=proc-incident');
    expect(incident).toEqual([{ fieldCode: 'reporter', dataCode: 'userContact', dirtCode: 'hook-user-contact', dataLevel: 1, formId: 'form-incident-v3' }]);
    const all = await b.call<Array<{ fieldCode: string }>>('zhangsan', 'GET', '/api/v2/biz/form/mdlFieldHook/getAllFieldHook');
    expect(all.map((h) => h.fieldCode).sort()).toEqual(['costCenter', 'implementer', 'reporter']);
  });

  it("answers a hook with the fixture's response; an unknown hook answers {}; no dirtCode is a 400", async () => {
    const b = await bench();
    open.push(b);
    const hook = '/api/v2/biz/form/mdlFieldHook/fieldHook';
    const answer = await b.call('zhangsan', 'POST', hook, { fieldCode: 'reporter', dataCode: 'userContact', dirtCode: 'hook-user-contact', dataLevel: 1, formId: 'form-incident-v3', formDataMap: {} });
    expect(answer).toEqual({ contactPhone: '13800000002', contactEmail: 'lisi@example.com' });
    expect(await b.call('zhangsan', 'POST', hook, { fieldCode: 'reporter', dirtCode: 'other', formDataMap: {} })).toEqual({});
    expect((await failure(b.call('zhangsan', 'POST', hook, { fieldCode: 'implementer', dirtCode: '' }))).code).toBe(400);
  });
});
