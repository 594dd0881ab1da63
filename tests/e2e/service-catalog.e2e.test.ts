// The service catalogue in real Chromium (390x844) on the built app and the fixture gateway (issue 17): a requester
// (Zhang San, zh) and a handler (Li Si, en) see different catalogues; Zhang San adds, reorders (keyboard) and removes
// common services, drills through three levels (Office IT opens its first sub-catalogue), searches (popular, then
// history), starts a ticket from a service, saves it as a draft and finds the service first under "recent"; Li Si
// opens a service's page (FAQ) and starts from there. Screenshots in zh and en go to tests/e2e/screenshots/.
// Run `npm run build:app` first.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, gatewayApi, expectClean, login, settledScreenshot } from './support';

const suite = browserSuite();

interface CommonAnswer {
  modelId: string;
}

const tabs = (page: Page) => page.getByTestId('catalog-tabs').getByRole('tab').allInnerTexts();
const tileNames = (page: Page) => page.locator('[data-testid="catalog-tab-panel"] .sd-catalog-tile__name').allInnerTexts();
const commons = async (user: string) => (await gatewayApi<CommonAnswer[]>(suite.server, user, 'GET', '/api/v2/catalog/user/commonlist')).map((c) => c.modelId);
const openTab = (page: Page, name: string) => page.getByTestId('catalog-tabs').getByRole('tab', { name, exact: true }).click();


async function toast(page: Page, text: string): Promise<void> {
  await page.locator('[data-feedback="toast-host"]').getByText(text, { exact: true }).first().waitFor({ timeout: 15000 });
}


describe('service catalogue', () => {
  it('a requester adds, reorders and removes common services, drills three levels, searches and starts a ticket found under recent', async () => {
    const phone = await suite.phone();
    const { page } = phone;
    await login(page, suite.server, 'zhangsan', '/flowCenter');
    await page.getByTestId('service-catalog').waitFor();
    await expect.poll(() => tabs(page)).toEqual(['常用服务', '最近使用', '办公IT', '网络与通信', '故障报修']);
    await expect.poll(() => tileNames(page)).toEqual(['密码重置', 'VPN开通', '打印机故障']);
    await settledScreenshot(page, 'catalog-common-zh');

    // Add a service from a level-1 catalogue: its star turns on, the spec's toast.
    await openTab(page, '网络与通信');
    const star = page.getByRole('button', { name: '添加到常用服务 访客Wi-Fi' });
    await star.click();
    await toast(page, '已成功添加到常用服务');
    await page.getByRole('button', { name: '从常用服务移除 访客Wi-Fi' }).waitFor();
    expect(await commons('zhangsan')).toEqual(['m-password-reset', 'm-vpn', 'm-printer-fault', 'm-guest-wifi']);
    await settledScreenshot(page, 'catalog-level1-zh');

    // Reorder with the keyboard: the new service up to first place, saved as the ordered commonIds.
    await openTab(page, '常用服务');
    await expect.poll(() => tileNames(page)).toHaveLength(4);
    await page.getByRole('button', { name: '调整常用服务的顺序' }).click();
    const up = page.getByRole('button', { name: '上移 访客Wi-Fi' });
    await up.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('catalog-sort-row').first().innerText()).toContain('访客Wi-Fi');
    await settledScreenshot(page, 'catalog-sort-zh');
    await page.getByTestId('catalog-sort-save').click();
    await toast(page, '常用服务顺序已保存');
    await expect.poll(() => commons('zhangsan')).toEqual(['m-guest-wifi', 'm-password-reset', 'm-vpn', 'm-printer-fault']);
    await expect.poll(() => tileNames(page)).toEqual(['访客Wi-Fi', '密码重置', 'VPN开通', '打印机故障']);

    // Remove one.
    await page.getByRole('button', { name: '从常用服务移除 VPN开通' }).click();
    await toast(page, '已成功从常用服务中移除');
    await expect.poll(() => tileNames(page)).toEqual(['访客Wi-Fi', '密码重置', '打印机故障']);
    expect(await commons('zhangsan')).toEqual(['m-guest-wifi', 'm-password-reset', 'm-printer-fault']);

    // Office IT has no services of its own: its first sub-catalogue (level 2) opens; then level 3.
    await openTab(page, '办公IT');
    await expect.poll(() => page.getByTestId('catalog-panel').getAttribute('data-level')).toBe('2');
    expect(await page.getByTestId('catalog-heading').innerText()).toBe('账号与权限');
    await page.getByRole('button', { name: '业务系统权限' }).click();
    await expect.poll(() => page.getByTestId('catalog-panel').getAttribute('data-level')).toBe('3');
    await expect.poll(() => tileNames(page)).toEqual(['ERP权限', 'CRM权限', '财务系统权限']);
    expect(await page.getByRole('navigation', { name: '目录路径' }).getByRole('listitem').allInnerTexts()).toEqual(['办公IT', '账号与权限', '业务系统权限']);
    await settledScreenshot(page, 'catalog-level3-zh');

    // Search: popular searches first; a popular one searches at once, then it is in the history.
    await page.getByTestId('catalog-search').click();
    await page.waitForURL((url) => url.pathname === '/search');
    await page.getByTestId('search-popular').waitFor();
    await settledScreenshot(page, 'catalog-search-idle-zh');
    await page.getByTestId('search-popular-item').filter({ hasText: 'VPN' }).click();
    await page.getByTestId('search-result').filter({ hasText: 'VPN开通' }).waitFor();
    await settledScreenshot(page, 'catalog-search-results-zh');
    await page.getByTestId('search-input').fill('');
    await page.getByTestId('search-history').waitFor();
    expect((await page.getByTestId('search-history-item').allInnerTexts())[0]).toBe('VPN');
    // Typing searches after the pause: trimmed, by description too.
    await page.getByTestId('search-input').fill('  远程 ');
    await page.getByTestId('search-result').filter({ hasText: 'VPN开通' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/flowCenter');

    // Start a ticket from a service (level 3), save it as a draft; the service is first under recent.
    await openTab(page, '办公IT');
    await page.getByRole('button', { name: '业务系统权限' }).click();
    await page.getByRole('link', { name: 'ERP权限', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/orderCreate');
    await page.getByTestId('order-create').waitFor();
    expect(await page.getByTestId('order-create-process').innerText()).toBe('服务请求');
    await page.locator('[data-field="title"]').getByRole('textbox').fill('ERP 采购模块只读权限');
    await page.getByTestId('order-create-save-draft').click();
    await toast(page, '草稿已保存！');
    await page.goto(new URL('flowCenter', suite.server.url).toString());
    await openTab(page, '最近使用');
    await expect.poll(async () => (await tileNames(page))[0]).toBe('ERP权限');
    await settledScreenshot(page, 'catalog-recent-zh');
    expectClean(phone);
  });

  it('a handler sees the IT operations catalogue, opens a service’s page with its FAQ and starts there (en)', async () => {
    const phone = await suite.phone({ locale: 'en-US' });
    const { page } = phone;
    await login(page, suite.server, 'lisi', '/flowCenter');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await page.getByTestId('service-catalog').waitFor();
    await expect.poll(() => tabs(page)).toEqual(['Common', 'Recent', 'Office IT', 'Network and communication', 'Fault reporting', 'IT operations']);
    await expect.poll(() => tileNames(page)).toEqual(['Standard change', 'Network fault']);
    await settledScreenshot(page, 'catalog-common-en');

    // IT operations has no services of its own: Change management opens; Database changes is level 3.
    await openTab(page, 'IT operations');
    await expect.poll(() => page.getByTestId('catalog-heading').innerText()).toBe('Change management');
    await page.getByRole('button', { name: 'Database changes' }).click();
    await expect.poll(() => tileNames(page)).toEqual(['Database scale-out', 'Database schema change']);
    await settledScreenshot(page, 'catalog-level3-en');

    // A service's page: path, description, FAQ; Start counts as a start from the service.
    await openTab(page, 'Office IT');
    await page.getByRole('link', { name: 'About Password reset' }).click();
    await page.waitForURL((url) => url.pathname === '/processTemplate' && url.searchParams.get('modelId') === 'm-password-reset');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await faq.waitFor();
    expect(await page.getByTestId('template-path').innerText()).toContain('Office IT / Accounts and access');
    // A question opens with the keyboard.
    await faq.locator('summary').first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => faq.locator('details').first().evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await settledScreenshot(page, 'catalog-service-page-en');
    await page.getByTestId('template-start').click();
    await page.waitForURL((url) => url.pathname === '/orderCreate');
    await page.getByTestId('order-create').waitFor();
    await page.goBack();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/flowCenter');
    await openTab(page, 'Recent');
    await expect.poll(async () => (await tileNames(page))[0]).toBe('Password reset');
    await settledScreenshot(page, 'catalog-recent-en');
    expectClean(phone);
  });
});
