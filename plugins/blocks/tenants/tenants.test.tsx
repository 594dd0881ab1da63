// @vitest-environment jsdom
// The tenant lists (/topTenants, /subTenants): logos, the current account marked, expired and deactivated ones tagged
// and not choosable (with the reason), choosing one sends the browser to the switch address, failures stay silent.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithRuntime, setup } from '../../../tests/unit/react/support';
import TopTenants from './top-tenants';
import SubTenants from './sub-tenants';
import { homeAddress, readTenantAccounts, switchAddress } from './model';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TOP = '/api/v2/base/account/topAccountList';
const SUB = '/api/v2/base/account/subAccountList';
const logo = (id: string) => `/gateway/dosm/api/v2/base/account/logo/${id}`;

const topAccounts = [
  { accountId: '110', name: '示例科技集团', logo: logo('110'), state: 'normal', current: true },
  { accountId: '210', name: '示例云服务', logo: logo('210'), state: 'expired', current: false },
  { accountId: '310', name: 'Example Labs', logo: logo('310'), state: 'normal', current: false },
];
const subAccounts = [
  { accountId: '110', name: 'Example Tech Group', logo: logo('110'), state: 'normal', current: false },
  { accountId: '111', name: 'East China Branch', logo: '', state: 'normal', current: true },
  { accountId: '112', name: 'South China Branch', logo: logo('112'), state: 'deactivated', current: false },
];

describe('tenant lists', () => {
  it('lists the top accounts with expired ones, logos named, the current one marked, expired not choosable with the reason', async () => {
    const t = setup();
    t.server.on('GET', TOP, ok(topAccounts));
    renderWithRuntime(t.runtime, <TopTenants />);
    const list = await screen.findByRole('list', { name: '可切换的租户' });
    expect(t.server.callsTo(TOP)[0]!.params).toEqual({ includeExpireEnterprise: 'true' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual(['示例科技集团当前', '示例云服务已过期', 'Example Labs']);
    expect(within(list).getByRole('img', { name: '示例云服务的标志' }).getAttribute('src')).toBe(logo('210'));
    const [current, expired, labs] = rows as [HTMLButtonElement, HTMLButtonElement, HTMLButtonElement];
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(current.disabled).toBe(true);
    expect(expired.disabled).toBe(true);
    expect(document.getElementById(expired.getAttribute('aria-describedby')!)?.textContent).toBe('该账户已过期，不能切换');
    expect(labs.disabled).toBe(false);
    expect(labs.getAttribute('aria-current')).toBeNull();

    fireEvent.click(expired);
    expect(t.host.assigned).toEqual([]);
    fireEvent.click(labs);
    expect(t.host.assigned).toEqual([
      `/gateway/dosm/api/v2/base/account/exchangeTopAccount?switchAccountId=310&service=${encodeURIComponent('http://localhost/homePage')}&type=h5`,
    ]);
    // A second tap while the browser leaves sends nothing more.
    fireEvent.click(labs);
    expect(t.host.assigned).toHaveLength(1);
  });

  it('lists the sub-accounts in English, the deactivated one tagged; a missing logo is asked for with get logo', async () => {
    const t = setup({ language: 'en' });
    t.server.on('GET', SUB, ok(subAccounts));
    t.server.on('POST', '/api/v2/base/account/getLogo', ok([{ accountId: '111', logo: logo('111') }]));
    renderWithRuntime(t.runtime, <SubTenants />);
    const list = await screen.findByRole('list', { name: 'Sub-tenants you can switch to' });
    expect(within(list).getAllByTestId('tenant-tag').map((tag) => tag.textContent)).toEqual(['Deactivated']);
    expect(t.server.callsTo('/api/v2/base/account/getLogo')[0]!.data).toEqual({ accountIds: ['111'] });
    expect(within(list).getByRole('img', { name: 'Logo of East China Branch' }).getAttribute('src')).toBe(logo('111'));
    const deactivated = within(list).getByRole('button', { name: /South China Branch/ }) as HTMLButtonElement;
    expect(deactivated.disabled).toBe(true);
    expect(document.getElementById(deactivated.getAttribute('aria-describedby')!)?.textContent).toBe('This account is deactivated and cannot be chosen');
    fireEvent.click(within(list).getByRole('button', { name: /Example Tech Group/ }));
    expect(t.host.assigned).toEqual([
      `/gateway/dosm/api/v2/base/account/switchAccount?switchAccountId=110&service=${encodeURIComponent('http://localhost/homePage')}&type=h5`,
    ]);
  });

  it('fails silently: the error is logged, the empty state shows, no toast', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const t = setup();
    t.server.on('GET', SUB, { status: 500, body: { code: 500, msg: 'boom' } });
    renderWithRuntime(t.runtime, <SubTenants />);
    expect((await screen.findByTestId('tenant-list-empty')).textContent).toContain('暂无可切换的账户');
    expect(log).toHaveBeenCalled();
    expect(t.events['toast:show']).toEqual([]);
    expect(screen.queryByRole('button', { name: /重试|Retry/ })).toBeNull();
  });

  it('takes the switch path and client type from its props', async () => {
    const t = setup();
    t.server.on('GET', TOP, ok(topAccounts));
    renderWithRuntime(t.runtime, <TopTenants switchPath="/sso/exchange" clientType="wecom" />);
    fireEvent.click(await screen.findByRole('button', { name: /Example Labs/ }));
    expect(t.host.assigned[0]).toMatch(/^\/gateway\/dosm\/sso\/exchange\?switchAccountId=310&service=.+&type=wecom$/);
  });
});

describe('tenant model', () => {
  it('reads list answers: unknown states are normal, rows without an id or repeated ones dropped', () => {
    expect(readTenantAccounts({ records: [{ accountId: 7, name: '', state: 'odd', current: 'yes' }, { name: 'x' }, { accountId: '7' }] })).toEqual([
      { accountId: '7', name: '7', logo: '', state: 'normal', current: false },
    ]);
    expect(readTenantAccounts(null)).toEqual([]);
  });

  it('builds the home address to come back to, and the switch address on an absolute apiBase', () => {
    expect(homeAddress({ routerMode: 'browser', basePath: '/', homePath: '/homePage' }, 'http://a.example/me?x=1')).toBe('http://a.example/homePage');
    expect(homeAddress({ routerMode: 'browser', basePath: '/desk/', homePath: '/homePage' }, 'http://a.example/desk/me')).toBe('http://a.example/desk/homePage');
    expect(homeAddress({ routerMode: 'hash', basePath: '/', homePath: '/homePage' }, 'http://a.example/#/me')).toBe('http://a.example/#/homePage');
    expect(switchAddress({ apiBase: 'https://api.example.com/gateway/dosm/', path: '/api/v2/base/account/switchAccount', accountId: 'a&b', service: 'http://a.example/homePage' })).toBe(
      'https://api.example.com/gateway/dosm/api/v2/base/account/switchAccount?switchAccountId=a%26b&service=http%3A%2F%2Fa.example%2FhomePage&type=h5',
    );
  });
});
