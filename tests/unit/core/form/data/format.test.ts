import { describe, expect, it } from 'vitest';
import {
  formatAutoNumber,
  formatDisplayDate,
  formatFileSize,
  normalizeAutoNumberRule,
  type AutoNumberRule,
} from '@core/form/data';

describe('formatFileSize', () => {
  it('switches from B to KB at 102.4 bytes', () => {
    expect(formatFileSize(0)).toBe('0B');
    expect(formatFileSize(100)).toBe('100B');
    expect(formatFileSize(102.3)).toBe('102.30B');
    expect(formatFileSize(102.4)).toBe('0.10KB');
  });

  it('switches from KB to MB at 104857.6 bytes', () => {
    expect(formatFileSize(1024)).toBe('1KB');
    expect(formatFileSize(1536)).toBe('1.50KB');
    expect(formatFileSize(104857.5)).toBe('102.40KB');
    expect(formatFileSize(104857.6)).toBe('0.10MB');
  });

  it('switches from MB to GB at 107374182.4 bytes', () => {
    expect(formatFileSize(1048576)).toBe('1MB');
    expect(formatFileSize(107374182.3)).toBe('102.40MB');
    expect(formatFileSize(107374182.4)).toBe('0.10GB');
    expect(formatFileSize(2 * 1024 ** 3)).toBe('2GB');
    expect(formatFileSize(1.255 * 1024 ** 3)).toBe('1.25GB');
  });

  it('drops only a zero decimal part and treats bad input as 0', () => {
    expect(formatFileSize(1024 * 10.1)).toBe('10.10KB');
    expect(formatFileSize(-5)).toBe('0B');
    expect(formatFileSize(Number.NaN)).toBe('0B');
  });
});

describe('formatAutoNumber', () => {
  // 2024-03-05 01:30 at +08:00 (still 2024-03-04 in UTC).
  const createdAt = Date.UTC(2024, 2, 4, 17, 30);
  const custom = (...parts: Extract<AutoNumberRule, { type: 'CUSTOM_RULE' }>['parts']): AutoNumberRule => ({ type: 'CUSTOM_RULE', parts });

  it('AUTO_INCREMENT starts at 1', () => {
    expect(formatAutoNumber({ type: 'AUTO_INCREMENT' }, 1, createdAt)).toBe('1');
    expect(formatAutoNumber({ type: 'AUTO_INCREMENT' }, 42, createdAt)).toBe('42');
    expect(formatAutoNumber({ type: 'AUTO_INCREMENT' }, 0, createdAt)).toBe('1');
    expect(formatAutoNumber({ type: 'AUTO_INCREMENT' }, Number.NaN, createdAt)).toBe('1');
  });

  it('composes fixed words, dates and zero-padded numbers', () => {
    const rule = custom({ type: 'fixedWord', value: 'CR-' }, { type: 'creationDate', format: 'YYYYMMDD' }, { type: 'fixedWord', value: '-' }, { type: 'number', width: 4 });
    expect(formatAutoNumber(rule, 7, createdAt)).toBe('CR-20240305-0007');
    expect(formatAutoNumber(rule, 123456, createdAt)).toBe('CR-20240305-123456');
  });

  it.each([
    ['YYYYMMDD', '20240305'],
    ['DDMMYYYY', '05032024'],
    ['YYYYMM', '202403'],
    ['MMDD', '0305'],
    ['YYYY', '2024'],
    ['MM', '03'],
    ['DD', '05'],
  ] as const)('date format %s', (format, expected) => {
    expect(formatAutoNumber(custom({ type: 'creationDate', format }), 1, createdAt)).toBe(expected);
  });

  it('counts the date in the configured time zone', () => {
    const rule = custom({ type: 'creationDate', format: 'YYYYMMDD' });
    expect(formatAutoNumber(rule, 1, createdAt, { timeZoneOffset: 0 })).toBe('20240304');
  });

  it('reads loose designer shapes and drops broken parts', () => {
    const rule = normalizeAutoNumberRule({
      ruleType: 'CUSTOM_RULE',
      rules: [{ key: 'fixedWord', value: 'INC' }, { type: 'creationDate', dateFormat: 'YYMM' }, { type: 'creationDate', dateFormat: 'MMDD' }, { type: 'number', length: '3' }, 'junk'],
    });
    expect(rule).toEqual(custom({ type: 'fixedWord', value: 'INC' }, { type: 'creationDate', format: 'MMDD' }, { type: 'number', width: 3 }));
    expect(normalizeAutoNumberRule(null)).toEqual({ type: 'AUTO_INCREMENT' });
    expect(normalizeAutoNumberRule({ type: 'AUTO_INCREMENT' })).toEqual({ type: 'AUTO_INCREMENT' });
  });
});

describe('formatDisplayDate', () => {
  // now: 2024-06-15 10:00 at +08:00
  const now = Date.UTC(2024, 5, 15, 2, 0);
  const at = (y: number, m: number, d: number, h: number, min: number) => Date.UTC(y, m - 1, d, h - 8, min); // wall clock at +08:00

  it('today and yesterday with hour and minute', () => {
    expect(formatDisplayDate(at(2024, 6, 15, 0, 5), now, 'zh')).toBe('今天 00:05');
    expect(formatDisplayDate(at(2024, 6, 15, 23, 59), now, 'en')).toBe('Today 23:59');
    expect(formatDisplayDate(at(2024, 6, 14, 23, 59), now, 'zh')).toBe('昨天 23:59');
    expect(formatDisplayDate(at(2024, 6, 14, 0, 0), now, 'en')).toBe('Yesterday 00:00');
  });

  it('month-day within the current year, full date otherwise', () => {
    expect(formatDisplayDate(at(2024, 6, 13, 12, 0), now, 'zh')).toBe('06-13');
    expect(formatDisplayDate(at(2024, 1, 1, 0, 0), now, 'en')).toBe('01/01');
    expect(formatDisplayDate(at(2023, 12, 31, 23, 59), now, 'zh')).toBe('2023-12-31');
    expect(formatDisplayDate(at(2023, 12, 31, 23, 59), now, 'en')).toBe('2023/12/31');
  });

  it('counts days in the configured zone, not the device zone', () => {
    // 2024-06-14 20:00 UTC is already 06-15 at +08:00 but 06-14 at UTC.
    const ts = Date.UTC(2024, 5, 14, 20, 0);
    expect(formatDisplayDate(ts, now, 'zh')).toBe('今天 04:00');
    expect(formatDisplayDate(ts, now, 'zh', { timeZoneOffset: 0 })).toBe('昨天 20:00');
  });

  it('accepts numeric strings and gives "" for invalid input', () => {
    expect(formatDisplayDate(String(at(2024, 6, 15, 9, 30)), now, 'en')).toBe('Today 09:30');
    expect(formatDisplayDate('not a date', now, 'en')).toBe('');
  });
});
