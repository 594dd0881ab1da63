// B, scenario calendar300: the naive baseline, a plain list of the same changes (every one of the month's 300 as a
// row: title, number, planned span, status), fetched from memory as R's are; "next month" replaces the list.
import { useEffect, useState } from 'react';
import { benchRoot, settled, waitFor } from '../shared/measure';
import { CALENDAR_MONTHS, CALENDAR_DATA, runCalendarScenario, type BenchChange } from '../shared/calendar-data';

const STATUS: Record<number, string> = { 0: '处理中', 20: '已完成', 40: '已关闭' };
const time = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(5, 16).replace('T', ' ');

/** The month's changes, after a microtask (as a request answered from memory would come). */
const load = (month: string): Promise<BenchChange[]> => Promise.resolve().then(() => CALENDAR_DATA[month] ?? []);

function PlainList() {
  const [index, setIndex] = useState(0);
  const [changes, setChanges] = useState<{ month: string; list: BenchChange[] } | null>(null);
  const month = CALENDAR_MONTHS[index]!;
  useEffect(() => {
    let live = true;
    void load(month).then((list) => live && setChanges({ month, list }));
    return () => void (live = false);
  }, [month]);
  return (
    <div className="bench-calendar" data-month={changes?.month}>
      <button type="button" data-testid="calendar-next" onClick={() => setIndex(1)}>
        下个月
      </button>
      <ul>
        {changes?.list.map((change) => (
          <li key={change.workOrderId} data-id={change.workOrderId}>
            <div>{change.title}</div>
            <div>
              {change.preNum} {time(change.planStartTime)} – {time(change.planEndTime)} {STATUS[change.dataStatus]}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

const lastOf = (month: string) => CALENDAR_DATA[month]!.at(-1)!.workOrderId;
const painted = (month: string) => () => !!benchRoot().querySelector(`[data-month="${month}"] [data-id="${lastOf(month)}"]`);

export async function mountCalendar(show: (node: JSX.Element) => void): Promise<void> {
  show(<PlainList />);
  await waitFor(painted(CALENDAR_MONTHS[0]), 'plain list first month');
  await settled();
}

export function runCalendar() {
  const next = () => benchRoot().querySelector<HTMLButtonElement>('[data-testid="calendar-next"]')!.click();
  return runCalendarScenario(next, painted(CALENDAR_MONTHS[1]));
}
