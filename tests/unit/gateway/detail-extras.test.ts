// Issue 16 item 8, fixture gateway: the groups a node folds (getNodePutAwayResult), the handlers of a ticket's
// unfinished sub-tasks (noAuthIds), a node's own detail tabs (the order detail's tabList) and the header's tags row.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { detailExtraRoutes } from '../../../fixtures/gateway/routes/detail-extras';
import { templatesOf } from '../../../fixtures/gateway/workflow/templates';
import { fieldCodes, orderHeader } from '../../../fixtures/gateway/workflow/views';
import { findTicket } from '../../../fixtures/gateway/workflow/store';
import { findUser } from '../../../fixtures/gateway/lib/people';
import { bench, failure, INCIDENT, incidentForm, USERS, type Bench, type DemoUser } from './workflow/helpers';

const PUT_AWAY = '/api/v2/biz/nodeFormConfig/getNodePutAwayResult';
const NO_AUTH = '/api/v2/biz/btn/getNoFinishSubTaskHandlerUser';

let b: Bench;
let id: string;
const noAuth = async (user: DemoUser) => (await b.call<Array<{ userId: string; userName: string }>>(user, 'GET', `${NO_AUTH}?workOrderId=${id}`)).map((member) => member.userId);
const tabCodes = async (user: DemoUser) => (await b.call<{ tabList?: Array<{ tabCode: string; tabName: string; sort: number }> }>(user, 'GET', `/api/v2/biz/mdl/instance/body/get/${id}`)).tabList;
/** Who holds the active task of the current node. */
const handler = async (): Promise<DemoUser> => {
  const detail = await b.detail('zhangsan', id);
  const task = detail.nodeIdsMap[detail.currentNodeId]!.taskInfoList.find((info) => info.status === 'active')!;
  return Object.entries(USERS).find(([, userId]) => userId === task.assignee)![0] as DemoUser;
};

beforeEach(async () => {
  b = await bench({ routes: detailExtraRoutes });
  id = (await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm(), assignees: [USERS.lisi] })).workOrderId;
});
afterEach(() => b.close());

describe('getNodePutAwayResult', () => {
  it('answers the folded groups of the current node, or of the node named', async () => {
    expect(await b.call('lisi', 'POST', PUT_AWAY, { workOrderId: id })).toEqual(['resolution']);
    expect(await b.call('lisi', 'POST', PUT_AWAY, { workOrderId: id, nodeId: 'Task_l2' })).toEqual([]);
    expect((await failure(b.call('lisi', 'POST', PUT_AWAY, { workOrderId: id, nodeId: 'Task_nowhere' }))).code).toBe(400);
    expect((await failure(b.call('lisi', 'POST', PUT_AWAY, {}))).code).toBe(400);
  });

  it('every configured folded group is a group of its workflow form', () => {
    const templates = templatesOf(b.gateway.store);
    const configured = templates.all.flatMap((template) => [...template.nodes.values()].flatMap((node) => node.putAway.map((code) => ({ code, form: template.form }))));
    expect(configured.length).toBeGreaterThanOrEqual(2);
    for (const { code, form } of configured) expect(fieldCodes(form)).toContain(code);
  });
});

describe('getNoFinishSubTaskHandlerUser', () => {
  it('lists the endorsers of open countersign tasks and the co-handlers of a shared step, never the caller', async () => {
    expect(await noAuth('lisi')).toEqual([]);
    await b.act('lisi', 'addsigntask', { workOrderId: id, userIds: [USERS.wangwu], reason: '请会签' });
    expect(await noAuth('lisi')).toEqual([USERS.wangwu]);
    expect(await noAuth('zhangsan')).toEqual([USERS.wangwu]);
    // The endorser's own task is not listed for them, and a step with one handler is no sub-task.
    expect(await noAuth('wangwu')).toEqual([]);
    await b.act('lisi', 'addassignee', { workOrderId: id, userIds: [USERS.sunqi] });
    expect(await noAuth('lisi')).toEqual([USERS.wangwu, USERS.sunqi]);
    expect(await noAuth('sunqi')).toEqual([USERS.wangwu, USERS.lisi]);
    await b.act('wangwu', 'handlesigntask', { workOrderId: id, result: 'agree' });
    expect(await noAuth('lisi')).toEqual([USERS.sunqi]);
    const named = await b.call<Array<{ userId: string; userName: string }>>('lisi', 'GET', `${NO_AUTH}?workOrderId=${id}`, undefined, 'en');
    expect(named).toEqual([expect.objectContaining({ userId: USERS.sunqi, userName: expect.stringContaining('Sun') })]);
    expect((await failure(b.call('lisi', 'GET', NO_AUTH))).code).toBe(400);
  });
});

describe('tabList of the order detail', () => {
  it('only at a node with its own tabs: the order detail first, then the node tabs in order', async () => {
    expect(await tabCodes('lisi')).toBeUndefined();
    await b.act('lisi', 'commit', { workOrderId: id });
    expect(await tabCodes('zhangsan')).toBeUndefined();
    await b.act(await handler(), 'approvepass', { workOrderId: id });
    expect((await b.detail('zhangsan', id)).currentNodeId).toBe('Task_l2');
    await b.act(await handler(), 'commit', { workOrderId: id });
    expect((await b.detail('zhangsan', id)).currentNodeId).toBe('Task_review');
    expect(await tabCodes('zhangsan')).toEqual([
      { tabCode: 'detail', tabName: '', sort: 0 },
      { tabCode: 'history', tabName: '', sort: 1 },
      { tabCode: 'reply', tabName: '', sort: 2 },
      { tabCode: 'sla', tabName: '', sort: 3 },
    ]);
  });
});

describe('order header tags', () => {
  it('carries the ticket tags: public ones for everyone, only-yourself ones for their creator', async () => {
    const header = (user: DemoUser) => b.call<{ tags: Array<{ tagName: string }>; slaStatus: number[] }>(user, 'GET', `/api/v2/biz/mdl/instance/header/get/${id}`);
    expect((await header('lisi')).tags).toEqual([]);
    const tag = (n: number) => String(n).padStart(32, 'b');
    await b.call('lisi', 'POST', '/api/v2/biz/tab/tag/saveTag', { orderId: id, tags: [{ id: tag(1), tagName: 'VPN' }] });
    await b.call('zhangsan', 'POST', '/api/v2/biz/tab/tag/saveTag', { orderId: id, isOnlyYourSelf: true, tags: [{ id: tag(2), tagName: '私有' }] });
    const seen = await header('wangwu');
    expect(seen.tags.map((t) => t.tagName)).toEqual(['VPN']);
    // A fresh ticket whose deadlines are more than 30 minutes away: no badge.
    expect(seen.slaStatus).toEqual([]);
    const data = b.gateway.store.data;
    const found = findTicket(data, templatesOf(b.gateway.store), id)!;
    const own = orderHeader(data, found.template, found.ticket, 'zh', findUser(data, USERS.zhangsan));
    expect(own.tags.map((t) => [t.tagName, t.isOnlyYourSelf])).toEqual([
      ['VPN', false],
      ['私有', true],
    ]);
    expect(orderHeader(data, found.template, found.ticket, 'zh', findUser(data, USERS.lisi)).tags.map((t) => t.tagName)).toEqual(['VPN']);
  });
});
