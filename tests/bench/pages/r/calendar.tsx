// R, scenario calendar300: the change calendar block (plugins/blocks/change-calendar) in its own runtime whose request
// adapter answers its setting and `getListInMonth` from memory, without latency. Loaded on demand, so the other
// scenarios' page does not carry it.
import { MemoryRouter } from 'react-router-dom';
import { createRuntime, type AdapterRequest, type AdapterResponse, type RequestAdapter, type Runtime } from '@core';
import { RuntimeProvider } from '@react';
import { changeCalendarBlock } from '@plugins/blocks/change-calendar';
import ChangeCalendar from '@plugins/blocks/change-calendar/change-calendar';
import { settled, waitFor } from '../shared/measure';
import { benchRoot, CALENDAR_MONTHS, monthAnswer, runCalendarScenario } from '../shared/calendar-data';

const answer = (data: unknown): AdapterResponse => ({ status: 200, data: { code: 100000, data, msg: 'success' } });

const adapter: RequestAdapter = async (config: AdapterRequest): Promise<AdapterResponse> => {
  const body = typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {};
  if (config.url.endsWith('/change/calendar/get/setting')) return answer({ isHideClose: false, isHideFinish: false });
  if (config.url.endsWith('/h5workOrder/getListInMonth')) return answer(monthAnswer(String(body.month), (body.statusList as number[] | undefined) ?? []));
  return answer(true);
};

const runtime = createRuntime({ plugins: { blocks: [changeCalendarBlock] }, requestAdapter: adapter }) as unknown as Runtime;
runtime.session.setLoginInfo({
  user: { accountId: 'acc-1', userId: '10002', userName: 'lisi', name: '李四', userAlias: 'Li Si', groupId: 'g-desk-l1', groupName: '一线服务台' },
  rbac: ['44'],
} as Parameters<Runtime['session']['setLoginInfo']>[0]);

const grid = () => benchRoot().querySelector<HTMLElement>('[data-testid="calendar-grid"]');
/** The month's grid carries its counts and the selected day's changes (or its "none" line) are there. */
const monthPainted = (month: string) => () =>
  grid()?.dataset.month === month && grid()?.dataset.loaded === 'true' && !!benchRoot().querySelector('[data-testid="calendar-day-heading"]');

/** Shows the calendar on this month and waits until its changes are painted and idle. */
export async function mountCalendar(show: (node: JSX.Element) => void): Promise<void> {
  show(
    <RuntimeProvider runtime={runtime}>
      <MemoryRouter initialEntries={['/changeCalender']}>
        <ChangeCalendar />
      </MemoryRouter>
    </RuntimeProvider>,
  );
  await waitFor(monthPainted(CALENDAR_MONTHS[0]), 'calendar first month');
  await settled();
}

/** Next month, until its grid and first day are painted. */
export function runCalendar() {
  const next = () => {
    const button = benchRoot().querySelector<HTMLButtonElement>('[data-testid="calendar-next"]');
    if (!button) throw new Error('no next-month button');
    button.click();
  };
  return runCalendarScenario(next, monthPainted(CALENDAR_MONTHS[1]));
}
