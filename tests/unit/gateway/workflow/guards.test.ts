// Guards of the ticket actions: reasons, duplicate processors, cc, endorse,
// frozen tickets, urge cooldown, who may act, 100006, message language.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bench, failure, incidentForm, INCIDENT, USERS, type Bench } from './helpers';

let b: Bench;
beforeEach(async () => {
  b = await bench();
});
afterEach(async () => {
  vi.useRealTimers();
  await b.close();
});

/** An incident at the service desk, handled by Li Si. */
async function incident(): Promise<string> {
  return (await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm(), assignees: [USERS.lisi] })).workOrderId;
}

/** An incident at the approval node (Zhao Liu approves). */
async function atApproval(): Promise<string> {
  const id = await incident();
  await b.act('lisi', 'commit', { workOrderId: id });
  return id;
}

describe('reasons', () => {
  it.each([
    ['rollback', 'lisi', false],
    ['close', 'lisi', false],
    ['addSignTask', 'lisi', false],
    ['approveReject', 'zhaoliu', true],
    ['addApprover', 'zhaoliu', true],
  ] as const)('%s needs a reason', async (action, user, approval) => {
    const id = approval ? await atApproval() : await incident();
    const body = { workOrderId: id, userIds: [USERS.zhouba] };
    expect(await failure(b.act(user, action, body))).toEqual({ code: 100001, message: '原因不能为空' });
    expect((await failure(b.act(user, action, { ...body, reason: '   ' }))).message).toBe('原因不能为空');
    expect((await failure(b.act(user, action, { ...body, reason: 'x'.repeat(501) }))).message).toBe('原因不能超过500个字符');
    await expect(b.act(user, action, { ...body, reason: 'x'.repeat(500) })).resolves.toBeTruthy();
  });

  it('accepts the reason as comment, and answers in English with an en language header', async () => {
    const id = await incident();
    expect((await failure(b.act('lisi', 'close', { workOrderId: id }, 'en'))).message).toBe('Reason required');
    expect(await b.act('lisi', 'close', { workOrderId: id, comment: '重复工单' })).toMatchObject({ dataStatus: 40 });
  });
});

describe('people rules', () => {
  it('added processors cannot duplicate current ones', async () => {
    const id = await incident();
    expect(await failure(b.act('lisi', 'addAssignee', { workOrderId: id, userIds: [] }))).toEqual({ code: 100001, message: '人员不能为空' });
    expect((await failure(b.act('lisi', 'addAssignee', { workOrderId: id, userIds: [USERS.lisi] }))).message).toBe('添加的处理人不能与当前处理人重复');
    expect(await b.act('lisi', 'addAssignee', { workOrderId: id, userIds: [USERS.sunqi] })).toMatchObject({ handlerIds: [USERS.lisi, USERS.sunqi] });
    expect((await failure(b.act('lisi', 'addAssignee', { workOrderId: id, userIds: [USERS.wangwu, USERS.sunqi] }))).message).toBe('添加的处理人不能与当前处理人重复');
    expect((await failure(b.act('lisi', 'addAssignee', { workOrderId: id, userIds: ['10009'] }))).message).toBe('人员不存在或已停用');
  });

  it('cc cannot go to the same person (oneself, twice in a list, or someone already copied)', async () => {
    const id = await incident();
    const cc = (userIds: string[]) => b.act('lisi', 'addCopyTask', { workOrderId: id, userIds });
    expect((await failure(cc([USERS.lisi]))).message).toBe('不能抄送给同一个人');
    expect((await failure(cc([USERS.wangwu, USERS.wangwu]))).message).toBe('不能抄送给同一个人');
    await cc([USERS.wangwu]);
    expect((await failure(cc([USERS.zhaoliu, USERS.wangwu]))).message).toBe('不能抄送给同一个人');
    expect((await failure(cc([]))).message).toBe('人员不能为空');
  });

  it('endorse cannot target current handlers; the endorser handles the sign task', async () => {
    const id = await incident();
    await b.act('lisi', 'addAssignee', { workOrderId: id, userIds: [USERS.sunqi] });
    const endorse = (userIds: string[]) => b.act('lisi', 'addSignTask', { workOrderId: id, userIds, reason: '请网络组会签' });
    expect((await failure(endorse([USERS.lisi]))).message).toBe('会签人不能是正在处理该工单的人员');
    expect((await failure(endorse([USERS.sunqi]))).message).toBe('会签人不能是正在处理该工单的人员');
    await endorse([USERS.wangwu]);
    expect(await b.types('wangwu', id)).toEqual(['HANDLE_SIGN_TASK', 'COPY', 'CANCEL']);
    expect((await failure(endorse([USERS.wangwu]))).message).toBe('添加的处理人不能与当前处理人重复');
    const detail = await b.detail('wangwu', id);
    const sign = detail.nodeIdsMap.Task_accept!.taskInfoList.find((t) => t.kind === 'sign')!;
    await b.act('wangwu', 'handleSignTask', { workOrderId: id, taskId: sign.taskId, result: 'agree', comment: '同意' });
    expect(await b.types('wangwu', id)).toEqual(['COPY', 'CANCEL']);
    expect((await b.detail('lisi', id)).nodeIdsMap.Task_accept!.taskInfoList.find((t) => t.taskId === sign.taskId)).toMatchObject({ status: 'completed', result: 'agree' });
  });

  it('cannot add approvers who are already approving; added approvers approve after the one who added them', async () => {
    const id = await atApproval();
    expect((await failure(b.act('zhaoliu', 'addApprover', { workOrderId: id, userIds: [USERS.zhaoliu], comment: '请周八一起审批' }))).message).toBe(
      '不能给正在处理同一工单的处理人加签',
    );
    expect((await failure(b.act('zhaoliu', 'addApprover', { workOrderId: id, userIds: [USERS.zhaoliu], comment: 'x' }, 'en'))).message).toBe(
      'You cannot add approvers to processors who are processing the same tickets',
    );
    await b.act('zhaoliu', 'addApprover', { workOrderId: id, userIds: [USERS.zhouba], comment: '请周八一起审批' });
    expect(await b.act('zhaoliu', 'approvePass', { workOrderId: id })).toMatchObject({ currentNodeId: 'Task_approve', handlerIds: [USERS.zhouba] });
    expect(await b.act('zhouba', 'approvePass', { workOrderId: id })).toMatchObject({ currentNodeId: 'Task_l2', handlerIds: [USERS.wangwu] });
  });

  it('transfer needs one valid target that is not handling the ticket', async () => {
    const id = await incident();
    expect(await failure(b.act('lisi', 'transfer', { workOrderId: id }))).toEqual({ code: 100001, message: '处理人和转派对象不能为空' });
    expect((await failure(b.act('lisi', 'transfer', { workOrderId: id, userIds: [USERS.lisi] }))).message).toBe('添加的处理人不能与当前处理人重复');
    expect((await failure(b.act('lisi', 'transfer', { workOrderId: id, userIds: ['nobody'] }))).message).toBe('人员不存在或已停用');
    expect((await failure(b.act('lisi', 'transfer', { workOrderId: id, userIds: [USERS.wangwu, USERS.sunqi] }))).message).toBe('操作参数校验失败');
    // To a group: the ticket waits to be claimed by its members.
    expect(await b.act('lisi', 'transfer', { workOrderId: id, groupId: 'g-network' })).toMatchObject({ dataStatus: 10, handlerIds: [], handlerGroupId: 'g-network' });
    expect(await b.types('wangwu', id)).toEqual(['CLAIM', 'COPY', 'CANCEL']);
    expect(await b.act('wangwu', 'claim', { workOrderId: id })).toMatchObject({ dataStatus: 0, handlerIds: [USERS.wangwu] });
  });
});

describe('frozen tickets', () => {
  it('cannot be operated except resumed (and copied)', async () => {
    const id = await incident();
    await b.act('lisi', 'hangup', { workOrderId: id });
    for (const [user, action, body] of [
      ['lisi', 'commit', {}],
      ['lisi', 'close', { reason: '关闭' }],
      ['lisi', 'transfer', { userIds: [USERS.wangwu] }],
      ['lisi', 'update', { formData: { title: '改标题' } }],
      ['lisi', 'hangup', {}],
      ['zhangsan', 'urge', {}],
      ['zhangsan', 'withdraw', {}],
      ['sunqi', 'commit', {}],
    ] as const) {
      expect(await failure(b.act(user, action, { workOrderId: id, ...body }))).toEqual({ code: 100003, message: '工单已冻结，无法操作' });
    }
    expect((await failure(b.act('lisi', 'commit', { workOrderId: id }, 'en'))).message).toBe('The ticket is frozen and cannot be operated');
    // Copying reads the frozen ticket into a new one and leaves it as it is (the client enables COPY too).
    const frozen = () => b.gateway.store.data.workflow!.tickets[id]!;
    const version = frozen().version;
    expect(await b.act<{ formData: { title: string } }>('zhangsan', 'copy', { workOrderId: id })).toMatchObject({ formData: { title: '打印机无法连接网络' } });
    expect(frozen()).toMatchObject({ dataStatus: 50, version });
    expect((await failure(b.act('zhangsan', 'hangdown', { workOrderId: id }))).code).toBe(100002);
    expect(await b.act('lisi', 'hangdown', { workOrderId: id })).toMatchObject({ dataStatus: 0 });
  });
});

describe('urge', () => {
  it('has a 10-minute cooldown per user and ticket', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-10T08:00:00Z'));
    const id = await incident();
    const other = await incident();
    expect(await b.act('zhangsan', 'urge', { workOrderId: id })).toBe(true);
    expect(await failure(b.act('zhangsan', 'urge', { workOrderId: id }))).toEqual({ code: 100004, message: '催办过于频繁，请10分钟后再试' });
    // Another ticket has its own cooldown.
    expect(await b.act('zhangsan', 'urge', { workOrderId: other })).toBe(true);
    vi.setSystemTime(new Date('2025-06-10T08:09:59Z'));
    expect((await failure(b.act('zhangsan', 'urge', { workOrderId: id }, 'en'))).message).toBe('Buzz too recent. Please wait 10 minutes before urging again');
    vi.setSystemTime(new Date('2025-06-10T08:10:00Z'));
    expect(await b.act('zhangsan', 'urge', { workOrderId: id })).toBe(true);
    // The handler does not urge himself.
    expect((await failure(b.act('lisi', 'urge', { workOrderId: id }))).code).toBe(100002);
  });
});

describe('who may act', () => {
  it('only current handlers act; others get "no permission"', async () => {
    const id = await incident();
    for (const [user, action] of [
      ['sunqi', 'commit'],
      ['wangwu', 'transfer'],
      ['zhangsan', 'rollback'],
      ['guest', 'close'],
      ['zhaoliu', 'approvePass'],
      ['lisi', 'approvePass'],
      ['lisi', 'claim'],
      ['lisi', 'hangdown'],
      ['lisi', 'getback'],
      ['lisi', 'commitOriginalHandler'],
      ['lisi', 'retry'],
      ['lisi', 'handleSignTask'],
    ] as const) {
      expect(await failure(b.act(user, action, { workOrderId: id, reason: 'r', userIds: [USERS.qianer] }))).toEqual({ code: 100002, message: '您没有权限执行该操作' });
    }
    expect((await failure(b.act('sunqi', 'commit', { workOrderId: 'no-such-ticket' }))).code).toBe(100005);
    await expect(b.call('lisi', 'POST', '/api/v2/biz/btn/btnaction/fly', { workOrderId: id })).rejects.toMatchObject({ code: 400 });
  });

  it('answers 100006 when the user may not create from the workflow or it does not exist', async () => {
    const message = '您无权创建该工单，或流程不存在，请联系IT服务台';
    const change = { processDefId: 'proc-change:3:90017', formData: { title: '升级' } };
    expect(await failure(b.act('zhangsan', 'start', change))).toEqual({ code: 100006, message });
    expect(await failure(b.act('zhangsan', 'start', { processDefId: 'proc-nothing', formData: {} }))).toEqual({ code: 100006, message });
    expect(await failure(b.call('zhangsan', 'GET', '/api/v2/biz/mdl/instance/body/create/proc-change:3:90017'))).toEqual({ code: 100006, message });
    expect(await failure(b.call('guest', 'GET', '/api/v2/biz/mdl/instance/header/create/change-request'))).toEqual({ code: 100006, message });
    expect(await failure(b.call('zhangsan', 'POST', '/api/v2/biz/mdl/instance/draft/save', change))).toEqual({ code: 100006, message });
    expect((await failure(b.act('zhangsan', 'start', change, 'en'))).message).toBe(
      'You are not allowed to create this ticket, or the workflow does not exist. Please contact the IT service desk',
    );
    const list = await b.call<{ records: Array<{ processDefKey: string }> }>('zhangsan', 'POST', '/api/v2/biz/process/pageList', {});
    expect(list.records.map((r) => r.processDefKey)).toEqual(['proc-incident', 'proc-request']);
    await expect(b.act('wangwu', 'start', { ...change, formData: { title: '核心交换机升级', changeType: 'normal' } })).resolves.toMatchObject({ currentNodeId: 'Task_assess' });
  });
});

describe('urge, copy and retry do not change what others edit', () => {
  it('keeps the version on urge and copy, bumps it on update', async () => {
    const id = await incident();
    const v = (await b.detail('lisi', id)).version;
    await b.act('zhangsan', 'urge', { workOrderId: id });
    await b.act('zhangsan', 'copy', { workOrderId: id });
    expect((await b.detail('lisi', id)).version).toBe(v);
    await b.act('lisi', 'update', { workOrderId: id, formData: { faultIp: '10.0.0.1' } });
    expect((await b.detail('lisi', id)).version).toBe(v + 1);
  });
});
