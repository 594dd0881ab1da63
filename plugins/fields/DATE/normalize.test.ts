import { describe, expect, it } from 'vitest';
import fixture from '../../../fixtures/fields/DATE.fields.json';
import { displayText, exactText, fromWheelDate, granularityOf, mapDateProps, toWheelDate, valueToMs, wheelBounds } from './normalize';

const ZONE = 480;
const HOUR = 3_600_000;
// 2024-05-10 10:30:00 in UTC+8.
const NOW = Date.UTC(2024, 4, 10, 2, 30);
const at = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, m - 1, d, h, mi, s) - 8 * HOUR;
const settingsOf = (code: keyof typeof fixture.properties) => mapDateProps(fixture.properties[code]['x-props'], 'DATE').settings;

describe('date field settings', () => {
  it('maps the date x-props and knows date-only from date-time', () => {
    expect(mapDateProps({ dateFormat: 'YEAR_MONTH_DAY', fieldWidth: 'HALF', placeholder: 'x' }, 'DATE')).toEqual({ fieldType: 'DATE', settings: { dateFormat: 'YEAR_MONTH_DAY' } });
    expect(granularityOf('DATE', {})).toBe('day');
    expect(granularityOf('DATE', settingsOf('planStartTime'))).toBe('time');
    expect(granularityOf('DATE', settingsOf('occurredDate'))).toBe('day');
  });

  it('date-only choices give the start of the day in the configured zone; date-time keeps the seconds', () => {
    const wheel = new Date(2024, 4, 12, 15, 45, 30);
    expect(fromWheelDate(wheel, 'day', ZONE)).toBe(at(2024, 5, 12));
    expect(fromWheelDate(wheel, 'time', ZONE)).toBe(at(2024, 5, 12, 15, 45, 30));
    // The wheel shows the zone's wall clock whatever the device zone.
    const shown = toWheelDate(at(2024, 5, 12, 23, 59, 59), ZONE);
    expect([shown.getFullYear(), shown.getMonth(), shown.getDate(), shown.getHours(), shown.getMinutes(), shown.getSeconds()]).toEqual([2024, 4, 12, 23, 59, 59]);
    expect(fromWheelDate(shown, 'time', ZONE)).toBe(at(2024, 5, 12, 23, 59, 59));
    expect(valueToMs('2024-05-12 08:00:00', ZONE)).toBe(at(2024, 5, 12, 8));
    expect(valueToMs(String(NOW), ZONE)).toBe(NOW);
    expect(valueToMs('', ZONE)).toBeUndefined();
  });
});

describe('bounds resolved when the wheel opens', () => {
  const wall = (date: Date | undefined) => (date ? fromWheelDate(date, 'time', ZONE) : undefined);

  it('today-relative limits cover whole days', () => {
    const b = wheelBounds('expectedDate', 'DATE', settingsOf('expectedDate'), {}, NOW, ZONE);
    expect(wall(b.min)).toBe(at(2024, 5, 11));
    expect(wall(b.max)).toBe(at(2024, 6, 9, 23, 59, 59));
    const before = wheelBounds('occurredDate', 'DATE', settingsOf('occurredDate'), {}, NOW, ZONE);
    expect(wall(before.min)).toBe(at(2024, 5, 3));
    expect(wall(before.max)).toBe(at(2024, 5, 10, 23, 59, 59));
  });

  it('the end takes its minimum from the start, the start its maximum from the end, read from the values of the moment', () => {
    const values = { planStartTime: at(2024, 5, 20, 9), planEndTime: '2024-05-22 18:00:00' };
    expect(wall(wheelBounds('planEndTime', 'DATE', settingsOf('planEndTime'), values, NOW, ZONE).min)).toBe(at(2024, 5, 20, 9));
    expect(wall(wheelBounds('planStartTime', 'DATE', settingsOf('planStartTime'), values, NOW, ZONE).max)).toBe(at(2024, 5, 22, 18));
  });

  it('an open side spans ten years, widened to keep the other limit and the value reachable', () => {
    const open = wheelBounds('planEndTime', 'DATE', settingsOf('planEndTime'), {}, NOW, ZONE);
    expect(open.empty).toBe(false);
    expect(wall(open.min)).toBe(at(2014, 5, 10, 10, 30));
    expect(wall(open.max)).toBe(at(2034, 5, 10, 10, 30));
    const far = wheelBounds('planEndTime', 'DATE', settingsOf('planEndTime'), { planStartTime: at(2099, 1, 2) }, NOW, ZONE);
    expect(wall(far.max)).toBe(at(2109, 1, 2));
    const old = wheelBounds('planEndTime', 'DATE', settingsOf('planEndTime'), {}, NOW, ZONE, at(2001, 3, 4));
    expect(wall(old.min)).toBe(at(1991, 3, 4));
  });

  it('another field bounds a date-only field by its day; no choosable day is reported as empty', () => {
    const b = wheelBounds('reviewDate', 'DATE', settingsOf('reviewDate'), { occurredDate: at(2024, 5, 8, 13) }, NOW, ZONE);
    expect(wall(b.min)).toBe(at(2024, 5, 8));
    expect(wall(b.max)).toBe(at(2030, 12, 31, 23, 59, 59));
    expect(wheelBounds('reviewDate', 'DATE', settingsOf('reviewDate'), { occurredDate: '2031-01-01' }, NOW, ZONE).empty).toBe(true);
  });
});

describe('date texts', () => {
  it('read-only display follows the list rule for date-time values, zh and en', () => {
    expect(displayText(at(2024, 5, 10, 8, 5), 'time', NOW, 'zh', ZONE, 'YYYY-MM-DD')).toBe('今天 08:05');
    expect(displayText(at(2024, 5, 9, 23, 59), 'time', NOW, 'en', ZONE, 'YYYY-MM-DD')).toBe('Yesterday 23:59');
    expect(displayText(at(2024, 3, 5, 12), 'time', NOW, 'zh', ZONE, 'YYYY-MM-DD')).toBe('03-05');
    expect(displayText(at(2023, 12, 31, 12), 'time', NOW, 'en', ZONE, 'YYYY-MM-DD')).toBe('2023/12/31');
    expect(displayText(at(2024, 5, 10), 'day', NOW, 'zh', ZONE, 'YYYY-MM-DD')).toBe('2024-05-10');
    expect(exactText(at(2024, 5, 10, 8, 5, 9), 'YYYY-MM-DD HH:mm:ss', ZONE)).toBe('2024-05-10 08:05:09');
  });
});

describe('native input of the picker', () => {
  it('writes and reads wheel dates as date and datetime-local values', async () => {
    const { wheelToInputText, inputTextToWheel, clampWheel } = await import('./normalize');
    const date = new Date(2024, 4, 9, 7, 5, 3);
    expect(wheelToInputText(date, 'day')).toBe('2024-05-09');
    expect(wheelToInputText(date, 'time')).toBe('2024-05-09T07:05:03');
    expect(inputTextToWheel('2024-05-09T07:05:03', 'time')).toEqual(date);
    expect(inputTextToWheel('2024-05-09T07:05', 'time')).toEqual(new Date(2024, 4, 9, 7, 5, 0));
    expect(inputTextToWheel('2024-05-09T07:05:03.000', 'time')).toEqual(date);
    expect(inputTextToWheel('2024-05-09', 'day')).toEqual(new Date(2024, 4, 9));
    expect(inputTextToWheel('2024-02-31', 'day')).toBeUndefined();
    expect(inputTextToWheel('', 'day')).toBeUndefined();
    const min = new Date(2024, 0, 1);
    const max = new Date(2024, 11, 31);
    expect(clampWheel(new Date(2023, 5, 1), min, max)).toEqual(min);
    expect(clampWheel(new Date(2025, 5, 1), min, max)).toEqual(max);
    expect(clampWheel(date, min, max)).toBe(date);
  });
});
