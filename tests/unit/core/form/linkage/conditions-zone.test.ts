// Issue 10 item 2: date comparisons in rule conditions do not depend on the device's time zone.
import { describe, expect, it } from 'vitest';
import { compareValues } from '@core/form/linkage/conditions';
import { deviceTimeZone } from '../../../../support/device-zone';

for (const zone of ['UTC', 'America/New_York']) {
  describe(`compareValues on a device in ${zone}`, () => {
    deviceTimeZone(zone);

    it('orders zone-less date text as wall clock of one fixed zone (no daylight-saving gap)', () => {
      // 2026-03-08 02:00-03:00 does not exist in New York (clocks spring forward).
      expect(compareValues('2026-03-08 02:30:00', '2026-03-08 03:15:00')).toBe(-1);
      expect(compareValues('2026-03-08 03:15:00', '2026-03-08 02:30:00')).toBe(1);
      expect(compareValues('2026-11-01 01:30:00', '2026-11-01 01:30:00')).toBe(0);
      expect(compareValues('2024-05-01', '2024-04-30')).toBe(1);
    });

    it('zone-less text is the configured zone (+08:00) against text with an explicit zone', () => {
      // 17:01 at +08:00 is 09:01 UTC: after 09:00Z, before 09:02Z.
      expect(compareValues('2026-11-25 17:01:00', '2026-11-25T09:00:00Z')).toBe(1);
      expect(compareValues('2026-11-25 17:01:00', '2026-11-25T09:02:00Z')).toBe(-1);
    });
  });
}
