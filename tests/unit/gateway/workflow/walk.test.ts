// The issue-5 browser walk at API level: create an incident from a draft,
// transfer, hang up / resume, roll back, resubmit, reject, approve, close;
// status and buttons are asserted at every step.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bench, failure, incidentForm, INCIDENT, USERS, type Bench } from './helpers';

let b: Bench;
beforeEach(async () => {
  b = await bench();
});
afterEach(() => b.close());

describe('incident walk', () => {
  it('runs from draft to closed with the right status and buttons at each step', async () => {
    // Flow center: the template is listed by name.
    const templates = await b.call<{ records: Array<{ processDefId: string; processName: string }> }>('zhangsan', 'POST', '/api/v2/biz/process/pageList', { name: '事件' });
    expect(templates.records.map((t) => t.processDefId)).toEqual([INCIDENT]);

    // Create page: form, requester step, create buttons.
    const create = await b.call<{ formDataInfo: { properties: Record<string, unknown> }; dataStatus: number; currentNodeId: string }>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/body/create/${INCIDENT}`);
    expect(Object.keys(create.formDataInfo.properties)).toContain('title');
    expect(create).toMatchObject({ dataStatus: -10, currentNodeId: 'StartEvent_1' });
    const createButtons = await b.call<Array<{ extString: string }>>('zhangsan', 'POST', '/api/v2/biz/custom/butt/mdl/querybtn', { processDefId: INCIDENT });
    expect(createButtons.map((x) => x.extString)).toEqual(['COMMIT', 'CANCEL']);

    // Save a draft, reopen it from the drafts list, update it.
    const saved = await b.call<{ id: string; preNum: string }>('zhangsan', 'POST', '/api/v2/biz/mdl/instance/draft/save', { processDefId: INCIDENT, formData: incidentForm({ title: '草稿标题' }) });
    expect((await b.list('zhangsan', 'draft')).map((r) => r.workOrderId)).toEqual([saved.id]);
    const draft = await b.call<{ formData: { title: string }; dataStatus: number }>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/draft/get/${saved.id}`);
    expect(draft).toMatchObject({ dataStatus: -10, formData: { title: '草稿标题' } });
    await b.call('zhangsan', 'POST', '/api/v2/biz/mdl/instance/draft/update', { id: saved.id, formData: incidentForm() });

    // Who gets it next: the service desk, Li Si preselected.
    const assign = await b.call<{ nodeId: string; needAssign: boolean; defaultUsers: Array<{ userId: string }>; userList: Array<{ userId: string }> }>('zhangsan', 'POST', '/api/v2/biz/btn/queryAssignInfo', { workOrderId: saved.id, formData: incidentForm() });
    expect(assign.nodeId).toBe('Task_accept');
    expect(assign.needAssign).toBe(true);
    expect(assign.defaultUsers.map((u) => u.userId)).toEqual([USERS.lisi]);
    expect(assign.userList.map((u) => u.userId)).toEqual(expect.arrayContaining([USERS.lisi, USERS.sunqi]));

    // Submit the draft.
    const started = await b.act('zhangsan', 'start', { workOrderId: saved.id, formData: incidentForm(), assignees: [USERS.lisi] });
    const id = started.workOrderId;
    expect(id).toBe(saved.id);
    expect(started).toMatchObject({ dataStatus: 0, currentNodeId: 'Task_accept', handlerIds: [USERS.lisi], preNum: saved.preNum });
    expect(await b.list('zhangsan', 'draft')).toEqual([]);
    expect((await b.list('lisi', 'todo')).map((r) => r.workOrderId)).toEqual([id]);
    expect(await b.types('lisi', id)).toEqual(['COMMIT', 'TRANSFER', 'ROLLBACK', 'ROLLBACKPROCESSEDBY', 'HANGUP', 'UPDATE', 'ADD_ASSIGNEE', 'ADD_SIGN_TASK', 'ADD_COPY_TASK', 'CLOSE', 'ADDKNOWLEDGE', 'COPY', 'CANCEL']);
    expect(await b.types('zhangsan', id)).toEqual(['GETBACK', 'WITHDRAW', 'URGE', 'COPY', 'CANCEL']);

    // Handler transfers it to the second handler.
    const transferred = await b.act('lisi', 'transfer', { workOrderId: id, userIds: [USERS.wangwu], reason: '网络问题，转网络组' });
    expect(transferred).toMatchObject({ dataStatus: 0, currentNodeId: 'Task_accept', handlerIds: [USERS.wangwu] });
    expect(await b.types('lisi', id)).toEqual(['COPY', 'CANCEL']);
    expect(await b.types('wangwu', id)).toContain('HANGUP');

    // Second handler hangs it up (frozen) and resumes it.
    expect(await b.act('wangwu', 'hangup', { workOrderId: id, reason: '等待备件' })).toMatchObject({ dataStatus: 50 });
    expect(await b.types('wangwu', id)).toEqual(['HANGDOWN', 'COPY', 'CANCEL']);
    expect(await b.types('zhangsan', id)).toEqual(['COPY', 'CANCEL']);
    expect((await failure(b.act('wangwu', 'commit', { workOrderId: id }))).message).toBe('工单已冻结，无法操作');
    expect(await b.act('wangwu', 'hangdown', { workOrderId: id })).toMatchObject({ dataStatus: 0, handlerIds: [USERS.wangwu] });

    // ... rolls it back to the requester (a reason is required): REJECTED, like an approval rejection.
    expect((await failure(b.act('wangwu', 'rollback', { workOrderId: id }))).message).toBe('原因不能为空');
    const rolledBack = await b.act('wangwu', 'rollback', { workOrderId: id, reason: '请补充故障设备 IP' });
    expect(rolledBack).toMatchObject({ dataStatus: 30, currentNodeId: 'StartEvent_1', handlerIds: [USERS.zhangsan] });
    expect(await b.types('zhangsan', id)).toEqual(['COMMIT', 'COMMIT_ORIGINAL_HANDLER', 'UPDATE', 'CLOSE', 'COPY', 'CANCEL']);
    expect(await b.types('wangwu', id)).toEqual(['COPY', 'CANCEL']);

    // The requester resubmits: it goes back to the handler who had it.
    const resubmitted = await b.act('zhangsan', 'commit', { workOrderId: id, formData: { faultIp: '10.1.3.20' } });
    expect(resubmitted).toMatchObject({ dataStatus: 0, currentNodeId: 'Task_accept', handlerIds: [USERS.wangwu] });

    // The handler submits to the approval node: the requester's leader approves.
    const toApproval = await b.act('wangwu', 'commit', { workOrderId: id });
    expect(toApproval).toMatchObject({ dataStatus: 0, currentNodeId: 'Task_approve', handlerIds: [USERS.zhaoliu], isApprove: true });
    expect(await b.types('zhaoliu', id)).toEqual(['APPROVE_PASS', 'APPROVE_REJECT', 'TRANSFER', 'ADD_APPROVER', 'ADD_COPY_TASK', 'COPY', 'CANCEL']);
    expect((await b.list('zhaoliu', 'approvalTodo')).map((r) => r.workOrderId)).toEqual([id]);

    // The approver rejects with a reason: back to the requester, REJECTED.
    expect((await failure(b.act('zhaoliu', 'approveReject', { workOrderId: id }))).message).toBe('原因不能为空');
    const rejected = await b.act('zhaoliu', 'approveReject', { workOrderId: id, reason: '影响范围描述不清' });
    expect(rejected).toMatchObject({ dataStatus: 30, handlerIds: [USERS.zhangsan], isApprove: false });
    expect(await b.types('zhangsan', id)).toEqual(['COMMIT', 'UPDATE', 'CLOSE', 'COPY', 'CANCEL']);
    expect(await b.types('zhaoliu', id)).toEqual(['COPY', 'CANCEL']);

    // Resubmission goes straight back to the approver, who approves.
    const again = await b.act('zhangsan', 'commit', { workOrderId: id, formData: { impact: 'impact-company' } });
    expect(again).toMatchObject({ dataStatus: 0, currentNodeId: 'Task_approve', handlerIds: [USERS.zhaoliu] });
    const approved = await b.act('zhaoliu', 'approvePass', { workOrderId: id, comment: '同意' });
    // Urgency 2: the gateway sends it to second line.
    expect(approved).toMatchObject({ dataStatus: 0, currentNodeId: 'Task_l2', handlerIds: [USERS.wangwu], isApprove: false });

    // The handler closes it (reason required).
    expect((await failure(b.act('wangwu', 'close', { workOrderId: id }))).message).toBe('原因不能为空');
    expect(await b.act('wangwu', 'close', { workOrderId: id, reason: '用户已自行解决' })).toMatchObject({ dataStatus: 40, handlerIds: [] });
    expect(await b.types('wangwu', id)).toEqual(['COPY', 'CANCEL']);
    expect(await b.types('zhangsan', id)).toEqual(['COPY', 'CANCEL']);

    // Detail, flow chart and history reflect the whole walk.
    const detail = await b.detail('zhangsan', id);
    expect(detail).toMatchObject({ dataStatus: 40, readOnlyflag: true, processDefId: INCIDENT, mdlDefCode: 'incident' });
    expect(detail.formData).toMatchObject({ faultIp: '10.1.3.20', impact: 'impact-company', title: '打印机无法连接网络' });
    const chart = await b.call<{ processXml: string; hisNodeSet: string[]; currNodeSet: string[]; sequenceSet: string[]; rejectNodeIds: string[] }>('zhangsan', 'GET', `/api/v2/biz/mdl/hisProcess/h5get/${detail.processInstanceId}/${id}`);
    expect(chart.processXml).toContain('Task_approve');
    expect(chart.hisNodeSet).toEqual(expect.arrayContaining(['StartEvent_1', 'Task_accept', 'Task_approve', 'Gateway_severity']));
    expect(chart.currNodeSet).toEqual([]);
    expect(chart.sequenceSet).toEqual(expect.arrayContaining(['Flow_01', 'Flow_02', 'Flow_02b', 'Flow_04']));
    expect(chart.sequenceSet).not.toContain('Flow_03');
    // Both nodes it was returned from were completed again: done, not rejected.
    expect(chart.rejectNodeIds).toEqual([]);
    const history = await b.call<Array<{ action: string; actorId: string; reason?: string; fromStatus: number; toStatus: number }>>('zhangsan', 'GET', `/api/v2/biz/tab/history/queryHistoryByOrderId?orderId=${id}`);
    expect(history.find((h) => h.action === 'ROLLBACK')).toMatchObject({ fromStatus: 0, toStatus: 30 });
    expect(history.map((h) => h.action).reverse()).toEqual(['SAVE_DRAFT', 'UPDATE_DRAFT', 'START', 'TRANSFER', 'HANGUP', 'HANGDOWN', 'ROLLBACK', 'COMMIT', 'COMMIT', 'APPROVE_REJECT', 'COMMIT', 'APPROVE_PASS', 'CLOSE']);
    expect(history[0]).toMatchObject({ action: 'CLOSE', actorId: USERS.wangwu, reason: '用户已自行解决', fromStatus: 0, toStatus: 40 });
    expect((await b.list('lisi', 'done')).map((r) => r.workOrderId)).toEqual([id]);
  });
});
