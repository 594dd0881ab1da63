// The detail tabs' routes answer on the default gateway (issue 16): wired into routes/index.ts, not shadowed.
import { describe, expect, it } from 'vitest';
import { callHandler } from '../../../fixtures/gateway/index';
import { loginAs, testGateway } from './helpers';

describe('detail tab routes on the default gateway', () => {
  it('tags, replies and links answer', async () => {
    const gateway = testGateway();
    const token = await loginAs(gateway, 'lisi');
    const get = <T>(path: string, query: Record<string, string> = {}) => callHandler<T>(gateway, 'GET', path, { token, query });
    const types = await get<{ fieldContent: Array<{ value: string }> }>('/api/v2/biz/dataDict/getInsideDict/incident/linkWorkOrderType');
    expect(types.fieldContent.map((type) => type.value)).toContain('relevance');
    const ticket = (await callHandler<{ records: Array<{ workOrderId: string; preNum: string }> }>(gateway, 'POST', '/api/v2/biz/h5workOrder/list', { token, body: { listType: 'unfinished', pageNum: 1, pageSize: 50 } })).records.find((record) => record.preNum === 'INC-0001');
    const id = ticket?.workOrderId ?? '';
    expect((await get<{ total: number }>('/api/v2/biz/orderReply/pageList', { workOrderId: id })).total).toBe(200);
    expect((await get<{ total: number }>('/api/v2/biz/tab/orderLink/associated/list', { workOrderId: id })).total).toBeGreaterThan(0);
    expect(await get('/api/v2/biz/tab/tag/queryOrderCustomTagInfo', { orderId: id })).toEqual([]);
    expect((await get<{ total: number }>(`/api/v2/biz/fieldModifyRecord/pageList/${id}`, { pageNum: '1', pageSize: '2' })).total).toBeGreaterThan(0);
    expect(Array.isArray(await callHandler(gateway, 'POST', '/api/v2/biz/nodeFormConfig/getNodePutAwayResult', { token, body: { workOrderId: id } }))).toBe(true);
    expect(Array.isArray(await get('/api/v2/biz/btn/getNoFinishSubTaskHandlerUser', { workOrderId: id }))).toBe(true);
    expect(Array.isArray(await get(`/api/v2/biz/tab/approval/queryOrderApprovalInfo/${id}`))).toBe(true);
    expect((await get<{ currNodeSet: unknown[] }>(`/api/v2/biz/mdl/hisProcess/get/${id}`)).currNodeSet.length).toBeGreaterThan(0);
    expect((await get<{ otherOlaList: unknown[] }>('/api/v2/biz/sla/instance/getSlaInstance/sla', { workOrderId: id })).otherOlaList.length).toBeGreaterThan(0);
  });
});
