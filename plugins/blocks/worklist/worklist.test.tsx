// @vitest-environment jsdom
// The worklist block against the fake server: tabs and counts, cards, the address keeping tab and filters, the
// filter sheet (apply, the date range rule, column settings), empty and error states, and a refresh after an action.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JsonPage } from '@react';
import { builtinActionPlugins } from '@plugins/actions';
import { fakeLayout, ok, renderWithRuntime, setup } from '../../../tests/unit/react/support';

let restoreLayout: () => void;
beforeAll(async () => {
  restoreLayout = fakeLayout();
  await import('@plugins/blocks/worklist/worklist');
  await import('@plugins/blocks/worklist/filter-sheet');
});
afterAll(() => restoreLayout());
afterEach(cleanup);

interface Row {
  workOrderId: string;
  preNum: string;
  title: string;
  dataStatus: number;
  urgentLevel: number;
  slaStatus: number;
  vip: boolean;
  createdTime: string;
  handlers: Array<{ userId: string; userName: string }>;
  processName: string;
}

const rows = (n: number, prefix = 'T'): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    workOrderId: `${prefix}${i + 1}`,
    preNum: `INC-${String(i + 1).padStart(4, '0')}`,
    title: `${prefix} ticket ${i + 1}`,
    dataStatus: i % 2 ? 10 : 0,
    urgentLevel: i % 4,
    slaStatus: i % 9,
    vip: i === 0,
    createdTime: '2024-03-01 10:00:00',
    handlers: [{ userId: '10002', userName: '李四(lisi)' }],
    processName: '事件管理',
  }));

type Body = { listType: string; pageNum: number; pageSize: number; customViewId?: string; urgentLevel?: number[]; slaStatus?: number[]; orders: unknown[]; createTimeList?: string[] };

function serve(t: ReturnType<typeof setup>, lists: Record<string, Row[]>, options: { failList?: boolean; fresh?: Record<string, number> } = {}) {
  t.server.on('POST', '/api/v2/biz/h5workOrder/list', (call) => {
    if (options.failList) return { status: 200, body: { code: 500, msg: '列表服务不可用' } };
    const body = call.data as Body;
    let list = lists[body.listType === 'custom' ? `custom:${body.customViewId}` : body.listType] ?? [];
    if (body.urgentLevel) list = list.filter((row) => body.urgentLevel!.includes(row.urgentLevel));
    if (body.slaStatus) list = list.filter((row) => body.slaStatus!.includes(row.slaStatus));
    const start = (body.pageNum - 1) * body.pageSize;
    return ok({ records: list.slice(start, start + body.pageSize), total: list.length });
  });
  t.server.on('POST', '/api/v2/biz/h5workOrder/workStatus/count', (call) => {
    const { listTypes, customViewId } = call.data as { listTypes: string[]; customViewId?: string };
    return ok(Object.fromEntries(listTypes.map((type) => [type, lists[type === 'custom' ? `custom:${customViewId}` : type]?.length ?? 0])));
  });
  t.server.on('POST', '/api/v2/biz/h5workOrder/setNewWorkCount', ok(true));
  t.server.on('GET', '/api/v2/biz/workOrder/countAdaptive', ok(options.fresh ?? {}));
  t.server.on('GET', '/api/v2/biz/listQueryDef/get', (call) =>
    ok(call.params.queryType === 'H5_CUSTOM_VIEWS' ? { queryType: 'H5_CUSTOM_VIEWS', queryContent: { views: [{ id: 'cv1', name: 'P1 事件' }] } } : { queryType: call.params.queryType, queryContent: null }),
  );
  t.server.on('POST', '/api/v2/biz/listQueryDef/save', ok(true));
  t.server.on('GET', '/api/v2/biz/listQueryDef/getModelList', ok([{ processDefKey: 'proc-incident', processName: '事件管理', preNum: 'INC' }, { processDefKey: 'x', processName: '无编号' }]));
  t.server.on('GET', '/api/v2/biz/mdlFieldPublic/getUrgentLevelEnum', ok([{ value: 0, label: '低' }, { value: 1, label: '中' }, { value: 2, label: '高' }, { value: 3, label: '紧急' }]));
}

let location = '';
function LocationProbe() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
}

function mount(t: ReturnType<typeof setup>, entry = '/worklist') {
  return renderWithRuntime(
    t.runtime,
    <MemoryRouter initialEntries={[entry]}>
      <JsonPage blocks={[{ name: 'worklist' }]} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const listBodies = (t: ReturnType<typeof setup>) => t.server.callsTo('/api/v2/biz/h5workOrder/list').map((call) => call.data as Body);

describe('worklist block', () => {
  it('shows every list and the custom views as tabs with their counts, and cards with badge, VIP, urgency, handler', async () => {
    const t = setup();
    serve(t, { todo: rows(3), available: rows(2, 'A'), 'custom:cv1': rows(1, 'C') });
    mount(t);
    expect(await screen.findByText('T ticket 1')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('worklist-tabs')).getAllByRole('tab')).toHaveLength(13));
    // The custom view's tab is titled by its name (its count may already follow it).
    expect(within(screen.getByTestId('worklist-tabs')).getAllByRole('tab').some((tab) => tab.textContent?.startsWith('P1 事件'))).toBe(true);
    await waitFor(() => expect(screen.getByTestId('worklist-tab-todo').textContent).toBe('我的待办3'));
    await waitFor(() => expect(screen.getByRole('tab', { name: '待领取（2）' })).toBeTruthy());
    await waitFor(() => expect(screen.getByRole('tab', { name: 'P1 事件（1）' })).toBeTruthy());
    expect(t.server.callsTo('/api/v2/biz/h5workOrder/workStatus/count').map((call) => call.data)).toContainEqual({ listTypes: ['custom'], customViewId: 'cv1' });
    const cards = screen.getAllByTestId('worklist-card');
    expect(cards[0]!.getAttribute('href')).toBe('/orderDetails?workOrderId=T1');
    expect(within(cards[0]!).getByTestId('worklist-vip')).toBeTruthy();
    expect(cards[0]!.textContent).toContain('INC-0001');
    expect(cards[0]!.textContent).toContain('紧急度：低');
    expect(cards[0]!.textContent).toContain('处理人：李四(lisi)');
    expect(cards[1]!.textContent).toContain('OLA 响应超时');
    expect(cards[2]!.textContent).toContain('OLA 解决超时');
    expect(cards[1]!.textContent).toContain('待认领');
    expect(listBodies(t)[0]).toEqual({ pageNum: 1, pageSize: 10, listType: 'todo', orders: [{ field: 'vip', direction: 'desc' }, { field: 'created_time', direction: 'desc' }] });
    await waitFor(() => expect(t.server.callsTo('/api/v2/biz/h5workOrder/setNewWorkCount')[0]?.data).toEqual({ listType: 'todo' }));
  });

  it('marks the lists with tickets changed since they were seen (countAdaptive); the open list and a visited one are seen', async () => {
    const t = setup();
    serve(t, { todo: rows(2), available: rows(3, 'A'), finished: rows(1, 'F') }, { fresh: { todo: 2, available: 3, finished: 0 } });
    mount(t);
    await screen.findByText('T ticket 1');
    await waitFor(() => expect(screen.getByRole('tab', { name: '待领取（3，3 条有更新）' })).toBeTruthy());
    expect(within(screen.getByTestId('worklist-tab-available')).getByTestId('worklist-fresh')).toBeTruthy();
    // The open list is seen: no mark, and the server is told.
    expect(within(screen.getByTestId('worklist-tab-todo')).queryByTestId('worklist-fresh')).toBeNull();
    expect(screen.getByRole('tab', { name: '已完成（1）' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('worklist-tab-available'));
    await screen.findByText('A ticket 1');
    await waitFor(() => expect(t.server.callsTo('/api/v2/biz/h5workOrder/setNewWorkCount').map((call) => call.data)).toContainEqual({ listType: 'available' }));
    fireEvent.click(screen.getByTestId('worklist-tab-todo'));
    await screen.findByText('T ticket 1');
    // Visited: stays unmarked.
    expect(within(screen.getByTestId('worklist-tab-available')).queryByTestId('worklist-fresh')).toBeNull();
    expect(screen.getByRole('tab', { name: '待领取（3）' })).toBeTruthy();
  });

  it('keeps the tab in the address: a tab switch replaces it, and an address opens its tab', async () => {
    const t = setup();
    serve(t, { todo: rows(1), finished: rows(2, 'F'), 'custom:cv1': rows(1, 'C') });
    mount(t);
    await screen.findByText('T ticket 1');
    fireEvent.click(screen.getByTestId('worklist-tab-finished'));
    expect(await screen.findByText('F ticket 2')).toBeTruthy();
    expect(location).toBe('/worklist?tab=finished');
    cleanup();
    const again = setup();
    serve(again, { todo: rows(1), 'custom:cv1': rows(1, 'C') });
    mount(again, '/worklist?tab=custom%3Acv1&urgency=0');
    expect(await screen.findByText('C ticket 1')).toBeTruthy();
    expect(listBodies(again).at(-1)).toMatchObject({ listType: 'custom', customViewId: 'cv1', urgentLevel: [0] });
    expect(screen.getByTestId('worklist-filter').textContent).toBe('筛选（1 项）');
  });

  it('filters by urgency and SLA and sorts from the sheet; a start after the end is refused and the choices stay', async () => {
    const t = setup();
    serve(t, { todo: rows(12) });
    mount(t);
    await screen.findByText('T ticket 1');
    fireEvent.click(screen.getByTestId('worklist-filter'));
    const sheet = await screen.findByTestId('worklist-filter-sheet');
    // Models without a preNum are not offered.
    await waitFor(() => expect(within(sheet).getByTestId('worklist-filter-process').textContent).toContain('事件管理'));
    expect(within(sheet).queryByText('无编号')).toBeNull();
    fireEvent.click(within(within(sheet).getByTestId('worklist-filter-urgency')).getByLabelText('紧急'));
    fireEvent.click(within(within(sheet).getByTestId('worklist-filter-sla')).getByLabelText('SLA 解决超时'));
    fireEvent.change(within(sheet).getByTestId('worklist-sort-direction'), { target: { value: 'all' } });
    fireEvent.change(within(sheet).getByTestId('worklist-filter-from'), { target: { value: '2025-03-02' } });
    fireEvent.change(within(sheet).getByTestId('worklist-filter-to'), { target: { value: '2025-03-01' } });
    fireEvent.click(within(sheet).getByTestId('worklist-filter-apply'));
    expect((await within(sheet).findByRole('alert')).textContent).toBe('开始日期不能晚于结束日期');
    expect((within(within(sheet).getByTestId('worklist-filter-urgency')).getByLabelText('紧急') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(sheet).getByTestId('worklist-filter-to'), { target: { value: '2025-03-31' } });
    fireEvent.click(within(sheet).getByTestId('worklist-filter-apply'));
    await waitFor(() => expect(listBodies(t).at(-1)).toMatchObject({ urgentLevel: [3], slaStatus: [4], orders: [{ field: 'vip', direction: 'desc' }], createTimeList: ['2025-03-02', '2025-03-31'] }));
    // rows(12): urgency 3 at i = 3, 7, 11; SLA 4 at i = 4 only: none match both.
    expect(await screen.findByText('没有找到相关结果，换个关键词试试')).toBeTruthy();
    expect(location).toBe('/worklist?tab=todo&urgency=3&sla=4&from=2025-03-02&to=2025-03-31&dir=all');
  });

  it('saves the column setting and the cards follow it', async () => {
    const t = setup();
    serve(t, { todo: rows(2) });
    mount(t);
    await screen.findByText('T ticket 1');
    expect(screen.getAllByTestId('worklist-card')[0]!.textContent).toContain('处理人');
    fireEvent.click(screen.getByTestId('worklist-filter'));
    const sheet = await screen.findByTestId('worklist-filter-sheet');
    fireEvent.click(within(within(sheet).getByTestId('worklist-columns')).getByLabelText('处理人'));
    fireEvent.click(within(sheet).getByTestId('worklist-save-columns'));
    await waitFor(() => expect(t.server.callsTo('/api/v2/biz/listQueryDef/save')).toHaveLength(1));
    const saved = t.server.callsTo('/api/v2/biz/listQueryDef/save')[0]!.data as { queryType: string; queryContent: { column: Array<{ key: string; isHidden: boolean; isSelected: boolean; value: string }>; typeView: string } };
    expect(saved.queryType).toBe('WORK_ORDER_LIST');
    expect(saved.queryContent.typeView).toBe('card');
    expect(saved.queryContent.column.find((column) => column.key === 'handler')).toEqual({ key: 'handler', value: '处理人', isHidden: true, isSelected: false });
    await waitFor(() => expect(screen.getAllByTestId('worklist-card')[0]!.textContent).not.toContain('处理人'));
    expect(t.events['toast:show']).toContainEqual({ type: 'success', message: '显示设置已保存' });
  });

  it('shows the error with Retry, and reloads list and counts after an action', async () => {
    const t = setup();
    serve(t, { todo: rows(1) }, { failList: true });
    mount(t);
    const error = await screen.findByTestId('worklist-error');
    expect(error.textContent).toContain('列表服务不可用');
    serve(t, { todo: rows(1) });
    fireEvent.click(within(error).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('T ticket 1')).toBeTruthy();
    const counted = t.server.callsTo('/api/v2/biz/h5workOrder/workStatus/count').length;
    act(() => t.runtime.bus.emit('action:success', { type: 'CLAIM', workOrderId: 'T1', result: true }));
    await waitFor(() => expect(t.server.callsTo('/api/v2/biz/h5workOrder/workStatus/count').length).toBeGreaterThan(counted));
    await screen.findByText('T ticket 1');
  });

  it('hides the department list in the SaaS environment', async () => {
    const t = setup();
    t.runtime.config.saas = true;
    serve(t, { todo: rows(1) });
    mount(t);
    await screen.findByText('T ticket 1');
    expect(screen.queryByTestId('worklist-tab-department')).toBeNull();
  });

  it('claims several tickets at once in the select mode, through the same action as the detail page', async () => {
    const t = setup({ actions: builtinActionPlugins });
    serve(t, { todo: rows(3) });
    t.server.on('POST', '/api/v2/biz/btn/btnaction/claim', ok(true));
    mount(t);
    await screen.findByText('T ticket 1');
    fireEvent.click(screen.getByTestId('worklist-select'));
    expect(screen.getByTestId('worklist-select').getAttribute('aria-pressed')).toBe('true');
    const batch = screen.getByTestId('worklist-batch');
    expect((within(batch).getByRole('button', { name: '批量领取' }) as HTMLButtonElement).disabled).toBe(true);
    // The cards are checkboxes named by their titles now.
    fireEvent.click(screen.getByRole('checkbox', { name: 'T ticket 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'T ticket 3' }));
    expect(within(batch).getByRole('status').textContent).toBe('已选 2 项');
    fireEvent.click(within(batch).getByRole('button', { name: '批量领取' }));
    await waitFor(() => expect(t.server.callsTo('/api/v2/biz/btn/btnaction/claim')).toHaveLength(2));
    expect(t.server.callsTo('/api/v2/biz/btn/btnaction/claim').map((call) => (call.data as { workOrderId: string }).workOrderId)).toEqual(['T1', 'T3']);
    // Done: the select mode ends and the list reloads (an action succeeded).
    await waitFor(() => expect(screen.queryByTestId('worklist-batch')).toBeNull());
    expect(await screen.findAllByTestId('worklist-swipe')).toHaveLength(3);
  });

  it('coming back from a detail shows the same rows (all pages loaded) without loading them again', async () => {
    const t = setup();
    serve(t, { todo: rows(25) });
    // The app's router follows `router:navigate` (AppLink); here a small stand-in does.
    function FollowLinks() {
      const navigate = useNavigate();
      useEffect(() => t.runtime.bus.on('router:navigate', ({ to }) => navigate(to)), [navigate]);
      return null;
    }
    function Detail() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          back
        </button>
      );
    }
    renderWithRuntime(
      t.runtime,
      <MemoryRouter initialEntries={['/worklist']}>
        <FollowLinks />
        <Routes>
          <Route path="/worklist" element={<JsonPage blocks={[{ name: 'worklist' }]} />} />
          <Route path="/orderDetails" element={<Detail />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByText('T ticket 1');
    // The infinite scroll loads every page (jsdom has no layout: the end is always in view).
    await screen.findByText('没有更多了');
    const shown = screen.getAllByTestId('worklist-card').length;
    expect(shown).toBe(25);
    const calls = listBodies(t).length;
    fireEvent.click(screen.getAllByTestId('worklist-card')[14]!);
    fireEvent.click(await screen.findByRole('button', { name: 'back' }));
    await screen.findByText('T ticket 15');
    expect(screen.getAllByTestId('worklist-card')).toHaveLength(shown);
    expect(listBodies(t)).toHaveLength(calls);
    // An action on the detail (a claim) makes the remembered rows stale: the next return loads afresh.
    fireEvent.click(screen.getAllByTestId('worklist-card')[3]!);
    await screen.findByRole('button', { name: 'back' });
    act(() => t.runtime.bus.emit('action:success', { type: 'CLAIM', workOrderId: 'T4', result: true }));
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    await screen.findByText('T ticket 1');
    await waitFor(() => expect(listBodies(t).length).toBeGreaterThan(calls));
  });
});
