// Scenario calendar300 (issue 19 item 7): the changes both variants show, generated in the page (the same for R and
// B), and the in-page measurement of a month switch. Two months, this one (the calendar opens on it) and the next,
// SIZES.calendarChanges changes each, a few hours to three days long, in every status of the default filter.
import { SIZES } from '../../lib/protocol';
import { DEFAULT_OFFSET, monthOf, monthRange, shiftMonth } from '@plugins/blocks/change-calendar/model';
import { benchRoot, measure } from './measure';

export interface BenchChange {
  workOrderId: string;
  preNum: string;
  title: string;
  dataStatus: number;
  /** ms. */
  planStartTime: number;
  planEndTime: number;
}

const TITLES = ['核心交换机版本升级', '邮件网关证书更新', '数据库集群扩容', '防火墙配置调整', 'OA 服务器补丁安装'];
const HOUR = 3_600_000;

/** The months of the scenario: the calendar opens on the first (this month in the product's zone), then switches to the second. */
export const CALENDAR_MONTHS: readonly [string, string] = (() => {
  const first = monthOf(Date.now(), DEFAULT_OFFSET);
  return [first, shiftMonth(first, 1)];
})();

function changesOf(month: string, prefix: string): BenchChange[] {
  const [from, to] = monthRange(month, DEFAULT_OFFSET);
  const slot = (to - from) / SIZES.calendarChanges;
  return Array.from({ length: SIZES.calendarChanges }, (_, i) => {
    const start = Math.floor(from + i * slot);
    return {
      workOrderId: `${prefix}${i + 1}`,
      preNum: `CHG-${prefix}${String(i + 1).padStart(4, '0')}`,
      title: `${TITLES[i % TITLES.length]} ${prefix}${i + 1}`,
      dataStatus: [0, 20, 40][i % 3]!,
      planStartTime: start,
      planEndTime: start + (i % 7 === 0 ? 60 : 2 + (i % 5)) * HOUR,
    };
  });
}

/** The changes of each month (ids A1… and B1…). */
export const CALENDAR_DATA: Record<string, BenchChange[]> = {
  [CALENDAR_MONTHS[0]]: changesOf(CALENDAR_MONTHS[0], 'A'),
  [CALENDAR_MONTHS[1]]: changesOf(CALENDAR_MONTHS[1], 'B'),
};

/** `getListInMonth`'s answer: every day of the month with the changes planned on it. */
export function monthAnswer(month: string, statusList: readonly number[]): Array<{ days: string; mdlInstanceViewEntities: BenchChange[] }> {
  const [from, to] = monthRange(month, DEFAULT_OFFSET);
  const changes = (CALENDAR_DATA[month] ?? []).filter((c) => !statusList.length || statusList.includes(c.dataStatus));
  const days: Array<{ days: string; mdlInstanceViewEntities: BenchChange[] }> = [];
  for (let dayStart = from, n = 1; dayStart < to; dayStart += 24 * HOUR, n += 1) {
    const dayEnd = dayStart + 24 * HOUR - 1;
    days.push({ days: `${month}-${String(n).padStart(2, '0')}`, mdlInstanceViewEntities: changes.filter((c) => c.planStartTime <= dayEnd && c.planEndTime >= dayStart) });
  }
  return days;
}

/** The month switch: from `click` until `painted` holds, painted and idle. */
export async function runCalendarScenario(click: () => void, painted: () => boolean): Promise<{ switch: number }> {
  return { switch: await measure(click, painted, 'calendar month switch') };
}

export { benchRoot };
