import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callHandler, type Gateway, type SeedWorkOrder } from '../../../fixtures/gateway/index';
import { api, loginAs, signedInGateway } from './helpers';

interface Row {
  workOrderId: string;
  preNum: string;
  title: string;
  dataStatus: number;
  vip: boolean;
  createdTime: string;
  urgentLevel: number;
  createdByName: string;
  handlers: Array<{ userId: string }>;
}
interface ListPage {
  records: Row[];
  total: number;
  pageNum: number;
  pageSize: number;
}

let gateway: Gateway;
let token: string;
/** A handcrafted seed ticket (work-orders.json); generated ones are numbered from 1000. */
const handcrafted = (preNum: string): boolean => Number(preNum.split('-')[1]) < 1000;
const list = (body: Record<string, unknown>, options: { token?: string; language?: string } = {}) =>
  callHandler<ListPage>(gateway, 'POST', '/api/v2/biz/h5workOrder/list', { token: options.token ?? token, body, language: options.language });

/** A small order factory: variants of one realistic record. */
function order(preNum: string, overrides: Partial<SeedWorkOrder>): SeedWorkOrder {
  return {
    workOrderId: `wo-${preNum}`,
    preNum,
    title: `工单 ${preNum}`,
    titleEn: `Ticket ${preNum}`,
    processId: 'proc-incident',
    processName: '事件管理',
    processNameEn: 'Incident management',
    mdlDefCode: 'incident',
    dataStatus: 0,
    urgentLevel: 1,
    vip: false,
    createdTime: '2025-06-01 10:00:00',
    updatedTime: '2025-06-01 10:00:00',
    createdBy: '10001',
    handlerIds: ['10002'],
    handlerGroupId: 'g-desk-l1',
    participantIds: [],
    currentNodeName: { zh: '处理中', en: 'Handling' },
    isApprove: false,
    slaStatus: 0,
    ...overrides,
  };
}

afterEach(async () => {
  await gateway.close();
});

describe('h5workOrder/list on the seed', () => {
  beforeEach(async () => ({ gateway, token } = await signedInGateway('zhangsan')));

  it('returns real rows for the home tabs with { records, total, pageNum, pageSize }', async () => {
    const page = await list({ listType: 'unfinished', pageNum: 1, pageSize: 10 });
    expect(page.pageNum).toBe(1);
    expect(page.pageSize).toBe(10);
    expect(page.total).toBeGreaterThan(3);
    expect(page.records.every((r) => [0, 10, 40, 50].includes(r.dataStatus))).toBe(true);
    expect(page.records[0]).toMatchObject({ workOrderId: expect.stringMatching(/^[0-9a-f]{32}$/), preNum: expect.stringMatching(/^[A-Z]{3}-\d{4}$/) });
    const finished = await list({ listType: 'finished' });
    expect(finished.records.map((r) => r.dataStatus)).toEqual(finished.records.map(() => 20));
    expect(finished.total).toBeGreaterThan(0);
    const todo = await list({ listType: 'todo' });
    expect(todo.records.every((r) => r.handlers.some((h) => h.userId === '10001'))).toBe(true);
    expect(todo.total).toBeGreaterThan(0);
  });

  it('matches titleLike against title (both languages) and ticket number, trimmed and case-insensitive', async () => {
    // The handcrafted tickets (numbers below 1000) come first; the generated seed adds older matches.
    const byEmail = (await list({ listType: 'initiated', titleLike: ' 邮箱 ', pageSize: 100 })).records;
    expect(byEmail.map((r) => r.preNum).filter(handcrafted)).toEqual(['INC-0001']);
    expect(byEmail[0]!.preNum).toBe('INC-0001');
    expect(byEmail.every((r) => r.title.includes('邮箱'))).toBe(true);
    expect((await list({ listType: 'initiated', titleLike: 'inc-0003' })).records.map((r) => r.preNum)).toEqual(['INC-0003']);
    expect((await list({ listType: 'initiated', titleLike: 'PRINTER', pageSize: 100 })).records.map((r) => r.preNum).filter(handcrafted)).toEqual(['INC-0003']);
  });

  it('filters by statusList, urgentLevel and createTimeList', async () => {
    const pending = await list({ listType: 'initiated', statusList: [50], pageSize: 100 });
    expect(pending.records.map((r) => r.preNum).filter(handcrafted)).toEqual(['INC-0004']);
    expect(pending.records[0]!.preNum).toBe('INC-0004');
    expect(pending.records.every((r) => r.dataStatus === 50)).toBe(true);
    const urgent = await list({ listType: 'initiated', urgentLevel: [2] });
    expect(urgent.records.every((r) => r.urgentLevel === 2)).toBe(true);
    const june = await list({ listType: 'initiated', createTimeList: ['2025-06-01', '2025-06-03'] });
    expect(june.records.every((r) => r.createdTime >= '2025-06-01 00:00:00' && r.createdTime <= '2025-06-03 23:59:59')).toBe(true);
    expect(june.total).toBeGreaterThan(0);
  });

  it('keeps drafts in the draft list only', async () => {
    const drafts = await list({ listType: 'draft', pageSize: 100 });
    expect(drafts.records.map((r) => r.preNum).filter(handcrafted)).toEqual(['REQ-0004']);
    expect(drafts.records[0]!.preNum).toBe('REQ-0004');
    expect(drafts.records.every((r) => r.dataStatus === -10)).toBe(true);
    const initiated = await list({ listType: 'initiated', pageSize: 100 });
    expect(initiated.records.map((r) => r.preNum)).not.toContain('REQ-0004');
  });

  it('localises titles with the language header', async () => {
    const en = await list({ listType: 'initiated', titleLike: 'INC-0001' }, { language: 'en' });
    expect(en.records[0]!.title).toBe('Cannot send or receive email');
  });

  it('rejects an unknown listType with a 400', async () => {
    const res = await api(gateway, 'POST', '/api/v2/biz/h5workOrder/list', { token, body: { listType: 'everything' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Unknown listType: everything');
  });

  it('counts per listType agree with the lists', async () => {
    const counts = await callHandler<Record<string, number>>(gateway, 'POST', '/api/v2/biz/h5workOrder/workStatus/count', { token, body: { listTypes: ['todo', 'unfinished', 'finished', 'draft'] } });
    expect(Object.keys(counts)).toEqual(['todo', 'unfinished', 'finished', 'draft']);
    for (const listType of Object.keys(counts)) {
      expect(counts[listType], listType).toBe((await list({ listType })).total);
    }
  });
});

describe('h5workOrder/list ordering and paging', () => {
  const seedOrders = [
    order('T-01', { createdTime: '2025-06-01 08:00:00', vip: false }),
    order('T-02', { createdTime: '2025-06-03 08:00:00', vip: false }),
    order('T-03', { createdTime: '2025-06-02 08:00:00', vip: true }),
    order('T-04', { createdTime: '2025-06-04 08:00:00', vip: false, dataStatus: 20, handlerIds: [] }),
    order('T-05', { createdTime: '2025-05-30 08:00:00', vip: true, dataStatus: 10, handlerIds: [] }),
    order('T-06', { createdTime: '2025-06-05 08:00:00', vip: false, dataStatus: 40, handlerIds: [] }),
  ];

  beforeEach(async () => ({ gateway, token } = await signedInGateway('lisi', { seed: { workOrders: seedOrders } })));

  it('orders by created_time descending by default', async () => {
    token = await loginAs(gateway, 'zhangsan');
    const page = await list({ listType: 'initiated' });
    expect(page.records.map((r) => r.preNum)).toEqual(['T-06', 'T-04', 'T-02', 'T-03', 'T-01', 'T-05']);
  });

  it('puts VIP tickets first in todo, available and groupTodo', async () => {
    expect((await list({ listType: 'todo' })).records.map((r) => r.preNum)).toEqual(['T-03', 'T-02', 'T-01']);
    expect((await list({ listType: 'groupTodo' })).records.map((r) => r.preNum)).toEqual(['T-03', 'T-05', 'T-02', 'T-01']);
    expect((await list({ listType: 'available' })).records.map((r) => r.preNum)).toEqual(['T-05']);
  });

  it('honours orders [{ field, direction }] and ignores direction "all"', async () => {
    token = await loginAs(gateway, 'zhangsan');
    const asc = await list({ listType: 'initiated', orders: [{ field: 'created_time', direction: 'asc' }] });
    expect(asc.records.map((r) => r.preNum)).toEqual(['T-05', 'T-01', 'T-03', 'T-02', 'T-04', 'T-06']);
    const all = await list({ listType: 'initiated', orders: [{ field: 'created_time', direction: 'all' }] });
    expect(all.records.map((r) => r.preNum)).toEqual(['T-06', 'T-04', 'T-02', 'T-03', 'T-01', 'T-05']);
  });

  it('covers statuses 0, 10, 40, 50 in unfinished and 20 in finished', async () => {
    token = await loginAs(gateway, 'zhangsan');
    expect((await list({ listType: 'unfinished' })).records.map((r) => r.preNum).sort()).toEqual(['T-01', 'T-02', 'T-03', 'T-05', 'T-06']);
    expect((await list({ listType: 'finished' })).records.map((r) => r.preNum)).toEqual(['T-04']);
  });

  it('pages with pageNum and pageSize and reports the total', async () => {
    token = await loginAs(gateway, 'zhangsan');
    const p1 = await list({ listType: 'initiated', pageNum: 1, pageSize: 4 });
    const p2 = await list({ listType: 'initiated', pageNum: 2, pageSize: 4 });
    const p3 = await list({ listType: 'initiated', pageNum: 3, pageSize: 4 });
    expect(p1.records).toHaveLength(4);
    expect(p2.records.map((r) => r.preNum)).toEqual(['T-01', 'T-05']);
    expect(p3.records).toEqual([]);
    expect([p1.total, p2.total, p2.pageNum, p2.pageSize]).toEqual([6, 6, 2, 4]);
    const bad = await api(gateway, 'POST', '/api/v2/biz/h5workOrder/list', { token, body: { listType: 'initiated', pageNum: 0 } });
    expect(bad.status).toBe(400);
  });

  it('uses the default page size of 10', async () => {
    token = await loginAs(gateway, 'zhangsan');
    expect((await list({ listType: 'initiated' })).pageSize).toBe(10);
  });
});
