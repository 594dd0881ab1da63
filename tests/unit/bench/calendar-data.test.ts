// Scenario calendar300's data (issue 19 item 7): 300 changes in each of the two months, the first this month in the
// product's zone, and the month answer both variants' changes come from (every day, each change on each of its days).
import { describe, expect, it } from 'vitest';
import { SCENARIOS, SIZES } from '../../bench/lib/protocol';
import { SCENARIO_DEFINITIONS } from '../../bench/lib/report';
import { CALENDAR_DATA, CALENDAR_MONTHS, monthAnswer } from '../../bench/pages/shared/calendar-data';
import { monthOf, shiftMonth } from '@plugins/blocks/change-calendar/model';

describe('calendar300 data', () => {
  it('is a scenario of the run, R against B', () => {
    expect(SCENARIOS).toContain('calendar300');
    expect(SCENARIO_DEFINITIONS.find((d) => d.id === 'calendar300')).toMatchObject({ variants: ['R', 'B'], metrics: [{ name: 'switch' }] });
  });

  it('this month and the next, 300 changes each, on every day they cover', () => {
    expect(CALENDAR_MONTHS).toEqual([monthOf(Date.now(), 480), shiftMonth(monthOf(Date.now(), 480), 1)]);
    for (const month of CALENDAR_MONTHS) {
      expect(CALENDAR_DATA[month]).toHaveLength(SIZES.calendarChanges);
      const days = monthAnswer(month, [0, 20, 40]);
      expect(days[0]!.days).toBe(`${month}-01`);
      expect(days.length).toBeGreaterThanOrEqual(28);
      const placed = new Set(days.flatMap((d) => d.mdlInstanceViewEntities.map((c) => c.workOrderId)));
      expect(placed.size).toBe(SIZES.calendarChanges);
      // Some run over several days and are on each of them.
      const long = CALENDAR_DATA[month]!.find((c) => c.planEndTime - c.planStartTime > 48 * 3_600_000)!;
      expect(days.filter((d) => d.mdlInstanceViewEntities.includes(long)).length).toBeGreaterThanOrEqual(3);
    }
    expect(monthAnswer(CALENDAR_MONTHS[0], [40]).flatMap((d) => d.mdlInstanceViewEntities).every((c) => c.dataStatus === 40)).toBe(true);
  });
});
