// @vitest-environment jsdom
// Home settings on a fake server: defaults when nothing is stored or the load fails (silently), the rules
// (banner ≥ 4 shown, tab ≥ 1 shown, unique tab labels) with translated messages that keep the edits,
// reordering by the move buttons (focus kept, announced) and by the drag handle, the save body, the
// "saved" toast and a failed save that keeps the edits.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import HomeSettings from '@plugins/blocks/home-settings/home-settings';
import { ok, renderWithRuntime, setup } from '../../../tests/unit/react/support';
import { moveItem } from '../shared/sortable';
import { bottomMenuFromModules, defaultModules, readModules, saveBody, storedModules, validateModules } from './model';

afterEach(cleanup);

const GET = '/api/v2/biz/listQueryDef/get';
const SAVE = '/api/v2/biz/listQueryDef/save';

function serve(stored: unknown = null) {
  const t = setup();
  t.server.on('GET', GET, (call) => ok({ queryType: call.params.queryType, queryContent: stored }));
  t.server.on('POST', SAVE, ok(true));
  return t;
}

const keys = () => screen.getAllByTestId('settings-row').map((row) => row.getAttribute('data-key'));
const shown = () => screen.getAllByTestId('settings-row').filter((row) => (within(row).getByRole('checkbox') as HTMLInputElement).checked).map((row) => row.getAttribute('data-key'));
const saves = (t: ReturnType<typeof setup>) => t.server.callsTo(SAVE).map((call) => call.data);

describe('homeSettings block', () => {
  it('banner: defaults when nothing is stored; fewer than 4 shown is refused with a message that keeps the choice', async () => {
    const t = serve(null);
    renderWithRuntime(t.runtime, <HomeSettings kind="banner" />);
    await screen.findByTestId('home-settings');
    expect(t.server.callsTo(GET)[0]!.params).toEqual({ queryType: 'H5_CAROUSEL_LIST' });
    expect(keys()).toEqual(['home', 'flowCenter', 'worklist', 'search', 'messageCenter', 'changeCalender', 'me']);
    expect(shown()).toEqual(['flowCenter', 'worklist', 'search', 'messageCenter', 'changeCalender', 'me']);
    expect(screen.queryAllByTestId('settings-label')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: '显示“我的”' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '显示“搜索”' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '显示“工单列表”' }));
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(screen.getByRole('alert').textContent).toContain('导航栏至少需要选择 4 个模块');
    expect(shown()).toEqual(['flowCenter', 'messageCenter', 'changeCalender']);
    expect(saves(t)).toEqual([]);

    // The message goes once the rule holds again; then it saves.
    fireEvent.click(screen.getByRole('checkbox', { name: '显示“首页”' }));
    expect(screen.getByRole('alert').textContent).toBe('');
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(saves(t)).toHaveLength(1));
    expect(saves(t)[0]).toEqual({
      queryType: 'H5_CAROUSEL_LIST',
      queryContent: {
        modules: [
          { key: 'home', isHidden: false },
          { key: 'flowCenter', isHidden: false },
          { key: 'worklist', isHidden: true },
          { key: 'search', isHidden: true },
          { key: 'messageCenter', isHidden: false },
          { key: 'changeCalender', isHidden: false },
          { key: 'me', isHidden: true },
        ],
      },
    });
    await waitFor(() => expect(t.events['toast:show']).toEqual([{ type: 'success', message: '保存成功' }]));
  });

  it('tab: the stored list in its order; no module shown and duplicate labels (trimmed, any case) are refused', async () => {
    const t = serve({ modules: [{ key: 'me', isHidden: false, label: 'Mine' }, { key: 'home', isHidden: false }] });
    const seen: unknown[] = [];
    t.runtime.bus.on('homeSettings:saved', (payload) => void seen.push(payload));
    renderWithRuntime(t.runtime, <HomeSettings kind="tab" />);
    await screen.findByTestId('home-settings');
    expect(keys()).toEqual(['me', 'home', 'flowCenter', 'worklist', 'search', 'messageCenter', 'changeCalender']);
    expect(shown()).toEqual(['me', 'home']);
    expect((screen.getByRole('textbox', { name: '“我的”的菜单名称' }) as HTMLInputElement).value).toBe('Mine');

    fireEvent.click(screen.getByRole('checkbox', { name: '显示“我的”' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '显示“首页”' }));
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(screen.getByRole('alert').textContent).toContain('底部菜单至少需要显示 1 个模块');

    fireEvent.click(screen.getByRole('checkbox', { name: '显示“我的”' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '显示“首页”' }));
    fireEvent.change(screen.getByRole('textbox', { name: '“首页”的菜单名称' }), { target: { value: ' mine ' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(screen.getByRole('alert').textContent).toContain('底部菜单名称“Mine”重复，请修改');
    expect(screen.getByRole('textbox', { name: '“首页”的菜单名称' }).getAttribute('aria-invalid')).toBe('true');
    expect(saves(t)).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: '“首页”的菜单名称' }), { target: { value: ' Start ' } });
    expect(screen.getByRole('alert').textContent).toBe('');
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(saves(t)).toHaveLength(1));
    const modules = [
      { key: 'me', isHidden: false, label: 'Mine' },
      { key: 'home', isHidden: false, label: 'Start' },
      { key: 'flowCenter', isHidden: true },
      { key: 'worklist', isHidden: true },
      { key: 'search', isHidden: true },
      { key: 'messageCenter', isHidden: true },
      { key: 'changeCalender', isHidden: true },
    ];
    expect(saves(t)[0]).toEqual({ queryType: 'H5_List', queryContent: { modules } });
    await waitFor(() => expect(seen).toEqual([{ queryType: 'H5_List', modules }]));
  });

  it('reorders with the move buttons: the focus stays on the moved module and the move is announced', async () => {
    const t = serve(null);
    renderWithRuntime(t.runtime, <HomeSettings kind="tab" />);
    await screen.findByTestId('home-settings');
    expect((screen.getByRole('button', { name: '上移“首页”' }) as HTMLButtonElement).disabled).toBe(true);
    const down = screen.getByRole('button', { name: '下移“首页”' });
    down.focus();
    fireEvent.click(down);
    expect(keys().slice(0, 3)).toEqual(['flowCenter', 'home', 'worklist']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '下移“首页”' }));
    expect(screen.getByRole('status').textContent).toBe('“首页”已移到第 2 位');
    fireEvent.click(screen.getByRole('button', { name: '上移“首页”' }));
    expect(keys().slice(0, 2)).toEqual(['home', 'flowCenter']);
    // At the top, "up" is disabled: the focus moves to "down".
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '下移“首页”' }));
  });

  it('reorders by dragging the handle', async () => {
    const t = serve(null);
    renderWithRuntime(t.runtime, <HomeSettings kind="banner" />);
    await screen.findByTestId('home-settings');
    screen.getAllByTestId('settings-row').forEach((row, i) => {
      row.getBoundingClientRect = () => ({ top: i * 56, height: 56, bottom: (i + 1) * 56, left: 0, right: 390, width: 390, x: 0, y: i * 56, toJSON: () => ({}) });
    });
    const list = screen.getByRole('list', { name: '导航栏模块' });
    fireEvent.pointerDown(screen.getAllByTestId('settings-handle')[0]!, { pointerId: 1, clientY: 20 });
    fireEvent.pointerMove(list, { pointerId: 1, clientY: 56 * 2 + 30 });
    fireEvent.pointerUp(list, { pointerId: 1, clientY: 56 * 2 + 30 });
    expect(keys().slice(0, 3)).toEqual(['flowCenter', 'worklist', 'home']);
    // Moves after the pointer is up do nothing.
    fireEvent.pointerMove(list, { pointerId: 1, clientY: 5 });
    expect(keys()[2]).toBe('home');
  });

  it('offers the worklist page: shown in the default banner, and once shown in the tab it is a bottom-menu entry to /worklist', async () => {
    const t = serve(null);
    renderWithRuntime(t.runtime, <HomeSettings kind="tab" />);
    await screen.findByTestId('home-settings');
    expect(keys()).toContain('worklist');
    expect(shown()).toEqual(['home', 'flowCenter']);
    fireEvent.click(screen.getByRole('checkbox', { name: '显示“工单列表”' }));
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(saves(t)).toHaveLength(1));
    const { modules } = (saves(t)[0] as ReturnType<typeof saveBody>).queryContent;
    expect(modules.filter((module) => !module.isHidden).map((module) => module.key)).toEqual(['home', 'flowCenter', 'worklist']);
    expect(bottomMenuFromModules(modules)?.[2]).toEqual({ key: 'worklist', title: { zh: '工单列表', en: 'Ticket lists' }, path: '/worklist', icon: 'list' });
    expect(defaultModules('banner').find((module) => module.key === 'worklist')).toEqual({ key: 'worklist', isHidden: false });
  });

  it('a failed load gives the defaults silently; a failed save shows the server message and keeps the edits', async () => {
    const t = setup();
    t.server.on('GET', GET, { status: 500, body: 'down' });
    t.server.on('POST', SAVE, { status: 200, body: { code: 500, msg: '保存配置失败' } });
    renderWithRuntime(t.runtime, <HomeSettings kind="tab" />);
    await screen.findByTestId('home-settings');
    expect(t.events['toast:show']).toEqual([]);
    expect(shown()).toEqual(['home', 'flowCenter']);
    fireEvent.click(screen.getByRole('checkbox', { name: '显示“搜索”' }));
    await act(async () => void fireEvent.click(screen.getByTestId('settings-save')));
    await waitFor(() => expect(t.events['toast:show'].map((toast) => toast.message)).toEqual(['保存配置失败']));
    expect(shown()).toEqual(['home', 'flowCenter', 'search']);
  });
});

describe('home settings model', () => {
  it('reads stored modules (object or JSON text), drops unknown and repeated keys, appends missing ones hidden', () => {
    const content = { modules: [{ key: 'search', isHidden: false }, { key: 'nope', isHidden: false }, { key: 'search', isHidden: true }] };
    expect(storedModules({ queryContent: content })).toEqual([{ key: 'search', isHidden: false }]);
    expect(storedModules({ queryContent: JSON.stringify(content) })).toEqual([{ key: 'search', isHidden: false }]);
    expect(storedModules({ queryContent: null })).toBeUndefined();
    expect(storedModules({ queryContent: '{bad' })).toBeUndefined();
    expect(readModules('tab', { queryContent: content }).map((m) => `${m.key}:${m.isHidden}`)).toEqual([
      'search:false', 'home:true', 'flowCenter:true', 'worklist:true', 'messageCenter:true', 'changeCalender:true', 'me:true',
    ]);
    expect(readModules('banner', undefined)).toEqual(defaultModules('banner'));
  });

  it('checks the rules and builds the save body and the bottom menu', () => {
    const tab = [{ key: 'home', isHidden: false, label: ' Desk ' }, { key: 'me', isHidden: false, label: 'desk' }, { key: 'search', isHidden: true, label: 'Desk' }];
    expect(validateModules('tab', tab, 'en')).toEqual([{ code: 'duplicateLabel', label: 'Desk', keys: ['home', 'me'] }]);
    // A custom label that equals another module's own label is a duplicate too.
    expect(validateModules('tab', [{ key: 'home', isHidden: false, label: '我的' }, { key: 'me', isHidden: false }], 'zh')).toHaveLength(1);
    expect(validateModules('banner', defaultModules('tab'), 'zh')).toEqual([{ code: 'tooFew', kind: 'banner', min: 4 }]);
    expect(moveItem(['a', 'b', 'c'], 0, 5)).toEqual(['b', 'c', 'a']);
    expect(saveBody('banner', [{ key: 'home', isHidden: false, label: 'x' }])).toEqual({ queryType: 'H5_CAROUSEL_LIST', queryContent: { modules: [{ key: 'home', isHidden: false }] } });
    expect(bottomMenuFromModules(tab)).toEqual([
      { key: 'home', title: { zh: 'Desk', en: 'Desk' }, path: '/homePage', icon: 'home' },
      { key: 'me', title: { zh: 'desk', en: 'desk' }, path: '/me', icon: 'user' },
    ]);
    expect(bottomMenuFromModules([{ key: 'home', isHidden: true }])).toBeUndefined();
  });
});
