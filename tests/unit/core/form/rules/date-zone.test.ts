// Issue 10 item 2: date rules compiled without an explicit offset count days in the default
// zone (AppConfig.timeZoneOffset, 480), never in the device's zone.
import { describe, expect, it } from 'vitest';
import { compileRules } from '@core/form/rules/compile';
import { parseDateValue, resolveDateBounds } from '@core/form/rules/date';
import { deviceTimeZone } from '../../../../support/device-zone';
import { cst, makeCtx, makeField, NOW } from './helpers';

const dayField = (dateRange: unknown) => makeField({ code: 'due', type: 'DATE', xProps: { dateFormat: 'YEAR_MONTH_DAY', dateRange } });

for (const zone of ['UTC', 'America/New_York']) {
  describe(`date rules without an offset on a device in ${zone}`, () => {
    deviceTimeZone(zone);

    it('read zone-less text and count days at +08:00', () => {
      expect(parseDateValue('2024-06-15 08:00:00')?.valueOf()).toBe(cst(2024, 6, 15, 8));
      expect(parseDateValue('2024-06-15')?.valueOf()).toBe(cst(2024, 6, 15));
      expect(resolveDateBounds(dayField({ dateMinLimit: { key: 'today' } }), {}, NOW).min).toBe(cst(2024, 6, 15));
      expect(resolveDateBounds(dayField({ dateMinLimit: { key: 'defined', id: '2024-07-01' } }), {}, NOW).min).toBe(cst(2024, 7, 1));
    });

    it('a compiled "not before today" accepts 00:30 today at +08:00', async () => {
      const field = dayField({ dateMinLimit: { key: 'today' } });
      const [validate] = compileRules(field).filter((rule) => rule.kind === 'dateRange');
      expect(validate).toBeDefined();
      expect(await validate!(cst(2024, 6, 15, 0, 30), makeCtx(field))).toBeUndefined();
      expect(await validate!(cst(2024, 6, 14, 23, 30), makeCtx(field))).toBe('The date cannot be earlier than 2024-06-15');
    });
  });
}
