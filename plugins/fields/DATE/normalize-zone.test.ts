// Issue 10 item 2: the date wheel's calendar arithmetic follows the configured zone
// (timeZoneOffset 480), not the device's: Kiritimati skipped a whole day in 1994 and New York
// skips an hour each spring.
import { describe, expect, it } from 'vitest';
import fixture from '../../../fixtures/fields/DATE.fields.json';
import { fromWheelDate, mapDateProps, wheelBounds } from './normalize';
import { deviceTimeZone } from '../../../tests/support/device-zone';

const ZONE = 480;
const at = (y: number, m: number, d: number, h = 0, mi = 0) => Date.UTC(y, m - 1, d, h, mi) - ZONE * 60_000;
const NOW = at(2024, 5, 10, 10, 30);
const settings = mapDateProps(fixture.properties.planEndTime['x-props'], 'DATE').settings;
const wall = (date: Date | undefined) => (date ? fromWheelDate(date, 'time', ZONE) : undefined);

for (const zone of ['Pacific/Kiritimati', 'America/New_York', 'UTC']) {
  describe(`wheel bounds on a device in ${zone}`, () => {
    deviceTimeZone(zone);

    it('an open side spans ten years on the +08:00 calendar', () => {
      const old = wheelBounds('planEndTime', 'DATE', settings, {}, NOW, ZONE, at(2001, 3, 4));
      expect(wall(old.min)).toBe(at(1991, 3, 4));
      const open = wheelBounds('planEndTime', 'DATE', settings, {}, NOW, ZONE);
      expect(wall(open.min)).toBe(at(2014, 5, 10, 10, 30));
      expect(wall(open.max)).toBe(at(2034, 5, 10, 10, 30));
    });
  });
}
