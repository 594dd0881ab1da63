// Server linkage from the workflow fixtures: triggerFieldList and linkFieldContent (LOADING by node,
// ONCHANGE by changed field and the values the form holds).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import incidentLinkage from '../../../../fixtures/workflows/incident.trigger-map.json';
import requestLinkage from '../../../../fixtures/workflows/service-request.trigger-map.json';
import { bench, failure, type Bench } from './helpers';

type TriggerMap = Record<string, Array<Record<string, unknown>>>;

let b: Bench;
beforeEach(async () => {
  b = await bench();
});
afterEach(() => b.close());

const link = (body: Record<string, unknown>) =>
  b.call<{ triggerMap: TriggerMap }>('zhangsan', 'POST', '/api/v2/biz/form/mdlAdvDynamicRule/linkFieldContent', body).then((answer) => answer.triggerMap);

describe('triggerFieldList', () => {
  it("lists the workflow's trigger fields by processDefKey, none for an unknown process", async () => {
    const list = (key: string) => b.call<unknown[]>('zhangsan', 'GET', `/api/v2/biz/form/mdlAdvDynamicRule/triggerFieldList?processDefKey=${key}`);
    expect(await list('proc-incident')).toEqual(incidentLinkage.triggerFieldList);
    expect(await list('proc-request')).toEqual(requestLinkage.triggerFieldList);
    expect(await list('no-such-process')).toEqual([]);
  });
});

describe('linkFieldContent', () => {
  it("answers a form load with the requester step's scenario, and at a node with that node's", async () => {
    const fresh = await link({ eventType: 'LOADING', processDefKey: 'proc-incident', formData: {} });
    expect(fresh).toEqual(incidentLinkage.scenarios['load-new'].triggerMap);
    expect(await link({ eventType: 'LOADING', processDefKey: 'proc-incident', nodeId: 'StartEvent_1', formData: {} })).toEqual(fresh);
    expect(await link({ eventType: 'LOADING', processDefKey: 'proc-incident', nodeId: 'Task_l2', formData: {} })).toEqual(incidentLinkage.scenarios['load-handling'].triggerMap);
    // A node no scenario names changes nothing.
    expect(await link({ eventType: 'LOADING', processDefKey: 'proc-incident', nodeId: 'Task_accept', formData: {} })).toEqual({});
  });

  it('answers a change with the scenarios of that field whose values the form holds (plain, list and option values)', async () => {
    const urgent = incidentLinkage.scenarios['urgent-selected'].triggerMap;
    expect(await link({ eventType: 'ONCHANGE', processDefKey: 'proc-incident', showField: 'urgentLevel', formData: { urgentLevel: '3' } })).toEqual(urgent);
    expect(await link({ eventType: 'ONCHANGE', processDefKey: 'proc-incident', showField: 'urgentLevel', formData: { urgentLevel: [3] } })).toEqual(urgent);
    expect(await link({ eventType: 'ONCHANGE', processDefKey: 'proc-incident', showField: 'urgentLevel', formData: { urgentLevel: { value: '0' } } })).toEqual(
      incidentLinkage.scenarios['low-selected'].triggerMap,
    );
    // The value of another field does not trigger: only the changed field's scenarios count.
    expect(await link({ eventType: 'ONCHANGE', processDefKey: 'proc-incident', showField: 'title', formData: { urgentLevel: '3' } })).toEqual({});
    expect(await link({ eventType: 'ONCHANGE', processDefKey: 'proc-incident', showField: 'urgentLevel', formData: { urgentLevel: '2' } })).toEqual({});
  });

  it('reads table cells by row (rowData) for a table change, and finds the process by processDefId too', async () => {
    const items = [{ id: 'r1', rowNum: 0, rowData: { assetType: 'license', quantity: 1 } }];
    expect(await link({ eventType: 'ONCHANGE', processDefId: 'proc-request:2:90021', processDefKey: 'proc-request', showField: 'items', formData: { items } })).toEqual(
      requestLinkage.scenarios['asset-type-license'].triggerMap,
    );
  });

  it('refuses a call without a known eventType, in the caller language', async () => {
    const refused = await failure(b.call('zhangsan', 'POST', '/api/v2/biz/form/mdlAdvDynamicRule/linkFieldContent', { processDefKey: 'proc-incident', formData: {} }, 'en'));
    expect(refused.message).toBe('eventType must be LOADING or ONCHANGE');
  });
});
