// @vitest-environment jsdom
// The service catalogue against the fixture gateway: role-limited level-1 catalogues (zhangsan vs lisi), the
// auto-open of a level-1 catalogue without tiles, drilling to level 3 and back, tiles paged 20, adding and removing
// a common service with the spec's toasts, reordering (move buttons; sort sends the commonIds in order), a tile tap
// (use + recent, then the create page), the link to the service's page, the unknown icon, zh and en. The success:false answer runs on the fake server.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ServiceCatalog from '@plugins/blocks/service-catalog/service-catalog';
import { actAs, gatewayPerFile } from '../../../tests/unit/tickets/support';
import { ok, renderWithRuntime, setup } from '../../../tests/unit/react/support';

const gateway = gatewayPerFile();

const tabNames = () => within(screen.getByTestId('catalog-tabs')).getAllByRole('tab').map((tab) => tab.textContent);
const tileNames = () => screen.queryAllByTestId('catalog-tile').map((tile) => tile.querySelector('.sd-catalog-tile__name')?.textContent);
const openTab = (name: string) => fireEvent.click(within(screen.getByTestId('catalog-tabs')).getByRole('tab', { name }));

interface CommonAnswer {
  modelId: string;
  commonId: string;
}

describe('service catalogue', () => {
  it('a requester and a handler see different level-1 catalogues; common services first', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    const first = zhangsan.open('/flowCenter', <ServiceCatalog />);
    await waitFor(() => expect(tabNames()).toEqual(['常用服务', '最近使用', '办公IT', '网络与通信', '故障报修']));
    await waitFor(() => expect(tileNames()).toHaveLength(3));
    expect(screen.getByRole('button', { name: `从常用服务移除 ${tileNames()[0]}` })).toBeTruthy();
    first.unmount();

    const lisi = await actAs(gateway, 'lisi', { language: 'en' });
    lisi.open('/flowCenter', <ServiceCatalog />);
    await waitFor(() => expect(tabNames()).toContain('IT operations'));
    expect(tabNames().slice(0, 2)).toEqual(['Common', 'Recent']);
    expect(screen.getByRole('search', { name: 'Search services' })).toBeTruthy();
  });

  it('a level-1 catalogue without tiles opens its first sub-catalogue; drill to level 3 and back; 20 tiles a page', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan', { language: 'en' });
    zhangsan.open('/flowCenter', <ServiceCatalog />);
    await waitFor(() => expect(tabNames()).toContain('Office IT'));
    openTab('Office IT');
    // Office IT has no services of its own: Accounts and access (level 2) opens at once.
    await waitFor(() => expect(screen.getByTestId('catalog-panel').getAttribute('data-level')).toBe('2'));
    expect(screen.getByTestId('catalog-heading').textContent).toBe('Accounts and access');
    await waitFor(() => expect(tileNames()).toContain('Password reset'));
    // Its sub-catalogue, level 3.
    fireEvent.click(await screen.findByRole('button', { name: 'Business system access' }));
    await waitFor(() => expect(tileNames()).toContain('ERP access'));
    expect(screen.getByTestId('catalog-panel').getAttribute('data-level')).toBe('3');
    expect(within(screen.getByRole('navigation', { name: 'Catalogue path' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Office IT',
      'Accounts and access',
      'Business system access',
    ]);
    // Back to level 1: its sub-catalogues, no second auto-open.
    fireEvent.click(screen.getByRole('button', { name: 'Office IT' }));
    await screen.findByRole('button', { name: 'Software installation' });
    expect(screen.getByTestId('catalog-panel').getAttribute('data-level')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Software installation' }));
    await waitFor(() => expect(tileNames()).toHaveLength(20));
    fireEvent.click(screen.getByTestId('catalog-tiles-more'));
    await waitFor(() => expect(tileNames()).toHaveLength(24));
    expect(screen.queryByTestId('catalog-tiles-more')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back one level' }));
    await screen.findByRole('button', { name: 'Accounts and access' });
  });

  it('adds and removes a common service with the toasts', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    zhangsan.open('/flowCenter', <ServiceCatalog />);
    await waitFor(() => expect(tabNames()).toContain('网络与通信'));
    openTab('网络与通信');
    const star = await screen.findByRole('button', { name: '添加到常用服务 网络故障' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await screen.findByRole('button', { name: '从常用服务移除 网络故障' });
    expect(zhangsan.toasts('success')).toEqual(['已成功添加到常用服务']);
    const commons = await gateway.call<CommonAnswer[]>('zhangsan', 'GET', '/api/v2/catalog/user/commonlist');
    expect(commons.map((c) => c.modelId)).toEqual(['m-password-reset', 'm-vpn', 'm-printer-fault', 'm-network-fault']);

    openTab('常用服务');
    await waitFor(() => expect(tileNames()).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: '从常用服务移除 VPN开通' }));
    await waitFor(() => expect(tileNames()).toHaveLength(3));
    expect(zhangsan.toasts('success')).toEqual(['已成功添加到常用服务', '已成功从常用服务中移除']);
    expect((await gateway.call<CommonAnswer[]>('zhangsan', 'GET', '/api/v2/catalog/user/commonlist')).map((c) => c.modelId)).not.toContain('m-vpn');
  });

  it('reorders the common services with the move buttons; sort sends the commonIds in the new order', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan', { language: 'en' });
    zhangsan.open('/flowCenter', <ServiceCatalog />);
    await waitFor(() => expect(tileNames()).toHaveLength(3));
    const before = await gateway.call<CommonAnswer[]>('zhangsan', 'GET', '/api/v2/catalog/user/commonlist');
    fireEvent.click(screen.getByRole('button', { name: 'Reorder your common services' }));
    const last = tileNamesIn('catalog-sort-row')[2]!;
    const up = screen.getByRole('button', { name: `Move ${last} up` });
    fireEvent.click(up);
    fireEvent.click(screen.getByRole('button', { name: `Move ${last} up` }));
    expect(tileNamesIn('catalog-sort-row')[0]).toBe(last);
    expect(screen.getByRole('status').textContent).toBe(`${last} moved to position 1`);
    // At the top its "up" is disabled; the focus went to its "down".
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Move ${last} down` }));
    const posts: unknown[] = [];
    const post = zhangsan.runtime.request.post.bind(zhangsan.runtime.request);
    vi.spyOn(zhangsan.runtime.request, 'post').mockImplementation((path, body, options) => {
      if (path.endsWith('/catalog/user/sort')) posts.push(body);
      return post(path, body, options);
    });
    fireEvent.click(screen.getByTestId('catalog-sort-save'));
    await waitFor(() => expect(zhangsan.toasts('success')).toEqual(['The order of your common services is saved']));
    expect(posts).toEqual([{ ids: [before[2]!.commonId, before[0]!.commonId, before[1]!.commonId] }]);
    await waitFor(() => expect(tileNames()[0]).toBe(last));
    const after = await gateway.call<CommonAnswer[]>('zhangsan', 'GET', '/api/v2/catalog/user/commonlist');
    expect(after.map((c) => c.modelId)).toEqual([before[2]!.modelId, before[0]!.modelId, before[1]!.modelId]);
  });

  it('a tile tap counts the use, adds the service to recent and opens its create form', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    const view = zhangsan.open('/flowCenter', <ServiceCatalog />);
    await waitFor(() => expect(tabNames()).toContain('网络与通信'));
    openTab('网络与通信');
    const vpn = await screen.findByRole('link', { name: 'VPN开通' });
    const before = await gateway.call<{ useCount: number; processDefId: string }>('zhangsan', 'GET', '/api/v2/catalog/h5/model/m-vpn');
    expect(vpn.getAttribute('href')).toBe(`/orderCreate?processDefId=${encodeURIComponent(before.processDefId)}`);
    // Beside it, the link to the service's page (description, FAQ).
    expect(screen.getByRole('link', { name: '查看服务说明 VPN开通' }).getAttribute('href')).toBe(
      `/processTemplate?processDefId=${encodeURIComponent(before.processDefId)}&modelId=m-vpn`,
    );
    fireEvent.click(vpn);
    await waitFor(() => expect(view.location()).toBe(`/orderCreate?processDefId=${encodeURIComponent(before.processDefId)}`));
    await waitFor(async () => expect((await gateway.call<{ useCount: number }>('zhangsan', 'GET', '/api/v2/catalog/h5/model/m-vpn')).useCount).toBe(before.useCount + 1));
    // Neither call is waited for before navigating: each lands on its own.
    await waitFor(async () => {
      const recent = await gateway.call<{ records: Array<{ id: string }> }>('zhangsan', 'GET', '/api/v2/catalog/recent/findRecent?currentPage=1&pageSize=10');
      expect(recent.records[0]!.id).toBe('m-vpn');
    });
  });

  it('an unknown icon is logged once and drawn as the neutral icon', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const zhangsan = await actAs(gateway, 'zhangsan', { language: 'en' });
      zhangsan.open('/flowCenter', <ServiceCatalog />);
      await waitFor(() => expect(tabNames()).toContain('Office IT'));
      openTab('Office IT');
      await screen.findByRole('link', { name: 'Password reset' });
      fireEvent.click(screen.getByRole('button', { name: 'Back one level' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Devices and peripherals' }));
      const vr = (await screen.findByRole('link', { name: 'VR headset loan' })).closest('li')!;
      expect(vr.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('neutral');
      const printer = screen.getByRole('link', { name: 'Printer fault' }).closest('li')!;
      expect(printer.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('printer');
      const logged = error.mock.calls.filter((call) => String(call[0]).includes('vr-headset'));
      expect(logged).toHaveLength(1);
    } finally {
      error.mockRestore();
    }
  });
});

function tileNamesIn(testId: string) {
  return screen.getAllByTestId(testId).map((row) => row.querySelector('.sd-catalog-sort__name')?.textContent ?? '');
}

describe('service catalogue on a fake server', () => {
  it('success:false keeps things as they were and shows the answer (or the fallback)', async () => {
    const t = setup();
    const model = { id: 'm-1', name: 'VPN', description: 'Remote access', icon: 'network', processDefId: 'proc:1', commonId: null };
    t.server.on('GET', '/api/v2/catalog/h5/list', ok({ records: [], total: 0 }));
    t.server.on('GET', '/api/v2/catalog/user/commonlist', ok([]));
    t.server.on('GET', '/api/v2/catalog/recent/findRecent', ok({ records: [model], total: 1 }));
    t.server.on('POST', '/api/v2/catalog/user/save', ok({ success: false, commonId: null, message: '常用服务最多20个' }));
    const toasts: string[] = [];
    t.runtime.bus.on('toast:show', (toast) => void toasts.push(`${toast.type}:${toast.message}`));
    renderWithRuntime(t.runtime, <ServiceCatalog search={false} />);
    await screen.findByTestId('catalog-common-empty');
    openTab('最近使用');
    fireEvent.click(await screen.findByRole('button', { name: '添加到常用服务 VPN' }));
    await waitFor(() => expect(toasts).toEqual(['error:常用服务最多20个']));
    expect(screen.getByRole('button', { name: '添加到常用服务 VPN' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('search')).toBeNull();

    t.server.on('POST', '/api/v2/catalog/user/save', ok({ success: false }));
    fireEvent.click(screen.getByRole('button', { name: '添加到常用服务 VPN' }));
    await waitFor(() => expect(toasts).toEqual(['error:常用服务最多20个', 'error:操作失败，请重试']));
    expect(screen.getByRole('button', { name: '添加到常用服务 VPN' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('reorders by dragging the handle; save sends the dragged order', async () => {
    const t = setup({ language: 'en' });
    const models = ['a', 'b', 'c'].map((id) => ({ id, name: `S ${id}`, description: '', icon: 'key', processDefId: `p:${id}`, commonId: `cm-${id}` }));
    t.server.on('GET', '/api/v2/catalog/h5/list', ok({ records: [], total: 0 }));
    t.server.on('GET', '/api/v2/catalog/user/commonlist', ok(models));
    t.server.on('POST', '/api/v2/catalog/user/sort', ok([]));
    renderWithRuntime(t.runtime, <ServiceCatalog />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reorder your common services' }));
    screen.getAllByTestId('catalog-sort-row').forEach((row, i) => {
      row.getBoundingClientRect = () => ({ top: i * 56, height: 56, bottom: (i + 1) * 56, left: 0, right: 390, width: 390, x: 0, y: i * 56, toJSON: () => ({}) });
    });
    const list = screen.getByRole('list', { name: 'Order of common services' });
    fireEvent.pointerDown(screen.getAllByTestId('catalog-sort-handle')[0]!, { pointerId: 1, clientY: 20 });
    fireEvent.pointerMove(list, { pointerId: 1, clientY: 56 * 2 + 30 });
    fireEvent.pointerUp(list, { pointerId: 1, clientY: 56 * 2 + 30 });
    expect(tileNamesIn('catalog-sort-row')).toEqual(['S b', 'S c', 'S a']);
    fireEvent.click(screen.getByTestId('catalog-sort-save'));
    await waitFor(() => expect(t.server.callsTo('/api/v2/catalog/user/sort').map((call) => call.data)).toEqual([{ ids: ['cm-b', 'cm-c', 'cm-a'] }]));
  });
});
