// Stories of the change calendar and its settings page (issue 19 item 1), on a small request adapter that answers
// their calls as the fixture gateway does (in the browser, where the gateway itself cannot run): this month and the
// two around it hold changes in every status, some over several days. Answers are delayed by 300 ms so the loading
// states show; the setting is kept in memory, so a saved setting changes the calendar's filter.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { AdapterRequest, RequestAdapter, RuntimeOptions } from '@core';
import { ToastHost } from '@react/feedback';
import { useRuntime } from '@react/runtime/runtime-provider';
import { builtinBlocks } from '@plugins/blocks';
import ChangeCalendar from '@plugins/blocks/change-calendar/change-calendar';
import ChangeCalendarSetting from '@plugins/blocks/change-calendar/change-calendar-setting';
import { monthOf, monthRange, shiftMonth } from '@plugins/blocks/change-calendar/model';

const HOUR = 3_600_000;
const TITLES: Array<[string, string]> = [
  ['核心交换机版本升级', 'Upgrade the core switch'],
  ['邮件网关证书更新', 'Renew the mail gateway certificate'],
  ['数据库集群扩容', 'Scale out the database cluster'],
  ['防火墙配置调整', 'Reconfigure the firewall'],
  ['OA 服务器补丁安装', 'Patch the OA server'],
];

interface StoryChange {
  workOrderId: string;
  preNum: string;
  title: [string, string];
  dataStatus: number;
  planStartTime: number;
  planEndTime: number;
}

/** About `perMonth` changes in each of the three months around today (UTC+8), deterministic. */
function storyChanges(perMonth: number): StoryChange[] {
  const current = monthOf(Date.now(), 480);
  return [-1, 0, 1].flatMap((delta, m) => {
    const [from, to] = monthRange(shiftMonth(current, delta), 480);
    const days = Math.round((to + 1 - from) / (24 * HOUR));
    return Array.from({ length: perMonth }, (_, i) => {
      const n = m * perMonth + i;
      const start = from + ((i * 7) % days) * 24 * HOUR + (8 + (i % 12)) * HOUR;
      return {
        workOrderId: `story-chg-${n}`,
        preNum: `CHG-${2000 + n}`,
        title: TITLES[n % TITLES.length]!,
        dataStatus: [0, 0, 20, 40, 10, 50][n % 6]!,
        planStartTime: start,
        planEndTime: start + (n % 5 === 1 ? 2 * 24 + 3 : 1 + (n % 4)) * HOUR,
      };
    });
  });
}

interface AdapterOptions {
  /** Calls (path endings) that fail with a server message. */
  failing?: string[];
  /** Changes per month. @default 40 */
  perMonth?: number;
}

function storyAdapter({ failing = [], perMonth = 40 }: AdapterOptions = {}): RequestAdapter {
  const changes = storyChanges(perMonth);
  let setting = { isHideClose: false, isHideFinish: false };
  const record = (c: StoryChange, lang: number) => ({ ...c, title: c.title[lang] });
  const answer = (request: AdapterRequest): unknown => {
    const path = request.url;
    const lang = String(request.headers?.language ?? 'zh').startsWith('en') ? 1 : 0;
    const body = (typeof request.data === 'string' ? JSON.parse(request.data) : request.data) as Record<string, unknown> | undefined;
    const statusList = (body?.statusList as number[] | undefined) ?? [];
    const wanted = (c: StoryChange) => !statusList.length || statusList.includes(c.dataStatus);
    if (path.endsWith('/change/calendar/get/setting')) return setting;
    if (path.endsWith('/change/calendar/save/setting')) {
      setting = (body?.changeCalendarSetting as typeof setting) ?? setting;
      return true;
    }
    if (path.endsWith('/h5workOrder/getListInMonth')) {
      const month = String(body?.month);
      const [from, to] = monthRange(month, Number(body?.timeZoneOffset ?? 480));
      const days = [];
      for (let day = from, n = 1; day < to; day += 24 * HOUR, n += 1) {
        const on = changes.filter((c) => wanted(c) && c.planStartTime < day + 24 * HOUR && c.planEndTime >= day).sort((a, b) => a.planStartTime - b.planStartTime);
        days.push({ days: `${month}-${String(n).padStart(2, '0')}`, mdlInstanceViewEntities: on.map((c) => record(c, lang)) });
      }
      return days;
    }
    if (path.endsWith('/h5workOrder/list')) {
      const [from, to] = (body?.planTimeRange as [number, number] | undefined) ?? [0, Infinity];
      const records = changes.filter((c) => wanted(c) && c.planStartTime <= to && c.planEndTime >= from).map((c) => record(c, lang));
      return { records, total: records.length };
    }
    return undefined;
  };
  return (request) =>
    new Promise((resolve) =>
      setTimeout(() => {
        if (failing.some((end) => request.url.endsWith(end))) resolve({ status: 200, data: { code: 500, msg: '服务暂不可用' } });
        else resolve({ status: 200, data: { code: 100000, data: answer(request), msg: 'success' } });
      }, 300),
    );
}

const runtimeOptions = (options?: AdapterOptions): Omit<RuntimeOptions, 'storage'> => ({ plugins: { blocks: builtinBlocks }, requestAdapter: storyAdapter(options) });

type Screen = 'calendar' | 'settings';

function Screen({ screen }: { screen: Screen }) {
  const runtime = useRuntime();
  return (
    <MemoryRouter initialEntries={['/']}>
      <ToastHost bus={runtime.bus} />
      <div style={{ minHeight: '100vh', background: 'var(--sd-color-page)' }}>{screen === 'calendar' ? <ChangeCalendar /> : <ChangeCalendarSetting />}</div>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Blocks/Change calendar',
  component: Screen,
  parameters: { runtime: runtimeOptions() },
  args: { screen: 'calendar' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /changeCalender: this month, today chosen and its changes below; the filter, the list view and the settings link. */
export const Month: Story = {};

/** A busy month: 300 changes (the benchmark's size). */
export const Busy: Story = { parameters: { runtime: runtimeOptions({ perMonth: 300 }) } };

/** A month without changes: the empty state under the grid. */
export const Empty: Story = { parameters: { runtime: runtimeOptions({ perMonth: 0 }) } };

/** The month list fails: the load failure with Retry under the grid (the setting failing alone is silent). */
export const LoadFailure: Story = { parameters: { runtime: runtimeOptions({ failing: ['/h5workOrder/getListInMonth', '/change/calendar/get/setting'] }) } };

/** /changeCalenderSetting: hide closed / hide finished, saved at each switch with a toast. */
export const Settings: Story = { args: { screen: 'settings' } };

/** /changeCalenderSetting when saving fails: the server's message, the switch back where it was. */
export const SettingsSaveFails: Story = { args: { screen: 'settings' }, parameters: { runtime: runtimeOptions({ failing: ['/change/calendar/save/setting'] }) } };
