// @vitest-environment jsdom
// The change calendar and its settings page on a fake server: the filter the setting opens with and the statusList
// each filter change sends, the month grid (days named with their change counts, in the configured zone), tapping a
// day and a change, month changes by button, key and swipe, the list view's call, failure with Retry, and the
// settings page's switches, save payload and toast, after which the calendar opens with the new filter.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChangeCalendar from '@plugins/blocks/change-calendar/change-calendar';
import ChangeCalendarSetting from '@plugins/blocks/change-calendar/change-calendar-setting';
import { ok, renderWithRuntime, setup } from '../../../tests/unit/react/support';

const GET_SETTING = '/api/v2/biz/change/calendar/get/setting';
const SAVE_SETTING = '/api/v2/biz/change/calendar/save/setting';
const MONTH = '/api/v2/biz/h5workOrder/getListInMonth';
const LIST = '/api/v2/biz/h5workOrder/list';

const cst = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);
const change = (id: string, start: string, end: string, dataStatus: number) => ({
  workOrderId: id,
  preNum: `CHG-${id}`,
  title: `变更 ${id}`,
  dataStatus,
  planStartTime: cst(start),
  planEndTime: cst(end),
});
const CHANGES = [
  change('1', '2026-11-26 20:00:00', '2026-11-26 22:00:00', 0),
  change('2', '2026-11-26 09:00:00', '2026-11-26 10:00:00', 20),
  change('3', '2026-11-02 22:00:00', '2026-11-04 02:00:00', 40),
  change('4', '2026-10-31 08:00:00', '2026-11-01 10:00:00', 0),
  change('5', '2026-12-05 08:00:00', '2026-12-05 10:00:00', 0),
];

/** A fake server answering like the gateway, with a stored setting. */
function serve(setting: unknown = { isHideClose: false, isHideFinish: false }, options: { language?: 'zh' | 'en' } = {}) {
  const t = setup(options);
  let stored = setting;
  t.server.on('GET', GET_SETTING, () => ok(stored));
  t.server.on('POST', SAVE_SETTING, (call) => {
    stored = (call.data as { changeCalendarSetting: unknown }).changeCalendarSetting;
    return ok(true);
  });
  t.server.on('POST', MONTH, (call) => {
    const { month, statusList } = call.data as { month: string; statusList: number[] };
    const [year, m] = month.split('-').map(Number) as [number, number];
    const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
    return ok(
      Array.from({ length: count }, (_, i) => {
        const day = `${month}-${String(i + 1).padStart(2, '0')}`;
        const from = cst(`${day} 00:00:00`);
        const on = CHANGES.filter((c) => statusList.includes(c.dataStatus) && c.planStartTime < from + 86_400_000 && c.planEndTime >= from);
        return { days: day, mdlInstanceViewEntities: on };
      }),
    );
  });
  t.server.on('POST', LIST, (call) => {
    const { statusList, planTimeRange } = call.data as { statusList: number[]; planTimeRange: [number, number] };
    const records = CHANGES.filter((c) => statusList.includes(c.dataStatus) && c.planStartTime <= planTimeRange[1] && c.planEndTime >= planTimeRange[0]);
    return ok({ records, total: records.length });
  });
  return t;
}

type Served = ReturnType<typeof serve>;
const monthCalls = (t: Served) => t.server.callsTo(MONTH).map((call) => call.data as { month: string; statusList: number[]; listType: string; timeZoneOffset: number });
const lastMonthCall = (t: Served) => monthCalls(t).at(-1)!;
const day = (date: string) => screen.getByTestId('calendar-grid').querySelector<HTMLButtonElement>(`[data-date="${date}"]`)!;
const loaded = (month: string) => waitFor(() => expect(screen.getByTestId('calendar-grid').getAttribute('data-month') === month && screen.getByTestId('calendar-grid').dataset.loaded).toBe('true'));

beforeEach(() => {
  // 26 November 2026, 10:00 at UTC+8 (02:00 UTC): only Date is faked, timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T02:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('changeCalendar block', () => {
  it('opens on this month with the setting’s filter; days are named with their counts; a tapped day lists its changes, a tapped change opens', async () => {
    const t = serve({ isHideClose: true, isHideFinish: false });
    renderWithRuntime(t.runtime, <ChangeCalendar />);
    await loaded('2026-11');
    expect(monthCalls(t)).toEqual([{ listType: 'CHANGE_CALENDAR', month: '2026-11', statusList: [0, 20], timeZoneOffset: 480 }]);
    expect(screen.getByTestId('calendar-title').textContent).toBe('2026年11月');
    expect((within(screen.getByTestId('calendar-filter')).getByRole('checkbox', { name: '已关闭' }) as HTMLInputElement).checked).toBe(false);

    // Today (selected) holds two changes; they are listed by start, with times and status.
    const today = screen.getByRole('button', { name: '今天，11月26日 星期四，2 个变更' });
    expect(today.getAttribute('aria-pressed')).toBe('true');
    expect(today.tabIndex).toBe(0);
    expect(screen.getByTestId('calendar-day-heading').textContent).toBe('11月26日的变更（2）');
    const rows = within(screen.getByTestId('calendar-day-changes')).getAllByTestId('calendar-change');
    expect(rows.map((row) => row.getAttribute('data-id'))).toEqual(['2', '1']);
    expect(rows[1]!.textContent).toContain('20:00 至 22:00');
    expect(rows[1]!.textContent).toContain('处理中');
    // The closed change of 2-4 November is filtered out; the one from 31 October is on 1 November.
    expect(day('2026-11-03').getAttribute('aria-label')).toBe('11月3日 星期二，0 个变更');
    fireEvent.click(screen.getByRole('button', { name: '11月1日 星期日，1 个变更' }));
    expect(screen.getByTestId('calendar-day-heading').textContent).toBe('11月1日的变更（1）');
    const [row] = within(screen.getByTestId('calendar-day-changes')).getAllByTestId('calendar-change');
    expect(row!.textContent).toContain('10-31 08:00 至 11-01 10:00');
    fireEvent.click(row!);
    expect(t.events['router:navigate']).toEqual([{ to: '/orderDetails?id=4' }]);
  });

  it('the filter sends its statusList; the last status chosen stays; a several-day change is on each of its days', async () => {
    const t = serve();
    renderWithRuntime(t.runtime, <ChangeCalendar />);
    await loaded('2026-11');
    expect(lastMonthCall(t).statusList).toEqual([0, 20, 40]);
    for (const date of ['2026-11-02', '2026-11-03', '2026-11-04']) expect(day(date).getAttribute('data-count'), date).toBe('1');
    expect(day('2026-11-05').getAttribute('data-count')).toBe('0');

    const filter = within(screen.getByTestId('calendar-filter'));
    fireEvent.click(filter.getByRole('checkbox', { name: '已完成' }));
    await waitFor(() => expect(lastMonthCall(t).statusList).toEqual([0, 40]));
    fireEvent.click(filter.getByRole('checkbox', { name: '处理中' }));
    await waitFor(() => expect(lastMonthCall(t).statusList).toEqual([40]));
    await loaded('2026-11');
    expect(day('2026-11-26').getAttribute('aria-label')).toBe('今天，11月26日 星期四，0 个变更');
    expect(screen.getByTestId('calendar-day').textContent).toContain('这一天没有计划中的变更');
    const calls = monthCalls(t).length;
    fireEvent.click(filter.getByRole('checkbox', { name: '已关闭' }));
    expect((filter.getByRole('checkbox', { name: '已关闭' }) as HTMLInputElement).checked).toBe(true);
    expect(monthCalls(t)).toHaveLength(calls);
  });

  it('changes the month by buttons, Page Up / Page Down, arrows and swipes', async () => {
    const t = serve();
    renderWithRuntime(t.runtime, <ChangeCalendar />);
    await loaded('2026-11');
    fireEvent.click(screen.getByRole('button', { name: '下个月' }));
    await loaded('2026-12');
    expect(lastMonthCall(t).month).toBe('2026-12');
    expect(screen.getByTestId('calendar-title').textContent).toBe('2026年12月');
    // Another month opens on its first day; "Today" goes back.
    expect(day('2026-12-01').getAttribute('aria-pressed')).toBe('true');
    expect(day('2026-12-05').getAttribute('data-count')).toBe('1');
    fireEvent.click(screen.getByTestId('calendar-today'));
    await loaded('2026-11');

    const grid = screen.getByTestId('calendar-grid');
    fireEvent.keyDown(day('2026-11-26'), { key: 'PageUp' });
    await loaded('2026-10');
    fireEvent.keyDown(day('2026-10-01'), { key: 'ArrowRight' });
    expect(day('2026-10-02').getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(day('2026-10-02'), { key: 'ArrowDown' });
    expect(day('2026-10-09').getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(day('2026-10-09'), { key: 'PageDown' });
    await loaded('2026-11');

    // A swipe to the left is the next month; a mostly vertical one is a scroll.
    fireEvent.touchStart(grid, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(grid, { changedTouches: [{ clientX: 280, clientY: 260 }] });
    fireEvent.touchStart(grid, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(grid, { changedTouches: [{ clientX: 120, clientY: 110 }] });
    await loaded('2026-12');
    fireEvent.touchStart(screen.getByTestId('calendar-grid'), { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(screen.getByTestId('calendar-grid'), { changedTouches: [{ clientX: 300, clientY: 100 }] });
    await loaded('2026-11');
    expect(monthCalls(t).map((call) => call.month)).toEqual(['2026-11', '2026-12', '2026-11', '2026-10', '2026-11', '2026-12', '2026-11']);
  });

  it('the list view lists the month’s changes by planned start, page 1 of 10000 over the month', async () => {
    const t = serve({ isHideClose: false, isHideFinish: true });
    renderWithRuntime(t.runtime, <ChangeCalendar />);
    await loaded('2026-11');
    fireEvent.click(screen.getByRole('tab', { name: '列表' }));
    const list = await screen.findByTestId('calendar-list-changes');
    expect(t.server.callsTo(LIST).map((call) => call.data)).toEqual([
      { listType: 'CHANGE_CALENDAR', pageNum: 1, pageSize: 10000, statusList: [0, 40], planTimeRange: [cst('2026-11-01 00:00:00'), cst('2026-12-01 00:00:00') - 1] },
    ]);
    const rows = within(list).getAllByTestId('calendar-change');
    expect(rows.map((row) => row.getAttribute('data-id'))).toEqual(['4', '3', '1']);
    expect(rows[2]!.textContent).toContain('11-26 20:00 至 22:00');
    expect(rows[1]!.textContent).toContain('已关闭');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('2026年11月的变更（3）');
    fireEvent.click(screen.getByRole('button', { name: '下个月' }));
    await waitFor(() => expect(within(screen.getByTestId('calendar-list-changes')).getAllByTestId('calendar-change').map((r) => r.getAttribute('data-id'))).toEqual(['5']));
  });

  it('a failed month shows the load failure with Retry; a failed setting opens with everything', async () => {
    const t = serve();
    t.server.on('GET', GET_SETTING, { status: 500, body: 'down' });
    let fail = true;
    t.server.on('POST', MONTH, () => (fail ? { status: 200, body: { code: 500, msg: 'boom' } } : ok([{ days: '2026-11-26', mdlInstanceViewEntities: [CHANGES[0]] }])));
    renderWithRuntime(t.runtime, <ChangeCalendar />);
    const error = await screen.findByTestId('calendar-month-error');
    expect(error.textContent).toContain('变更日历加载失败');
    expect(lastMonthCall(t).statusList).toEqual([0, 20, 40]);
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: '重试' }));
    await loaded('2026-11');
    expect(day('2026-11-26').getAttribute('data-count')).toBe('1');
    expect(t.events['toast:show']).toEqual([]);
  });

  it('in English, with the settings link', async () => {
    const t = serve(undefined, { language: 'en' });
    renderWithRuntime(t.runtime, <ChangeCalendar />);
    await loaded('2026-11');
    expect(screen.getByTestId('calendar-title').textContent).toBe('November 2026');
    expect(screen.getByRole('button', { name: 'Today, Thursday, November 26: 2 changes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sunday, November 1: 1 change' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Calendar settings' });
    fireEvent.click(link);
    expect(t.events['router:navigate']).toEqual([{ to: '/changeCalenderSetting' }]);
  });
});

describe('changeCalendarSetting block', () => {
  it('shows the stored setting; each switch saves both values and says so; the calendar then opens with the new filter', async () => {
    const t = serve({ isHideClose: false, isHideFinish: true });
    const view = renderWithRuntime(t.runtime, <ChangeCalendarSetting />);
    const hideClose = await screen.findByRole('switch', { name: '隐藏已关闭的变更' });
    const hideFinish = screen.getByRole('switch', { name: '隐藏已完成的变更' });
    expect((hideClose as HTMLInputElement).checked).toBe(false);
    expect((hideFinish as HTMLInputElement).checked).toBe(true);

    fireEvent.click(hideClose);
    expect((hideClose as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(t.events['toast:show']).toEqual([{ type: 'success', message: '设置已保存' }]));
    fireEvent.click(hideFinish);
    await waitFor(() => expect(t.events['toast:show']).toHaveLength(2));
    expect(t.server.callsTo(SAVE_SETTING).map((call) => call.data)).toEqual([
      { changeCalendarSetting: { isHideClose: true, isHideFinish: true } },
      { changeCalendarSetting: { isHideClose: true, isHideFinish: false } },
    ]);
    view.unmount();

    renderWithRuntime(t.runtime, <ChangeCalendar />);
    await loaded('2026-11');
    expect(lastMonthCall(t).statusList).toEqual([0, 20]);
  });

  it('a failed save puts the switch back', async () => {
    const t = serve();
    t.server.on('POST', SAVE_SETTING, { status: 200, body: { code: 500, msg: '保存失败' } });
    renderWithRuntime(t.runtime, <ChangeCalendarSetting />);
    const hideClose = await screen.findByRole('switch', { name: '隐藏已关闭的变更' });
    await act(async () => {
      fireEvent.click(hideClose);
    });
    await waitFor(() => expect((hideClose as HTMLInputElement).checked).toBe(false));
    expect(t.events['toast:show'].filter((toast) => toast.type === 'success')).toEqual([]);
  });
});
