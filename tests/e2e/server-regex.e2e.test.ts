// Issue 11, item 3, in real Chromium on the built app: a server pattern that backtracks
// catastrophically (^(a+)+$ against "a" x 30 + "!") answers at once, through the lazily loaded
// linear-time engine, under the app's CSP (no 'unsafe-eval', no wasm). The incident create form
// is served with its CUSTOM check and the title's x-rules replaced by the hostile pattern, and a
// lookahead pattern (which a linear engine cannot run) on the e-mail. Run `npm run build:app` first.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, browserSuite, login } from './support';

const suite = browserSuite();
const HOSTILE = '^(a+)+$';

function patchForm(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const properties = record.properties as Record<string, Record<string, unknown>> | undefined;
  if (properties?.assetCode && properties.title && properties.contactEmail) {
    properties.assetCode['x-props'] = { ...(properties.assetCode['x-props'] as object), regularExpression: [{ regular: HOSTILE, message: '资产编号只能由字母 a 组成' }] };
    properties.title['x-rules'] = [{ pattern: HOSTILE, message: '标题只能由字母 a 组成' }];
    properties.contactEmail['x-rules'] = [{ pattern: '^(?=.*@)\\S+$' }];
    return;
  }
  for (const value of Object.values(record)) patchForm(value);
}

const cellOf = (page: Page, path: string) => page.locator(`[data-field="${path}"]`);

async function typeInto(page: Page, path: string, text: string): Promise<void> {
  const cell = cellOf(page, path);
  await cell.scrollIntoViewIfNeeded();
  await page.locator(`[data-field="${path}"][data-mounted="true"]`).waitFor();
  const box = cell.getByRole('textbox');
  await box.fill(text);
  await box.blur();
}

describe('server patterns in the browser', () => {
  it('^(a+)+$ against "a" x 30 + "!" gives its verdict at once; a lookahead is a misconfigured rule', async () => {
    const phone = await suite.phone();
    const { page } = phone;
    await login(page, suite.server, 'zhangsan', '/homePage');
    await page.route('**/mdl/instance/body/create/incident*', async (route) => {
      const response = await route.fetch();
      const body: unknown = await response.json();
      patchForm(body);
      await route.fulfill({ response, json: body });
    });
    await page.goto(appUrl(suite.server, '/formPreview?workflow=incident'));
    await page.getByTestId('form-preview').waitFor();

    const hostile = `${'a'.repeat(30)}!`;
    await typeInto(page, 'title', hostile);
    await typeInto(page, 'assetCode', hostile);
    await typeInto(page, 'contactEmail', 'zhangsan@example.com');

    const started = Date.now();
    await page.getByTestId('form-preview-validate').tap();
    const errorOf = (path: string) => cellOf(page, path).locator('.sd-form-item__error');
    await errorOf('assetCode').waitFor({ timeout: 5000 });
    expect(await errorOf('assetCode').innerText()).toBe('资产编号只能由字母 a 组成');
    await errorOf('title').waitFor({ timeout: 5000 });
    expect(await errorOf('title').innerText()).toBe('标题只能由字母 a 组成');
    await errorOf('contactEmail').waitFor({ timeout: 5000 });
    expect(await errorOf('contactEmail').innerText()).toBe('校验规则配置有误，请联系管理员');
    // The backtracking engine needed 4.8 s (phone) to 50 s (this machine, first run) for one field.
    expect(Date.now() - started).toBeLessThan(3000);

    // A matching value passes.
    await typeInto(page, 'assetCode', 'a'.repeat(30));
    await page.getByTestId('form-preview-validate').tap();
    await errorOf('assetCode').waitFor({ state: 'detached', timeout: 5000 });

    expect(phone.problems.csp).toEqual([]);
    expect(phone.problems.pageErrors).toEqual([]);
  });
});
