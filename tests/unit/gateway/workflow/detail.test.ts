// Drafts, order detail / header / permission, checkOrderHasUpdate, seed
// tickets, candidate queries, templates, and persistence of tickets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../../../../fixtures/gateway/index';
import { bench, failure, incidentForm, INCIDENT, USERS, type Bench } from './helpers';

const open: Array<Bench | Gateway> = [];
async function make(options: Parameters<typeof bench>[0] = {}): Promise<Bench> {
  const b = await bench(options);
  open.push(b);
  return b;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((x) => x.close()));
});

describe('drafts', () => {
  it('save, list, get, header, update, delete; only the creator sees them', async () => {
    const b = await make();
    const saved = await b.call<{ id: string; preNum: string; version: number }>('zhangsan', 'POST', '/api/v2/biz/mdl/instance/draft/save', { processDefId: 'incident', formData: { title: '显示器闪烁' } });
    expect(saved).toMatchObject({ preNum: 'INC-0001', version: 1 });
    expect((await b.list('zhangsan', 'draft')).map((r) => [r.workOrderId, r.dataStatus, r.title])).toEqual([[saved.id, -10, '显示器闪烁']]);
    expect(await b.list('zhangsan', 'initiated')).toEqual([]);
    const header = await b.call<{ title: string; dataStatus: number; isDraft: boolean }>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/draft/header/get/${saved.id}`);
    expect(header).toMatchObject({ title: '显示器闪烁', dataStatus: -10, isDraft: true });

    const updated = await b.call<{ version: number }>('zhangsan', 'POST', '/api/v2/biz/mdl/instance/draft/update', { id: saved.id, formData: { title: '显示器闪烁严重', urgentLevel: '3' } });
    expect(updated.version).toBe(2);
    const draft = await b.call<{ formData: Record<string, unknown>; readOnlyflag: boolean }>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/draft/get/${saved.id}`);
    expect(draft).toMatchObject({ formData: { title: '显示器闪烁严重', urgentLevel: '3' }, readOnlyflag: false });

    for (const [method, path, body] of [
      ['GET', `/api/v2/biz/mdl/instance/draft/get/${saved.id}`, undefined],
      ['GET', `/api/v2/biz/mdl/instance/body/get/${saved.id}`, undefined],
      ['POST', '/api/v2/biz/mdl/instance/draft/update', { id: saved.id, formData: {} }],
      ['POST', `/api/v2/biz/mdl/instance/draft/delete/${saved.id}`, {}],
    ] as const) {
      expect((await failure(b.call('lisi', method, path, body))).code).toBe(100005);
    }
    expect(await b.call('zhangsan', 'POST', `/api/v2/biz/mdl/instance/draft/delete/${saved.id}`, {})).toBe(true);
    expect(await b.list('zhangsan', 'draft')).toEqual([]);
    expect(await failure(b.call('zhangsan', 'GET', `/api/v2/biz/mdl/instance/draft/get/${saved.id}`))).toEqual({ code: 100005, message: '草稿不存在或已删除' });
  });

  it('a seed draft opens and can be submitted', async () => {
    const b = await make({ seed: {} });
    const drafts = await b.list('zhangsan', 'draft');
    // The newest is the handcrafted one; the generated seed adds older drafts (numbers from 1000).
    expect(drafts[0]!.preNum).toBe('REQ-0004');
    expect(drafts.slice(1).every((d) => Number(d.preNum.split('-')[1]) >= 1000)).toBe(true);
    const id = drafts[0]!.workOrderId;
    expect(await b.call('zhangsan', 'GET', `/api/v2/biz/mdl/instance/draft/get/${id}`)).toMatchObject({ dataStatus: -10, currentNodeId: 'Task_submit' });
    expect(await b.act('zhangsan', 'start', { workOrderId: id, formData: { requestType: 'software' } })).toMatchObject({ dataStatus: 0, currentNodeId: 'Task_approve', preNum: 'REQ-0004' });
    expect((await b.list('zhangsan', 'draft')).map((d) => d.preNum)).not.toContain('REQ-0004');
    expect(await b.list('zhangsan', 'draft')).toHaveLength(drafts.length - 1);
  });
});

describe('order detail', () => {
  async function started(b: Bench) {
    return (await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm() })).workOrderId;
  }

  it('has the spec fields; read-only for someone who cannot edit', async () => {
    const b = await make();
    const id = await started(b);
    const detail = await b.detail('lisi', id);
    for (const key of ['currentNodeId', 'processDefId', 'processInstanceId', 'formDataInfo', 'nodeIdsMap', 'formData', 'dataStatus', 'isApprove', 'currentVersionNodeList', 'readOnlyflag', 'mdlDefCode', 'id']) {
      expect(detail).toHaveProperty(key);
    }
    expect(detail).toMatchObject({ id, currentNodeId: 'Task_accept', dataStatus: 0, isApprove: false, readOnlyflag: false, mdlDefCode: 'incident' });
    expect(detail.nodeIdsMap.Task_accept!.taskInfoList).toEqual([expect.objectContaining({ assignee: USERS.lisi, status: 'active', kind: 'handle' })]);
    expect(detail.currentVersionNodeList).toContainEqual(expect.objectContaining({ nodeId: 'Task_review', hangUpDictId: 'CONTINUE' }));
    expect((await b.detail('zhangsan', id)).readOnlyflag).toBe(true);

    const header = await b.call<Record<string, unknown>>('lisi', 'GET', `/api/v2/biz/mdl/instance/header/get/${id}`, undefined, 'en');
    expect(header).toMatchObject({ preNum: 'INC-0001', title: '打印机无法连接网络', urgentLevel: 2, processName: 'Incident management', currentNodeName: 'Service desk acceptance', createdByName: 'Zhang San' });
    expect(header.handlers).toEqual([expect.objectContaining({ userId: USERS.lisi, userName: 'Li Si' })]); // the alias repeats the English name: shown once

    const createHeader = await b.call<Record<string, unknown>>('zhangsan', 'GET', '/api/v2/biz/mdl/instance/header/create/incident');
    expect(createHeader).toMatchObject({ processDefId: INCIDENT, dataStatus: -10, createdBy: USERS.zhangsan, processName: '事件管理' });
    expect((await failure(b.call('zhangsan', 'GET', '/api/v2/biz/mdl/instance/body/get/nope'))).code).toBe(100005);
  });

  it("sends the workflow's dynamic-form rules (the trigger-map fixture's dynamicRules) with the form; none for a workflow without", async () => {
    const b = await make();
    const request = await b.call<{ dynamicRules: Array<{ id: string; scenario: string }> }>('zhangsan', 'GET', '/api/v2/biz/mdl/instance/body/create/proc-request:3:90017');
    expect(request.dynamicRules.map((r) => [r.id, r.scenario])).toEqual([
      ['phone-required', 'LOADING'],
      ['hardware-delivery', 'ONCHANGE'],
    ]);
    const id = await started(b);
    expect((await b.call<{ dynamicRules: unknown[] }>('lisi', 'GET', `/api/v2/biz/mdl/instance/body/get/${id}`)).dynamicRules).toEqual([]);
  });

  it('field permissions per user and node', async () => {
    const b = await make();
    const id = await started(b);
    type Perm = { isPermissionEnable: boolean; fields: Array<{ type: string; fields: string[] }> };
    const perm = (user: 'lisi' | 'zhangsan' | 'guest') => b.call<Perm>(user, 'GET', `/api/v2/biz/mdl/instance/permission/${id}`);
    const handler = await perm('lisi');
    expect(handler.isPermissionEnable).toBe(true);
    const edit = handler.fields.find((f) => f.type === 'EDIT')!.fields;
    const view = handler.fields.find((f) => f.type === 'VIEW')!.fields;
    // A group grants its children.
    expect(edit).toEqual(expect.arrayContaining(['resolution', 'solution', 'rootCause', 'closeCode', 'faultIp']));
    expect(view).toEqual(expect.arrayContaining(['title', 'reporter', 'description']));
    expect(view).not.toContain('solution');
    const requester = await perm('zhangsan');
    expect(requester.fields.find((f) => f.type === 'EDIT')!.fields).toEqual([]);
    // Unrelated: permissions on, nothing granted = the detail is hidden.
    expect(await perm('guest')).toEqual({ isPermissionEnable: true, fields: [] });
    // Back at the requester's step: everything editable (permissions off).
    await b.act('lisi', 'rollback', { workOrderId: id, reason: '补充信息' });
    expect((await perm('zhangsan')).isPermissionEnable).toBe(false);
    expect(await b.call('zhangsan', 'GET', '/api/v2/biz/mdl/instance/permission/incident')).toEqual({ isPermissionEnable: false, fields: [] });
  });

  it('checkOrderHasUpdate reports changes by someone else since a version or a time', async () => {
    const b = await make();
    const id = await started(b);
    const check = (user: 'lisi' | 'zhangsan', body: Record<string, unknown>) =>
      b.call<{ hasUpdate: boolean; version: number; updatedBy: { userId: string } | null }>(user, 'POST', '/api/v2/biz/mdl/instance/checkOrderHasUpdate', { workOrderId: id, ...body });
    const loaded = (await b.detail('lisi', id)).version;
    expect(await check('lisi', { version: loaded })).toMatchObject({ hasUpdate: false, version: loaded });
    await b.act('zhangsan', 'urge', { workOrderId: id });
    expect((await check('lisi', { version: loaded })).hasUpdate).toBe(false);
    const zhangsanLoaded = (await b.detail('zhangsan', id)).version;
    await b.act('lisi', 'update', { workOrderId: id, formData: { faultIp: '10.9.9.9' } });
    // One's own change does not count.
    expect((await check('lisi', { version: loaded })).hasUpdate).toBe(false);
    expect(await check('zhangsan', { version: zhangsanLoaded })).toMatchObject({ hasUpdate: true, version: loaded + 1, updatedBy: { userId: USERS.lisi } });
    expect((await check('zhangsan', { updatedTime: Date.now() - 60_000 })).hasUpdate).toBe(true);
    expect((await check('zhangsan', { updatedTime: Date.now() + 60_000 })).hasUpdate).toBe(false);
  });

  it('candidates for transfer and add-assignee leave out current processors', async () => {
    const b = await make();
    const id = await started(b);
    const redeploy = await b.call<{ currentHandlers: Array<{ userId: string }>; userList: Array<{ userId: string }>; groupList: Array<{ groupId: string }> }>('lisi', 'POST', '/api/v2/biz/btn/queryRedeployInfo', { workOrderId: id });
    expect(redeploy.currentHandlers.map((u) => u.userId)).toEqual([USERS.lisi]);
    expect(redeploy.userList.map((u) => u.userId)).not.toContain(USERS.lisi);
    expect(redeploy.userList.map((u) => u.userId)).toEqual(expect.arrayContaining([USERS.wangwu, USERS.sunqi]));
    expect(redeploy.userList.map((u) => u.userId)).not.toContain('10009');
    expect(redeploy.groupList.map((g) => g.groupId)).toContain('g-network');
    const add = await b.call<{ userList: Array<{ userId: string }> }>('lisi', 'POST', '/api/v2/biz/btn/queryAddAssigneeInfo', { workOrderId: id });
    expect(add.userList.map((u) => u.userId)).not.toContain(USERS.lisi);
    // After the approval the gateway picks second line (urgency 2): Wang Wu by default.
    await b.act('lisi', 'commit', { workOrderId: id });
    const approval = await b.call<{ nodeId: string; isApprove: boolean; needAssign: boolean; defaultUsers: Array<{ userId: string }> }>('zhaoliu', 'POST', '/api/v2/biz/btn/queryAssignInfo', { workOrderId: id });
    expect(approval).toMatchObject({ nodeId: 'Task_l2', isApprove: false, needAssign: true, nodeDone: true });
    expect(approval.defaultUsers.map((u) => u.userId)).toEqual([USERS.wangwu]);
  });

  it('buttons come in the request language with the workflow names', async () => {
    const b = await make();
    const id = await started(b);
    const zh = await b.buttons('lisi', id);
    expect(zh.find((x) => x.extString === 'ROLLBACK')!.name).toBe('回退');
    expect(zh.find((x) => x.extString === 'CANCEL')).toMatchObject({ name: '取消', status: 'enable' });
    const en = await b.buttons('lisi', id, 'en');
    expect(en.map((x) => x.name).slice(0, 3)).toEqual(['Submit', 'Transfer', 'Roll back']);
    expect(en.map((x) => x.orderNumber)).toEqual([...en.map((x) => x.orderNumber)].sort((x, y) => x - y));
  });
});

describe('seed tickets', () => {
  it('open and act from the seed list, with the workflow fixture data', async () => {
    const b = await make({ seed: {} });
    const inc = (await b.list('lisi', 'todo')).find((r) => r.preNum === 'INC-0001')!;
    const detail = await b.detail('lisi', inc.workOrderId);
    expect(detail).toMatchObject({ currentNodeId: 'Task_l2', processInstanceId: 'pi-inc-20250603-0001', formData: { title: '邮箱无法收发邮件' } });
    // Reads do not store anything.
    expect(b.gateway.store.data.workflow).toBeUndefined();
    expect(await b.act('lisi', 'commit', { workOrderId: inc.workOrderId })).toMatchObject({ currentNodeId: 'Task_review', handlerIds: [USERS.lisi] });
    const record = (await b.list('lisi', 'todo')).find((r) => r.preNum === 'INC-0001') as unknown as { currentNodeName: string };
    expect(record.currentNodeName).toBe('回访确认');

    // A change approval waiting for Zhao Liu.
    const chg = (await b.list('zhaoliu', 'approvalTodo')).find((r) => r.preNum === 'CHG-0001')!;
    expect(await b.types('zhaoliu', chg.workOrderId)).toContain('APPROVE_PASS');
    // A claimable request.
    const req = (await b.list('sunqi', 'available')).find((r) => r.preNum === 'REQ-0003')!;
    expect(await b.act('sunqi', 'claim', { workOrderId: req.workOrderId })).toMatchObject({ dataStatus: 0, handlerIds: [USERS.sunqi] });
    // A frozen one.
    const frozen = b.gateway.store.data.workOrders.find((o) => o.preNum === 'INC-0004')!;
    expect(await b.types('lisi', frozen.workOrderId)).toEqual(['HANGDOWN', 'COPY', 'CANCEL']);
    // A problem ticket has no template: a one-step generic process opens it.
    const prb = b.gateway.store.data.workOrders.find((o) => o.preNum === 'PRB-0001')!;
    const chart = await b.call<{ processXml: string; currNodeSet: string[] }>('wangwu', 'GET', `/api/v2/biz/mdl/hisProcess/h5get/${prb.workOrderId}/x`);
    expect(chart.currNodeSet).toEqual(['Task_handle']);
    expect(await b.act('wangwu', 'commit', { workOrderId: prb.workOrderId })).toMatchObject({ dataStatus: 20 });
  });

  it('continues the ticket numbers after the seed', async () => {
    const b = await make({ seed: {} });
    expect((await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm() })).preNum).toBe('INC-0010');
  });
});

describe('templates', () => {
  it('lists by name search in either language and finds by prefix or ticket number', async () => {
    const b = await make();
    type Page = { records: Array<{ processDefKey: string; processName: string; preNum: string }>; total: number };
    expect((await b.call<Page>('lisi', 'POST', '/api/v2/biz/process/pageList', {})).records.map((r) => r.preNum)).toEqual(['INC', 'CHG', 'REQ']);
    expect((await b.call<Page>('lisi', 'POST', '/api/v2/biz/process/pageList', { name: 'change' }, 'en')).records).toEqual([expect.objectContaining({ processName: 'Change management' })]);
    expect((await b.call<Page>('lisi', 'POST', '/api/v2/biz/process/pageList', { name: '  服务 ' })).records.map((r) => r.preNum)).toEqual(['REQ']);
    expect(await b.call('lisi', 'GET', '/api/v2/biz/process/getByPreNum?preNum=INC-0001')).toMatchObject({ processDefId: INCIDENT });
    expect((await failure(b.call('lisi', 'GET', '/api/v2/biz/process/getByPreNum?preNum=XYZ'))).code).toBe(100006);
  });
});

describe('persistence', () => {
  it('keeps tickets, history and list records through a restart on the same persistFile; reset drops them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'schemadesk-workflow-'));
    const file = join(dir, 'data.json');
    try {
      const first = await make({ persistFile: file });
      const id = (await first.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm() })).workOrderId;
      await first.act('lisi', 'transfer', { workOrderId: id, userIds: [USERS.wangwu] });
      await first.close();

      const second = await make({ persistFile: file });
      expect(await second.detail('wangwu', id)).toMatchObject({ currentNodeId: 'Task_accept', version: 3 });
      expect((await second.list('wangwu', 'todo')).map((r) => r.workOrderId)).toEqual([id]);
      expect(await second.act('wangwu', 'commit', { workOrderId: id })).toMatchObject({ currentNodeId: 'Task_approve' });
      expect((await second.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm() })).preNum).toBe('INC-0002');

      const third = createGateway({ latencyMs: 0, persistFile: file, seed: { workOrders: [] } });
      open.push(third);
      expect(third.store.data.workflow!.tickets[id]!.history.map((h) => h.action)).toEqual(['START', 'TRANSFER', 'COMMIT']);
      third.store.reset();
      expect(third.store.data.workflow).toBeUndefined();
      expect(third.store.data.workOrders).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
