// Issue 13: a keyboard-only user (no pointer, no touch: Tab, Shift+Tab, Enter, Space, arrows,
// Escape and typing) starts an incident from the bottom menu, fills a select, a date, a member and
// the description, submits it, and the handler opens it from the home list and transfers it.
// Run `npm run build:app` first.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, login, screenshot } from './support';

const suite = browserSuite();

/** What has the keyboard focus now: tag, role and name, for failure messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.innerText?.slice(0, 40) ?? '';
    return `${element.tagName.toLowerCase()}[role=${element.getAttribute('role') ?? ''}] "${name.replace(/\s+/g, ' ')}"`;
  });

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses, naming
 * where the focus went. Proves the element is in the tab order, not only that it exists.
 */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  await target.first().waitFor({ timeout: 15000 });
  const visited: string[] = [];
  for (let press = 0; press < max; press += 1) {
    if (await hasFocus(target.first())) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    visited.push(await focused(page));
  }
  throw new Error(`Tab never reached the target; focus went to:\n${visited.join('\n')}`);
}

/** The focus is in `container` (a dialog that opened takes it). */
async function expectFocusInside(page: Page, container: Locator): Promise<void> {
  await expect.poll(() => hasFocus(container), { timeout: 5000 }).toBe(true);
}

const field = (page: Page, key: string) => page.locator(`[data-field="${key}"]`);
const dialog = (page: Page) => page.getByRole('dialog').last();

describe('keyboard only', () => {
  it('creates an incident with a select, a date, a member and a description, then the handler opens and transfers it', async () => {
    const { page, problems } = await suite.phone();
    await login(page, suite.server, 'zhangsan', '/homePage');

    // Bottom menu: a real link.
    await tabTo(page, page.getByRole('link', { name: '发起工单' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/flowCenter');

    // The template: a real link.
    await tabTo(page, page.getByRole('link', { name: /事件管理/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/orderCreate');
    await field(page, 'title').waitFor();

    const title = `键盘创建 ${Date.now()}`;
    await tabTo(page, field(page, 'title').getByRole('textbox'));
    await page.keyboard.type(title);

    // Select: the trigger opens a dialog, focus moves in, an option is chosen with the keyboard, focus comes back.
    const urgency = field(page, 'urgentLevel').getByRole('button').first();
    await tabTo(page, urgency);
    expect(await urgency.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await expectFocusInside(page, dialog(page));
    await tabTo(page, dialog(page).getByRole('button', { name: '高' }).or(dialog(page).getByRole('radio', { name: '高' })).or(dialog(page).getByRole('option', { name: '高' })));
    await page.keyboard.press('Enter');
    await expect.poll(() => field(page, 'urgentLevel').innerText()).toContain('高');
    await expect.poll(() => hasFocus(urgency)).toBe(true);

    // Date: the picker is operable by keyboard; confirm the value it opens with.
    const date = field(page, 'occurTime').getByRole('button').first();
    await tabTo(page, date);
    // Escape closes a picker without a change and gives the focus back to its trigger.
    await page.keyboard.press('Enter');
    await expectFocusInside(page, dialog(page));
    expect(await date.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => hasFocus(date)).toBe(true);
    await page.keyboard.press('Enter');
    await expectFocusInside(page, dialog(page));
    await tabTo(page, dialog(page).getByRole('button', { name: '确定' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => field(page, 'occurTime').innerText()).toMatch(/\d{4}-\d{2}-\d{2}/);

    // Member: search and choose a person.
    const member = field(page, 'reporter').getByRole('button').first();
    await tabTo(page, member);
    await page.keyboard.press('Enter');
    await expectFocusInside(page, dialog(page));
    await tabTo(page, dialog(page).getByRole('searchbox').or(dialog(page).getByRole('textbox')).first());
    await page.keyboard.type('王五');
    await tabTo(page, dialog(page).getByRole('button', { name: /王五/ }).or(dialog(page).getByRole('checkbox', { name: /王五/ })).or(dialog(page).getByRole('radio', { name: /王五/ })).first());
    await page.keyboard.press('Enter');
    await expect.poll(() => field(page, 'reporter').innerText(), { timeout: 10000 }).toContain('王五');

    // The description: Tab reaches the editor's stand-in; the editor loads on that first use and takes the focus.
    await tabTo(page, field(page, 'description').getByRole('textbox'));
    await expect.poll(() => hasFocus(field(page, 'description').locator('[contenteditable="true"]')), { timeout: 10000 }).toBe(true);
    await page.keyboard.type('键盘用户提交的事件。');
    await expect.poll(() => field(page, 'description').locator('[contenteditable="true"]').innerText()).toContain('键盘用户提交的事件。');

    // Submit, then confirm the next handler in the assign dialog.
    await tabTo(page, page.getByTestId('order-create-submit'));
    await page.keyboard.press('Enter');
    await expectFocusInside(page, dialog(page));
    await tabTo(page, dialog(page).getByRole('button', { name: '确定' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/orderDetails', { timeout: 15000 });
    await screenshot(page, 'keyboard-created-zh');
    expect(problems.pageErrors).toEqual([]);

    // The handler opens it from the home list and transfers it to Wang Wu.
    const handler = await suite.phone();
    await login(handler.page, suite.server, 'lisi', '/homePage');
    const card = handler.page.getByRole('link', { name: new RegExp(title) });
    await tabTo(handler.page, card, { max: 120 });
    await handler.page.keyboard.press('Enter');
    await handler.page.waitForURL((url) => url.pathname === '/orderDetails');
    const transfer = handler.page.getByRole('toolbar').getByRole('button', { name: '转派' });
    await tabTo(handler.page, transfer, { max: 200 });
    await handler.page.keyboard.press('Enter');
    await expectFocusInside(handler.page, dialog(handler.page));
    await tabTo(handler.page, dialog(handler.page).getByRole('radio', { name: /王五/ }).or(dialog(handler.page).getByRole('button', { name: /王五/ })).first());
    await handler.page.keyboard.press('Space');
    await tabTo(handler.page, dialog(handler.page).getByRole('button', { name: '确定' }));
    await handler.page.keyboard.press('Enter');
    await handler.page.locator('[data-feedback="toast-host"]').getByText('转派成功').waitFor({ timeout: 15000 });
    await expect.poll(() => handler.page.getByTestId('order-meta-handlers').innerText()).toContain('王五');
    // Focus went back to the page, not lost on <body>.
    expect(await focused(handler.page)).not.toBe('body[role=] ""');
    expect(handler.problems.pageErrors).toEqual([]);
  });
});
