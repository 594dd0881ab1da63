// Stories of the search page, the recommendation list and the home settings (issue 15 items 6, 7), on a small
// request adapter that answers their calls as the fixture gateway is meant to (in the browser, where the gateway
// itself cannot run). Answers are delayed by 300 ms so the loading states show.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { AdapterRequest, RequestAdapter, RuntimeOptions } from '@core';
import { ToastHost } from '@react/feedback';
import { useRuntime } from '@react/runtime/runtime-provider';
import { builtinBlocks } from '@plugins/blocks';
import SearchPage from '@plugins/blocks/search-page/search-page';
import RecommendList from '@plugins/blocks/recommend-list/recommend-list';
import HomeSettings from '@plugins/blocks/home-settings/home-settings';

const models = [
  { id: 'm1', name: '事件管理', description: '系统故障、服务中断等事件的报告与处理', processDefId: 'proc-incident:3:90016', processDefKey: 'proc-incident' },
  { id: 'm2', name: '服务请求', description: '申请设备、软件、账号等标准服务', processDefId: 'proc-request:3:90017', processDefKey: 'proc-request' },
  { id: 'm3', name: 'VPN 开通', description: '远程办公 VPN 账号', processDefId: 'proc-vpn:1:1', processDefKey: 'proc-vpn' },
];

interface AdapterOptions {
  /** Calls (path endings) that fail with a server message. */
  failing?: string[];
}

function storyAdapter({ failing = [] }: AdapterOptions = {}): RequestAdapter {
  let history = ['打印机', 'VPN', '邮箱扩容'];
  let round = 0;
  const stored: Record<string, unknown> = {};
  const answer = (request: AdapterRequest): unknown => {
    const path = request.url;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const body = (typeof request.data === 'string' ? JSON.parse(request.data) : request.data) as Record<string, unknown> | undefined;
    if (path.endsWith('/catalog/h5/searchHistory')) return history;
    if (path.endsWith('/catalog/h5/searchPopularity')) return [{ keyword: '密码重置', count: 120 }, { keyword: 'VPN', count: 87 }, { keyword: '打印机', count: 30 }];
    if (path.endsWith('/catalog/h5/models')) {
      const key = String(params.searchKey ?? '').toLowerCase();
      return models.filter((model) => `${model.name}${model.description}`.toLowerCase().includes(key));
    }
    if (path.endsWith('/catalog/h5/delSearchHistory')) {
      history = body?.keyword === undefined ? [] : history.filter((item) => item !== body.keyword);
      return true;
    }
    if (path.endsWith('/recommend/recommend')) return [...models, ...models, ...models].slice(round % 3).map((model, i) => ({ ...model, id: `${model.id}-${i}` }));
    if (path.endsWith('/recommend/removeRecommendCache')) {
      round += 1;
      return true;
    }
    if (path.endsWith('/listQueryDef/get')) return { queryType: params.queryType, queryContent: stored[String(params.queryType)] ?? null };
    if (path.endsWith('/listQueryDef/save')) {
      stored[String(body?.queryType)] = body?.queryContent;
      return true;
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

type Screen = 'search' | 'recommend' | 'settingBanner' | 'settingTab';

function Screen({ screen }: { screen: Screen }) {
  const runtime = useRuntime();
  const body = {
    search: <SearchPage />,
    recommend: <RecommendList />,
    settingBanner: <HomeSettings kind="banner" />,
    settingTab: <HomeSettings kind="tab" />,
  }[screen];
  return (
    <MemoryRouter initialEntries={['/']}>
      <ToastHost bus={runtime.bus} />
      <div style={{ minHeight: '100vh', background: 'var(--sd-color-page)' }}>{body}</div>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Blocks/Search and home settings',
  component: Screen,
  parameters: { runtime: runtimeOptions() },
  args: { screen: 'search' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /search: the box (focused), recommendations, history and popular searches; typing searches after 500 ms. */
export const Search: Story = {};

/** /search when the model search fails: the error with Retry (history and popular failures are silent). */
export const SearchFailing: Story = { parameters: { runtime: runtimeOptions({ failing: ['/catalog/h5/models', '/catalog/h5/searchPopularity'] }) } };

/** The recommendation list alone (at most 5, refresh). */
export const Recommendations: Story = { args: { screen: 'recommend' } };

/** /settingBanner: at least 4 modules, ordered by drag handle or move buttons. */
export const SettingBanner: Story = { args: { screen: 'settingBanner' } };

/** /settingTab: at least 1 module shown, unique names. */
export const SettingTab: Story = { args: { screen: 'settingTab' } };

/** /settingTab when saving fails: the server's message, the edits kept. */
export const SettingTabSaveFails: Story = { args: { screen: 'settingTab' }, parameters: { runtime: runtimeOptions({ failing: ['/listQueryDef/save'] }) } };
