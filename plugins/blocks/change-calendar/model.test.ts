// The change calendar's model without a DOM: the status filter and its defaults (spec §4), the bodies of its calls
// (spec §9 constants), the readers of the server's answers, and the month grid in the configured zone.
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_PAGE,
  CHANGE_CALENDAR,
  DEFAULT_VIEW,
  defaultFilters,
  initialDay,
  listBody,
  monthGrid,
  monthListBody,
  monthOf,
  monthRange,
  moveDay,
  readChange,
  readChangeList,
  readMonthList,
  readSetting,
  saveSettingBody,
  shiftMonth,
  statusListOf,
} from './model';

const at = (text: string) => Date.parse(text);

describe('status filter', () => {
  it('opens with in process, plus closed unless hidden, plus finished unless hidden', () => {
    expect(statusListOf(defaultFilters({ isHideClose: false, isHideFinish: false }))).toEqual([0, 20, 40]);
    expect(statusListOf(defaultFilters({ isHideClose: true, isHideFinish: false }))).toEqual([0, 20]);
    expect(statusListOf(defaultFilters({ isHideClose: false, isHideFinish: true }))).toEqual([0, 40]);
    expect(statusListOf(defaultFilters({ isHideClose: true, isHideFinish: true }))).toEqual([0]);
    expect(statusListOf(['closed', 'inProcess'])).toEqual([0, 40]);
  });

  it('reads the setting defensively and writes it as the save call wants it', () => {
    expect(readSetting({ isHideClose: true, isHideFinish: 'true' })).toEqual({ isHideClose: true, isHideFinish: true });
    expect(readSetting({ isHideClose: 1, isHideFinish: 0 })).toEqual({ isHideClose: true, isHideFinish: false });
    expect(readSetting(null)).toEqual({ isHideClose: false, isHideFinish: false });
    expect(readSetting('x')).toEqual({ isHideClose: false, isHideFinish: false });
    expect(saveSettingBody({ isHideClose: true, isHideFinish: false })).toEqual({ changeCalendarSetting: { isHideClose: true, isHideFinish: false } });
  });
});

describe('calls', () => {
  it('the month list and the list view ask for CHANGE_CALENDAR, the list page 1 of 10000 over the month of the zone', () => {
    expect(DEFAULT_VIEW).toBe('month');
    expect(monthListBody('2026-11', [0, 40])).toEqual({ listType: CHANGE_CALENDAR, month: '2026-11', statusList: [0, 40], timeZoneOffset: 480 });
    expect(CALENDAR_PAGE).toEqual({ pageNum: 1, pageSize: 10000 });
    expect(listBody('2026-11', [0], 480)).toEqual({
      listType: 'CHANGE_CALENDAR',
      pageNum: 1,
      pageSize: 10000,
      statusList: [0],
      planTimeRange: [at('2026-11-01T00:00:00+08:00'), at('2026-12-01T00:00:00+08:00') - 1],
    });
    expect(monthRange('2026-12', 0)).toEqual([at('2026-12-01T00:00:00Z'), at('2027-01-01T00:00:00Z') - 1]);
    expect(monthRange('2026-12', -300)[0]).toBe(at('2026-12-01T00:00:00-05:00'));
  });
});

describe('readers', () => {
  it('a change: ms or the zone’s wall time; an end before the start is the start; no id or start, no change', () => {
    expect(readChange({ workOrderId: 'a', preNum: 'CHG-1', title: ' Patch ', dataStatus: 0, planStartTime: 1000, planEndTime: 5000 })).toEqual({
      workOrderId: 'a',
      preNum: 'CHG-1',
      title: 'Patch',
      dataStatus: 0,
      start: 1000,
      end: 5000,
    });
    expect(readChange({ id: 'b', planStartTime: '2026-11-26 20:00:00', planEndTime: '2026-11-26 19:00:00', dataStatus: '40' }, 0)).toMatchObject({
      workOrderId: 'b',
      title: 'b',
      dataStatus: 40,
      start: at('2026-11-26T20:00:00Z'),
      end: at('2026-11-26T20:00:00Z'),
    });
    expect(readChange({ workOrderId: 'c', planStartTime: '2026-11-26 20:00:00' })!.start).toBe(at('2026-11-26T20:00:00+08:00'));
    expect(readChange({ workOrderId: 'c', planStartTime: null })).toBeUndefined();
    expect(readChange({ planStartTime: 1 })).toBeUndefined();
    expect(readChange({ workOrderId: 'd', planStartTime: 1, dataStatus: null })!.dataStatus).toBeUndefined();
  });

  it('the month list: each day’s changes by start; unreadable days and records are skipped', () => {
    const days = readMonthList([
      {
        days: '2026-11-02',
        mdlInstanceViewEntities: [
          { workOrderId: 'late', planStartTime: 3000, planEndTime: 4000 },
          { workOrderId: 'early', planStartTime: 1000, planEndTime: 9000 },
          { title: 'no id', planStartTime: 1 },
        ],
      },
      { days: '2026-11-03', mdlInstanceViewEntities: null },
      { days: 'soon', mdlInstanceViewEntities: [{ workOrderId: 'x', planStartTime: 1 }] },
      'junk',
    ]);
    expect([...days.keys()]).toEqual(['2026-11-02', '2026-11-03']);
    expect(days.get('2026-11-02')!.map((c) => c.workOrderId)).toEqual(['early', 'late']);
    expect(days.get('2026-11-03')).toEqual([]);
    expect(readMonthList({ records: [] }).size).toBe(0);
  });

  it('the list: records by start, each once', () => {
    const list = readChangeList({
      records: [
        { workOrderId: 'b', planStartTime: 2000 },
        { workOrderId: 'a', planStartTime: 1000 },
        { workOrderId: 'b', planStartTime: 2000 },
      ],
    });
    expect(list.map((c) => c.workOrderId)).toEqual(['a', 'b']);
    expect(readChangeList(undefined)).toEqual([]);
  });
});

describe('month grid', () => {
  const nov = '2026-11';
  it('weeks of seven, blanks around the days; Monday or Sunday first', () => {
    const monday = monthGrid(nov, at('2026-11-10T00:00:00Z'));
    expect(monday.every((week) => week.length === 7)).toBe(true);
    // 1 November 2026 is a Sunday: the last column of the first week when Monday comes first.
    expect(monday[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(monday[0]![6]).toMatchObject({ date: '2026-11-01', day: 1, weekday: 0 });
    expect(monday.flat().filter(Boolean)).toHaveLength(30);
    const sunday = monthGrid(nov, at('2026-11-10T00:00:00Z'), 480, 0);
    expect(sunday[0]![0]).toMatchObject({ date: '2026-11-01' });
    expect(sunday).toHaveLength(5);
    expect(monthGrid('2024-02', 0).flat().filter(Boolean)).toHaveLength(29);
  });

  it('today is the day of the configured zone, never the device’s', () => {
    const now = at('2026-11-25T17:30:00Z'); // 01:30 on the 26th at UTC+8
    const today = (offset: number) => monthGrid(nov, now, offset).flat().find((cell) => cell?.isToday)?.date;
    expect(today(480)).toBe('2026-11-26');
    expect(today(0)).toBe('2026-11-25');
    expect(monthOf(at('2026-11-30T16:30:00Z'), 480)).toBe('2026-12');
    expect(monthOf(at('2026-11-30T16:30:00Z'), 0)).toBe('2026-11');
    expect(initialDay(nov, now)).toBe('2026-11-26');
    expect(initialDay('2026-12', now)).toBe('2026-12-01');
  });

  it('moves months across years and days within the month', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', -13)).toBe('2025-10');
    expect(moveDay('2026-11-26', 7)).toBeUndefined();
    expect(moveDay('2026-11-23', 7)).toBe('2026-11-30');
    expect(moveDay('2026-11-26', 4)).toBe('2026-11-30');
    expect(moveDay('2026-11-26', 5)).toBeUndefined();
    expect(moveDay('2026-11-03', -7)).toBeUndefined();
    expect(moveDay('2026-11-08', -7)).toBe('2026-11-01');
  });
});
