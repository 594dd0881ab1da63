// The worklist in real Chromium against the built app and the fixture gateway (issue 15): a handler walks every
// tab, filters by urgency and SLA, sorts, saves a column setting, claims a ticket by swipe and two by multi-select,
// searches, and comes back from a detail to the same scroll position; a requester sees their own lists.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, browserSuite, login, screenshot } from './support';

const suite = browserSuite();

const LISTS = ['todo', 'initiated', 'draft', 'done', 'available', 'groupTodo', 'authorized', 'department', 'signEndorse', 'approvalTodo', 'unfinished', 'finished'];

/** The count shown on a tab (its badge), or undefined before the counts arrive. */
async function tabCount(page: Page, tab: string): Promise<number | undefined> {
  const text = (await page.getByTestId(`worklist-tab-${tab}`).locator('.sd-count').textContent({ timeout: 1000 }).catch(() => null)) ?? '';
  return text === '' ? undefined : Number(text);
}

/** Waits until the open list (of `tab`, when given: its panel, so not the previous tab's list) shows cards or its empty state. */
async function listSettled(page: Page, tab?: string): Promise<void> {
  const scope = tab ? `[id="sd-worklist-panel-${tab}"] ` : '';
  await page.locator(`${scope}[data-testid="worklist-card"], ${scope}[data-feedback], ${scope}[data-testid="worklist-error"]`).first().waitFor({ timeout: 15000 });
}

describe('worklist', () => {
  it('a handler walks every tab with its count, filters by urgency and SLA, sorts and saves a column setting', async () => {
    const p = await suite.phone();
    const { page } = p;
    await login(page, suite.server, 'lisi', '/worklist');
    await page.getByTestId('worklist-card').first().waitFor();
    // The two custom views of lisi follow the twelve lists.
    await expect.poll(() => page.getByTestId('worklist-tabs').getByRole('tab').count()).toBe(14);
    await expect.poll(() => tabCount(page, 'todo')).toBeGreaterThan(0);
    await screenshot(page, 'worklist-todo-zh');
    for (const list of LISTS) {
      await page.getByTestId(`worklist-tab-${list}`).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === list);
      await listSettled(page, list);
      const count = await tabCount(page, list);
      const cards = await page.getByTestId('worklist-card').count();
      // A tab's count and its list agree: none, or a first page of up to 10 (more load on scroll).
      if (count === 0) expect(cards, list).toBe(0);
      else if (count !== undefined) {
        expect(cards, list).toBeGreaterThan(0);
        expect(cards, list).toBeLessThanOrEqual(Math.max(count, 10));
      }
    }
    expect(p.problems.pageErrors).toEqual([]);

    // Filters: urgent, SLA resolution overdue, oldest first.
    await page.getByTestId('worklist-tab-groupTodo').click();
    await listSettled(page);
    await page.getByTestId('worklist-filter').click();
    const sheet = page.getByTestId('worklist-filter-sheet');
    await sheet.waitFor();
    await screenshot(page, 'worklist-filter-zh');
    await sheet.getByTestId('worklist-filter-urgency').getByText('紧急', { exact: true }).click();
    await sheet.getByTestId('worklist-filter-urgency').getByText('高', { exact: true }).click();
    await sheet.getByTestId('worklist-filter-sla').getByText('SLA 解决超时', { exact: true }).click();
    await sheet.getByTestId('worklist-filter-sla').getByText('SLA 响应超时', { exact: true }).click();
    await sheet.getByTestId('worklist-sort-direction').selectOption('asc');
    await sheet.getByTestId('worklist-filter-apply').click();
    await page.waitForURL((url) => url.searchParams.get('urgency') === '3,2' && url.searchParams.get('sla') === '4,3' && url.searchParams.get('dir') === 'asc');
    await listSettled(page);
    const badges = await page.getByTestId('worklist-sla').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-code')));
    for (const code of badges) expect(['3', '4']).toContain(code);
    const urgencies = await page.getByTestId('worklist-card').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    for (const text of urgencies) expect(text).toMatch(/紧急度：(高|紧急)/);
    expect(await page.getByTestId('worklist-filter').textContent()).toBe('筛选（3 项）');
    // Reload: the same list, filters and all.
    await page.reload();
    await listSettled(page);
    expect(await page.getByTestId('worklist-filter').textContent()).toBe('筛选（3 项）');

    // Column setting: hide the handler, saved on the server, still hidden after a reload.
    await page.getByTestId('worklist-filter').click();
    await sheet.waitFor();
    await sheet.getByTestId('worklist-columns').getByText('处理人', { exact: true }).click();
    await sheet.getByTestId('worklist-save-columns').click();
    await page.getByText('显示设置已保存').waitFor();
    await page.keyboard.press('Escape');
    await page.goto(appUrl(suite.server, '/worklist?tab=todo'));
    await page.getByTestId('worklist-card').first().waitFor();
    await expect.poll(() => page.getByTestId('worklist-card').first().textContent()).not.toContain('处理人');
    expect(p.problems.pageErrors).toEqual([]);
    expect(p.problems.consoleErrors).toEqual([]);
  });

  it('claims a ticket by swipe and two by multi-select; the counts follow', async () => {
    const p = await suite.phone();
    const { page } = p;
    await login(page, suite.server, 'wangwu', '/worklist?tab=available');
    await page.getByTestId('worklist-card').first().waitFor();
    await expect.poll(() => tabCount(page, 'available')).toBeGreaterThanOrEqual(3);
    const before = (await tabCount(page, 'available'))!;

    // Swipe the first card left: its server buttons show; Claim.
    const card = page.getByTestId('worklist-swipe').first();
    // Cards become swipeable once the page is idle.
    await page.locator('[data-testid="worklist-swipe"][data-armed="true"]').first().waitFor();
    const claimed = await card.getByTestId('worklist-card').getAttribute('data-id');
    // A finger's swipe (a mouse drag on the card's link would start the browser's link drag instead).
    const box = (await card.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const at = (x: number) => [{ x, y, id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(box.x + box.width - 20) });
    for (let step = 1; step <= 12; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(box.x + box.width - 20 - (step * (box.width - 60)) / 12) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const claim = card.locator('.adm-swipe-action-actions-right').getByRole('button', { name: '领取' });
    await claim.waitFor();
    await screenshot(page, 'worklist-swipe-zh');
    await claim.click();
    await page.getByText('领取成功').first().waitFor();
    await expect.poll(() => tabCount(page, 'available')).toBe(before - 1);
    await expect.poll(() => page.locator(`[data-testid="worklist-card"][data-id="${claimed}"]`).count()).toBe(0);

    // Multi-select two and claim them at once.
    await page.getByTestId('worklist-select').click();
    const boxes = page.getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const batch = page.getByTestId('worklist-batch');
    await expect.poll(() => batch.getByRole('status').textContent()).toBe('已选 2 项');
    await screenshot(page, 'worklist-select-zh');
    await batch.getByRole('button', { name: '批量领取' }).click();
    await expect.poll(() => tabCount(page, 'available')).toBe(before - 3);
    await expect.poll(() => page.getByTestId('worklist-batch').count()).toBe(0);
    // The three are wangwu's to-do now.
    const todo = await suite.server.gateway.store.data.workOrders.filter((order) => order.dataStatus === 0 && order.handlerIds.includes('10003')).length;
    expect(todo).toBeGreaterThanOrEqual(3);
    expect(p.problems.pageErrors).toEqual([]);
  });

  it('searches, and comes back from a detail to the same rows and scroll position', async () => {
    const p = await suite.phone({ locale: 'en-US' });
    const { page } = p;
    await login(page, suite.server, 'lisi', '/worklist?tab=groupTodo');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await page.getByTestId('worklist-card').first().waitFor();
    await screenshot(page, 'worklist-group-en');

    // Scroll down until a second page has loaded, then open a card further down.
    const main = page.locator('main');
    // Rows loaded (the cards rendered are those near the viewport).
    const rows = async () => Number(await page.getByTestId('worklist-cards').getAttribute('data-rows'));
    for (let i = 0; i < 6 && (await rows()) <= 10; i++) {
      await main.evaluate((element) => element.scrollBy(0, 1200));
      await page.waitForTimeout(300);
    }
    expect(await rows()).toBeGreaterThan(10);
    const target = page.getByTestId('worklist-card').nth(8);
    await target.scrollIntoViewIfNeeded();
    const scrolled = await main.evaluate((element) => element.scrollTop);
    const shown = await rows();
    const id = await target.getAttribute('data-id');
    await target.click();
    await page.waitForURL((url) => url.pathname === '/orderDetails');
    await page.getByTestId('order-detail').waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/worklist');
    await page.locator(`[data-testid="worklist-card"][data-id="${id}"]`).waitFor();
    expect(await rows()).toBe(shown);
    await expect.poll(() => main.evaluate((element) => element.scrollTop)).toBe(scrolled);
    // The card opened is where it was: in view.
    await expect.poll(() => page.locator(`[data-testid="worklist-card"][data-id="${id}"]`).evaluate((element) => element.getBoundingClientRect().top >= 0 && element.getBoundingClientRect().bottom <= innerHeight)).toBe(true);

    // Search by ticket number: trimmed, in the address; clearing shows the list again.
    const search = page.getByRole('searchbox').or(page.locator('.sd-worklist__search input')).first();
    await search.fill('  INC-0001 ');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'INC-0001');
    await expect.poll(() => page.getByTestId('worklist-card').count()).toBe(1);
    await screenshot(page, 'worklist-search-en');
    expect(p.problems.pageErrors).toEqual([]);
  });

  it('keyboard only: Tab goes from the bar to the tab strip and through the cards past the first page', async () => {
    const p = await suite.phone();
    const { page } = p;
    await login(page, suite.server, 'lisi', '/worklist');
    await page.getByTestId('worklist-card').first().waitFor();
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('data-id') ?? (document.activeElement as HTMLElement | null)?.getAttribute('role') ?? document.activeElement?.tagName);
    // From the top of the page: back, search, filter, select, the open tab, then the first card.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('tab');
    await page.keyboard.press('Tab');
    const first = await page.getByTestId('worklist-card').first().getAttribute('data-id');
    expect(await focused()).toBe(first);
    // A person's pace: the next page loads while the focus nears the end of the loaded cards.
    const seen = new Set<string>();
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      await page.waitForTimeout(200);
      seen.add(String(await focused()));
    }
    expect([...seen].join(' ')).not.toContain('BODY');
    expect(Number(await page.getByTestId('worklist-cards').getAttribute('data-rows'))).toBeGreaterThan(10);
    expect(p.problems.pageErrors).toEqual([]);
  });

  it('a requester sees their own lists; the department tab is there unless SaaS', async () => {
    const p = await suite.phone();
    const { page } = p;
    await login(page, suite.server, 'zhangsan', '/worklist?tab=initiated');
    await page.getByTestId('worklist-card').first().waitFor();
    await expect.poll(() => tabCount(page, 'initiated')).toBeGreaterThan(0);
    await page.getByTestId('worklist-tab-draft').click();
    await listSettled(page);
    await expect.poll(() => tabCount(page, 'draft')).toBeGreaterThan(0);
    expect(await page.getByTestId('worklist-tab-department').count()).toBe(1);
    expect(p.problems.pageErrors).toEqual([]);
  });
});
