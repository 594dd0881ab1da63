// Issue 16 items 1 and 9, fixture gateway: the approval tab's call on the ticket store (approvals written by the
// existing action routes), and the back-to-back countersign of the change template's CAB approval.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { approvalRoutes } from '../../../fixtures/gateway/routes/approval';
import { bench, failure, USERS, type Bench } from './workflow/helpers';

const CHANGE = 'proc-change:3:90017';
const REQUEST = 'proc-request:3:90017';
const PATH = (id: string) => `/api/v2/biz/tab/approval/queryOrderApprovalInfo/${id}`;

interface Approver {
  user: { userId: string; userName: string };
  result: string | null;
  hidden: boolean;
  comment?: string;
  time?: number;
  addedBy?: { userId: string };
  addReason?: string;
}
interface ApprovalNode {
  nodeId: string;
  nodeName: string;
  visit: number;
  backToBack: boolean;
  visibility: 'all' | 'own';
  current: boolean;
  approvers: Approver[];
}

let b: Bench;
beforeEach(async () => {
  b = await bench({ routes: approvalRoutes });
});
afterEach(() => b.close());

const approvals = (user: Parameters<Bench['call']>[0], id: string, language?: string) => b.call<ApprovalNode[]>(user, 'GET', PATH(id), undefined, language);
/** What a user sees of each approver: `name:result[:comment]`, hidden ones as `name:hidden`. */
const seen = (node: ApprovalNode) => node.approvers.map((a) => [a.user.userId, a.hidden ? 'hidden' : a.result, ...(a.comment ? [a.comment] : [])].join(':'));

/** wangwu raises a normal change and the assessment passes it to the CAB (zhaoliu and zhouba, back to back). */
async function changeAtCab(): Promise<string> {
  const id = (await b.act('wangwu', 'start', { processDefId: CHANGE, formData: { title: '核心交换机固件升级', changeType: 'normal' } })).workOrderId;
  await b.act('wangwu', 'commit', { workOrderId: id });
  await b.act('zhouba', 'commit', { workOrderId: id });
  return id;
}

describe('approval tab', () => {
  it('a ticket without approvals answers an empty list; an unknown ticket is refused', async () => {
    const id = (await b.act('wangwu', 'start', { processDefId: CHANGE, formData: { title: 't', changeType: 'normal' } })).workOrderId;
    expect(await approvals('wangwu', id)).toEqual([]);
    expect((await failure(approvals('wangwu', 'nope'))).code).not.toBe(100000);
  });

  it('back to back: each approver sees only their own result, the requester and admins see all', async () => {
    const id = await changeAtCab();
    const [cab] = await approvals('zhaoliu', id);
    expect(cab).toMatchObject({ nodeId: 'Task_cab', nodeName: 'CAB 审批', backToBack: true, visibility: 'own', current: true });
    expect(seen(cab!)).toEqual([`${USERS.zhaoliu}:pending`, `${USERS.zhouba}:hidden`]);

    await b.act('zhaoliu', 'approvePass', { workOrderId: id, reason: '同意，注意回滚窗口' });
    expect(seen((await approvals('zhaoliu', id))[0]!)).toEqual([`${USERS.zhaoliu}:approved:同意，注意回滚窗口`, `${USERS.zhouba}:hidden`]);
    // The other approver learns nothing of the first one's decision, not even its time.
    const forZhouba = (await approvals('zhouba', id))[0]!;
    expect(seen(forZhouba)).toEqual([`${USERS.zhaoliu}:hidden`, `${USERS.zhouba}:pending`]);
    expect(forZhouba.approvers[0]).not.toHaveProperty('time');
    expect(forZhouba.approvers[0]).not.toHaveProperty('comment');
    // A bystander (a handler of an earlier node) sees no result at all.
    expect(seen((await approvals('lisi', id))[0]!)).toEqual([`${USERS.zhaoliu}:hidden`, `${USERS.zhouba}:hidden`]);
    // The requester sees everything, in English too.
    const forRequester = (await approvals('wangwu', id, 'en'))[0]!;
    expect(forRequester).toMatchObject({ nodeName: 'CAB approval', visibility: 'all' });
    expect(seen(forRequester)).toEqual([`${USERS.zhaoliu}:approved:同意，注意回滚窗口`, `${USERS.zhouba}:pending`]);
    expect(forRequester.approvers[0]!.user.userName).toContain('Zhao Liu');

    // The second approver rejects: the ticket returns to the requester; the results stay on record.
    await b.act('zhouba', 'approveReject', { workOrderId: id, reason: '回滚方案不完整' });
    expect(seen((await approvals('wangwu', id))[0]!)).toEqual([`${USERS.zhaoliu}:approved:同意，注意回滚窗口`, `${USERS.zhouba}:rejected:回滚方案不完整`]);
    expect((await approvals('wangwu', id))[0]!.current).toBe(false);

    // An admin sees all.
    b.gateway.store.mutate((data) => {
      data.users.find((u) => u.userId === USERS.lisi)!.roleIds.push('r-admin');
    });
    expect(seen((await approvals('lisi', id))[0]!)).toEqual([`${USERS.zhaoliu}:approved:同意，注意回滚窗口`, `${USERS.zhouba}:rejected:回滚方案不完整`]);
  });

  it('a resubmitted ticket gets a new round on top; a rejection cancels the open approvals of the round', async () => {
    const id = await changeAtCab();
    await b.act('zhouba', 'approveReject', { workOrderId: id, reason: '材料不全' });
    await b.act('wangwu', 'commit', { workOrderId: id });
    const rounds = await approvals('wangwu', id);
    expect(rounds.map((node) => [node.nodeId, node.current])).toEqual([
      ['Task_cab', true],
      ['Task_cab', false],
    ]);
    expect(rounds[0]!.visit).toBeGreaterThan(rounds[1]!.visit);
    expect(seen(rounds[0]!)).toEqual([`${USERS.zhaoliu}:pending`, `${USERS.zhouba}:pending`]);
    // zhaoliu had not decided when zhouba rejected: that approval was dropped, not left pending.
    expect(seen(rounds[1]!)).toEqual([`${USERS.zhaoliu}:cancelled`, `${USERS.zhouba}:rejected:材料不全`]);
  });

  it('an approval node that is not back to back shows everyone every result, with added approvers and why', async () => {
    const id = (await b.act('zhangsan', 'start', { processDefId: REQUEST, formData: { title: '安装 Visio', requestType: 'software' } })).workOrderId;
    await b.act('zhaoliu', 'addApprover', { workOrderId: id, userIds: [USERS.lisi], reason: '请李四确认许可证' });
    let [node] = await approvals('sunqi', id);
    expect(node).toMatchObject({ nodeId: 'Task_approve', backToBack: false, visibility: 'all' });
    expect(seen(node!)).toEqual([`${USERS.zhaoliu}:pending`, `${USERS.lisi}:pending`]);
    expect(node!.approvers[1]).toMatchObject({ addedBy: { userId: USERS.zhaoliu }, addReason: '请李四确认许可证' });

    await b.act('zhaoliu', 'approvePass', { workOrderId: id });
    await b.act('lisi', 'approvePass', { workOrderId: id, reason: '许可证充足' });
    [node] = await approvals('sunqi', id);
    expect(seen(node!)).toEqual([`${USERS.zhaoliu}:approved`, `${USERS.lisi}:approved:许可证充足`]);
    expect(node!.current).toBe(false);
    expect(node!.approvers.every((a) => typeof a.time === 'number')).toBe(true);
  });
});
