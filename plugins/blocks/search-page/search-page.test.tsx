// @vitest-environment jsdom
// The search page on a fake server: the search box (trimmed, 500 ms debounce, Enter at once, clear), a result
// starting a ticket (use counter, recent services),
// a newer search superseding an older one, history (search again, delete one, clear all), popular
// searches, silent history/popularity failures, a failed search with Retry, and the empty state.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SearchPage from '@plugins/blocks/search-page/search-page';
import { ok, renderWithRuntime, setup } from '../../../tests/unit/react/support';
import { deleteHistoryBody, readHistory, readPopular } from './model';

beforeAll(async () => {
  await import('@plugins/blocks/recommend-list/recommend-list');
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const HISTORY = '/api/v2/catalog/h5/searchHistory';
const POPULAR = '/api/v2/catalog/h5/searchPopularity';
const MODELS = '/api/v2/catalog/h5/models';
const DELETE = '/api/v2/catalog/h5/delSearchHistory';

const vpn = { id: 'm1', name: 'VPN 开通', description: '申请远程办公 VPN', processDefId: 'proc-request:3:90017', processDefKey: 'proc-request', icon: 'key' };
const laptop = { id: 'm2', name: '笔记本申领', description: '', processDefId: 'proc-laptop:1:1', processDefKey: 'proc-laptop' };

/** A runtime whose catalogue search answers from `models` by name, with history and popular searches. */
function serve(options: { history?: string[]; models?: (typeof vpn)[] } = {}) {
  const t = setup();
  let history = options.history ?? ['打印机', 'VPN'];
  t.server.on('GET', HISTORY, () => ok(history));
  t.server.on('GET', POPULAR, ok([{ keyword: '邮箱', count: 12 }, { keyword: '权限', count: 3 }]));
  t.server.on('GET', MODELS, (call) => {
    const key = String(call.params.searchKey ?? '');
    return ok((options.models ?? [vpn, laptop]).filter((model) => model.name.toLowerCase().includes(key.toLowerCase())));
  });
  t.server.on('POST', DELETE, (call) => {
    const { keyword } = call.data as { keyword?: string };
    history = keyword === undefined ? [] : history.filter((item) => item !== keyword);
    return ok(true);
  });
  t.server.on('GET', '/api/v2/biz/recommend/recommend', ok([]));
  return t;
}

const input = () => screen.getByTestId('search-input') as HTMLInputElement;
const resultNames = () => screen.queryAllByTestId('search-result').map((row) => row.textContent ?? '');
const modelCalls = (t: ReturnType<typeof setup>) => t.server.callsTo(MODELS).map((call) => call.params.searchKey);
/** Runs due timers and settles the answers they start (fake timers). */
const flush = async (ms = 0) => {
  for (let i = 0; i < 5; i += 1) await act(async () => void (await vi.advanceTimersByTimeAsync(i === 0 ? ms : 0)));
};

describe('search page', () => {
  it('is a search form with a focused box, the history and the popular searches', async () => {
    const t = serve();
    renderWithRuntime(t.runtime, <SearchPage recommendations={false} />);
    const form = screen.getByRole('search', { name: '搜索服务' });
    expect(form.tagName).toBe('FORM');
    expect(document.activeElement).toBe(input());
    const history = await screen.findByRole('region', { name: '搜索历史' });
    expect(within(history).getAllByTestId('search-history-item').map((item) => item.textContent)).toEqual(['打印机', 'VPN']);
    expect(within(history).getByRole('button', { name: '删除搜索记录“VPN”' })).toBeTruthy();
    const popular = await screen.findByRole('region', { name: '热门搜索' });
    expect(within(popular).getAllByRole('button').map((item) => item.textContent)).toEqual(['邮箱', '权限']);
  });

  it('searches the trimmed text 500 ms after the last keystroke, and each result opens its create form', async () => {
    vi.useFakeTimers();
    const t = serve();
    renderWithRuntime(t.runtime, <SearchPage recommendations={false} />);
    await flush();
    fireEvent.change(input(), { target: { value: ' v' } });
    await flush(300);
    fireEvent.change(input(), { target: { value: ' vpn ' } });
    await flush(499);
    expect(modelCalls(t)).toEqual([]);
    expect(screen.getByTestId('search-history')).toBeTruthy();
    await flush(1);
    expect(modelCalls(t)).toEqual(['vpn']);
    expect(resultNames()).toEqual(['VPN 开通申请远程办公 VPN']);
    expect(screen.queryByTestId('search-history')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('找到 1 个服务');
    const link = screen.getByRole('link', { name: 'VPN 开通' });
    expect(link.getAttribute('href')).toBe('/orderCreate?processDefId=proc-request%3A3%3A90017');
    // The service's catalogue icon, decorative.
    expect(link.querySelector('.sd-service-icon')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(link);
    expect(t.events['router:navigate'].at(-1)).toEqual({ to: '/orderCreate?processDefId=proc-request%3A3%3A90017' });
    // Starting from a result counts the service's use and adds it to the recent services.
    await flush();
    expect(t.server.callsTo('/api/v2/catalog/h5/model/use/m1')).toHaveLength(1);
    expect(t.server.callsTo('/api/v2/catalog/recent/add').map((call) => call.data)).toEqual([{ modelId: 'm1' }]);
  });

  it('a newer search supersedes an older one: the old call is aborted and its answer never shows', async () => {
    vi.useFakeTimers();
    const t = serve();
    t.server.on('GET', MODELS, (call) =>
      call.params.searchKey === 'slow' ? { status: 200, body: { code: 100000, data: [vpn] }, delayMs: 2000 } : ok([laptop]),
    );
    renderWithRuntime(t.runtime, <SearchPage recommendations={false} />);
    await flush();
    fireEvent.change(input(), { target: { value: 'slow' } });
    await flush(500);
    expect(screen.getByTestId('search-results-loading')).toBeTruthy();
    fireEvent.change(input(), { target: { value: 'laptop' } });
    await flush(500);
    await flush(3000);
    expect(modelCalls(t)).toEqual(['slow', 'laptop']);
    expect(t.server.callsTo(MODELS)[0]!.config.signal?.aborted).toBe(true);
    expect(resultNames()).toEqual(['笔记本申领']);
  });

  it('Enter searches at once; emptying the box clears the results and shows the history again, reloaded', async () => {
    const t = serve();
    renderWithRuntime(t.runtime, <SearchPage recommendations={false} />);
    await screen.findByTestId('search-history');
    fireEvent.change(input(), { target: { value: '  笔记本 ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(resultNames()).toEqual(['笔记本申领']));
    expect(modelCalls(t)).toEqual(['笔记本']);
    const historyLoads = t.server.callsTo(HISTORY).length;

    fireEvent.change(input(), { target: { value: '   ' } });
    await screen.findByTestId('search-history');
    expect(screen.queryByTestId('search-results')).toBeNull();
    await waitFor(() => expect(t.server.callsTo(HISTORY).length).toBe(historyLoads + 1));

    fireEvent.change(input(), { target: { value: 'vpn' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(resultNames()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '清除搜索内容' }));
    expect(input().value).toBe('');
    expect(document.activeElement).toBe(input());
    await screen.findByTestId('search-history');
    expect(screen.queryByTestId('search-results')).toBeNull();
  });

  it('a history or popular entry searches again at once', async () => {
    const t = serve();
    renderWithRuntime(t.runtime, <SearchPage recommendations={false} />);
    const again = await screen.findByRole('button', { name: '再次搜索“VPN”' });
    again.focus();
    fireEvent.click(again);
    expect(input().value).toBe('VPN');
    // The focus goes back to the box, for the next search.
    expect(document.activeElement).toBe(input());
    await waitFor(() => expect(resultNames()).toHaveLength(1));
    expect(modelCalls(t)).toEqual(['VPN']);
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.click(await screen.findByRole('button', { name: '邮箱' }));
    await screen.findByText('没有找到与“邮箱”相关的服务');
    expect(modelCalls(t)).toEqual(['VPN', '邮箱']);
  });

  it('deletes one history entry, then clears the whole history once confirmed', async () => {
    const t = serve();
    renderWithRuntime(t.runtime, <SearchPage recommendations={false} />);
    fireEvent.click(await screen.findByRole('button', { name: '删除搜索记录“打印机”' }));
    await waitFor(() => expect(screen.getAllByTestId('search-history-item').map((item) => item.textContent)).toEqual(['VPN']));
    expect(t.server.callsTo(DELETE).map((call) => call.data)).toEqual([{ keyword: '打印机' }]);
    expect(document.activeElement?.textContent).toBe('搜索历史');

    // Clearing all is asked first: Cancel keeps everything.
    fireEvent.click(screen.getByRole('button', { name: '清空全部搜索历史' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('确定清空全部搜索历史吗？');
    fireEvent.click(within(dialog).getByText('取消'));
    await waitFor(() => expect(screen.queryByText('确定清空全部搜索历史吗？')).toBeNull());
    expect(t.server.callsTo(DELETE)).toHaveLength(1);
    expect(screen.getAllByTestId('search-history-item')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: '清空全部搜索历史' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByText('清空'));
    await waitFor(() => expect(screen.queryByTestId('search-history')).toBeNull());
    expect(t.server.callsTo(DELETE).map((call) => call.data)).toEqual([{ keyword: '打印机' }, {}]);
  });

  it('history and popularity failures are silent: no toast, no section', async () => {
    const t = serve();
    t.server.on('GET', HISTORY, { status: 200, body: { code: 500, msg: 'history down' } });
    t.server.on('GET', POPULAR, 'network');
    renderWithRuntime(t.runtime, <SearchPage recommendations={false} />);
    await waitFor(() => expect(t.server.callsTo(POPULAR)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('search-history')).toBeNull();
    expect(screen.queryByTestId('search-popular')).toBeNull();
    expect(t.events['toast:show']).toEqual([]);
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('a failed search shows the error with Retry, which searches again; no match shows the empty state', async () => {
    const t = serve();
    let fail = true;
    t.server.on('GET', MODELS, () => (fail ? { status: 200, body: { code: 500, msg: '目录服务不可用' } } : ok([vpn])));
    renderWithRuntime(t.runtime, <SearchPage recommendations={false} />);
    fireEvent.change(input(), { target: { value: 'vpn' } });
    fireEvent.submit(screen.getByRole('search'));
    const error = await screen.findByTestId('search-results-error');
    expect(error.textContent).toContain('搜索失败');
    expect(error.textContent).toContain('目录服务不可用');
    expect(t.events['toast:show']).toEqual([]);
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: /重试/ }));
    await waitFor(() => expect(resultNames()).toHaveLength(1));
    expect(modelCalls(t)).toEqual(['vpn', 'vpn']);

    t.server.on('GET', MODELS, ok([]));
    fireEvent.change(input(), { target: { value: 'zzz' } });
    fireEvent.submit(screen.getByRole('search'));
    expect((await screen.findByTestId('search-results-empty')).textContent).toContain('没有找到与“zzz”相关的服务');
  });

  it('shows the recommendations above the history', async () => {
    const t = serve();
    t.server.on('GET', '/api/v2/biz/recommend/recommend', ok([vpn]));
    renderWithRuntime(t.runtime, <SearchPage />);
    const recommend = await screen.findByTestId('recommend-list');
    const history = await screen.findByTestId('search-history');
    expect(recommend.compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('search page model', () => {
  it('reads history, popular searches and the delete body', () => {
    expect(readHistory([' a ', 'a', '', 3, null])).toEqual(['a', '3']);
    expect(readHistory(null)).toEqual([]);
    expect(readPopular([{ keyword: ' x ', count: '2' }, { keyword: '' }, 'y'])).toEqual([{ keyword: 'x', count: 2 }]);
    expect(deleteHistoryBody('a')).toEqual({ keyword: 'a' });
    expect(deleteHistoryBody()).toEqual({});
  });
});
