// Issue 16 items 2 and 9, fixture gateway: the process-info tab's calls (hisProcess/get, getNodeInfo) on the
// ticket store, walked through the existing action routes (commit, approve, reject, urge).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { processInfoRoutes } from '../../../fixtures/gateway/routes/process-info';
import { bench, failure, USERS, type Bench } from './workflow/helpers';

const CHANGE = 'proc-change:3:90017';

interface Node {
  nodeId: string;
  nodeName: string;
  visit: number;
  handlers: Array<{ userId: string; userName: string }>;
  handlerGroup?: { groupId: string; groupName: string };
  startTime?: number;
  endTime?: number;
  status: string;
  canUrge?: boolean;
}
interface Info {
  currNodeSet: Node[];
  hisNodeSet: Node[];
}
interface Task {
  taskId: string;
  kind: string;
  handler: { userId: string };
  status: string;
  result?: string;
  hidden?: boolean;
  comment?: string;
  startTime: number;
  endTime?: number;
}

let b: Bench;
beforeEach(async () => {
  b = await bench({ routes: processInfoRoutes });
});
afterEach(() => b.close());

type User = Parameters<Bench['call']>[0];
const info = (user: User, id: string, language?: string) => b.call<Info>(user, 'GET', `/api/v2/biz/mdl/hisProcess/get/${id}`, undefined, language);
const tasks = (user: User, id: string, nodeId: string, visit?: number) => b.call<Task[]>(user, 'GET', `/api/v2/biz/mdl/hisProcess/getNodeInfo/${id}/${nodeId}${visit === undefined ? '' : `?visit=${visit}`}`);
const brief = (nodes: Node[]) => nodes.map((node) => `${node.nodeId}:${node.status}:${node.handlers.map((h) => h.userId).join('+')}`);

describe('process info tab', () => {
  it('walks a change: the current node with its handlers, the nodes behind it newest first, each node’s tasks', async () => {
    const started = await b.act('wangwu', 'start', { processDefId: CHANGE, formData: { title: '核心交换机固件升级', changeType: 'normal' } });
    const id = started.workOrderId;
    let now = await info('wangwu', id);
    expect(brief(now.currNodeSet)).toEqual([`Task_assess:processing:${USERS.wangwu}+${USERS.zhouba}+${USERS.lisi}`]);
    expect(now.currNodeSet[0]).toMatchObject({ nodeName: '风险评估', startTime: expect.any(Number) });
    expect(brief(now.hisNodeSet)).toEqual([`Task_draft:completed:${USERS.wangwu}`]);

    // More than half of the assessors commit; lisi's open task is dropped with the node.
    await b.act('wangwu', 'commit', { workOrderId: id, reason: '风险可控' });
    await b.act('zhouba', 'commit', { workOrderId: id });
    now = await info('wangwu', id, 'en');
    expect(brief(now.currNodeSet)).toEqual([`Task_cab:processing:${USERS.zhaoliu}+${USERS.zhouba}`]);
    expect(now.currNodeSet[0]!.nodeName).toBe('CAB approval');
    expect(brief(now.hisNodeSet)).toEqual([`Task_assess:completed:${USERS.wangwu}+${USERS.zhouba}`, `Task_draft:completed:${USERS.wangwu}`]);
    const assess = now.hisNodeSet[0]!;
    expect(assess.endTime).toBeGreaterThanOrEqual(assess.startTime!);
    const assessTasks = await tasks('wangwu', id, 'Task_assess');
    expect(assessTasks.map((t) => `${t.handler.userId}:${t.status}`)).toEqual([`${USERS.wangwu}:completed`, `${USERS.zhouba}:completed`, `${USERS.lisi}:cancelled`]);
    expect(assessTasks[0]!.comment).toBe('风险可控');

    // The requester may urge the CAB; an approver may not (and the gateway says so on urge).
    expect(now.currNodeSet[0]!.canUrge).toBe(true);
    expect((await info('zhaoliu', id)).currNodeSet[0]!.canUrge).toBe(false);
    expect(await b.act<boolean>('wangwu', 'urge', { workOrderId: id })).toBe(true);
    expect((await failure(b.act('wangwu', 'urge', { workOrderId: id }))).message).toBe('催办过于频繁，请10分钟后再试');
    expect((await failure(b.act('zhaoliu', 'urge', { workOrderId: id }))).code).toBe(100002);

    // Back to back: an approver's node info hides the other approver's result; the requester sees it.
    await b.act('zhaoliu', 'approvePass', { workOrderId: id, reason: '同意' });
    const forZhouba = await tasks('zhouba', id, 'Task_cab');
    expect(forZhouba.map((t) => `${t.handler.userId}:${t.hidden ? 'hidden' : t.result}`)).toEqual([`${USERS.zhaoliu}:hidden`, `${USERS.zhouba}:pending`]);
    expect(forZhouba[0]).not.toHaveProperty('comment');
    const forRequester = await tasks('wangwu', id, 'Task_cab');
    expect(forRequester.map((t) => `${t.handler.userId}:${t.result}:${t.comment ?? ''}`)).toEqual([`${USERS.zhaoliu}:approved:同意`, `${USERS.zhouba}:pending:`]);

    // A rejection sends it back to the requester: the CAB becomes history (rejected), the requester's step current.
    await b.act('zhouba', 'approveReject', { workOrderId: id, reason: '回滚方案不完整' });
    now = await info('wangwu', id);
    expect(brief(now.currNodeSet)).toEqual([`Task_draft:returned:${USERS.wangwu}`]);
    expect(brief(now.hisNodeSet)[0]).toBe(`Task_cab:rejected:${USERS.zhaoliu}+${USERS.zhouba}`);
    // Resubmitted: the CAB again, a second visit; the first visit's tasks stay apart.
    await b.act('wangwu', 'commit', { workOrderId: id });
    now = await info('wangwu', id);
    const visit = now.currNodeSet[0]!.visit;
    expect(now.currNodeSet[0]!.nodeId).toBe('Task_cab');
    expect(now.hisNodeSet.map((node) => node.nodeId)).toEqual(['Task_draft', 'Task_cab', 'Task_assess', 'Task_draft']);
    expect((await tasks('wangwu', id, 'Task_cab', visit)).map((t) => t.status)).toEqual(['active', 'active']);
    expect(await tasks('wangwu', id, 'Task_cab')).toHaveLength(4);
  });

  it('a ticket waiting for its group shows the group; a finished or closed one has no current node', async () => {
    const id = (await b.act('zhangsan', 'start', { processDefId: 'proc-request:3:90017', formData: { title: '安装 Visio', requestType: 'software' } })).workOrderId;
    await b.act('zhaoliu', 'approvePass', { workOrderId: id });
    const waiting = await info('zhangsan', id);
    expect(waiting.currNodeSet[0]).toMatchObject({ nodeId: 'Task_fulfil', status: 'toClaim', handlers: [], handlerGroup: { groupId: 'g-desk-l1' } });
    await b.act('sunqi', 'claim', { workOrderId: id });
    await b.act('sunqi', 'commit', { workOrderId: id });
    await b.act('zhangsan', 'commit', { workOrderId: id, formData: { satisfaction: 5 } });
    const done = await info('zhangsan', id);
    expect(done.currNodeSet).toEqual([]);
    expect(done.hisNodeSet.map((node) => node.nodeId)).toEqual(['Task_confirm', 'Task_fulfil', 'Task_approve', 'Task_submit']);
  });

  it('a seed ticket lists its route nodes after the submission, without made-up times', async () => {
    const seeded = await bench({ routes: processInfoRoutes, seed: {} });
    try {
      // INC-0001: at second line, passed acceptance and approval.
      const id = '899f007a89a4269d6cfdd8554b0d0cba';
      const got = await seeded.call<Info>('lisi', 'GET', `/api/v2/biz/mdl/hisProcess/get/${id}`);
      expect(got.currNodeSet.map((node) => node.nodeId)).toEqual(['Task_l2']);
      expect(got.hisNodeSet.map((node) => node.nodeId)).toEqual(['Task_approve', 'Task_accept', 'StartEvent_1']);
      expect(got.hisNodeSet[0]).not.toHaveProperty('startTime');
      expect((await failure(seeded.call('lisi', 'GET', '/api/v2/biz/mdl/hisProcess/get/does-not-exist'))).code).not.toBe(100000);
    } finally {
      await seeded.close();
    }
  });
});
