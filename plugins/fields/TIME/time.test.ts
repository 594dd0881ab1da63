import { describe, expect, it } from 'vitest';
import fixture from '../../../fixtures/fields/TIME.fields.json';
import { fromWheelDate, granularityOf, mapDateProps, wheelBounds } from '../DATE/normalize';

// TIME is the DATE picker with date and time by default; these are its own cases (DATE's rules are
// tested in plugins/fields/DATE).
const ZONE = 480;
const HOUR = 3_600_000;
// 2024-05-10 10:30:00 in UTC+8.
const NOW = Date.UTC(2024, 4, 10, 2, 30);
const at = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, m - 1, d, h, mi, s) - 8 * HOUR;
const settingsOf = (code: keyof typeof fixture.properties) => mapDateProps(fixture.properties[code]['x-props'], 'TIME').settings;

describe('TIME settings', () => {
  it('is date and time (hours, minutes, seconds) unless the x-props ask for the date only', () => {
    expect(granularityOf('TIME', {})).toBe('time');
    expect(granularityOf('TIME', settingsOf('restoredAt'))).toBe('time');
    expect(granularityOf('TIME', settingsOf('callbackDay'))).toBe('day');
    expect(granularityOf('TIME', { isOnlyDate: true })).toBe('day');
  });

  it('keeps the seconds of the wheel; a date-only TIME gives the start of the day', () => {
    const wheel = new Date(2024, 4, 9, 9, 30, 15);
    expect(fromWheelDate(wheel, granularityOf('TIME', settingsOf('restoredAt')), ZONE)).toBe(at(2024, 5, 9, 9, 30, 15));
    expect(fromWheelDate(wheel, granularityOf('TIME', settingsOf('callbackDay')), ZONE)).toBe(at(2024, 5, 9));
  });
});

describe('TIME bounds', () => {
  const wall = (date: Date | undefined) => (date ? fromWheelDate(date, 'time', ZONE) : undefined);

  it('"at most today" allows any second of today and an open past of ten years', () => {
    const bounds = wheelBounds('restoredAt', 'TIME', settingsOf('restoredAt'), {}, NOW, ZONE);
    expect(bounds.empty).toBe(false);
    expect(wall(bounds.max)).toBe(at(2024, 5, 10, 23, 59, 59));
    expect(wall(bounds.min)).toBe(at(2014, 5, 10, 10, 30));
  });
});
