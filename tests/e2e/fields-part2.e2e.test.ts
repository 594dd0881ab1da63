// Field plugins part 2 in real Chromium (390x844) on the built app and the fixture gateway (issue 18): the
// "people and places" form (/formPreview) with the check-in POSITION field of the incident form and two MEMBER
// fields in department mode. The phone is placed at the headquarters tower (the browser's geolocation): the field
// positions itself, the pin is fine-tuned with the keyboard, a move beyond the fine-tune range is refused, the
// address is replaced through the address search; the department picker browses the organisation structure with
// pending-ticket counts, and in security mode only searches. The incident's create form shows its position and,
// for its one type without a plugin, the neutral notice, never the developer's "No such component". Screenshots in zh and en go to tests/e2e/screenshots/.
// Run `npm run build:app` first.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, browserSuite, expectClean, login, settledScreenshot, type PhonePage } from './support';

const suite = browserSuite();
/** The headquarters tower of the seeded places (and an allowed check-in position of the form). */
const HQ = { latitude: 31.2304, longitude: 121.4737 };

const field = (page: Page, code: string) => page.locator(`[data-field="${code}"]`);
const picker = (page: Page) => page.getByTestId('position-picker');
const toastText = (page: Page, text: string) => page.locator('[data-feedback="toast-host"]').getByText(text, { exact: true }).first();

/** A phone at the headquarters tower, allowed to share its position, on the people-and-places form. */
async function placedPhone(locale: 'zh-CN' | 'en-US', language: 'zh' | 'en'): Promise<PhonePage> {
  const phone = await suite.phone({ locale });
  await phone.context.grantPermissions(['geolocation']);
  await phone.context.setGeolocation({ ...HQ, accuracy: 10 });
  await login(phone.page, suite.server, 'zhangsan', '/homePage');
  await phone.page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await phone.page.goto(appUrl(suite.server, '/formPreview?workflow=people-and-places'));
  await field(phone.page, 'siteLocation').waitFor();
  return phone;
}



describe('fields part 2', () => {
  it('POSITION: auto position, keyboard fine-tuning within its range, a refused move, a manual address (zh)', async () => {
    const phone = await placedPhone('zh-CN', 'zh');
    const { page } = phone;
    // Auto position: the device position, its address looked up, with 6-decimal coordinates.
    const trigger = field(page, 'siteLocation').getByTestId('position-trigger');
    await expect.poll(() => trigger.innerText(), { timeout: 15000 }).toContain('总部大楼');
    expect(await field(page, 'siteLocation').getByTestId('position-coords').innerText()).toMatch(/121\.4737\d\d.*31\.2304\d\d|31\.2304\d\d.*121\.4737\d\d/s);
    await settledScreenshot(page, 'fields2-form-zh');

    await trigger.click();
    await picker(page).waitFor();
    await page.getByTestId('offline-map').waitFor();
    await expect.poll(() => page.getByTestId('position-check').innerText()).toContain('范围');
    await settledScreenshot(page, 'fields2-position-picker-zh');

    // Fine-tuning with the keyboard: 5 x 20 m north is within the 200 m range; the address follows.
    const map = page.getByTestId('offline-map');
    await map.focus();
    const before = await page.getByTestId('position-picker-coords').innerText();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.getByTestId('position-picker-coords').innerText()).not.toBe(before);
    const tuned = await page.getByTestId('position-picker-coords').innerText();
    // 2 x 200 m further is beyond the range around the device: refused with the spec's words, the pin stays.
    await page.keyboard.press('Shift+ArrowUp');
    await page.keyboard.press('Shift+ArrowUp');
    await toastText(page, '不在定位限制范围内').waitFor();
    expect(await page.getByTestId('position-picker-coords').innerText()).toBe(tuned);

    // Manual address (manualEntry): the 80vh address search.
    await page.getByTestId('position-edit').click();
    const search = page.getByRole('dialog', { name: '搜索地址' });
    await search.waitFor();
    await search.getByRole('searchbox').or(search.locator('input')).first().fill('服务台');
    const result = search.getByRole('button').filter({ hasText: '总部大楼 5F 服务台' }).first();
    await result.waitFor();
    await settledScreenshot(page, 'fields2-position-search-zh');
    await result.click();
    await expect.poll(() => page.getByTestId('position-address').innerText()).toContain('5F 服务台');
    await page.getByTestId('position-ok').click();
    await picker(page).waitFor({ state: 'hidden' });
    await expect.poll(() => trigger.innerText()).toContain('5F 服务台');
    expectClean(phone);
  });

  it('MEMBER: the department picker with pending-ticket counts, and security mode (search only) (en)', async () => {
    const phone = await placedPhone('en-US', 'en');
    const { page } = phone;
    await field(page, 'handlers').getByTestId('picker-trigger').click();
    const sheet = page.getByTestId('member-picker');
    await sheet.waitFor();
    await sheet.getByText('Organisation structure').first().waitFor();
    await sheet.getByText('Example Tech Group', { exact: true }).click();
    await sheet.getByRole('button', { name: 'Open Information Technology' }).click();
    await sheet.getByText('IT Operations Centre', { exact: true }).click();
    const row = (name: string) => sheet.getByTestId('member-list').locator('[role="listitem"]').filter({ hasText: name }).first();
    await row('Wang Wu').waitFor();
    // Pending tickets per user (the gateway counts the seeded open tickets).
    await expect.poll(() => sheet.getByTestId('work-order-count').count()).toBeGreaterThan(0);
    // Zheng Shi is disabled: shown, not selectable.
    expect(await sheet.getByRole('checkbox', { name: 'Zheng Shi (Disabled)' }).isDisabled()).toBe(true);
    await settledScreenshot(page, 'fields2-department-picker-en');
    // Ticked with the keyboard (the drawn box's input takes the focus).
    await sheet.getByRole('checkbox', { name: /^Wang Wu/ }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => sheet.getByRole('checkbox', { name: /^Wang Wu/ }).isChecked()).toBe(true);
    await sheet.getByRole('button', { name: /^OK/ }).click();
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => field(page, 'handlers').getByTestId('picker-trigger').innerText()).toContain('Wang Wu');

    // Security mode: nothing to browse; a keyword finds people.
    await field(page, 'secureHandler').getByTestId('picker-trigger').click();
    const secure = page.getByTestId('member-picker');
    await secure.waitFor();
    expect(await secure.getByText('Example Tech Group').count()).toBe(0);
    await secure.locator('input').first().fill('wang');
    await secure.getByText(/Wang Wu/).first().waitFor({ timeout: 10000 });
    await settledScreenshot(page, 'fields2-department-secure-en');
    await secure.getByText(/Wang Wu/).first().click();
    // A single choice closes the sheet by itself, or waits for OK.
    const ok = secure.getByRole('button', { name: /^OK/ });
    if (await ok.isVisible()) await ok.click();
    await expect.poll(() => field(page, 'secureHandler').getByTestId('picker-trigger').innerText()).toContain('Wang Wu');
    await settledScreenshot(page, 'fields2-form-en');
    expectClean(phone);
  });

  it('the incident create form shows its check-in position, no unknown-field card (zh)', async () => {
    const phone = await suite.phone();
    const { page } = phone;
    await phone.context.grantPermissions(['geolocation']);
    await phone.context.setGeolocation({ ...HQ, accuracy: 10 });
    await login(page, suite.server, 'zhangsan', '/orderCreate?processDefId=proc-incident%3A3%3A90017');
    await page.getByTestId('schema-form').waitFor();
    await field(page, 'siteLocation').scrollIntoViewIfNeeded();
    await expect.poll(() => field(page, 'siteLocation').getByTestId('position-trigger').innerText(), { timeout: 15000 }).toContain('总部大楼');
    // Its video-conference field has no plugin in this app: users read the neutral notice, never the developer one.
    const unknown = page.getByTestId('unknown-field');
    expect(await unknown.count()).toBe(1);
    expect(await unknown.innerText()).toBe('此字段无法在当前应用中显示');
    expect(await page.getByText(/No such component|请注册/).count()).toBe(0);
    await settledScreenshot(page, 'fields2-incident-position-zh');
    expectClean(phone);
  });
});
