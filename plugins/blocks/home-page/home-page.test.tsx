// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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
