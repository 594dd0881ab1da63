// Issue 16 items 7 and 9, fixture gateway: field-modification records written by the actions that change a ticket's
// form data (not by its creation), paged newest first with labels and display values in the caller's language.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callHandler, type Gateway } from '../../../fixtures/gateway/index';
import { fieldModifyRoutes } from '../../../fixtures/gateway/routes/field-modify';
import { withFieldChanges } from '../../../fixtures/gateway/workflow/machine';
import type { Ticket } from '../../../fixtures/gateway/workflow/types';
import { loginAs, testGateway } from './helpers';
import { bench, failure, INCIDENT, incidentForm, USERS, type Bench } from './workflow/helpers';

interface Page {
  records: Array<{
    id: string;
    userId: string;
    userName: string;
    modifyTime: number;
    action: string;
    actionName: string;
    nodeId: string;
    nodeName: string;
    fields: Array<{ fieldCode: string; fieldName: string; oldValue: string; newValue: string }>;
  }>;
  total: number;
  pageNum: number;
  pageSize: number;
  pages: number;
}

const INC_0001 = '899f007a89a4269d6cfdd8554b0d0cba';
const path = (id: string, query = '') => `/api/v2/biz/fieldModifyRecord/pageList/${id}${query}`;

describe('field-modification records written by the actions', () => {
  let b: Bench;
  let id: string;
  const page = (query = '', language?: string) => b.call<Page>('zhangsan', 'GET', path(id, query), undefined, language);

  beforeEach(async () => {
    b = await bench({ routes: fieldModifyRoutes });
    const started = await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm({ affectedService: 'svc-oa' }), assignees: [USERS.lisi] });
    id = started.workOrderId;
  });
  afterEach(() => b.close());

  it('creating the ticket writes none; an UPDATE that changes two fields writes one record with both diffs', async () => {
    expect(await page()).toMatchObject({ records: [], total: 0, pages: 0 });
    await b.act('lisi', 'update', { workOrderId: id, formData: incidentForm({ urgentLevel: '3', affectedService: 'svc-vpn' }) });
    const zh = await page();
    expect(zh.total).toBe(1);
    expect(zh.records[0]).toMatchObject({ userId: USERS.lisi, action: 'UPDATE', actionName: '修改', nodeId: 'Task_accept', nodeName: '服务台受理' });
    expect(zh.records[0]!.fields).toEqual([
      { fieldCode: 'urgentLevel', fieldName: '紧急程度', oldValue: '高', newValue: '紧急' },
      { fieldCode: 'affectedService', fieldName: '受影响服务', oldValue: 'OA 办公', newValue: 'VPN 接入' },
    ]);
    const en = await page('', 'en');
    expect(en.records[0]).toMatchObject({ actionName: 'Update', nodeName: 'Service desk acceptance' });
    expect(en.records[0]!.fields).toEqual([
      { fieldCode: 'urgentLevel', fieldName: 'Urgency', oldValue: 'High', newValue: 'Urgent' },
      { fieldCode: 'affectedService', fieldName: 'Affected service', oldValue: 'Office automation', newValue: 'VPN access' },
    ]);
  });

  it('an action that changes nothing writes none (same values in another form: a list of one, English member names)', async () => {
    const same = incidentForm({ affectedService: ['svc-oa'], reporter: [{ userId: USERS.zhangsan, userName: 'Zhang San', groupId: '', groupName: '' }], remark: '' });
    await b.act('lisi', 'update', { workOrderId: id, formData: same });
    await b.act('lisi', 'hangup', { workOrderId: id, reason: 'wait' });
    await b.act('lisi', 'hangdown', { workOrderId: id });
    await b.act('lisi', 'commit', { workOrderId: id });
    expect((await page()).total).toBe(0);
  });

  it('a commit or an approval with changed data writes a record of its own action; pages newest first', async () => {
    await b.act('lisi', 'commit', { workOrderId: id, formData: { faultIp: '10.0.0.9' } });
    const approver = (await b.detail('zhangsan', id)).nodeIdsMap.Task_approve!.taskInfoList[0]!.assignee;
    const user = (Object.entries(USERS).find(([, userId]) => userId === approver)![0]) as keyof typeof USERS;
    await b.act(user, 'approvepass', { workOrderId: id, formData: { faultIp: '10.0.0.10', notifyChannels: ['sms', 'email'] } });
    const all = await page();
    expect(all.records.map((record) => [record.action, record.nodeId, record.fields.map((field) => `${field.fieldCode}:${field.oldValue}>${field.newValue}`)])).toEqual([
      ['APPROVE_PASS', 'Task_approve', ['faultIp:10.0.0.9>10.0.0.10', 'notifyChannels:>短信、邮件']],
      ['COMMIT', 'Task_accept', ['faultIp:>10.0.0.9']],
    ]);
    const first = await page('?pageNum=1&pageSize=1');
    expect(first).toMatchObject({ total: 2, pageNum: 1, pageSize: 1, pages: 2 });
    expect(first.records.map((record) => record.action)).toEqual(['APPROVE_PASS']);
    expect((await page('?pageNum=2&pageSize=1')).records.map((record) => record.action)).toEqual(['COMMIT']);
    expect((await page('?pageNum=3&pageSize=1')).records).toEqual([]);
    expect((await failure(page('?pageSize=0'))).code).toBe(400);
    expect((await failure(page('?pageSize=101'))).code).toBe(400);
  });

  it('a saved draft counts as created: its submission with changed data is recorded', async () => {
    const saved = await b.call<{ id: string }>('zhangsan', 'POST', '/api/v2/biz/mdl/instance/draft/save', { processDefId: INCIDENT, formData: incidentForm({ title: '草稿标题' }) });
    await b.act('zhangsan', 'start', { workOrderId: saved.id, formData: incidentForm({ title: '正式标题' }), assignees: [USERS.lisi] });
    const records = (await b.call<Page>('zhangsan', 'GET', path(saved.id))).records;
    expect(records.map((record) => [record.action, record.actionName, record.fields])).toEqual([['START', '提交', [{ fieldCode: 'title', fieldName: '事件标题', oldValue: '草稿标题', newValue: '正式标题' }]]]);
  });

  it('a draft update that changes a field is recorded as such; one that changes nothing is not', async () => {
    const saved = await b.call<{ id: string }>('zhangsan', 'POST', '/api/v2/biz/mdl/instance/draft/save', { processDefId: INCIDENT, formData: incidentForm({ title: '草稿标题' }) });
    await b.call('zhangsan', 'POST', '/api/v2/biz/mdl/instance/draft/update', { workOrderId: saved.id, formData: incidentForm({ title: '草稿标题' }) });
    expect((await b.call<Page>('zhangsan', 'GET', path(saved.id))).records).toEqual([]);
    await b.call('zhangsan', 'POST', '/api/v2/biz/mdl/instance/draft/update', { workOrderId: saved.id, formData: incidentForm({ title: '新的草稿标题' }) });
    const records = (await b.call<Page>('zhangsan', 'GET', path(saved.id))).records;
    expect(records.map((record) => [record.action, record.fields.map((field) => [field.fieldCode, field.oldValue, field.newValue])])).toEqual([['UPDATE_DRAFT', [['title', '草稿标题', '新的草稿标题']]]]);
  });
});

describe('withFieldChanges', () => {
  const base = { history: [{}], formData: { a: '1' }, currentNodeId: 'n1', version: 2 } as unknown as Ticket;
  const meta = { action: 'UPDATE_DRAFT', actorId: 'u1', timestamp: 5, newId: () => 'r1' };
  it('records the diff of an existing ticket, none for a new one or no change', () => {
    const after = { ...base, formData: { a: '2', b: 'x' }, version: 3 };
    expect(withFieldChanges(base, after, meta).fieldChanges).toEqual([
      { id: 'r1', action: 'UPDATE_DRAFT', actorId: 'u1', timestamp: 5, nodeId: 'n1', version: 3, changes: [{ fieldCode: 'a', oldValue: '1', newValue: '2' }, { fieldCode: 'b', oldValue: undefined, newValue: 'x' }] },
    ]);
    expect(withFieldChanges({ ...base, history: [] }, after, meta)).toBe(after);
    const same = { ...base, formData: { a: 1, c: null } };
    expect(withFieldChanges(base, same, meta)).toBe(same);
  });
});

describe('seeded records', () => {
  let gateway: Gateway;
  beforeEach(() => {
    gateway = testGateway({ routes: fieldModifyRoutes });
  });

  it('INC-0001 has three on a fresh gateway, newest first, in the caller language', async () => {
    const token = await loginAs(gateway, 'lisi');
    const zh = await callHandler<Page>(gateway, 'GET', path(INC_0001), { token, query: { pageNum: '1', pageSize: '2' } });
    expect(zh.total).toBe(3);
    expect(zh.records.map((record) => record.id)).toEqual(['fm-899f007a-3', 'fm-899f007a-2']);
    expect(zh.records[1]!.fields.map((field) => [field.fieldName, field.oldValue, field.newValue])).toEqual([
      ['处理组', '一线服务台', '应用运维组'],
      ['通知方式', '短信', '邮件'],
      ['事件分类', '硬件', '软件'],
    ]);
    const en = await callHandler<Page>(gateway, 'GET', path(INC_0001), { token, query: { pageNum: '2', pageSize: '2' }, language: 'en' });
    expect(en.records.map((record) => [record.userName, record.actionName, record.fields.map((field) => `${field.fieldName}: ${field.oldValue} → ${field.newValue}`)])).toEqual([
      ['Li Si', 'Update', ['Urgency: Medium → High', 'Affected service: Office automation → Mail service']],
    ]);
  });

  it('refuses a ticket the user cannot see', async () => {
    const token = await loginAs(gateway, 'lisi');
    await expect(callHandler(gateway, 'GET', path('no-such-ticket'), { token })).rejects.toBeTruthy();
  });
});
