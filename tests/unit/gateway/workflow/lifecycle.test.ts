// Handling modes (CONDITIONAL, MULTI_PROCESSING, SEQUENCE_HANDLE, FREE),
// claim, getback, withdraw, roll back to a node or a processor, submit to
// the original handler, retry, knowledge, copy.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bench, failure, incidentForm, INCIDENT, USERS, type Bench } from './helpers';

const CHANGE = 'proc-change:3:90017';
const REQUEST = 'proc-request:3:90017';

let b: Bench;
beforeEach(async () => {
  b = await bench();
});
afterEach(() => b.close());

describe('change request: CONDITIONAL, MULTI approval, SEQUENCE, creator node', () => {
  it('walks to FINISHED with each node completing by its handling mode', async () => {
    const started = await b.act('wangwu', 'start', { processDefId: CHANGE, formData: { title: '核心交换机固件升级', changeType: 'normal' } });
    const id = started.workOrderId;
    // The requester's own node (Task_draft) is completed by the start.
    expect(started).toMatchObject({ dataStatus: 0, currentNodeId: 'Task_assess', handlerIds: [USERS.wangwu, USERS.zhouba, USERS.lisi] });
    expect(started.preNum).toBe('CHG-0001');

    // CONDITIONAL, more than half of three: two commits.
    expect(await b.act('wangwu', 'commit', { workOrderId: id })).toMatchObject({ currentNodeId: 'Task_assess', handlerIds: [USERS.zhouba, USERS.lisi] });
    expect(await b.act('zhouba', 'commit', { workOrderId: id })).toMatchObject({ currentNodeId: 'Task_cab', isApprove: true, handlerIds: [USERS.zhaoliu, USERS.zhouba] });

    // TRANSFER is configured stopUsing at the CAB: shown disabled, refused.
    const cab = await b.buttons('zhaoliu', id);
    expect(cab.find((x) => x.extString === 'TRANSFER')).toMatchObject({ status: 'stopUsing', name: '转派' });
    expect(cab.find((x) => x.extString === 'APPROVE_PASS')).toMatchObject({ status: 'enable', name: '审批通过' });
    expect((await failure(b.act('zhaoliu', 'transfer', { workOrderId: id, userIds: [USERS.qianer] }))).code).toBe(100002);

    // MULTI_PROCESSING approval: every approver passes (the first pass does not move the ticket).
    expect(await b.call('zhaoliu', 'POST', '/api/v2/biz/btn/queryAssignInfo', { workOrderId: id })).toMatchObject({ nodeDone: false, nodeId: '', needAssign: false });
    expect(await b.act('zhaoliu', 'approvePass', { workOrderId: id })).toMatchObject({ currentNodeId: 'Task_cab', handlerIds: [USERS.zhouba] });
    expect(await b.act('zhouba', 'approvePass', { workOrderId: id })).toMatchObject({ currentNodeId: 'Task_implement', isApprove: false, handlerIds: [USERS.wangwu] });

    // SEQUENCE_HANDLE: Qian Er waits for Wang Wu.
    expect((await failure(b.act('qianer', 'commit', { workOrderId: id }))).code).toBe(100002);
    expect(await b.act('wangwu', 'commit', { workOrderId: id })).toMatchObject({ currentNodeId: 'Task_implement', handlerIds: [USERS.qianer] });
    expect(await b.act('qianer', 'commit', { workOrderId: id })).toMatchObject({ currentNodeId: 'Task_verify', handlerIds: [USERS.wangwu] });

    // The creator verifies; the last node finishes the ticket.
    expect(await b.act('wangwu', 'commit', { workOrderId: id })).toMatchObject({ dataStatus: 20, currentNodeId: 'EndEvent_1', handlerIds: [] });
    const chart = await b.call<{ hisNodeSet: string[]; currNodeSet: string[]; sequenceSet: string[] }>('wangwu', 'GET', `/api/v2/biz/mdl/hisProcess/h5get/${id}`);
    expect(chart.hisNodeSet).toEqual(['StartEvent_1', 'Task_draft', 'Task_assess', 'Gateway_type', 'Task_cab', 'Task_implement', 'Task_verify', 'EndEvent_1']);
    expect(chart.currNodeSet).toEqual([]);
    expect(chart.sequenceSet).not.toContain('Flow_05');
    expect((await b.list('zhouba', 'finished')).map((r) => r.workOrderId)).toEqual([id]);
    expect(await b.types('qianer', id)).toEqual(['ADDKNOWLEDGE', 'COPY', 'CANCEL']);
  });

  it('a standard change skips the CAB', async () => {
    const started = await b.act('wangwu', 'start', { processDefId: CHANGE, formData: { title: '标准变更', changeType: 'standard' } });
    await b.act('wangwu', 'commit', { workOrderId: started.workOrderId });
    expect(await b.act('zhouba', 'commit', { workOrderId: started.workOrderId })).toMatchObject({ currentNodeId: 'Task_implement' });
  });
});

describe('service request: group claim, getback, withdraw', () => {
  async function request(type = 'software') {
    return (await b.act('zhangsan', 'start', { processDefId: REQUEST, formData: { title: '安装 Visio', requestType: type } })).workOrderId;
  }

  it('goes to the requester leader, then to a group that claims it', async () => {
    const id = await request();
    expect(await b.detail('zhaoliu', id)).toMatchObject({ currentNodeId: 'Task_approve', isApprove: true, dataStatus: 0 });
    const passed = await b.act('zhaoliu', 'approvePass', { workOrderId: id });
    expect(passed).toMatchObject({ dataStatus: 10, currentNodeId: 'Task_fulfil', handlerIds: [], handlerGroupId: 'g-desk-l1' });
    expect((await b.list('sunqi', 'available')).map((r) => r.workOrderId)).toEqual([id]);
    expect(await b.types('sunqi', id)).toEqual(['CLAIM', 'COPY', 'CANCEL']);
    expect(await b.types('zhangsan', id)).toEqual(['WITHDRAW', 'URGE', 'COPY', 'CANCEL']);
    expect((await failure(b.act('wangwu', 'claim', { workOrderId: id }))).code).toBe(100002);
    expect(await b.act('sunqi', 'claim', { workOrderId: id })).toMatchObject({ dataStatus: 0, handlerIds: [USERS.sunqi] });
    expect((await failure(b.act('lisi', 'claim', { workOrderId: id }))).code).toBe(100002);
    expect(await b.act('sunqi', 'commit', { workOrderId: id })).toMatchObject({ currentNodeId: 'Task_confirm', handlerIds: [USERS.zhangsan] });
    expect(await b.act('zhangsan', 'commit', { workOrderId: id, formData: { satisfaction: 5 } })).toMatchObject({ dataStatus: 20 });
  });

  it('hardware goes through purchase (CONDITIONAL, any one)', async () => {
    const id = await request('hardware');
    expect(await b.act('zhaoliu', 'approvePass', { workOrderId: id })).toMatchObject({ currentNodeId: 'Task_purchase', handlerIds: [USERS.qianer, USERS.lisi] });
    expect(await b.act('lisi', 'commit', { workOrderId: id })).toMatchObject({ currentNodeId: 'Task_fulfil', dataStatus: 10 });
  });

  it('lets the last mover take it back while nobody has acted, not after', async () => {
    const id = await request();
    expect(await b.types('zhangsan', id)).toContain('GETBACK');
    expect(await b.act('zhangsan', 'getback', { workOrderId: id })).toMatchObject({ dataStatus: 0, currentNodeId: 'Task_submit', handlerIds: [USERS.zhangsan] });
    await b.act('zhangsan', 'commit', { workOrderId: id });
    await b.act('zhaoliu', 'approvePass', { workOrderId: id });
    expect(await b.types('zhaoliu', id)).toContain('GETBACK');
    await b.act('sunqi', 'claim', { workOrderId: id });
    expect(await b.types('zhaoliu', id)).not.toContain('GETBACK');
    expect((await failure(b.act('zhaoliu', 'getback', { workOrderId: id }))).code).toBe(100002);
  });

  it('withdraw returns it to the requester unsubmitted; it can be resubmitted', async () => {
    const id = await request();
    expect(await b.act('zhangsan', 'withdraw', { workOrderId: id })).toMatchObject({ dataStatus: -10, currentNodeId: 'Task_submit', handlerIds: [] });
    expect(await b.types('zhangsan', id)).toEqual(['COMMIT', 'UPDATE', 'CLOSE', 'COPY', 'CANCEL']);
    expect(await b.types('zhaoliu', id)).toEqual(['COPY', 'CANCEL']);
    expect((await b.list('zhangsan', 'initiated')).map((r) => r.dataStatus)).toEqual([-10]);
    expect(await b.list('zhangsan', 'draft')).toEqual([]);
    expect(await b.act('zhangsan', 'commit', { workOrderId: id })).toMatchObject({ dataStatus: 0, currentNodeId: 'Task_approve' });
  });
});

describe('incident: roll back, processed-by, original handler, free processing', () => {
  async function atSecondLine(): Promise<string> {
    const id = (await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm(), assignees: [USERS.lisi] })).workOrderId;
    await b.act('lisi', 'commit', { workOrderId: id });
    await b.act('zhaoliu', 'approvePass', { workOrderId: id });
    return id;
  }

  it('rolls back to a chosen node and submits straight back to the original handler', async () => {
    const id = await atSecondLine();
    expect((await failure(b.act('wangwu', 'rollback', { workOrderId: id, reason: 'r', targetNodeId: 'Task_l1' }))).message).toBe('操作参数校验失败');
    expect(await b.act('wangwu', 'rollback', { workOrderId: id, reason: '受理信息有误', targetNodeId: 'Task_accept' })).toMatchObject({ currentNodeId: 'Task_accept', handlerIds: [USERS.lisi] });
    expect(await b.types('lisi', id)).toContain('COMMIT_ORIGINAL_HANDLER');
    // Skips the approval on the way back.
    expect(await b.act('lisi', 'commitOriginalHandler', { workOrderId: id })).toMatchObject({ currentNodeId: 'Task_l2', handlerIds: [USERS.wangwu] });
    expect(await b.types('lisi', id)).not.toContain('COMMIT_ORIGINAL_HANDLER');
  });

  it('ROLLBACK without a target goes to the previous node (here the approval)', async () => {
    const id = await atSecondLine();
    expect(await b.act('wangwu', 'rollback', { workOrderId: id, reason: '需重新审批' })).toMatchObject({ currentNodeId: 'Task_approve', handlerIds: [USERS.zhaoliu], isApprove: true });
    expect(await b.types('zhaoliu', id)).toContain('COMMIT_ORIGINAL_HANDLER');
  });

  it('ROLLBACKPROCESSEDBY returns it to one earlier processor', async () => {
    const id = await atSecondLine();
    expect((await failure(b.act('wangwu', 'rollbackprocessedby', { workOrderId: id, reason: 'r' }))).message).toBe('人员不能为空');
    expect((await failure(b.act('wangwu', 'rollbackprocessedby', { workOrderId: id, reason: 'r', userIds: [USERS.sunqi] }))).message).toBe('操作参数校验失败');
    expect(await b.act('wangwu', 'rollbackprocessedby', { workOrderId: id, reason: '请受理人确认', userIds: [USERS.lisi] })).toMatchObject({ currentNodeId: 'Task_accept', handlerIds: [USERS.lisi] });
    await b.act('lisi', 'commitOriginalHandler', { workOrderId: id });
    expect(await b.act('wangwu', 'rollbackprocessedby', { workOrderId: id, reason: '请报告人补充', userIds: [USERS.zhangsan] })).toMatchObject({ currentNodeId: 'StartEvent_1', handlerIds: [USERS.zhangsan] });
  });

  it('a rollback to the requester is REJECTED (30) like an approval rejection; submit to the original handler stays offered', async () => {
    const id = await atSecondLine();
    const chartOf = async () => b.call<{ hisNodeSet: string[]; currNodeSet: string[]; rejectNodeIds: string[] }>('zhangsan', 'GET', `/api/v2/biz/mdl/hisProcess/h5get/${id}`);
    const back = await b.act('wangwu', 'rollbackprocessedby', { workOrderId: id, reason: '请报告人补充', userIds: [USERS.zhangsan] });
    expect(back).toMatchObject({ dataStatus: 30, currentNodeId: 'StartEvent_1', handlerIds: [USERS.zhangsan] });
    expect(await b.types('zhangsan', id)).toEqual(['COMMIT', 'COMMIT_ORIGINAL_HANDLER', 'UPDATE', 'CLOSE', 'COPY', 'CANCEL']);
    expect((await b.detail('zhangsan', id)).dataStatus).toBe(30);
    // Returned to the requester: it is on their to-do list (theirs to resubmit), no longer on the handler's.
    expect((await b.list('zhangsan', 'todo')).map((r) => r.workOrderId)).toEqual([id]);
    expect((await b.list('wangwu', 'todo')).map((r) => r.workOrderId)).toEqual([]);
    const history = await b.call<Array<{ action: string; fromStatus: number; toStatus: number }>>('zhangsan', 'GET', `/api/v2/biz/tab/history/queryHistoryByOrderId?orderId=${id}`);
    expect(history[0]).toMatchObject({ action: 'ROLLBACKPROCESSEDBY', fromStatus: 0, toStatus: 30 });
    expect((await chartOf()).rejectNodeIds).toEqual(['Task_l2']);
    expect(await b.act('zhangsan', 'commitOriginalHandler', { workOrderId: id })).toMatchObject({ dataStatus: 0, currentNodeId: 'Task_l2', handlerIds: [USERS.wangwu] });
    // A rollback to a handler's node leaves it in progress there.
    expect(await b.act('wangwu', 'rollback', { workOrderId: id, reason: '受理信息有误', targetNodeId: 'Task_accept' })).toMatchObject({ dataStatus: 0, currentNodeId: 'Task_accept' });
  });

  it('a node the ticket was returned from is done again once it is completed again (flow chart and status)', async () => {
    const id = await atSecondLine();
    const chartOf = async () => b.call<{ hisNodeSet: string[]; currNodeSet: string[]; rejectNodeIds: string[] }>('zhangsan', 'GET', `/api/v2/biz/mdl/hisProcess/h5get/${id}`);
    await b.act('wangwu', 'rollback', { workOrderId: id, reason: '需重新审批' });
    expect(await chartOf()).toMatchObject({ currNodeSet: ['Task_approve'], rejectNodeIds: ['Task_l2'] });
    await b.act('zhaoliu', 'approvePass', { workOrderId: id });
    // Back at the node it was returned from: current, still marked until it is completed.
    expect(await chartOf()).toMatchObject({ currNodeSet: ['Task_l2'], rejectNodeIds: ['Task_l2'] });
    const done = await b.act('wangwu', 'commit', { workOrderId: id });
    expect(done).toMatchObject({ dataStatus: 0, currentNodeId: 'Task_review' });
    const chart = await chartOf();
    expect(chart.rejectNodeIds).toEqual([]);
    expect(chart.hisNodeSet).toEqual(expect.arrayContaining(['Task_approve', 'Task_l2']));
  });

  it('FREE_PROCESSING: one of several handlers completes the node', async () => {
    const id = (await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm(), assignees: [USERS.lisi, USERS.sunqi] })).workOrderId;
    expect(await b.act('sunqi', 'commit', { workOrderId: id })).toMatchObject({ currentNodeId: 'Task_approve' });
    const tasks = (await b.detail('zhangsan', id)).nodeIdsMap.Task_accept!.taskInfoList;
    expect(tasks.map((t) => [t.assignee, t.status])).toEqual([
      [USERS.lisi, 'cancelled'],
      [USERS.sunqi, 'completed'],
    ]);
  });

  it('low urgency takes first line (CONDITIONAL, any one of two)', async () => {
    const id = (await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm({ urgentLevel: '0' }) })).workOrderId;
    await b.act('lisi', 'commit', { workOrderId: id });
    expect(await b.act('zhaoliu', 'approvePass', { workOrderId: id })).toMatchObject({ currentNodeId: 'Task_l1', handlerIds: [USERS.lisi, USERS.sunqi] });
    expect(await b.act('sunqi', 'commit', { workOrderId: id })).toMatchObject({ currentNodeId: 'Task_review', handlerIds: [USERS.lisi] });
    expect(await b.act('lisi', 'commit', { workOrderId: id })).toMatchObject({ dataStatus: 20 });
  });
});

describe('retry, knowledge, copy', () => {
  it('offers RETRY only after a failed trigger; retry answers true and clears it', async () => {
    const id = (await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm() })).workOrderId;
    expect(await b.types('lisi', id)).not.toContain('RETRY');
    b.gateway.store.mutate((data) => {
      data.workflow!.tickets[id]!.triggerFailed = true;
    });
    expect(await b.types('lisi', id)).toContain('RETRY');
    expect(await b.act('lisi', 'retry', { workOrderId: id })).toBe(true);
    expect(await b.types('lisi', id)).not.toContain('RETRY');
  });

  it('adds a ticket to the knowledge base once (pending review)', async () => {
    const id = (await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm() })).workOrderId;
    const added = await b.act<{ status: string; knowledgeId: string }>('lisi', 'addknowledge', { workOrderId: id });
    expect(added.status).toBe('PENDING_REVIEW');
    expect(b.gateway.store.data.workflow!.knowledge).toEqual([expect.objectContaining({ knowledgeId: added.knowledgeId, workOrderId: id, status: 'PENDING_REVIEW' })]);
    expect((await failure(b.act('lisi', 'addknowledge', { workOrderId: id }))).message).toBe('工单已存在，请勿重复添加');
  });

  it('copy answers the data for a new ticket without touching the source', async () => {
    const id = (await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm() })).workOrderId;
    const copy = await b.act<{ processDefId: string; sourceWorkOrderId: string; formData: Record<string, unknown> }>('guest', 'copy', { workOrderId: id });
    expect(copy).toMatchObject({ processDefId: INCIDENT, sourceWorkOrderId: id, formData: { title: '打印机无法连接网络', urgentLevel: '2' } });
  });

  it("copy carries the requester's side only: not the number, not what the handlers filled in", async () => {
    const id = (await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm({ faultIp: '10.1.3.20' }) })).workOrderId;
    await b.act('lisi', 'update', { workOrderId: id, formData: { solution: '重装驱动', rootCause: '驱动损坏', closeCode: 'solved', satisfaction: 5 } });
    const source = await b.detail('zhangsan', id);
    expect(source.formData).toMatchObject({ incidentNo: expect.stringMatching(/^INC\d{12}$/), solution: '重装驱动', rootCause: '驱动损坏', closeCode: 'solved' });
    const copy = await b.act<{ formData: Record<string, unknown> }>('zhangsan', 'copy', { workOrderId: id });
    expect(copy.formData).toEqual({ ...incidentForm({ faultIp: '10.1.3.20' }) });
    for (const code of ['incidentNo', 'solution', 'rootCause', 'closeCode', 'satisfaction']) expect(copy.formData).not.toHaveProperty(code);
    // Submitted, the copy is a new ticket with its own number.
    const again = (await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: { ...copy.formData, incidentNo: source.formData.incidentNo } })).workOrderId;
    const fresh = await b.detail('zhangsan', again);
    expect(fresh.formData.incidentNo).toMatch(/^INC\d{12}$/);
    expect(fresh.formData.incidentNo).not.toBe(source.formData.incidentNo);
    expect(fresh.formData).not.toHaveProperty('solution');
  });
});
