import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatInZone, toTimestamp } from '@core/form/data';
import { deviceTimeZone } from '../../../../support/device-zone';

// 2026-11-25 17:01 at +08:00 (the default AppConfig.timeZoneOffset) is 09:01 UTC, 04:01 in New York.
const created = Date.UTC(2026, 10, 25, 9, 1);
const now = Date.UTC(2026, 10, 25, 10, 0);

for (const zone of ['UTC', 'America/New_York', 'Asia/Shanghai']) {
  describe(`server times on a device in ${zone}`, () => {
    deviceTimeZone(zone);

    it('reads zone-less server text as the configured zone, timestamps as they are', () => {
      expect(toTimestamp('2026-11-25 17:01:00')).toBe(created);
      expect(toTimestamp('2026-11-25 17:01')).toBe(created);
      expect(toTimestamp(created)).toBe(created);
      expect(toTimestamp(String(created))).toBe(created);
      expect(toTimestamp('2026-11-25T09:01:00Z')).toBe(created);
      expect(toTimestamp('2026-11-25 12:01:00', -300)).toBe(Date.UTC(2026, 10, 25, 17, 1));
      expect(toTimestamp('2026/11/25 17:01')).toBe(created);
      expect(toTimestamp('2026-11-25T17:01:00.000')).toBe(created);
      expect(toTimestamp('2026-11-25')).toBe(Date.UTC(2026, 10, 24, 16, 0));
      for (const bad of ['2024-02-30', '2024-13-01', '2024-06-15 24:00', '2024-6-15', '2024/06-15', '2024-06-15T08:00', 'not a date']) expect(toTimestamp(bad), bad).toBeUndefined();
      expect(toTimestamp(undefined)).toBeUndefined();
    });

    it('formats the exact time in the configured zone', () => {
      expect(formatInZone(created)).toBe('2026-11-25 17:01');
      expect(formatInZone('2026-11-25 17:01:00')).toBe('2026-11-25 17:01');
      expect(formatInZone(created, 0)).toBe('2026-11-25 09:01');
      expect(formatInZone(created, 480, 'HH:mm:ss')).toBe('17:01:00');
      expect(formatInZone('')).toBe('');
    });

    it('list display: the same ticket shows the same time from text and from a timestamp', () => {
      expect(formatDisplayDate('2026-11-25 17:01:00', now, 'zh', { withTime: true })).toBe('今天 17:01');
      expect(formatDisplayDate(created, now, 'zh', { withTime: true })).toBe('今天 17:01');
      expect(formatDisplayDate('2026-11-24 23:59:00', now, 'en', { withTime: true })).toBe('Yesterday 23:59');
      expect(formatDisplayDate('2026-01-02 08:00:00', now, 'zh', { withTime: true })).toBe('01-02 08:00');
      expect(formatDisplayDate('2026-01-02 08:00:00', now, 'en', { withTime: true })).toBe('01/02 08:00');
      expect(formatDisplayDate('2025-12-31 08:00:00', now, 'zh', { withTime: true })).toBe('2025-12-31 08:00');
      expect(formatDisplayDate('2025-12-31 08:00:00', now, 'zh')).toBe('2025-12-31');
    });

    it('counts "today" in the configured zone: 00:30 at +08:00 is today there, yesterday in UTC and New York', () => {
      const earlyMorning = Date.UTC(2026, 10, 24, 16, 30); // 2026-11-25 00:30 at +08:00
      expect(formatDisplayDate(earlyMorning, now, 'zh', { withTime: true })).toBe('今天 00:30');
      expect(formatDisplayDate(earlyMorning, now, 'zh', { withTime: true, timeZoneOffset: 0 })).toBe('昨天 16:30');
    });
  });
}
