// Issue 15 part 1: the generated seed, the new list types and the worklist / home / search calls.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callHandler, type Gateway } from '../../../fixtures/gateway/index';
import { loadSeed } from '../../../fixtures/gateway/seed';
import { GENERATED_BEFORE } from '../../../fixtures/gateway/seed-generated';
import type { SeedWorkOrder } from '../../../fixtures/gateway/types';
import { api, loginAs, testGateway } from './helpers';

interface Row {
  workOrderId: string;
  preNum: string;
  dataStatus: number;
  urgentLevel: number;
  slaStatus: number;
  createdBy: string;
  handlers: Array<{ userId: string }>;
}
interface Page {
  records: Row[];
  total: number;
}

const seed = loadSeed();
const isGenerated = (o: { preNum: string }): boolean => Number(o.preNum.split('-')[1]) >= 1000;
const generated = seed.workOrders.filter(isGenerated);
const handcrafted = seed.workOrders.filter((o) => !isGenerated(o));

let gateway: Gateway;
const tokens: Record<string, string> = {};
const as = async (userName: string): Promise<string> => (tokens[userName] ??= await loginAs(gateway, userName));
const call = async <T>(userName: string, method: 'GET' | 'POST', path: string, options: { body?: unknown; query?: Record<string, string>; language?: string } = {}) =>
  callHandler<T>(gateway, method, path, { token: await as(userName), ...options });
const list = (userName: string, body: Record<string, unknown>) => call<Page>(userName, 'POST', '/api/v2/biz/h5workOrder/list', { body });
const raw = async (userName: string, method: 'GET' | 'POST', path: string, options: { body?: unknown; query?: Record<string, string> } = {}) =>
  api(gateway, method, path, { token: await as(userName), ...options });

beforeEach(() => {
  gateway = testGateway();
  for (const key of Object.keys(tokens)) delete tokens[key];
});
afterEach(async () => {
  await gateway.close();
});

describe('generated seed', () => {
  it('adds at least 300 tickets covering every status, urgency, SLA code, VIP value, group and process', () => {
    expect(handcrafted).toHaveLength(18);
    expect(generated.length).toBeGreaterThanOrEqual(300);
    const values = <T>(f: (o: SeedWorkOrder) => T) => new Set(generated.map(f));
    expect([...values((o) => o.dataStatus)].sort((a, b) => a - b)).toEqual([-10, 0, 10, 20, 30, 40, 50]);
    expect([...values((o) => o.urgentLevel)].sort()).toEqual([0, 1, 2, 3]);
    expect([...values((o) => o.slaStatus)].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(values((o) => o.vip)).toEqual(new Set([true, false]));
    for (const g of ['g-desk-l1', 'g-network', 'g-dba', 'g-desktop', 'g-app']) expect(values((o) => o.handlerGroupId).has(g), g).toBe(true);
    expect(values((o) => o.processId)).toEqual(new Set(['proc-incident', 'proc-request', 'proc-change', 'proc-problem']));
    for (const o of generated) expect(o.preNum, o.workOrderId).toMatch(new RegExp(`^${{ 'proc-incident': 'INC', 'proc-request': 'REQ', 'proc-change': 'CHG', 'proc-problem': 'PRB' }[o.processId]}-1\\d{3}$`));
    expect(generated.filter((o) => o.isDraft).every((o) => o.createdBy === '10001')).toBe(true);
    expect(generated.some((o) => o.isDraft)).toBe(true);
    expect(generated.filter((o) => o.createdBy === '10001').length).toBeGreaterThan(generated.length / 5);
    expect(generated.some((o) => o.participantIds.length > 0)).toBe(true);
    expect(new Set(generated.map((o) => o.title)).size).toBeGreaterThan(40);
    expect(generated.every((o) => o.titleEn && o.titleEn !== o.title)).toBe(true);
  });

  it('is deterministic', () => {
    expect(loadSeed().workOrders).toEqual(seed.workOrders);
  });

  it('is older than every handcrafted ticket; ids and numbers are unique', () => {
    const oldestHandcrafted = handcrafted.map((o) => o.createdTime).sort()[0]!;
    expect(GENERATED_BEFORE < oldestHandcrafted).toBe(true);
    for (const o of generated) {
      expect(o.createdTime < GENERATED_BEFORE && o.updatedTime < GENERATED_BEFORE, o.preNum).toBe(true);
      expect(o.updatedTime >= o.createdTime, o.preNum).toBe(true);
      expect(o.workOrderId).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(new Set(seed.workOrders.map((o) => o.workOrderId)).size).toBe(seed.workOrders.length);
    expect(new Set(seed.workOrders.map((o) => o.preNum)).size).toBe(seed.workOrders.length);
  });

  it('leaves the first page of every existing list as the handcrafted seed gives it', async () => {
    const only = testGateway({ seed: { workOrders: structuredClone(handcrafted) } });
    try {
      for (const userName of ['zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'sunqi']) {
        const [full, small] = [await as(userName), await loginAs(only, userName)];
        for (const listType of ['todo', 'initiated', 'draft', 'done', 'available', 'groupTodo', 'approvalTodo', 'department', 'unfinished', 'finished', 'all']) {
          const a = await callHandler<Page>(gateway, 'POST', '/api/v2/biz/h5workOrder/list', { token: full, body: { listType } });
          const b = await callHandler<Page>(only, 'POST', '/api/v2/biz/h5workOrder/list', { token: small, body: { listType } });
          const n = b.records.length;
          expect(a.records.slice(0, n).map((r) => r.preNum), `${userName} ${listType}`).toEqual(b.records.map((r) => r.preNum));
          if (n < 10) expect(a.records.slice(n).every(isGenerated), `${userName} ${listType}`).toBe(true);
        }
      }
    } finally {
      await only.close();
    }
  });

  it('opens a generated ticket like a handcrafted one: detail, header, flow chart, buttons', async () => {
    for (const order of [generated.find((o) => o.dataStatus === 0 && o.processId === 'proc-incident')!, generated.find((o) => o.processId === 'proc-problem')!, generated.find((o) => o.isDraft)!]) {
      const creator = seed.users.find((u) => u.userId === order.createdBy)!.userName;
      const base = order.isDraft ? '/api/v2/biz/mdl/instance/draft' : '/api/v2/biz/mdl/instance';
      const detail = await call<{ formData: Record<string, unknown>; dataStatus: number; preNum: string }>(creator, 'GET', `${base}/${order.isDraft ? 'get' : 'body/get'}/${order.workOrderId}`);
      expect(detail, order.preNum).toMatchObject({ dataStatus: order.dataStatus, preNum: order.preNum });
      expect(detail.formData.title).toBe(order.title);
      const header = await call<{ title: string }>(creator, 'GET', `${base}/header/get/${order.workOrderId}`, { language: 'en' });
      expect(header.title).toBe(order.titleEn);
      if (!order.isDraft) expect(await call(creator, 'GET', `/api/v2/biz/mdl/hisProcess/h5get/${order.workOrderId}`)).toHaveProperty('currNodeSet');
    }
  });

  it('keeps numbering new tickets after the handcrafted ones', async () => {
    const started = await call<{ preNum: string }>('zhangsan', 'POST', '/api/v2/biz/btn/btnaction/start', { body: { processDefKey: 'proc-incident', formData: { title: 'x', urgentLevel: '1' } } });
    expect(started.preNum).toBe('INC-0010');
  });
});

describe('list types', () => {
  it('authorized: shared with the user, who neither raised nor handles it', async () => {
    const page = await list('wangwu', { listType: 'authorized', pageSize: 200 });
    expect(page.total).toBeGreaterThan(0);
    for (const r of page.records) {
      const o = seed.workOrders.find((w) => w.workOrderId === r.workOrderId)!;
      expect(o.participantIds).toContain('10003');
      expect(o.createdBy).not.toBe('10003');
      expect(o.handlerIds).not.toContain('10003');
    }
  });

  it('signEndorse: tickets where the user asked for a countersign, the seed field and the addSignTask action', async () => {
    const page = await list('lisi', { listType: 'signEndorse', pageSize: 200 });
    expect(page.total).toBe(seed.workOrders.filter((o) => o.endorseRequesterIds?.includes('10002') && !o.isDraft).length);
    expect(page.total).toBeGreaterThan(0);
    // INC-0001 is handled by lisi: asking wangwu to countersign puts it in lisi's list.
    const before = (await list('lisi', { listType: 'signEndorse', titleLike: 'INC-0001' })).total;
    await call('lisi', 'POST', '/api/v2/biz/btn/btnaction/addSignTask', { body: { workOrderId: 'INC-0001', userIds: ['10003'], reason: '请网络组确认' } });
    expect([before, (await list('lisi', { listType: 'signEndorse', titleLike: 'INC-0001' })).total]).toEqual([0, 1]);
  });

  it('custom: the custom view filters (statuses, SLA codes, urgency, process prefixes)', async () => {
    const urgent = await list('lisi', { listType: 'custom', customViewId: 'cv-lisi-urgent', pageSize: 500 });
    expect(urgent.total).toBeGreaterThan(0);
    expect(urgent.records.every((r) => [0, 10, 50].includes(r.dataStatus) && r.urgentLevel >= 2)).toBe(true);
    const sla = await list('lisi', { listType: 'custom', customViewId: 'cv-lisi-sla', pageSize: 500 });
    expect(sla.total).toBeGreaterThan(0);
    expect(sla.records.every((r) => [1, 2, 3, 4].includes(r.slaStatus) && /^(INC|REQ)-/.test(r.preNum))).toBe(true);
    // The list's own filters narrow the view further.
    const narrowed = await list('lisi', { listType: 'custom', customViewId: 'cv-lisi-sla', slaStatus: [3], pageSize: 500 });
    expect(narrowed.records.every((r) => r.slaStatus === 3)).toBe(true);
    expect(narrowed.total).toBeLessThan(sla.total);
    for (const body of [{ listType: 'custom' }, { listType: 'custom', customViewId: 'cv-wangwu-sla' }, { listType: 'custom', customViewId: 'nope' }]) {
      const res = await raw('lisi', 'POST', '/api/v2/biz/h5workOrder/list', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('workStatus/count counts the new types and a custom view; listAsync answers as list', async () => {
    const counts = await call<Record<string, number>>('lisi', 'POST', '/api/v2/biz/h5workOrder/workStatus/count', { body: { listTypes: ['authorized', 'signEndorse', 'custom'], customViewId: 'cv-lisi-urgent' } });
    for (const listType of ['authorized', 'signEndorse'] as const) expect(counts[listType]).toBe((await list('lisi', { listType })).total);
    expect(counts.custom).toBe((await list('lisi', { listType: 'custom', customViewId: 'cv-lisi-urgent' })).total);
    const all = await call<Record<string, number>>('lisi', 'POST', '/api/v2/biz/h5workOrder/workStatus/count', { body: {} });
    expect(Object.keys(all)).toContain('authorized');
    expect(Object.keys(all)).not.toContain('custom');
    const body = { listType: 'todo', pageNum: 2, pageSize: 5 };
    expect(await call('lisi', 'POST', '/api/v2/biz/h5workOrder/listAsync', { body })).toEqual(await list('lisi', body));
  });
});

describe('new work counts', () => {
  it('counts every ticket before the first mark, then only those changed since', async () => {
    const first = await call<Record<string, number>>('lisi', 'GET', '/api/v2/biz/workOrder/countAdaptive');
    expect(first.todo).toBe((await list('lisi', { listType: 'todo' })).total);
    expect(first.todo).toBeGreaterThan(0);
    expect(await call('lisi', 'POST', '/api/v2/biz/h5workOrder/setNewWorkCount', { body: { listType: 'todo' } })).toBe(true);
    const after = await call<Record<string, number>>('lisi', 'GET', '/api/v2/biz/workOrder/countAdaptive');
    expect([after.todo, after.initiated]).toEqual([0, first.initiated]);
    // Someone changes a ticket on lisi's to-do list.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call('lisi', 'POST', '/api/v2/biz/btn/btnaction/hangup', { body: { workOrderId: 'INC-0001', reason: '等待用户回复' } });
    expect((await call<Record<string, number>>('lisi', 'GET', '/api/v2/biz/workOrder/countAdaptive')).todo).toBe(1);
    expect((await raw('lisi', 'POST', '/api/v2/biz/h5workOrder/setNewWorkCount', { body: { listType: 'nope' } })).status).toBe(400);
  });
});

describe('listQueryDef', () => {
  const columns = { column: [{ key: 'urgency', value: '紧急程度', isHidden: false, isSelected: true }, { key: 'sla', value: 'SLA', isHidden: true, isSelected: false }], typeView: 'card' };
  const modules = { modules: [{ key: 'notice', isHidden: false }, { key: 'banner', isHidden: true, label: 'Banner' }] };

  it('answers null before a save, then what was saved, per user and queryType', async () => {
    expect(await call('zhangsan', 'GET', '/api/v2/biz/listQueryDef/get', { query: { queryType: 'WORK_ORDER_LIST', enableType: '1' } })).toEqual({ queryType: 'WORK_ORDER_LIST', queryContent: null });
    expect(await call('zhangsan', 'POST', '/api/v2/biz/listQueryDef/save', { body: { queryType: 'WORK_ORDER_LIST', queryContent: columns } })).toBe(true);
    expect(await call('zhangsan', 'POST', '/api/v2/biz/listQueryDef/save', { body: { queryType: 'H5_List', queryContent: JSON.stringify(modules) } })).toBe(true);
    expect(await call('zhangsan', 'GET', '/api/v2/biz/listQueryDef/get', { query: { queryType: 'WORK_ORDER_LIST' } })).toEqual({ queryType: 'WORK_ORDER_LIST', queryContent: columns });
    expect(await call('zhangsan', 'GET', '/api/v2/biz/listQueryDef/get', { query: { queryType: 'H5_List' } })).toEqual({ queryType: 'H5_List', queryContent: modules });
    expect(await call('zhangsan', 'GET', '/api/v2/biz/listQueryDef/get', { query: { queryType: 'H5_CAROUSEL_LIST' } })).toEqual({ queryType: 'H5_CAROUSEL_LIST', queryContent: null });
    expect(await call('lisi', 'GET', '/api/v2/biz/listQueryDef/get', { query: { queryType: 'WORK_ORDER_LIST' } })).toEqual({ queryType: 'WORK_ORDER_LIST', queryContent: null });
  });

  it('survives a restart with GATEWAY_DATA persistence', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const file = `${mkdtempSync(`${tmpdir()}/gw-`)}/data.json`;
    const one = testGateway({ persistFile: file });
    const token = await loginAs(one, 'zhangsan');
    await callHandler(one, 'POST', '/api/v2/biz/listQueryDef/save', { token, body: { queryType: 'H5_CAROUSEL_LIST', queryContent: modules } });
    await callHandler(one, 'GET', '/api/v2/catalog/h5/models', { token, query: { searchKey: 'VPN' } });
    await one.close();
    const two = testGateway({ persistFile: file });
    const again = await loginAs(two, 'zhangsan');
    expect(await callHandler(two, 'GET', '/api/v2/biz/listQueryDef/get', { token: again, query: { queryType: 'H5_CAROUSEL_LIST' } })).toEqual({ queryType: 'H5_CAROUSEL_LIST', queryContent: modules });
    expect(await callHandler(two, 'GET', '/api/v2/catalog/h5/searchHistory', { token: again })).toEqual(['VPN']);
    expect((await callHandler<Page>(two, 'POST', '/api/v2/biz/h5workOrder/list', { token: again, body: { listType: 'initiated' } })).total).toBe(seed.workOrders.filter((o) => o.createdBy === '10001' && !o.isDraft).length);
    await two.close();
  });

  it('lists the seeded custom views of handlers, named in the request language, read-only', async () => {
    expect(await call('lisi', 'GET', '/api/v2/biz/listQueryDef/get', { query: { queryType: 'H5_CUSTOM_VIEWS' } })).toEqual({
      queryType: 'H5_CUSTOM_VIEWS',
      queryContent: { views: [{ id: 'cv-lisi-urgent', name: '高优先级未完成' }, { id: 'cv-lisi-sla', name: 'SLA 超时的事件和请求' }] },
    });
    const en = await call<{ queryContent: { views: Array<{ name: string }> } }>('wangwu', 'GET', '/api/v2/biz/listQueryDef/get', { query: { queryType: 'H5_CUSTOM_VIEWS' }, language: 'en' });
    expect(en.queryContent.views.map((v) => v.name)).toEqual(['Open high priority', 'Overdue incidents and requests']);
    expect(await call('zhangsan', 'GET', '/api/v2/biz/listQueryDef/get', { query: { queryType: 'H5_CUSTOM_VIEWS' } })).toEqual({ queryType: 'H5_CUSTOM_VIEWS', queryContent: { views: [] } });
  });

  it('refuses bad queryTypes and bad shapes with a 400 and a clear msg', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ queryContent: columns }, 'queryType is required'],
      [{ queryType: 'NOPE', queryContent: columns }, 'Unknown queryType: NOPE'],
      [{ queryType: 'H5_CUSTOM_VIEWS', queryContent: { views: [] } }, 'H5_CUSTOM_VIEWS is read-only'],
      [{ queryType: 'WORK_ORDER_LIST', queryContent: '{oops' }, 'queryContent is not valid JSON'],
      [{ queryType: 'WORK_ORDER_LIST', queryContent: [] }, 'queryContent must be an object'],
      [{ queryType: 'WORK_ORDER_LIST', queryContent: { column: 'x' } }, 'queryContent.column must be a list'],
      [{ queryType: 'WORK_ORDER_LIST', queryContent: { column: [{ key: 'sla', isHidden: 'no', isSelected: true }] } }, 'queryContent.column[0].isHidden and isSelected must be booleans'],
      [{ queryType: 'WORK_ORDER_LIST', queryContent: { column: [], typeView: 'grid' } }, "queryContent.typeView must be 'card' or 'list'"],
      [{ queryType: 'H5_List', queryContent: { modules: [{ key: '', isHidden: false }] } }, 'queryContent.modules[0].key must be a non-empty string'],
      [{ queryType: 'H5_List', queryContent: { modules: [{ key: 'a', isHidden: false }, { key: 'a', isHidden: true }] } }, 'queryContent.modules keys must be unique'],
    ];
    for (const [body, msg] of bad) {
      const res = await raw('zhangsan', 'POST', '/api/v2/biz/listQueryDef/save', { body });
      expect([res.status, res.body.msg], JSON.stringify(body)).toEqual([400, msg]);
    }
    expect((await raw('zhangsan', 'GET', '/api/v2/biz/listQueryDef/get')).status).toBe(400);
  });
});

describe('filter data', () => {
  it('getModelList: every process with its prefix, and one without', async () => {
    const models = await call<Array<{ processDefKey: string; preNum: string | null }>>('lisi', 'GET', '/api/v2/biz/listQueryDef/getModelList');
    expect(models.filter((m) => m.preNum).map((m) => m.preNum).sort()).toEqual(['CHG', 'INC', 'PRB', 'REQ']);
    expect(models.filter((m) => !m.preNum)).toHaveLength(1);
    expect(models.find((m) => m.preNum === 'PRB')).toMatchObject({ processDefKey: 'proc-problem', processName: '问题管理' });
  });

  it('customView/getById: the view, only its owner’s; 400 otherwise', async () => {
    expect(await call('lisi', 'GET', '/api/v2/biz/customView/getById', { query: { id: 'cv-lisi-sla' } })).toEqual({
      id: 'cv-lisi-sla',
      name: 'SLA 超时的事件和请求',
      ticketPropContent: { column: { orderStatusList: [], slaStatus: [1, 2, 3, 4] } },
      publicFieldContent: { publicFieldColumn: { urgentLevel: [] } },
      itemProcess: ['INC', 'REQ'],
    });
    expect((await raw('lisi', 'GET', '/api/v2/biz/customView/getById', { query: { id: 'cv-wangwu-sla' } })).body).toMatchObject({ code: 400, msg: 'Unknown custom view: cv-wangwu-sla' });
    expect((await raw('lisi', 'GET', '/api/v2/biz/customView/getById')).status).toBe(400);
  });

  it('getUrgentLevelEnum per language; getFirstLevelGroupList under biz; getByPreNum', async () => {
    expect(await call('lisi', 'GET', '/api/v2/biz/mdlFieldPublic/getUrgentLevelEnum')).toEqual([
      { value: 0, label: '低' },
      { value: 1, label: '中' },
      { value: 2, label: '高' },
      { value: 3, label: '紧急' },
    ]);
    expect((await call<Array<{ label: string }>>('lisi', 'GET', '/api/v2/biz/mdlFieldPublic/getUrgentLevelEnum', { language: 'en' })).map((u) => u.label)).toEqual(['Low', 'Medium', 'High', 'Urgent']);
    const groups = await call<Array<{ groupId: string; groupName: string }>>('lisi', 'GET', '/api/v2/biz/userGroup/getFirstLevelGroupList');
    expect(groups.map((g) => g.groupId)).toEqual(seed.groups.filter((g) => !g.parentId).map((g) => g.groupId));
    expect(groups[0]).toMatchObject({ groupId: 'g-desk-l1', groupName: '一线服务台' });
    expect(await call('lisi', 'GET', '/api/v2/biz/process/getByPreNum', { query: { preNum: 'CHG' } })).toMatchObject({ processDefKey: 'proc-change', preNum: 'CHG' });
  });
});

describe('mdl/instance/remove', () => {
  it('lets the creator remove a draft, and refuses started tickets, other users and unknown ids', async () => {
    const draft = generated.find((o) => o.isDraft)!;
    expect((await raw('lisi', 'POST', '/api/v2/biz/mdl/instance/remove', { body: { workOrderId: draft.workOrderId, enableType: 1 } })).body).toMatchObject({ code: 100005 });
    expect(await call('zhangsan', 'POST', '/api/v2/biz/mdl/instance/remove', { body: { workOrderId: draft.workOrderId, enableType: 1 } })).toBe(true);
    expect((await list('zhangsan', { listType: 'draft', pageSize: 100 })).records.map((r) => r.workOrderId)).not.toContain(draft.workOrderId);
    expect((await raw('zhangsan', 'POST', '/api/v2/biz/mdl/instance/remove', { body: { workOrderId: 'INC-0001' } })).body).toMatchObject({ code: 100002, msg: '工单已提交，不能删除' });
    expect((await raw('lisi', 'POST', '/api/v2/biz/mdl/instance/remove', { body: { workOrderId: 'PRB-0001' } })).body).toMatchObject({ code: 100002, msg: '工单已提交，不能删除' });
    expect((await raw('zhangsan', 'POST', '/api/v2/biz/mdl/instance/remove', { body: { workOrderId: 'PRB-0001' } })).body).toMatchObject({ code: 100002, msg: '只有创建人可以删除该工单' });
    expect((await raw('zhangsan', 'POST', '/api/v2/biz/mdl/instance/remove', { body: { workOrderId: 'nope' } })).body).toMatchObject({ code: 100005 });
    expect((await raw('zhangsan', 'POST', '/api/v2/biz/mdl/instance/remove', { body: {} })).status).toBe(400);
  });
});

describe('recommendations', () => {
  it('recommends the models of the user’s recent tickets first, at most 8', async () => {
    const models = await call<Array<{ id: string; name: string; processDefKey: string; processDefId: string; description: string }>>('zhangsan', 'GET', '/api/v2/biz/recommend/recommend');
    expect(models.length).toBeGreaterThan(0);
    expect(models.length).toBeLessThanOrEqual(8);
    // zhangsan's newest ticket is the REQ-0004 draft, then INC tickets; zhangsan may not raise changes.
    expect(models.map((m) => m.processDefKey)).toEqual(['proc-request', 'proc-incident']);
    expect(models[0]).toMatchObject({ id: models[0]!.processDefId, name: '服务请求' });
    expect(await call('zhangsan', 'GET', '/api/v2/biz/recommend/removeRecommendCache')).toBe(true);
  });
});

describe('catalogue model search', () => {
  it('finds models by name or description in either language, remembers the search', async () => {
    const change = await call<Array<{ id: string; name: string; processDefKey: string; icon?: string }>>('lisi', 'GET', '/api/v2/catalog/h5/models', { query: { searchKey: ' change ' }, language: 'en' });
    // The catalogue's services (with their ids and icons), in catalogue order; no template is listed twice.
    expect(change.map((m) => [m.id, m.name, m.processDefKey, m.icon])).toEqual([
      ['m-mail-group', 'Distribution list', 'proc-request', 'mail'],
      ['m-standard-change', 'Standard change', 'proc-change', 'change'],
      ['m-emergency-change', 'Emergency change', 'proc-change', 'change'],
      ['m-db-schema', 'Database schema change', 'proc-change', 'database'],
    ]);
    expect((await call<Array<{ processDefKey: string }>>('lisi', 'GET', '/api/v2/catalog/h5/models', { query: { searchKey: '事件' } })).map((m) => m.processDefKey)).toContain('proc-incident');
    expect(await call('lisi', 'GET', '/api/v2/catalog/h5/models', { query: { searchKey: 'zzz' } })).toEqual([]);
    expect((await raw('lisi', 'GET', '/api/v2/catalog/h5/models', { query: { searchKey: '  ' } })).body).toMatchObject({ code: 400, msg: 'searchKey is required' });
    await call('lisi', 'GET', '/api/v2/catalog/h5/models', { query: { searchKey: 'change' } });
    expect(await call('lisi', 'GET', '/api/v2/catalog/h5/searchHistory')).toEqual(['change', 'zzz', '事件']);
    expect(await call('zhangsan', 'GET', '/api/v2/catalog/h5/searchHistory')).toEqual([]);
  });

  it('keeps at most 10 history entries, deletes one or all', async () => {
    for (let i = 0; i < 12; i += 1) await call('lisi', 'GET', '/api/v2/catalog/h5/models', { query: { searchKey: `k${i}` } });
    const history = await call<string[]>('lisi', 'GET', '/api/v2/catalog/h5/searchHistory');
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('k11');
    expect(await call('lisi', 'POST', '/api/v2/catalog/h5/delSearchHistory', { body: { keyword: 'k11' } })).toBe(true);
    expect((await call<string[]>('lisi', 'GET', '/api/v2/catalog/h5/searchHistory'))[0]).toBe('k10');
    expect((await raw('lisi', 'POST', '/api/v2/catalog/h5/delSearchHistory', { body: { keyword: 3 } })).status).toBe(400);
    expect(await call('lisi', 'POST', '/api/v2/catalog/h5/delSearchHistory', { body: {} })).toBe(true);
    expect(await call('lisi', 'GET', '/api/v2/catalog/h5/searchHistory')).toEqual([]);
  });

  it('ranks popular keywords, seeded plus searched, at most 10', async () => {
    const before = await call<Array<{ keyword: string; count: number }>>('lisi', 'GET', '/api/v2/catalog/h5/searchPopularity');
    expect(before[0]).toEqual({ keyword: '密码重置', count: 42 });
    for (let i = 0; i < 3; i += 1) await call('lisi', 'GET', '/api/v2/catalog/h5/models', { query: { searchKey: 'VPN' } });
    const after = await call<Array<{ keyword: string; count: number }>>('lisi', 'GET', '/api/v2/catalog/h5/searchPopularity');
    expect(after.find((p) => p.keyword === 'VPN')!.count).toBe(38);
    for (let i = 0; i < 8; i += 1) await call('lisi', 'GET', '/api/v2/catalog/h5/models', { query: { searchKey: `x${i}` } });
    const full = await call<Array<{ count: number }>>('lisi', 'GET', '/api/v2/catalog/h5/searchPopularity');
    expect(full).toHaveLength(10);
    expect(full.map((p) => p.count)).toEqual([...full.map((p) => p.count)].sort((a, b) => b - a));
  });
});
