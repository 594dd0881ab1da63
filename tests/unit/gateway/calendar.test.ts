// Issue 19 item 6, fixture gateway: the change calendar. The user's setting (created on first save, dropped by a
// reset), the CHANGE_CALENDAR list with its planned-time window, the month list (every day, changes of several days
// on each, in the caller's zone), and the seed's changes in the three months around the seed's date.
import { beforeEach, describe, expect, it } from 'vitest';
import { callHandler, type Gateway } from '../../../fixtures/gateway/index';
import { calendarRoutes, daysOfMonth } from '../../../fixtures/gateway/routes/calendar';
import { calendarMonths } from '../../../fixtures/gateway/seed-generated';
import { loadSeed } from '../../../fixtures/gateway/seed';
import { loginAs, testGateway } from './helpers';

const GET = '/api/v2/biz/change/calendar/get/setting';
const SAVE = '/api/v2/biz/change/calendar/save/setting';
const LIST = '/api/v2/biz/h5workOrder/list';
const MONTH = '/api/v2/biz/h5workOrder/getListInMonth';

interface CalendarRecord {
  workOrderId: string;
  preNum: string;
  title: string;
  dataStatus: number;
  planStartTime: number;
  planEndTime: number;
}
interface Page {
  records: CalendarRecord[];
  total: number;
}
interface Day {
  days: string;
  mdlInstanceViewEntities: CalendarRecord[];
}

const HOUR = 3_600_000;
/** The first ms of `YYYY-MM-DD` at UTC+8. */
const cst = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

let gateway: Gateway;
const tokens: Record<string, string> = {};
const call = async <T>(userName: string, method: 'GET' | 'POST', path: string, body?: unknown, language?: string) =>
  callHandler<T>(gateway, method, path, { token: (tokens[userName] ??= await loginAs(gateway, userName)), body, language });
const monthRange = (month: string): [number, number] => {
  const days = daysOfMonth(month, 480);
  return [days[0]!.from, days[days.length - 1]!.to];
};
const calendarList = (userName: string, month: string, statusList: number[] = []) =>
  call<Page>(userName, 'POST', LIST, { listType: 'CHANGE_CALENDAR', pageNum: 1, pageSize: 10000, statusList, planTimeRange: monthRange(month) });

beforeEach(() => {
  // The calendar's routes ahead of the built-in ones (which may hold them too).
  gateway = testGateway({ routes: calendarRoutes });
  for (const key of Object.keys(tokens)) delete tokens[key];
});

describe('change calendar setting', () => {
  it('is both false until saved, per user; a save is checked, kept, and dropped by a reset', async () => {
    expect(await call('zhangsan', 'GET', GET)).toEqual({ isHideClose: false, isHideFinish: false });
    expect(await call('zhangsan', 'POST', SAVE, { changeCalendarSetting: { isHideClose: true, isHideFinish: false } })).toBe(true);
    expect(await call('zhangsan', 'GET', GET)).toEqual({ isHideClose: true, isHideFinish: false });
    expect(await call('lisi', 'GET', GET)).toEqual({ isHideClose: false, isHideFinish: false });

    for (const body of [{}, { changeCalendarSetting: { isHideClose: 'yes', isHideFinish: false } }, { changeCalendarSetting: { isHideClose: true } }, { changeCalendarSetting: [true, true] }]) {
      await expect(call('zhangsan', 'POST', SAVE, body), JSON.stringify(body)).rejects.toMatchObject({ code: 400 });
    }
    expect(await call('zhangsan', 'GET', GET)).toEqual({ isHideClose: true, isHideFinish: false });

    gateway.store.reset();
    expect(await call('zhangsan', 'GET', GET)).toEqual({ isHideClose: false, isHideFinish: false });
  });
});

describe('the seed’s changes', () => {
  it('at least 150 changes are planned in the month before, the month of and the month after the seed’s date, in several statuses', () => {
    const months = calendarMonths();
    const planned = loadSeed().workOrders.filter((o) => o.preNum.startsWith('CHG-') && o.planStartTime && months.includes(o.planStartTime.slice(0, 7)));
    expect(planned.length).toBeGreaterThanOrEqual(150);
    const statuses = new Set(planned.map((o) => o.dataStatus));
    for (const status of [0, 10, 20, 30, 40, 50]) expect(statuses.has(status as never), String(status)).toBe(true);
    for (const o of planned) expect(o.planEndTime! > o.planStartTime!, o.preNum).toBe(true);
    // Some span several days, some run from one month into the next.
    expect(planned.filter((o) => o.planEndTime!.slice(0, 10) !== o.planStartTime!.slice(0, 10)).length).toBeGreaterThanOrEqual(20);
    expect(planned.filter((o) => o.planEndTime!.slice(0, 7) !== o.planStartTime!.slice(0, 7)).length).toBeGreaterThanOrEqual(5);
    // Built from the date, never a clock of its own: the same months give the same plans.
    expect(calendarMonths(Date.parse('2026-11-26T12:00:00+08:00'))).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(calendarMonths(Date.parse('2026-12-31T20:00:00+08:00'))).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(calendarMonths(Date.parse('2026-12-31T17:00:00Z'))).toEqual(['2026-12', '2027-01', '2027-02']);
  });

  it('opens in the ticket detail with the planned times of its list record', async () => {
    const [, month] = calendarMonths();
    const { records } = await calendarList('zhangsan', month);
    const record = records.find((r) => r.dataStatus === 0)!;
    const detail = await call<{ formData?: Record<string, unknown> }>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/body/get/${record.workOrderId}`);
    const formData = (detail.formData ?? (detail as Record<string, unknown>).data ?? detail) as Record<string, unknown>;
    expect(JSON.stringify(formData)).toContain(record.title);
    const wall = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 19).replace('T', ' ');
    expect(JSON.stringify(formData)).toContain(wall(record.planStartTime));
  });
});

describe('CHANGE_CALENDAR list', () => {
  it('lists the planned changes of the tenant that meet the window, by planned start, with ms times', async () => {
    const [before, month, after] = calendarMonths();
    const [from, to] = monthRange(month);
    const page = await calendarList('zhangsan', month);
    expect(page.total).toBe(page.records.length);
    expect(page.total).toBeGreaterThan(30);
    for (const r of page.records) {
      expect(r.preNum.startsWith('CHG-'), r.preNum).toBe(true);
      expect(typeof r.planStartTime).toBe('number');
      expect(r.planStartTime <= to && r.planEndTime >= from, r.preNum).toBe(true);
    }
    const starts = page.records.map((r) => r.planStartTime);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // A change running in from the month before is in this month too.
    const months = await Promise.all([before, after].map((m) => calendarList('zhangsan', m)));
    const all = new Set([...page.records, ...months.flatMap((p) => p.records)].map((r) => r.workOrderId));
    expect(all.size).toBeGreaterThanOrEqual(150);
    expect(page.records.some((r) => r.planStartTime < from)).toBe(true);

    // Org-wide: a handler sees the same changes; the sub-tenant's user sees none of the main tenant's.
    expect((await calendarList('lisi', month)).records.map((r) => r.workOrderId)).toEqual(page.records.map((r) => r.workOrderId));
    const sub = await calendarList('wujiu', month);
    expect(sub.records.every((r) => !page.records.some((p) => p.workOrderId === r.workOrderId))).toBe(true);
  });

  it('filters by status; a bad window is a 400; the calendar is not a counted worklist tab', async () => {
    const [, month] = calendarMonths();
    const all = await calendarList('zhangsan', month);
    const open = await calendarList('zhangsan', month, [0]);
    const ended = await calendarList('zhangsan', month, [20, 40]);
    expect(open.records.every((r) => r.dataStatus === 0)).toBe(true);
    expect(ended.records.every((r) => r.dataStatus === 20 || r.dataStatus === 40)).toBe(true);
    expect(open.total).toBe(all.records.filter((r) => r.dataStatus === 0).length);
    expect(open.total).toBeGreaterThan(0);
    expect(ended.total).toBeGreaterThan(0);
    await expect(call('zhangsan', 'POST', LIST, { listType: 'CHANGE_CALENDAR', planTimeRange: [1] })).rejects.toMatchObject({ code: 400 });
    await expect(call('zhangsan', 'POST', LIST, { listType: 'CHANGE_CALENDAR', planTimeRange: ['soon', 'later'] })).rejects.toMatchObject({ code: 400 });
    const counts = await call<Record<string, number>>('zhangsan', 'POST', '/api/v2/biz/h5workOrder/workStatus/count', {});
    expect(counts).not.toHaveProperty('CHANGE_CALENDAR');
    const calendarCount = await call<Record<string, number>>('zhangsan', 'POST', '/api/v2/biz/h5workOrder/workStatus/count', { listType: 'CHANGE_CALENDAR', planTimeRange: monthRange(month) });
    expect(calendarCount).toEqual({ CHANGE_CALENDAR: all.total });
  });
});

describe('getListInMonth', () => {
  it('every day of the month, each with the changes planned on it (several days: on each)', async () => {
    const [, month] = calendarMonths();
    const days = await call<Day[]>('zhangsan', 'POST', MONTH, { listType: 'CHANGE_CALENDAR', month, statusList: [0, 20, 40] });
    expect(days.map((d) => d.days)).toEqual(daysOfMonth(month, 480).map((d) => d.day));
    expect(days[0]!.days).toBe(`${month}-01`);
    const list = await calendarList('zhangsan', month, [0, 20, 40]);
    for (const record of list.records) {
      const on = days.filter((d) => d.mdlInstanceViewEntities.some((r) => r.workOrderId === record.workOrderId)).map((d) => d.days);
      const expected = days.map((d) => d.days).filter((day) => record.planStartTime < cst(day) + 24 * HOUR && record.planEndTime >= cst(day));
      expect(on, record.preNum).toEqual(expected);
      expect(on.length).toBeGreaterThan(0);
    }
    const multi = list.records.find((r) => r.planEndTime - r.planStartTime > 2 * 24 * HOUR && r.planStartTime >= cst(`${month}-01`));
    expect(days.filter((d) => d.mdlInstanceViewEntities.some((r) => r.workOrderId === multi!.workOrderId)).length).toBeGreaterThanOrEqual(3);
    for (const d of days) expect(d.mdlInstanceViewEntities.every((r) => [0, 20, 40].includes(r.dataStatus))).toBe(true);
  });

  it('counts days in the zone it is given; answers in the request language; checks month and list type', async () => {
    const [, month] = calendarMonths();
    const east = await call<Day[]>('zhangsan', 'POST', MONTH, { month });
    const utc = await call<Day[]>('zhangsan', 'POST', MONTH, { month, timeZoneOffset: 0 });
    // A change planned 02:00-03:00 in UTC+8 is the day before in UTC.
    const { records } = await calendarList('zhangsan', month);
    expect(east.length).toBe(utc.length);
    const ids = (days: Day[]) => days.map((d) => d.mdlInstanceViewEntities.map((r) => r.workOrderId).join());
    expect(ids(utc)).not.toEqual(ids(east));
    for (const day of utc) {
      const from = Date.parse(`${day.days}T00:00:00Z`);
      for (const r of day.mdlInstanceViewEntities) expect(r.planStartTime < from + 24 * HOUR && r.planEndTime >= from, `${day.days} ${r.preNum}`).toBe(true);
    }
    expect(records.length).toBeGreaterThan(0);

    const en = await call<Day[]>('zhangsan', 'POST', MONTH, { month }, 'en-US');
    const someone = en.find((d) => d.mdlInstanceViewEntities.length)!.mdlInstanceViewEntities[0]!;
    expect(someone.title).toMatch(/^[\x20-\x7e]+$/);

    for (const body of [{ month: '2026-13' }, { month: '11/2026' }, {}, { month, listType: 'todo' }, { month, timeZoneOffset: 'east' }]) {
      await expect(call('zhangsan', 'POST', MONTH, body), JSON.stringify(body)).rejects.toMatchObject({ code: 400 });
    }
  });
});
