// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JsonPage } from '@react';
import { fakeLayout, ok, renderWithRuntime, setup } from '../../../tests/unit/react/support';

let restoreLayout: () => void;
beforeAll(async () => {
  restoreLayout = fakeLayout();
  // Load the lazy block once up front, so the first test does not race the module transform.
  await import('@plugins/blocks/home-page/home-page');
});
afterAll(() => restoreLayout());
afterEach(cleanup);

interface Row {
  workOrderId: string;
  preNum: string;
  title: string;
  dataStatus: number;
  urgentLevel: number;
  createdTime: string;
}

function rows(n: number, prefix = 'T'): Row[] {
  return Array.from({ length: n }, (_, i) => ({
    workOrderId: `${prefix}${i + 1}`,
    preNum: `INC-${String(i + 1).padStart(4, '0')}`,
    title: `${prefix} ticket ${i + 1}`,
    dataStatus: i % 2 ? 20 : 0,
    urgentLevel: i % 4,
    createdTime: '2024-03-01 10:00:00',
  }));
}

/** A list endpoint over `all`, filtered by listType and titleLike like the gateway. */
function serveList(t: ReturnType<typeof setup>, all: Record<string, Row[]>) {
  t.server.on('POST', '/api/v2/biz/h5workOrder/list', (call) => {
    const body = call.data as { listType: string; pageNum: number; pageSize: number; titleLike?: string };
    const list = (all[body.listType] ?? []).filter((row) => !body.titleLike || row.title.includes(body.titleLike) || row.preNum.includes(body.titleLike));
    const start = (body.pageNum - 1) * body.pageSize;
    return ok({ records: list.slice(start, start + body.pageSize), total: list.length });
  });
  t.server.on('POST', '/api/v2/biz/h5workOrder/workStatus/count', ok({ unfinished: all.unfinished?.length ?? 0, finished: all.finished?.length ?? 0, todo: all.todo?.length ?? 0 }));
}

const listBodies = (t: ReturnType<typeof setup>) => t.server.callsTo('/api/v2/biz/h5workOrder/list').map((call) => call.data);

describe('homePage block', () => {
  it('lists unfinished tickets with number, status, urgency and created time, and the tab counts', async () => {
    const t = setup();
    serveList(t, { unfinished: rows(3), finished: rows(2, 'F'), todo: [] });
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    expect(await screen.findByText('T ticket 1')).toBeTruthy();
    const first = screen.getAllByTestId('ticket-row')[0]!;
    expect(first.textContent).toContain('INC-0001');
    expect(first.textContent).toContain('处理中');
    expect(first.textContent).toContain('紧急度：低');
    expect(first.textContent).toContain('创建时间 2024-03-01 10:00');
    expect(screen.getAllByTestId('ticket-row')[1]!.textContent).toContain('已完成');
    await waitFor(() => expect(screen.getByTestId('home-tab-unfinished').textContent).toBe('未完成3'));
    expect(screen.getByTestId('home-tab-finished').textContent).toBe('已完成2');
    expect(t.server.callsTo('/api/v2/biz/h5workOrder/workStatus/count')[0]!.data).toEqual({ listTypes: ['unfinished', 'finished', 'todo'] });
    expect(listBodies(t)[0]).toEqual({ pageNum: 1, pageSize: 10, listType: 'unfinished' });
  });

  it('loads the next page of 10 when scrolled to the end', async () => {
    const t = setup();
    serveList(t, { unfinished: rows(23) });
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    // jsdom has no layout, so the list end is always "visible": InfiniteScroll keeps loading until done.
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(23));
    expect(listBodies(t).map((body) => (body as { pageNum: number }).pageNum)).toEqual([1, 2, 3]);
    expect(await screen.findByText('没有更多了')).toBeTruthy();
  });

  it('switches tabs and shows the no-data empty state', async () => {
    const t = setup();
    serveList(t, { unfinished: rows(1), todo: [] });
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    await screen.findByText('T ticket 1');
    fireEvent.click(screen.getByTestId('home-tab-todo'));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.queryByText('T ticket 1')).toBeNull();
    expect(listBodies(t).at(-1)).toEqual({ pageNum: 1, pageSize: 10, listType: 'todo' });
  });

  it('the tab strip is an ARIA tab list that arrow keys move through', async () => {
    const t = setup();
    serveList(t, { unfinished: rows(1), finished: [], todo: [] });
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    await screen.findByText('T ticket 1');
    const list = screen.getByRole('tablist', { name: '工单列表' });
    // A tab is named by its text and its count, not "未完成1" run together.
    expect(await screen.findByRole('tab', { name: '未完成（1）' })).toBeTruthy();
    const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);
    expect(selected()).toEqual([expect.stringMatching(/^未完成/)]);
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toEqual([expect.stringMatching(/^已完成/)]);
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()).toEqual([expect.stringMatching(/^我的待办/)]);
    await waitFor(() => expect(listBodies(t).at(-1)).toMatchObject({ listType: 'todo' }));
    // The list is the selected tab's panel.
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(document.activeElement?.id);
    expect(document.activeElement?.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('searches with trimmed text on Enter, shows the search empty state, and clears', async () => {
    const t = setup({ language: 'en' });
    serveList(t, { unfinished: rows(12) });
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    await screen.findByText('T ticket 1');
    const input = screen.getByPlaceholderText('Search ticket number or title');
    fireEvent.change(input, { target: { value: '  INC-0012 ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1));
    expect(screen.getByText('T ticket 12')).toBeTruthy();
    expect(listBodies(t)).toContainEqual({ pageNum: 1, pageSize: 10, listType: 'unfinished', titleLike: 'INC-0012' });

    fireEvent.change(input, { target: { value: 'zzz' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Nothing matches your search. Try another keyword')).toBeTruthy();

    const before = listBodies(t).length;
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getAllByTestId('ticket-row').length).toBeGreaterThan(1));
    // The first call after clearing is the unfiltered first page (jsdom has no layout, so the scroll
    // trigger may ask for the next page at once too).
    expect(listBodies(t)[before]).toEqual({ pageNum: 1, pageSize: 10, listType: 'unfinished' });
  });

  it('searches after the 500 ms debounce while typing', async () => {
    const t = setup();
    serveList(t, { unfinished: rows(12) });
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(12));
    const searched = () => listBodies(t).filter((body) => (body as { titleLike?: string }).titleLike);
    fireEvent.change(screen.getByPlaceholderText('搜索工单号或标题'), { target: { value: 'ticket 11' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(searched()).toEqual([]);
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1), { timeout: 2000 });
    expect(listBodies(t).at(-1)).toEqual({ pageNum: 1, pageSize: 10, listType: 'unfinished', titleLike: 'ticket 11' });
  });

  it('opens the ticket detail through the router event', async () => {
    const t = setup();
    serveList(t, { unfinished: rows(1) });
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    fireEvent.click(await screen.findByText('T ticket 1'));
    expect(t.events['router:navigate']).toEqual([{ to: '/orderDetails?workOrderId=T1' }]);
  });

  it('a ticket card is a link (Tab reaches it, Enter follows it) named by the title, described by status, number and time', async () => {
    const t = setup();
    serveList(t, { unfinished: rows(2) });
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    const card = await screen.findByRole('link', { name: 'T ticket 2' });
    expect(card).toBe(screen.getAllByTestId('ticket-row')[1]);
    expect(card.getAttribute('href')).toBe('/orderDetails?workOrderId=T2');
    expect(card.tabIndex).toBe(0);
    const description = (card.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(description).toBe('已完成 INC-0002紧急度：中 创建时间 2024-03-01 10:00');
    // A plain click navigates in the app; a modified one is left to the browser (new tab).
    fireEvent.click(card, { ctrlKey: true });
    expect(t.events['router:navigate'] ?? []).toEqual([]);
    fireEvent.click(card);
    expect(t.events['router:navigate']).toEqual([{ to: '/orderDetails?workOrderId=T2' }]);
  });

  it('a page that fails to load offers its retry as a button', async () => {
    const t = setup();
    let fail = false;
    t.server.on('POST', '/api/v2/biz/h5workOrder/list', (call) => {
      const { pageNum } = call.data as { pageNum: number };
      if (pageNum === 2 && fail) return { status: 200, body: { code: 500100, msg: 'oops' } };
      return ok({ records: rows(20).slice((pageNum - 1) * 10, pageNum * 10), total: 20 });
    });
    fail = true;
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    const retry = await screen.findByRole('button', { name: '重新加载' });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(20));
  });

  it('offers a retry when the list fails', async () => {
    const t = setup();
    let fail = true;
    t.server.on('POST', '/api/v2/biz/h5workOrder/list', () => (fail ? { status: 200, body: { code: 500100, msg: 'oops' } } : ok({ records: rows(1), total: 1 })));
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    const retry = await screen.findByText('重新加载');
    expect(t.events['toast:show'].map((toast) => toast.message)).toContain('oops');
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('T ticket 1')).toBeTruthy();
  });
});

const SETTINGS_GET = '/api/v2/biz/listQueryDef/get';

/** The stored banner (H5_CAROUSEL_LIST) as listQueryDef/get answers it; `null` = nothing stored. */
function serveBanner(t: ReturnType<typeof setup>, modules: Array<{ key: string; isHidden: boolean }> | null, reply?: Parameters<typeof t.server.on>[2]) {
  t.server.on('GET', SETTINGS_GET, reply ?? ((call) => ok({ queryType: call.params.queryType, queryContent: modules ? JSON.stringify({ modules }) : null })));
}

/** The banner's links in order: label and href. */
async function bannerLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: '常用功能' });
  await waitFor(() => expect(within(nav).queryByTestId('home-shortcuts-skeleton')).toBeNull());
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.dataset.testid !== 'home-shortcuts-edit')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`);
}

const DEFAULT_BANNER = ['发起工单 /flowCenter', '工单列表 /worklist', '搜索 /search', '消息中心 /messageCenter', '变更日历 /changeCalender', '我的 /me'];

describe('homePage navigation banner', () => {
  it('shows the stored modules in their order, hidden ones absent, each a link to its route with an icon, and ends with Edit', async () => {
    const t = setup();
    serveList(t, { unfinished: rows(1) });
    serveBanner(t, [
      { key: 'me', isHidden: false },
      { key: 'search', isHidden: false },
      { key: 'flowCenter', isHidden: true },
      { key: 'home', isHidden: false },
      { key: 'changeCalender', isHidden: false },
    ]);
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    expect(await bannerLinks()).toEqual(['我的 /me', '搜索 /search', '首页 /homePage', '变更日历 /changeCalender']);
    expect(t.server.callsTo(SETTINGS_GET).map((call) => call.params)).toEqual([{ queryType: 'H5_CAROUSEL_LIST' }]);
    const nav = screen.getByRole('navigation', { name: '常用功能' });
    expect(nav.getAttribute('aria-busy')).toBeNull();
    // Each link: a decorative icon and the label (its name).
    const me = within(nav).getByRole('link', { name: '我的' });
    expect(me.querySelector('[aria-hidden="true"] svg')).toBeTruthy();
    // The edit link ends the row and opens the banner settings.
    const edit = within(nav).getByRole('link', { name: '编辑常用功能' });
    expect(edit.textContent).toBe('编辑');
    expect(edit.getAttribute('href')).toBe('/settingBanner');
    expect(within(nav).getAllByRole('link').at(-1)).toBe(edit);
    // The banner sits above the search bar.
    const search = screen.getByRole('search');
    expect(nav.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A plain click navigates in the app.
    fireEvent.click(me);
    fireEvent.click(edit);
    expect(t.events['router:navigate']).toEqual([{ to: '/me' }, { to: '/settingBanner' }]);
  });

  it('asks for the banner after the list and the counts (one call at a time: the banner never holds up the list)', async () => {
    const t = setup();
    expect(t.runtime.config.concurrency).toBe(1);
    serveList(t, { unfinished: rows(1) });
    serveBanner(t, null);
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    expect(await bannerLinks()).toEqual(DEFAULT_BANNER);
    // The message centre's unread counts (its banner entry's badge) come last.
    await waitFor(() =>
      expect(t.server.calls.map((call) => call.path)).toEqual([
        '/api/v2/biz/h5workOrder/list',
        '/api/v2/biz/h5workOrder/workStatus/count',
        SETTINGS_GET,
        '/api/v2/base/announcement/userPageList',
        '/api/v2/message/inbox/categories',
      ]),
    );
  });

  it('the message centre entry carries the unread badge (announcements + messages), named for screen readers; it drops after a read', async () => {
    const t = setup();
    serveList(t, { unfinished: rows(1) });
    serveBanner(t, null);
    let announcements = 2;
    t.server.on('GET', '/api/v2/base/announcement/userPageList', () => ok({ records: [], total: 6, unreadCount: announcements }));
    t.server.on('GET', '/api/v2/message/inbox/categories', ok({ unreadCount: 3, categories: [] }));
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    const entry = await screen.findByRole('link', { name: '消息中心，5 条未读' });
    expect(entry.getAttribute('href')).toBe('/messageCenter');
    expect(within(entry).getByTestId('home-shortcut-messageCenter-unread').textContent).toBe('5，5 条未读');
    announcements = 0;
    act(() => t.runtime.bus.emit('messages:read', { kind: 'announcement', ids: ['a'] }));
    expect(await screen.findByRole('link', { name: '消息中心，3 条未读' })).toBe(entry);
  });

  it('no badge and no toast when the unread counts fail to load', async () => {
    const t = setup();
    serveList(t, { unfinished: rows(1) });
    serveBanner(t, null);
    t.server.on('GET', '/api/v2/base/announcement/userPageList', { status: 500, body: { code: 500, msg: 'down' } });
    t.server.on('GET', '/api/v2/message/inbox/categories', { status: 500, body: { code: 500, msg: 'down' } });
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    await bannerLinks();
    await waitFor(() => expect(t.server.callsTo('/api/v2/message/inbox/categories')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('link', { name: '消息中心' })).toBeTruthy();
    expect(screen.queryByTestId('home-shortcut-messageCenter-unread')).toBeNull();
    expect(t.events['toast:show']).toEqual([]);
  });

  it('shows the default modules when nothing is stored', async () => {
    const t = setup();
    serveList(t, { unfinished: rows(1) });
    serveBanner(t, null);
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    expect(await bannerLinks()).toEqual(DEFAULT_BANNER);
  });

  it('falls back to the default modules silently when the call fails', async () => {
    const t = setup();
    serveList(t, { unfinished: rows(1) });
    serveBanner(t, null, { status: 200, body: { code: 500100, msg: 'settings down' } });
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    expect(await bannerLinks()).toEqual(DEFAULT_BANNER);
    await screen.findByText('T ticket 1');
    expect(t.events['toast:show'].map((toast) => toast.message)).not.toContain('settings down');
  });

  it('shows a skeleton row while loading (busy, hidden from screen readers), with the edit link already there', async () => {
    const t = setup();
    serveList(t, { unfinished: rows(1) });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    serveBanner(t, null, async (call) => {
      await gate;
      return ok({ queryType: call.params.queryType, queryContent: null });
    });
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    const nav = await screen.findByRole('navigation', { name: '常用功能' });
    expect(nav.getAttribute('aria-busy')).toBe('true');
    const skeleton = within(nav).getByTestId('home-shortcuts-skeleton');
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/settingBanner']);
    // The skeleton is the row's own list box (the same class, so the same height), five placeholders that do not scroll.
    expect(skeleton.classList.contains('sd-home-shortcuts-list')).toBe(true);
    expect(skeleton.querySelectorAll('.sd-home-shortcut--skeleton')).toHaveLength(5);
    release();
    expect(await bannerLinks()).toEqual(DEFAULT_BANNER);
    expect(nav.querySelector('ul')!.className).toBe('sd-home-shortcuts-list');
  });

  it('follows a save of the banner settings (homeSettings:saved) without asking again; other lists leave it be', async () => {
    const t = setup();
    serveList(t, { unfinished: rows(1) });
    serveBanner(t, null);
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    expect(await bannerLinks()).toEqual(DEFAULT_BANNER);
    act(() =>
      t.runtime.bus.emit('homeSettings:saved', {
        queryType: 'H5_List',
        modules: [{ key: 'me', isHidden: false }],
      }),
    );
    expect(await bannerLinks()).toEqual(DEFAULT_BANNER);
    act(() =>
      t.runtime.bus.emit('homeSettings:saved', {
        queryType: 'H5_CAROUSEL_LIST',
        modules: [
          { key: 'search', isHidden: false },
          { key: 'home', isHidden: false },
          { key: 'worklist', isHidden: true },
          { key: 'me', isHidden: false },
          { key: 'messageCenter', isHidden: false },
        ],
      }),
    );
    expect(await bannerLinks()).toEqual(['搜索 /search', '首页 /homePage', '我的 /me', '消息中心 /messageCenter']);
    expect(t.server.callsTo(SETTINGS_GET)).toHaveLength(1);
  });

  it('is in English with the English language', async () => {
    const t = setup({ language: 'en' });
    serveList(t, { unfinished: rows(1) });
    serveBanner(t, [
      { key: 'flowCenter', isHidden: false },
      { key: 'changeCalender', isHidden: false },
      { key: 'messageCenter', isHidden: false },
      { key: 'worklist', isHidden: false },
    ]);
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    const nav = await screen.findByRole('navigation', { name: 'Shortcuts' });
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(5));
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Start ticket', 'Change calendar', 'Messages', 'Ticket lists', 'Edit']);
    expect(within(nav).getByRole('link', { name: 'Edit shortcuts' }).getAttribute('href')).toBe('/settingBanner');
  });

  it('host flag homeModuleHidden: no banner (and no call for it), the to-do tab titled 待办 / Todo', async () => {
    for (const [language, short, long] of [
      ['zh', '待办', '我的待办'],
      ['en', 'Todo', 'To-do'],
    ] as const) {
      const t = setup({ language });
      t.runtime.config.homeModuleHidden = true;
      serveList(t, { unfinished: rows(1), todo: rows(2, 'D') });
      serveBanner(t, null);
      renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
      await screen.findByText('T ticket 1');
      await waitFor(() => expect(screen.getByTestId('home-tab-todo').textContent).toBe(`${short}2`));
      expect(screen.getByRole('tab', { name: language === 'zh' ? `${short}（2）` : `${short} (2)` })).toBeTruthy();
      expect(screen.queryByTestId('home-shortcuts')).toBeNull();
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.getByTestId('home-tab-todo').textContent).not.toContain(long);
      expect(t.server.callsTo(SETTINGS_GET)).toHaveLength(0);
      cleanup();
    }
    // Without the flag: the banner and the long title.
    const t = setup();
    serveList(t, { unfinished: rows(1), todo: rows(2, 'D') });
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'homePage' }]} />);
    expect(await screen.findByTestId('home-shortcuts')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('home-tab-todo').textContent).toBe('我的待办2'));
  });
});
