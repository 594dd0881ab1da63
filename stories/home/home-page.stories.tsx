// Stories of the home page (/homePage) with its navigation banner (issue 15 item 7): the modules stored by the
// home settings (H5_CAROUSEL_LIST) in their order, the defaults when nothing is stored or the call fails, the
// skeleton while it loads, and the host flag homeModuleHidden (no banner, the to-do tab titled "Todo"). A small
// request adapter answers the page's calls as the fixture gateway does, after 300 ms so the loading states show.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { AdapterRequest, AdapterResponse, AppConfig, RequestAdapter, RuntimeOptions } from '@core';
import { ToastHost } from '@react/feedback';
import { useRuntime } from '@react/runtime/runtime-provider';
import { builtinBlocks } from '@plugins/blocks';
import HomePage from '@plugins/blocks/home-page/home-page';
import type { ModuleSetting } from '@plugins/blocks/home-settings';

const titles = [
  ['邮箱无法收发邮件', 'Cannot send or receive email'],
  ['会议室投影仪无信号', 'No signal on the meeting-room projector'],
  ['申请 VPN 账号', 'VPN account request'],
  ['打印机卡纸', 'Printer paper jam'],
];

interface AdapterOptions {
  /** The stored banner; undefined = nothing stored. */
  banner?: ModuleSetting[];
  /** The banner call fails (the page shows the defaults, silently). */
  bannerFails?: boolean;
  /** How long the banner call takes (the skeleton shows meanwhile). @default 300 */
  bannerLatencyMs?: number;
}

function homeAdapter({ banner, bannerFails = false, bannerLatencyMs = 300 }: AdapterOptions = {}): RequestAdapter {
  return async (request: AdapterRequest): Promise<AdapterResponse> => {
    const url = request.url;
    const settings = url.endsWith('/listQueryDef/get');
    await new Promise((resolve) => setTimeout(resolve, settings ? bannerLatencyMs : 300));
    const english = String(request.headers.language ?? '').startsWith('en');
    const body = typeof request.data === 'string' ? (JSON.parse(request.data) as Record<string, unknown>) : {};
    const answer = (data: unknown): AdapterResponse => ({ status: 200, data: { code: 100000, data, msg: 'success' } });
    if (settings) {
      if (bannerFails) return { status: 200, data: { code: 500, msg: '服务暂不可用' } };
      return answer({ queryType: request.params?.queryType, queryContent: request.params?.queryType === 'H5_CAROUSEL_LIST' && banner ? { modules: banner } : null });
    }
    if (url.endsWith('/h5workOrder/list')) {
      const listType = String(body.listType);
      const total = listType === 'finished' ? 3 : 12;
      const page = Number(body.pageNum ?? 1);
      const records = Array.from({ length: total }, (_, i) => ({
        workOrderId: `${listType}-${i + 1}`,
        preNum: `INC-${String(1000 + i).padStart(4, '0')}`,
        title: titles[i % titles.length]![english ? 1 : 0],
        dataStatus: listType === 'finished' ? 20 : [0, 10, 50][i % 3],
        urgentLevel: i % 4,
        createdTime: new Date(Date.now() - i * 5 * 3600_000).toISOString(),
      }));
      return answer({ records: records.slice((page - 1) * 10, page * 10), total });
    }
    if (url.endsWith('/workStatus/count')) return answer({ unfinished: 12, finished: 3, todo: 12 });
    return answer(true);
  };
}

/** The demo's web config allows 6 calls at once (fixtures/seed/web-config.json); `config` adds to it. */
const runtimeOptions = (options?: AdapterOptions, config?: Partial<AppConfig>): Omit<RuntimeOptions, 'storage'> => ({
  plugins: { blocks: builtinBlocks },
  requestAdapter: homeAdapter(options),
  config: { concurrency: 6, ...config },
});

function Screen() {
  const runtime = useRuntime();
  return (
    <MemoryRouter initialEntries={['/homePage']}>
      <ToastHost bus={runtime.bus} />
      <div style={{ minHeight: '100vh', background: 'var(--sd-color-page)' }}>
        <HomePage />
      </div>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Blocks/Home page',
  component: Screen,
  parameters: { runtime: runtimeOptions() },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing stored: the default banner (every module but home; four show at 390 px, the rest scroll), then Edit. */
export const DefaultBanner: Story = {};

/** A stored banner (/settingBanner): its shown modules in its order; hidden ones are absent. */
export const StoredBanner: Story = {
  parameters: {
    runtime: runtimeOptions({
      banner: [
        { key: 'changeCalender', isHidden: false },
        { key: 'home', isHidden: false },
        { key: 'search', isHidden: false },
        { key: 'flowCenter', isHidden: true },
        { key: 'me', isHidden: false },
        { key: 'worklist', isHidden: true },
        { key: 'messageCenter', isHidden: true },
      ],
    }),
  },
};

/** The banner call is slow: a skeleton row of the same height holds its place (nothing moves when it arrives). */
export const BannerLoading: Story = { parameters: { runtime: runtimeOptions({ bannerLatencyMs: 60_000 }) } };

/** The banner call fails: the default modules, without an error toast (the banner is navigation, not data). */
export const BannerFails: Story = { parameters: { runtime: runtimeOptions({ bannerFails: true }) } };

/** Host flag homeModuleHidden: no banner, and the to-do tab is titled 待办 / Todo. */
export const ModuleHidden: Story = { parameters: { runtime: runtimeOptions({}, { homeModuleHidden: true }) } };
