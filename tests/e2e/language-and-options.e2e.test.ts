// Issue 10 items 3 and 6 in real Chromium: the incident form's API-sourced module field loads (no
// 400, no toast) and shows its labels; in an English browser the detail's flow chart, history and
// names are English ("Create ticket", not "START"; "Zhang San", not "Zhang San(Zhang San)"), and
// the demo login page follows the browser language as the app does. Issue 13: the English create form
// shows the gateway's English labels. Run `npm run build:app` first.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, browserSuite, gatewayApi, login, screenshot } from './support';

const suite = browserSuite();
const INCIDENT = 'proc-incident:3:90017';
const HAN = /\p{Script=Han}/u;

/** An API call as `user` straight to the gateway (setting up a ticket; not under test). */
const api = <T,>(user: string, method: 'GET' | 'POST', path: string, body?: unknown) => gatewayApi<T>(suite.server, user, method, path, body);

/** Option calls (API lists, dictionaries) the page made that failed. */
function failedOptionCalls(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (/listApiContent|dataDict|mdlFormMember\/dictList/.test(response.url()) && response.status() !== 200) failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

const toasts = (page: Page) => page.locator('[data-feedback="toast-host"]').allInnerTexts();

async function startIncident(title: string) {
  return api<{ workOrderId: string }>('zhangsan', 'POST', '/api/v2/biz/btn/btnaction/start', {
    processDefId: INCIDENT,
    formData: { title, urgentLevel: '1', description: '<p>Mail is down</p>', affectedService: 'svc-mail', affectedModules: ['mod-mail-send', 'mod-mail-receive'] },
  });
}

describe('option sources and languages', () => {
  it('zh: the create form and the detail load the module list without an error', async () => {
    const { page, problems } = await suite.phone();
    const failed = failedOptionCalls(page);
    await login(page, suite.server, 'zhangsan', '/homePage');
    await page.goto(appUrl(suite.server, `/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}`));
    await page.getByTestId('order-create').waitFor();
    await page.waitForLoadState('networkidle');

    const { workOrderId } = await startIncident(`模块检查 ${Date.now()}`);
    await page.goto(appUrl(suite.server, `/orderDetails?id=${encodeURIComponent(workOrderId)}`));
    await expect.poll(() => page.locator('body').innerText(), { timeout: 15000 }).toContain('发信');
    expect(await page.locator('body').innerText()).toContain('收信');
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    expect((await toasts(page)).filter((text) => /API|地址/.test(text))).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  it('en browser: the detail shows English modules, flow chart, history and names', async () => {
    const { workOrderId } = await startIncident(`Language check ${Date.now()}`);
    const { page, problems } = await suite.phone({ locale: 'en-US' });
    const failed = failedOptionCalls(page);
    await login(page, suite.server, 'zhangsan', '/homePage');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
    await page.goto(appUrl(suite.server, `/orderDetails?id=${encodeURIComponent(workOrderId)}`));
    await expect.poll(() => page.locator('body').innerText(), { timeout: 15000 }).toContain('Sending mail');

    await page.getByTestId('order-tag-flowChart').click();
    await page.locator('.sd-flow-chart__frame[data-state="ready"]').waitFor({ timeout: 30000 });
    const labels = await page.getByTestId('flow-chart').locator('svg text').allTextContents();
    expect(labels.join(' ')).toContain('Start');
    expect(labels.filter((text) => HAN.test(text))).toEqual([]);
    await screenshot(page, 'language-detail-flow-en');

    await page.getByTestId('order-tag-history').click();
    await page.getByTestId('history-entry').first().waitFor();
    const entries = await page.getByTestId('history-entry').allInnerTexts();
    expect(entries.at(-1)).toContain('Create ticket');
    expect(entries.join('\n')).not.toContain('START');
    expect(await page.locator('body').innerText()).not.toMatch(/Zhang San\(Zhang San\)/);
    await screenshot(page, 'language-history-en');
    expect(failed).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  it('en browser: the create form shows the English labels, placeholders and options the gateway serves', async () => {
    const { page, problems } = await suite.phone({ locale: 'en-US' });
    await login(page, suite.server, 'zhangsan', '/homePage');
    await page.goto(appUrl(suite.server, `/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}`));
    await page.getByTestId('order-create').waitFor();
    await expect.poll(() => page.locator('body').innerText(), { timeout: 15000 }).toContain('Incident title');
    await page.waitForLoadState('networkidle');
    const text = await page.locator('body').innerText();
    expect(text).toContain('Urgency');
    expect(text.split('\n').filter((line) => HAN.test(line))).toEqual([]);
    const placeholders = await page.locator('[placeholder]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('placeholder') ?? ''));
    expect(placeholders).toContain('Briefly describe the fault');
    expect(placeholders.filter((text) => HAN.test(text))).toEqual([]);
    await screenshot(page, 'language-create-en');
    expect(problems.pageErrors).toEqual([]);
  });

  it('the demo login page follows the browser language when none is stored', async () => {
    const { page } = await suite.phone({ locale: 'en-US' });
    await page.goto(`${suite.server.url}login?manual=1`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Choose a demo user');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});
