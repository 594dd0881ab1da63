import { afterEach, describe, expect, it } from 'vitest';
import {
  dateGranularityOf,
  dateRangeValidator,
  dateRelativeValidator,
  normalizeDateRelativeRule,
  parseDateValue,
  readDateRelativeRules,
  resolveDateBounds,
  resolveDefaultDate,
  startBeforeEndValidator,
  type DateRelativeRule,
} from '@core/form/rules';
import { cst, makeCtx, makeField, NOW, OFFSET } from './helpers';

const opts = { utcOffset: OFFSET };
const dayField = (dateRange?: unknown, code = 'due') => makeField({ code, type: 'DATE', xProps: { dateFormat: 'YEAR_MONTH_DAY', ...(dateRange ? { dateRange } : {}) } });
const timeField = (dateRange?: unknown, code = 'due') =>
  makeField({ code, type: 'DATE', xProps: { dateFormat: 'YEAR_MONTH_DAY_HOURS_MINUTES_SECONDS', ...(dateRange ? { dateRange } : {}) } });
const endOfDay = (y: number, m: number, d: number) => cst(y, m, d, 23, 59, 59, 999);

describe('parseDateValue', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it.each([
    [cst(2024, 6, 15, 8), cst(2024, 6, 15, 8)],
    [String(cst(2024, 6, 15, 8)), cst(2024, 6, 15, 8)],
    ['2024-06-15', cst(2024, 6, 15)],
    ['2024-06-15 08:30:05', cst(2024, 6, 15, 8, 30, 5)],
    ['2024/06/15 08:30', cst(2024, 6, 15, 8, 30)],
    ['2024-06-15T00:00:00Z', Date.UTC(2024, 5, 15)],
    [new Date(Date.UTC(2024, 0, 1)), Date.UTC(2024, 0, 1)],
  ])('%j', (value, ms) => {
    expect(parseDateValue(value, opts)?.valueOf()).toBe(ms);
  });

  it.each(['2024-02-30', '2024-13-01', 'soon', '', {}, null])('rejects %j', (value) => {
    expect(parseDateValue(value, opts)).toBeUndefined();
  });

  it('does not depend on the device time zone when an offset is configured', () => {
    process.env.TZ = 'America/New_York';
    expect(parseDateValue('2024-06-15 08:00:00', opts)?.valueOf()).toBe(cst(2024, 6, 15, 8));
    const bounds = resolveDateBounds(dayField({ dateMinLimit: { key: 'today' } }), {}, NOW, opts);
    expect(bounds.min).toBe(cst(2024, 6, 15));
  });
});

describe('dateGranularityOf', () => {
  it.each([
    [{ dateFormat: 'YEAR_MONTH_DAY' }, 'TIME', 'day'],
    [{ dateFormat: 'YEAR_MONTH_DAY_HOURS_MINUTES_SECONDS' }, 'DATE', 'time'],
    [{ dateFormat: 'date' }, 'DATE', 'day'],
    [{ dateFormat: 'all' }, 'DATE', 'time'],
    [{ isOnlyDate: true, dateFormat: 'all' }, 'DATE', 'day'],
    [{}, 'DATE', 'day'],
    [{}, 'TIME', 'time'],
  ])('%j on %s -> %s', (xProps, type, granularity) => {
    expect(dateGranularityOf(makeField({ type, xProps }))).toBe(granularity);
  });
});

describe('resolveDateBounds', () => {
  it.each([
    ['unlimited', { dateMinLimit: { key: 'unlimited' }, dateMaxLimit: { key: 'unlimited' } }, {}],
    ['today', { dateMinLimit: { key: 'today' }, dateMaxLimit: { key: 'today' } }, { min: cst(2024, 6, 15), max: endOfDay(2024, 6, 15) }],
    ['today_before', { dateMinLimit: { key: 'today_before', days: 3 } }, { min: cst(2024, 6, 12) }],
    ['todayBefore', { dateMinLimit: { key: 'todayBefore', days: '3' } }, { min: cst(2024, 6, 12) }],
    ['today_after', { dateMaxLimit: { key: 'today_after', days: 2 } }, { max: endOfDay(2024, 6, 17) }],
    ['todayAfter', { dateMaxLimit: { key: 'todayAfter', days: 0 } }, { max: endOfDay(2024, 6, 15) }],
    ['defined in id', { dateMinLimit: { key: 'defined', id: '2024-07-01' } }, { min: cst(2024, 7, 1) }],
    ['defined in addon', { dateMaxLimit: { key: 'defined', addon: '2024-07-01' } }, { max: endOfDay(2024, 7, 1) }],
  ])('%s (date-only)', (_name, range, expected) => {
    expect(resolveDateBounds(dayField(range), {}, NOW, opts)).toEqual(expected);
  });

  it('keeps a fixed moment exact on a date-time field', () => {
    const field = timeField({ dateMinLimit: { key: 'defined', addon: '2024-07-01 08:30:00' } });
    expect(resolveDateBounds(field, {}, NOW, opts)).toEqual({ min: cst(2024, 7, 1, 8, 30) });
  });

  it('reads another field: by day on date-only fields, exact on date-time fields', () => {
    const values = { planStartTime: cst(2024, 6, 20, 10) };
    const range = { dateMinLimit: { key: 'planStartTime' } };
    expect(resolveDateBounds(dayField(range), values, NOW, opts)).toEqual({ min: cst(2024, 6, 20) });
    expect(resolveDateBounds(timeField(range), values, NOW, opts)).toEqual({ min: cst(2024, 6, 20, 10) });
    expect(resolveDateBounds(timeField({ dateMaxLimit: { key: 'field', id: 'other' } }), { 'group.other': '2024-06-30 18:00:00' }, NOW, opts)).toEqual({
      max: cst(2024, 6, 30, 18),
    });
    expect(resolveDateBounds(timeField(range), {}, NOW, opts)).toEqual({});
  });

  it('pairs start and end: end takes its minimum from start, start its maximum from end', () => {
    const values = { planStartTime: cst(2024, 6, 20, 10), planEndTime: cst(2024, 6, 25, 18) };
    expect(resolveDateBounds(timeField(undefined, 'planEndTime'), values, NOW, opts)).toEqual({ min: cst(2024, 6, 20, 10) });
    expect(resolveDateBounds(timeField(undefined, 'planStartTime'), values, NOW, opts)).toEqual({ max: cst(2024, 6, 25, 18) });
    expect(resolveDateBounds(timeField(undefined, 'planEndTime'), values, NOW, { ...opts, includePairs: false })).toEqual({});
  });

  it('takes the tightest of several bounds and ignores a limit pointing at the field itself', () => {
    const values = { planStartTime: cst(2024, 6, 10, 10) };
    const field = timeField({ dateMinLimit: { key: 'today' }, dateMaxLimit: { key: 'planEndTime' } }, 'planEndTime');
    expect(resolveDateBounds(field, { ...values, planEndTime: cst(2024, 6, 1) }, NOW, opts)).toEqual({ min: cst(2024, 6, 15) });
  });

  it('accepts dateRange as JSON text', () => {
    expect(resolveDateBounds(dayField('{"dateMinLimit":{"key":"today"}}'), {}, NOW, opts)).toEqual({ min: cst(2024, 6, 15) });
  });
});

describe('dateRange validator at day boundaries (fixed now = 2024-06-15 12:00 +08)', () => {
  const validate = dateRangeValidator(opts);
  const range = { dateMinLimit: { key: 'today' }, dateMaxLimit: { key: 'today_after', days: 1 } };

  it.each([
    [cst(2024, 6, 15, 0, 0, 0), undefined, undefined],
    [cst(2024, 6, 16, 23, 59, 59), undefined, undefined],
    ['2024-06-16', undefined, undefined],
    [cst(2024, 6, 14, 23, 59, 59), 'The date cannot be earlier than 2024-06-15', '日期不能早于2024-06-15'],
    [cst(2024, 6, 17, 0, 0, 0), 'The date cannot be later than 2024-06-16', '日期不能晚于2024-06-16'],
    ['not a date', 'Please enter a valid date', '请输入正确的日期'],
    ['', undefined, undefined],
  ])('date-only %j', async (value, enMsg, zhMsg) => {
    const field = dayField(range);
    expect(await validate(value, makeCtx(field))).toBe(enMsg);
    expect(await validate(value, makeCtx(field, { language: 'zh' }))).toBe(zhMsg);
  });

  it('compares date-time fields to the exact moment of another field', async () => {
    const field = timeField({ dateMinLimit: { key: 'planStartTime' } });
    const values = { planStartTime: cst(2024, 6, 20, 10) };
    expect(await validate(cst(2024, 6, 20, 10), makeCtx(field, { values }))).toBeUndefined();
    expect(await validate(cst(2024, 6, 20, 9, 59, 59), makeCtx(field, { values }))).toBe('The date cannot be earlier than 2024-06-20 10:00:00');
    expect(await validate(cst(2024, 6, 20, 9, 59, 59), makeCtx(field, { values, language: 'zh' }))).toBe('日期不能早于2024-06-20 10:00:00');
  });

  it('resolves today from ctx.now at validation time', async () => {
    const field = dayField({ dateMinLimit: { key: 'today' } });
    const value = cst(2024, 6, 15, 9);
    expect(await validate(value, makeCtx(field))).toBeUndefined();
    expect(await validate(value, makeCtx(field, { now: cst(2024, 6, 16, 0, 0, 1) }))).toBe('The date cannot be earlier than 2024-06-16');
  });
});

describe('start before end', () => {
  const pair = ['planStartTime', 'planEndTime'] as const;
  it.each([
    ['end', 'planEndTime', { planStartTime: cst(2024, 6, 20, 10) }, cst(2024, 6, 20, 10), undefined, undefined],
    ['end', 'planEndTime', { planStartTime: cst(2024, 6, 20, 10) }, cst(2024, 6, 20, 9), 'The end time cannot be earlier than the start time', '结束时间不能早于开始时间'],
    ['start', 'planStartTime', { planEndTime: cst(2024, 6, 20, 10) }, cst(2024, 6, 20, 11), 'The start time cannot be later than the end time', '开始时间不能晚于结束时间'],
    ['start', 'planStartTime', {}, cst(2024, 6, 20, 11), undefined, undefined],
  ] as const)('%s field', async (role, code, values, value, enMsg, zhMsg) => {
    const validate = startBeforeEndValidator(pair, role, opts);
    const field = timeField(undefined, code);
    expect(await validate(value, makeCtx(field, { values }))).toBe(enMsg);
    expect(await validate(value, makeCtx(field, { values, language: 'zh' }))).toBe(zhMsg);
  });

  it('compares date-only fields by day', async () => {
    const validate = startBeforeEndValidator(pair, 'end', opts);
    const field = dayField(undefined, 'planEndTime');
    expect(await validate(cst(2024, 6, 20, 0), makeCtx(field, { values: { planStartTime: cst(2024, 6, 20, 15) } }))).toBeUndefined();
  });
});

describe('date-relative rules', () => {
  it('normalises operators and targets', () => {
    expect(normalizeDateRelativeRule({ operator: 'GT', days: '2' })).toEqual({ target: 'today', operator: 'greater', days: 2 });
    expect(normalizeDateRelativeRule({ compare: '<=', compareTo: 'planStartTime' })).toEqual({ target: 'planStartTime', operator: 'lessOrEqual', days: 0 });
    expect(normalizeDateRelativeRule({ operator: 'sometimes' })).toBeUndefined();
    expect(readDateRelativeRules({ operator: 'eq' })).toHaveLength(1);
  });

  const field = dayField();
  it.each<[string, DateRelativeRule, Record<string, unknown>, unknown, string | undefined, string | undefined]>([
    ['greater than today by 2 days', { target: 'today', operator: 'greater', days: 2 }, {}, cst(2024, 6, 18), undefined, undefined],
    ['greater than today by 2 days', { target: 'today', operator: 'greater', days: 2 }, {}, cst(2024, 6, 17, 23), 'The date must be later than 2024-06-17', '日期必须晚于2024-06-17'],
    ['not before today', { target: 'today', operator: 'greaterOrEqual', days: 0 }, {}, cst(2024, 6, 15, 0), undefined, undefined],
    ['not before today', { target: 'today', operator: 'greaterOrEqual', days: 0 }, {}, cst(2024, 6, 14, 23), 'The date cannot be earlier than 2024-06-15', '日期不能早于2024-06-15'],
    ['less than a field', { target: 'planStartTime', operator: 'less', days: 0 }, { planStartTime: cst(2024, 6, 20, 9) }, cst(2024, 6, 19, 23), undefined, undefined],
    ['less than a field', { target: 'planStartTime', operator: 'less', days: 0 }, { planStartTime: cst(2024, 6, 20, 9) }, cst(2024, 6, 20, 1), 'The date must be earlier than 2024-06-20', '日期必须早于2024-06-20'],
    ['at most 1 day after a field', { target: 'planStartTime', operator: 'lessOrEqual', days: 1 }, { planStartTime: cst(2024, 6, 20) }, cst(2024, 6, 22), 'The date cannot be later than 2024-06-21', '日期不能晚于2024-06-21'],
    ['equal to today', { target: 'today', operator: 'equal', days: 0 }, {}, cst(2024, 6, 15, 23, 59), undefined, undefined],
    ['equal to today', { target: 'today', operator: 'equal', days: 0 }, {}, cst(2024, 6, 16), 'The date must be 2024-06-15', '日期必须为2024-06-15'],
    ['between 0 and 7 days after a field', { target: 'planStartTime', operator: 'between', days: 0, minDays: 0, maxDays: 7 }, { planStartTime: cst(2024, 6, 20) }, cst(2024, 6, 27, 20), undefined, undefined],
    ['between 0 and 7 days after a field', { target: 'planStartTime', operator: 'between', days: 0, minDays: 0, maxDays: 7 }, { planStartTime: cst(2024, 6, 20) }, cst(2024, 6, 28), 'The date must be between 2024-06-20 and 2024-06-27', '日期必须在2024-06-20到2024-06-27之间'],
    ['target field empty', { target: 'planStartTime', operator: 'less', days: 0 }, {}, cst(2024, 6, 28), undefined, undefined],
    ['custom message', { target: 'today', operator: 'less', days: 0, message: 'Past dates only' }, {}, cst(2024, 6, 15), 'Past dates only', 'Past dates only'],
  ])('%s: %j', async (_name, rule, values, value, enMsg, zhMsg) => {
    const validate = dateRelativeValidator(rule, opts);
    expect(await validate(value, makeCtx(field, { values }))).toBe(enMsg);
    expect(await validate(value, makeCtx(field, { values, language: 'zh' }))).toBe(zhMsg);
  });
});

describe('resolveDefaultDate (dataDefault)', () => {
  it.each([
    [{ dateFormat: 'YEAR_MONTH_DAY', dataDefault: 'today' }, cst(2024, 6, 15)],
    [{ dateFormat: 'YEAR_MONTH_DAY', dataDefault: 'todayBefore', days: 2 }, cst(2024, 6, 13)],
    [{ dateFormat: 'YEAR_MONTH_DAY', dataDefault: { key: 'today_after', days: 3 } }, cst(2024, 6, 18)],
    [{ dateFormat: 'YEAR_MONTH_DAY_HOURS_MINUTES_SECONDS', dataDefault: { type: 'today' } }, NOW],
    [{ dateFormat: 'YEAR_MONTH_DAY_HOURS_MINUTES_SECONDS', dataDefault: { key: 'defined', addon: '2024-01-02 03:04:05' } }, cst(2024, 1, 2, 3, 4, 5)],
    [{ dateFormat: 'YEAR_MONTH_DAY', dataDefault: 'unlimited' }, undefined],
    [{ dateFormat: 'YEAR_MONTH_DAY' }, undefined],
  ])('%j', (xProps, expected) => {
    expect(resolveDefaultDate(makeField({ type: 'DATE', xProps }), NOW, opts)).toBe(expected);
  });
});
