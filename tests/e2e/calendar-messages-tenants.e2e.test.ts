// Issue 19 in real Chromium (390x844) on the built app and the fixture gateway: the change calendar (status filter,
// settings that hide closed and finished changes, month switch, a change opened from a day), the message centre (an
// announcement read from the home banner's badge, which drops; hostile markup sanitised), tenant switching (to a
// sub-tenant and back through the switch redirect and the login page's one-time code; an expired tenant cannot be
// chosen) and a template's process page from the flow center. Screenshots in zh and en go to tests/e2e/screenshots/.
// Run `npm run build:app` first.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, browserSuite, expectClean, gatewayApi, login, settledScreenshot } from './support';

const suite = browserSuite();

interface DayGroup {
  days: string;
  mdlInstanceViewEntities: unknown[];
}

/** The grid's counts per day (only days with changes), once the month has loaded. */
async function gridCounts(page: Page, month: string): Promise<Record<string, number>> {
  await page.locator(`[data-testid="calendar-grid"][data-month="${month}"][data-loaded="true"]`).waitFor({ timeout: 15000 });
  const cells = await page.getByTestId('calendar-day-cell').evaluateAll((nodes) => nodes.map((n) => [n.getAttribute('data-date') ?? '', Number(n.getAttribute('data-count') ?? 0)] as const));
  return Object.fromEntries(cells.filter(([date, count]) => date && count > 0));
}

/** The gateway's counts per day of `month` for `statusList`, as the calendar must show them. */
async function serverCounts(user: string, month: string, statusList: number[]): Promise<Record<string, number>> {
  const days = await gatewayApi<DayGroup[]>(suite.server, user, 'POST', '/api/v2/biz/h5workOrder/getListInMonth', { listType: 'CHANGE_CALENDAR', month, statusList, timeZoneOffset: 480 });
  return Object.fromEntries(days.filter((d) => d.mdlInstanceViewEntities.length > 0).map((d) => [d.days, d.mdlInstanceViewEntities.length]));
}

const shownMonth = async (page: Page) => (await page.getByTestId('calendar-grid').getAttribute('data-month')) ?? '';

async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('[data-feedback="toast-host"]').getByText(text).first().waitFor({ timeout: 15000 });
}

describe('change calendar', () => {
  it('filters by status, hides closed and finished changes in the settings, switches months and opens a change from a day', async () => {
    const phone = await suite.phone();
    const { page } = phone;
    await login(page, suite.server, 'zhangsan', '/changeCalender');
    await page.getByTestId('change-calendar').waitFor();
    const month = await shownMonth(page);
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    // By default: in process, finished and closed (nothing is hidden yet).
    const all = await serverCounts('zhangsan', month, [0, 40, 20]);
    expect(Object.keys(all).length).toBeGreaterThan(10);
    await expect.poll(() => gridCounts(page, month)).toEqual(all);
    await settledScreenshot(page, 'calendar-month-zh');

    // Untick "closed": the month shows in-process and finished changes only.
    await page.getByTestId('calendar-filter-closed').click();
    const openOrFinished = await serverCounts('zhangsan', month, [0, 20]);
    expect(openOrFinished).not.toEqual(all);
    await expect.poll(() => gridCounts(page, month)).toEqual(openOrFinished);

    // The settings hide closed and finished changes: back on the calendar, only in-process ones, the chips follow.
    await page.getByTestId('calendar-settings-link').click();
    await page.waitForURL((url) => url.pathname === '/changeCalenderSetting');
    for (const key of ['isHideClose', 'isHideFinish']) {
      const item = page.getByTestId(`calendar-setting-${key}`);
      await item.click();
      await expect.poll(() => item.isChecked()).toBe(true);
      await toast(page, '设置已保存');
      await expect.poll(async () => (await gatewayApi<Record<string, boolean>>(suite.server, 'zhangsan', 'GET', '/api/v2/biz/change/calendar/get/setting'))[key]).toBe(true);
    }
    await settledScreenshot(page, 'calendar-setting-zh');
    await page.getByTestId('nav-back').click();
    await page.waitForURL((url) => url.pathname === '/changeCalender');
    const inProcess = await serverCounts('zhangsan', month, [0]);
    await expect.poll(() => gridCounts(page, month)).toEqual(inProcess);
    expect(await page.getByTestId('calendar-filter-closed').locator('input').isChecked()).toBe(false);
    expect(await page.getByTestId('calendar-filter-finished').locator('input').isChecked()).toBe(false);
    expect(await page.getByTestId('calendar-filter-inProcess').locator('input').isChecked()).toBe(true);

    // The next month, with the same filter.
    await page.getByTestId('calendar-next').click();
    await expect.poll(() => shownMonth(page)).not.toBe(month);
    const next = await shownMonth(page);
    await expect.poll(() => gridCounts(page, next)).toEqual(await serverCounts('zhangsan', next, [0]));

    // A day with changes lists them; a change opens its ticket.
    const busiest = Object.entries(await gridCounts(page, next)).sort((a, b) => b[1] - a[1])[0]!;
    await page.locator(`[data-testid="calendar-day-cell"][data-date="${busiest[0]}"]`).click();
    await expect.poll(() => page.getByTestId('calendar-day-changes').getByTestId('calendar-change').count()).toBe(busiest[1]);
    const change = page.getByTestId('calendar-day-changes').getByTestId('calendar-change').first();
    const workOrderId = (await change.getAttribute('data-id'))!;
    const number = (await change.innerText()).match(/CHG-\d+/)![0];
    await change.click();
    await page.waitForURL((url) => url.pathname === '/orderDetails' && url.searchParams.get('id') === workOrderId);
    await page.getByText(number).first().waitFor({ timeout: 15000 });
    expectClean(phone);
  });

  it('in English: the month and list views', async () => {
    const phone = await suite.phone({ locale: 'en-US' });
    const { page } = phone;
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await login(page, suite.server, 'lisi', '/changeCalender');
    const month = await (async () => {
      await page.getByTestId('calendar-grid').waitFor();
      return shownMonth(page);
    })();
    await gridCounts(page, month);
    await expect.poll(() => page.getByTestId('calendar-title').innerText()).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    await settledScreenshot(page, 'calendar-month-en');

    // Keyboard only: the chosen day is the grid's one tab stop; an arrow moves to the day before, Enter chooses it.
    const chosen = page.locator('[data-testid="calendar-day-cell"][aria-pressed="true"]');
    const date = (await chosen.getAttribute('data-date'))!;
    const before = new Date(Date.parse(`${date}T00:00:00Z`) - 86400000).toISOString().slice(0, 10);
    await chosen.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(before);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`[data-testid="calendar-day-cell"][data-date="${before}"]`).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('calendar-day-heading').innerText()).toContain(` ${Number(before.slice(8))} (`);
    await page.getByRole('tab', { name: 'List' }).click();
    await page.getByTestId('calendar-list-changes').getByTestId('calendar-change').first().waitFor({ timeout: 15000 });
    await settledScreenshot(page, 'calendar-list-en');
    expectClean(phone);
  });
});

describe('messages and announcements', () => {
  it('reads an announcement from the home banner: the badge drops; hostile markup never runs', async () => {
    const phone = await suite.phone();
    const { page } = phone;
    await login(page, suite.server, 'zhangsan', '/homePage');
    const badge = page.getByTestId('home-shortcut-messageCenter-unread');
    await badge.waitFor({ timeout: 15000 });
    const before = Number(await badge.getAttribute('data-count'));
    expect(before).toBeGreaterThan(0);
    await page.getByRole('link', { name: new RegExp(`^消息中心\\s*，?\\s*${before} 条未读$`) }).click();
    await page.waitForURL((url) => url.pathname === '/messageCenter');
    const announcements = page.getByTestId('message-announcements');
    await announcements.waitFor();
    await settledScreenshot(page, 'messages-center-zh');

    await announcements.click();
    await page.waitForURL((url) => url.pathname === '/messageCenterList');
    const unread = page.locator('[data-testid="message-row"][data-read="false"]');
    await unread.first().waitFor();
    const unreadBefore = await unread.count();
    await settledScreenshot(page, 'messages-announcements-zh');
    const key = (await unread.first().getAttribute('data-row-key'))!;
    await unread.first().click();
    await page.waitForURL((url) => url.pathname === '/messageDetail');
    await page.getByTestId('message-detail-body').waitFor();
    await settledScreenshot(page, 'messages-detail-zh');

    await page.getByTestId('nav-back').click();
    await expect.poll(() => page.locator(`[data-testid="message-row"][data-row-key="${key}"]`).getAttribute('data-read')).toBe('true');
    expect(await unread.count()).toBe(unreadBefore - 1);
    await page.goto(appUrl(suite.server, '/homePage'));
    await expect.poll(() => badge.getAttribute('data-count'), { timeout: 15000 }).toBe(String(before - 1));

    // The announcement with a script, an onerror handler and a javascript: link shows its text only.
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(appUrl(suite.server, '/messageDetail?id=ann-20261120-phishing&type=announcement'));
    const body = page.getByTestId('message-detail-body');
    await body.getByText('security@example.com', { exact: false }).waitFor();
    const html = await body.innerHTML();
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    await page.waitForTimeout(300);
    expect(dialogs).toBe(0);
    expectClean(phone);
  });

  it('in English: the centre and a ticket message that opens its ticket', async () => {
    const phone = await suite.phone({ locale: 'en-US' });
    const { page } = phone;
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await login(page, suite.server, 'lisi', '/messageCenter');
    await page.getByTestId('message-announcements').waitFor();
    await settledScreenshot(page, 'messages-center-en');
    await page.locator('[data-testid="message-category"][data-category="TICKET"]').click();
    await page.getByTestId('message-row').first().waitFor();
    await settledScreenshot(page, 'messages-list-en');
    await page.getByTestId('message-row').first().click();
    await page.getByTestId('message-open-ticket').click();
    await page.waitForURL((url) => url.pathname === '/orderDetails');
    expectClean(phone);
  });
});

describe('tenants', () => {
  it('switches to a sub-tenant and back, and cannot choose an expired tenant', async () => {
    const phone = await suite.phone();
    const { page } = phone;
    await login(page, suite.server, 'zhangsan', '/me');
    await expect.poll(() => page.getByTestId('me-tenant').innerText()).toContain('示例科技集团');
    await settledScreenshot(page, 'me-tenant-zh');

    await page.getByTestId('me-switch-sub-tenant').click();
    await page.waitForURL((url) => url.pathname === '/subTenants');
    const row = (id: string) => page.locator(`[data-testid="tenant-row"][data-account-id="${id}"]`);
    await row('111').waitFor();
    expect(await row('110').getAttribute('aria-current')).toBe('true');
    expect(await row('112').isDisabled()).toBe(true);
    expect(await row('112').innerText()).toContain('已停用');
    await settledScreenshot(page, 'tenants-sub-zh');

    await row('111').click();
    await page.waitForURL((url) => url.pathname === '/homePage', { timeout: 20000 });
    await page.goto(appUrl(suite.server, '/me'));
    await expect.poll(() => page.getByTestId('me-tenant').innerText()).toContain('华东分公司');

    await page.goto(appUrl(suite.server, '/subTenants'));
    await row('110').waitFor();
    expect(await row('111').getAttribute('aria-current')).toBe('true');
    await row('110').click();
    await page.waitForURL((url) => url.pathname === '/homePage', { timeout: 20000 });
    await page.goto(appUrl(suite.server, '/me'));
    await expect.poll(() => page.getByTestId('me-tenant').innerText()).toContain('示例科技集团');

    await page.goto(appUrl(suite.server, '/topTenants'));
    await row('210').waitFor();
    expect(await row('210').getAttribute('data-state')).toBe('expired');
    expect(await row('210').isDisabled()).toBe(true);
    expect(await row('210').innerText()).toContain('已过期');
    // A hand-made switch address to it is refused by the server.
    const refused = new URL('gateway/dosm/api/v2/base/account/exchangeTopAccount', suite.server.url);
    refused.search = new URLSearchParams({ switchAccountId: '210', service: appUrl(suite.server, '/homePage'), type: 'h5' }).toString();
    await page.goto(refused.toString());
    expect(await page.getByTestId('account-switch-refused').getAttribute('data-reason')).toBe('expired');
    expectClean({ ...phone, problems: { ...phone.problems, consoleErrors: phone.problems.consoleErrors.filter((e) => !/403/.test(e)) } });
  });

  it('in English: the personal page and the top tenants', async () => {
    const phone = await suite.phone({ locale: 'en-US' });
    const { page } = phone;
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await login(page, suite.server, 'lisi', '/me');
    await expect.poll(() => page.getByTestId('me-tenant').innerText()).toContain('Example Tech Group');
    await settledScreenshot(page, 'me-tenant-en');
    await page.getByTestId('me-switch-tenant').click();
    await page.locator('[data-testid="tenant-row"][data-account-id="210"]').waitFor();
    expect(await page.locator('[data-testid="tenant-row"][data-account-id="210"]').innerText()).toContain('Expired');
    await settledScreenshot(page, 'tenants-top-en');
    expectClean(phone);
  });
});

describe('process page', () => {
  it('opens from the flow center’s (i) link: the steps in order, then Start', async () => {
    const phone = await suite.phone();
    const { page } = phone;
    await login(page, suite.server, 'zhangsan', '/flowCenter');
    await page.getByRole('link', { name: '“事件管理”的流程信息' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/processPage/'));
    const steps = page.getByTestId('process-node');
    await steps.first().waitFor();
    expect(await steps.first().innerText()).toContain('开始');
    expect(await steps.last().innerText()).toContain('结束');
    await settledScreenshot(page, 'process-page-zh');
    await page.getByTestId('process-start').click();
    await page.waitForURL((url) => url.pathname === '/orderCreate');
    expectClean(phone);
  });
});
