// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JsonPage } from '@react';
import { ok, renderWithRuntime, setup, zhangsan } from '../../../tests/unit/react/support';
import packageJson from '../../../package.json';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-prefers-color-scheme');
});

/** A `matchMedia` whose dark preference the test flips. */
function stubSystemScheme(dark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const state = { dark };
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query.includes('dark') && state.dark;
    },
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    state.dark = next;
    for (const listener of [...listeners]) listener({ matches: next });
  };
}
// Load the lazy block once up front, so the first test does not race the module transform.
beforeAll(() => import('@plugins/blocks/me-page/me-page'));

describe('mePage block', () => {
  it('shows the current user, account and group', async () => {
    const t = setup();
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'mePage' }]} />);
    expect((await screen.findByTestId('me-name')).textContent).toBe('张三');
    expect(screen.getByText('账号：zhangsan')).toBeTruthy();
    expect(screen.getByText('所属组：一线服务台')).toBeTruthy();
  });

  it('falls back to the account name when there is no display name', async () => {
    const t = setup({ loginInfo: { user: { userId: '7', userName: 'wangwu', accountId: 'acc-7' }, rbac: [] } });
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'mePage' }]} />);
    expect((await screen.findByTestId('me-name')).textContent).toBe('wangwu');
    expect(screen.queryByText(/账号/)).toBeNull();
    expect(screen.getByText('所属组：未分组')).toBeTruthy();
  });

  it('switches the language: texts change, the choice is stored under `language`, names reload in it', async () => {
    const t = setup();
    t.server.on('GET', '/api/v2/base/menuPermission/login', (call) =>
      ok(call.headers.language === 'en' ? { ...zhangsan, user: { ...zhangsan.user, name: 'Zhang San', groupName: 'Service desk L1' } } : zhangsan),
    );
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'mePage' }]} />);
    expect(await screen.findByText('语言')).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
    fireEvent.click(screen.getByText('English'));
    expect(await screen.findByText('Language')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(await screen.findByText('Group: Service desk L1')).toBeTruthy();
    expect(screen.getByTestId('me-name').textContent).toBe('Zhang San');
    expect(t.runtime.i18n.language()).toBe('en');
    expect(t.storage.getItem('language')).toBe('en');
    fireEvent.click(screen.getByText('中文'));
    expect(await screen.findByText('语言')).toBeTruthy();
  });

  it('offers the languages as radios of one group, reachable by Tab, each named in its own language', async () => {
    const t = setup();
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'mePage' }]} />);
    const group = await screen.findByRole('group', { name: '语言' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false]);
    expect(new Set(radios.map((radio) => (radio as HTMLInputElement).name)).size).toBe(1);
    expect(radios.every((radio) => radio.tabIndex === 0 && !(radio as HTMLInputElement).disabled)).toBe(true);
    expect(within(group).getByText('English').closest('label')?.getAttribute('lang')).toBe('en');
    fireEvent.click(within(group).getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('group', { name: 'Language' })).toBeTruthy();
  });

  it('chooses the colour scheme: follow the system by default, light or dark stored under `theme` and applied to <html>', async () => {
    stubSystemScheme(false);
    const t = setup();
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'mePage' }]} />);
    const group = await screen.findByRole('group', { name: '外观' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['system', 'light', 'dark']);
    expect((within(group).getByRole('radio', { name: '跟随系统' }) as HTMLInputElement).checked).toBe(true);
    expect(document.documentElement.getAttribute('data-prefers-color-scheme')).toBe('light');
    fireEvent.click(within(group).getByRole('radio', { name: '深色' }));
    expect((within(group).getByRole('radio', { name: '深色' }) as HTMLInputElement).checked).toBe(true);
    expect(t.storage.getItem('theme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-prefers-color-scheme')).toBe('dark');
    fireEvent.click(within(group).getByRole('radio', { name: '浅色' }));
    expect(t.storage.getItem('theme')).toBe('light');
    expect(document.documentElement.getAttribute('data-prefers-color-scheme')).toBe('light');
  });

  it('starts from the stored scheme, and follows system changes live only while following the system', async () => {
    const setSystem = stubSystemScheme(true);
    const t = setup({ language: 'en' });
    t.storage.setItem('theme', 'light');
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'mePage' }]} />);
    const group = await screen.findByRole('group', { name: 'Appearance' });
    expect((within(group).getByRole('radio', { name: 'Light' }) as HTMLInputElement).checked).toBe(true);
    expect(document.documentElement.getAttribute('data-prefers-color-scheme')).toBe('light');
    fireEvent.click(within(group).getByRole('radio', { name: 'Follow system' }));
    expect(document.documentElement.getAttribute('data-prefers-color-scheme')).toBe('dark');
    setSystem(false);
    await waitFor(() => expect(document.documentElement.getAttribute('data-prefers-color-scheme')).toBe('light'));
    fireEvent.click(within(group).getByRole('radio', { name: 'Dark' }));
    setSystem(false);
    expect(document.documentElement.getAttribute('data-prefers-color-scheme')).toBe('dark');
  });

  it('logs out after confirmation: revokes the token at the server, clears the session and goes to the login address', async () => {
    const t = setup();
    t.server.on('POST', '/api/v2/base/logout', ok(true));
    const token = t.storage.getItem('token');
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'mePage' }]} />);
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    fireEvent.click(await screen.findByText('确定'));
    await waitFor(() => expect(t.host.assigned).toEqual([`/login?redirect=${encodeURIComponent('http://localhost/homePage')}`]));
    expect(t.server.callsTo('/api/v2/base/logout').map((call) => call.headers.Authorization)).toEqual([`Bearer ${token}`]);
    expect(t.storage.getItem('token')).toBeNull();
    expect(t.storage.getItem('loginInfo')).toBeNull();
  });

  it('keeps the session when logout is cancelled', async () => {
    const t = setup();
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'mePage' }]} />);
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    fireEvent.click(await screen.findByText('取消'));
    await waitFor(() => expect(screen.queryByText('确定退出登录吗？')).toBeNull());
    expect(t.host.assigned).toEqual([]);
    expect(t.storage.getItem('token')).not.toBeNull();
  });

  it('shows the role, the tenant of the tenant detail, and the app version under About', async () => {
    const t = setup({ loginInfo: { ...zhangsan, user: { ...zhangsan.user, roleName: '申请人' } } });
    t.server.on('GET', '/api/v2/tenant/getTenantDetail', ok({ accountId: '110', name: '示例科技集团' }));
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'mePage' }]} />);
    expect((await screen.findByTestId('me-tenant')).textContent).toBe('租户：示例科技集团');
    expect(screen.getByTestId('me-role').textContent).toBe('角色：申请人');
    expect(screen.getByText('所属组：一线服务台')).toBeTruthy();
    expect(screen.getByText('关于')).toBeTruthy();
    expect(screen.getByTestId('me-version').textContent).toBe(`版本 ${packageJson.version}`);
    expect(packageJson.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('shows no tenant (and no error) when the tenant detail fails', async () => {
    const t = setup();
    t.server.on('GET', '/api/v2/tenant/getTenantDetail', { status: 500, body: { code: 500, msg: 'boom' } });
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'mePage' }]} />);
    await screen.findByTestId('me-name');
    await waitFor(() => expect(t.server.callsTo('/api/v2/tenant/getTenantDetail')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('me-tenant')).toBeNull();
    expect(screen.queryByText(/boom|失败/)).toBeNull();
    expect(t.events['toast:show']).toEqual([]);
  });

  it('offers the tenant switches only for lists with more than one account, as links to their pages', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const t = setup({ language: 'en' });
    const account = (accountId: string, extra: Record<string, unknown> = {}) => ({ accountId, name: accountId, logo: '', state: 'normal', current: false, ...extra });
    t.server.on('GET', '/api/v2/base/account/topAccountList', ok([account('110', { current: true }), account('210', { state: 'expired' })]));
    t.server.on('GET', '/api/v2/base/account/subAccountList', ok([account('110', { current: true })]));
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'mePage' }]} />);
    const entry = await screen.findByRole('link', { name: 'Switch tenant' });
    expect(entry.getAttribute('href')).toBe('/topTenants');
    expect(t.server.callsTo('/api/v2/base/account/topAccountList')[0]!.params).toEqual({ includeExpireEnterprise: 'true' });
    expect(screen.queryByRole('link', { name: 'Switch sub-tenant' })).toBeNull();
    fireEvent.click(entry);
    expect(t.events['router:navigate']).toEqual([{ to: '/topTenants' }]);
    cleanup();

    // Both lists failing: logged, no entries, no toast.
    const failing = setup();
    failing.server.on('GET', '/api/v2/base/account/topAccountList', { status: 500, body: { code: 500, msg: 'boom' } });
    failing.server.on('GET', '/api/v2/base/account/subAccountList', ok([account('110'), account('111')]));
    renderWithRuntime(failing.runtime, <JsonPage blocks={[{ name: 'mePage' }]} />);
    expect((await screen.findByRole('link', { name: '切换子租户' })).getAttribute('href')).toBe('/subTenants');
    expect(screen.queryByRole('link', { name: '切换租户' })).toBeNull();
    expect(log).toHaveBeenCalled();
    expect(failing.events['toast:show']).toEqual([]);
    log.mockRestore();
  });
});
