// SchemaForm in real Chromium (390x844) on the built app: /formPreview loads create forms from the
// fixture gateway. Run `npm run build:app` first. Screenshots go to tests/e2e/screenshots/.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, browserSuite, expectClean, login, screenshot, type PhonePage } from './support';

const suite = browserSuite();

async function preview(workflow: string, locale?: string, warnings?: string[]): Promise<PhonePage> {
  const phone = await suite.phone({ locale });
  if (warnings) phone.page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  await login(phone.page, suite.server, 'zhangsan', '/homePage');
  await phone.page.goto(appUrl(suite.server, `/formPreview?workflow=${encodeURIComponent(workflow)}`));
  return phone;
}


/** The text box of a field cell (field plugins may use an input or an auto-sized textarea). */
const textbox = (page: Page, cell: string) => page.locator(cell).getByRole('textbox');

const mountedCount = (page: Page) => page.locator('[data-mounted="true"]').count();

describe('form rendering', () => {
  it('a malformed schema shows a clear error with the JSON path, not a blank page', async () => {
    const phone = await preview('malformed');
    const panel = phone.page.getByTestId('schema-error');
    await panel.waitFor();
    expect(await panel.isVisible()).toBe(true);
    const text = await panel.innerText();
    expect(text).toContain('表单配置有误，无法显示');
    expect(text).toContain('properties.urgency.x-props');
    await expect.poll(() => phone.page.getByTestId('page-title').textContent()).toBe('表单预览');
    await screenshot(phone.page, 'form-malformed-zh');
    expectClean(phone);
  });

  it('an unknown component shows users a neutral notice (no developer message, no type), the console names the type; the other fields work', async () => {
    const warnings: string[] = [];
    const phone = await preview('unknown-component', 'en-US', warnings);
    const { page } = phone;
    const notice = page.getByTestId('unknown-field').first();
    await notice.waitFor();
    // The built app is a production build: "No such component, please register" is for development builds and Storybook.
    expect((await notice.innerText()).trim()).toBe('This field cannot be shown in this app');
    expect(await page.getByTestId('unknown-field').count()).toBe(2);
    const body = await page.locator('body').innerText();
    expect(body).not.toContain('please register');
    expect(body).not.toContain('LEGACY_MAP_PICKER');
    expect(warnings.filter((text) => text.includes('"LEGACY_MAP_PICKER"'))).toHaveLength(1);
    expect(warnings.filter((text) => text.includes('"HOLOGRAM_SIGNATURE"'))).toHaveLength(1);

    const title = textbox(page, '[data-field="title"]');
    await title.fill('Projector shows no signal');
    expect(await title.inputValue()).toBe('Projector shows no signal');
    const remark = textbox(page, '[data-field="extra.remark"]');
    await remark.fill('Before 2 pm');

    await page.getByTestId('form-preview-submit').click();
    const result = page.getByTestId('form-preview-result');
    await result.waitFor();
    // Urgency is required and still empty; the typed fields passed.
    expect(await result.getAttribute('data-kind')).toBe('invalid');
    expect(await result.innerText()).toContain('urgency');
    expect(await result.innerText()).not.toContain('title');
    await screenshot(page, 'form-unknown-component-en');
    expectClean(phone);
  });

  it('the unknown-component notice in Chinese', async () => {
    const phone = await preview('unknown-component');
    await phone.page.getByTestId('unknown-field').first().waitFor();
    expect((await phone.page.getByTestId('unknown-field').first().innerText()).trim()).toBe('此字段无法在当前应用中显示');
    expect(await phone.page.locator('body').innerText()).not.toContain('请注册');
    await screenshot(phone.page, 'form-unknown-component-zh');
    expectClean(phone);
  });

  it('a 200-field form mounts only what is near the viewport, stays responsive while typing, and mounts more on scroll', async () => {
    const phone = await preview('large-200');
    const { page } = phone;
    await textbox(page, '[data-field="f0"]').waitFor();
    expect(await page.locator('[data-field]').count()).toBe(200);
    const initially = await mountedCount(page);
    expect(initially).toBeGreaterThan(5);
    expect(initially).toBeLessThan(80);

    // Typing: every keystroke lands; the whole word takes well under a second per character.
    const input = textbox(page, '[data-field="f2"]');
    const started = Date.now();
    await input.pressSequentially('responsive', { delay: 0 });
    const elapsed = Date.now() - started;
    expect(await input.inputValue()).toBe('responsive');
    expect(elapsed).toBeLessThan(10 * 500);

    // Scroll the layout's content to the end: the last fields mount, the first ones leave.
    await page.evaluate(() => {
      const scroller = document.querySelector('.sd-layout-content') ?? document.scrollingElement;
      scroller?.scrollTo({ top: scroller.scrollHeight });
    });
    await page.locator('[data-field="f199"][data-mounted="true"]').waitFor();
    await page.locator('[data-field="f0"][data-mounted="false"]').waitFor();
    expect(await mountedCount(page)).toBeLessThan(80);

    // The value typed before scrolling is still in the form (submit reads the headless controller).
    await page.getByTestId('form-preview-submit').click();
    const values = page.getByTestId('form-preview-values');
    await values.waitFor();
    expect(JSON.parse(await values.innerText())).toMatchObject({ f2: 'responsive' });
    await screenshot(page, 'form-large-200');
    expectClean(phone);
  });
});
