// Issue 20 item 1 in real Chromium (390x844) on the built app and the fixture gateway: a requester fills the incident
// form, loses the connection, presses Submit (twice) and Save draft; both wait in the outbox, also after a reload
// while the server still cannot be reached; when the connection returns, each is sent once: exactly one ticket and one
// draft on the gateway. A handler confirms a transfer after the connection dropped: it waits in the outbox over a
// reload and is applied once. Run `npm run build:app` first.
import { describe, expect, it } from 'vitest';
import { outboxTexts } from '@plugins/blocks/outbox/locales';
import { startIncident } from './a11y/screens';
import { field, fillIncident } from './incident-form';
import { actionSheet, confirmActionSheet, pressAction } from './ticket-actions';
import { appliedCount, appUrl, browserSuite, expectClean, gatewayApi, login, settledScreenshot, toastShown } from './support';

const suite = browserSuite();
const INCIDENT = 'proc-incident:3:90017';

interface ListPage {
  records: Array<{ title: string }>;
}
const titled = async (listType: string, title: string) =>
  (await gatewayApi<ListPage>(suite.server, 'zhangsan', 'POST', '/api/v2/biz/h5workOrder/list', { listType, pageSize: 100 })).records.filter((r) => r.title === title).length;


const toast = toastShown;
const applied = (id: string, action: string) => appliedCount(suite.server, id, action);

describe('offline', () => {
  it('queues a submit and a draft while offline, keeps them over a reload, and sends each once when back online', async () => {
    const phone = await suite.phone();
    const { page, context } = phone;
    const title = `断网工单 ${Date.now()}`;
    await login(page, suite.server, 'zhangsan', `/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}`);
    await page.getByTestId('order-create').waitFor();
    await fillIncident(page, title, 'zh', '断网时提交的工单。');
    // The queue's code comes a few seconds after the start, while the connection is there.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/runner-[\w-]+\.js$/.test(e.name))), { timeout: 15000 }).toBe(true);

    await context.setOffline(true);
    await page.getByTestId('order-create-submit').click();
    await toast(page, '已存入待发送，联网后将自动发送');
    // The same Confirm again: the same intent, not a second entry.
    await page.getByTestId('order-create-submit').click();
    await page.getByTestId('order-create-save-draft').click();
    const banner = page.getByTestId('outbox-banner');
    await expect.poll(() => banner.getAttribute('data-count'), { timeout: 15000 }).toBe('2');
    expect(await field(page, 'title').getByRole('textbox').inputValue()).toBe(title);
    await settledScreenshot(page, 'offline-create-queued-zh');

    // Back on the network, but the server's create and draft calls still drop: a reload keeps both waiting.
    suite.server.gateway.faults.add({ match: 'btnaction', drop: true });
    suite.server.gateway.faults.add({ match: 'draft/save', drop: true });
    await context.setOffline(false);
    await page.goto(appUrl(suite.server, '/outbox'));
    await expect.poll(() => page.getByTestId('outbox-entry').count(), { timeout: 15000 }).toBe(2);
    expect((await page.getByTestId('outbox-entry').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).sort()).toEqual(['create', 'draft']);
    await settledScreenshot(page, 'offline-outbox-zh');
    expect(await titled('initiated', title)).toBe(0);

    // The server answers again; the connection comes back (the browser's online event): each is sent once.
    suite.server.gateway.faults.clear();
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('outbox-entry').count(), { timeout: 20000 }).toBe(0);
    await expect.poll(() => titled('initiated', title), { timeout: 10000 }).toBe(1);
    expect(await titled('draft', title)).toBe(1);
    // A later replay (a reload) sends nothing again.
    await page.reload();
    await page.getByTestId('outbox').waitFor();
    await page.waitForTimeout(2000);
    expect(await titled('initiated', title)).toBe(1);
    expect(await titled('draft', title)).toBe(1);
    expectClean({ ...phone, problems: { ...phone.problems, consoleErrors: [] } });
  });

  it('a transfer confirmed after the connection dropped waits in the outbox over a reload and is applied once', async () => {
    const id = await startIncident(suite.server, `断网转派 ${Date.now()}`);
    const phone = await suite.phone();
    const { page, context } = phone;
    await login(page, suite.server, 'lisi', `/orderDetails?id=${id}`);
    await page.getByTestId('order-status').waitFor();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/runner-[\w-]+\.js$/.test(e.name))), { timeout: 15000 }).toBe(true);

    // The sheet opened (its candidates loaded) while there was a connection; it drops before Confirm.
    await pressAction(page, '转派');
    const sheet = actionSheet(page);
    await sheet.waitFor();
    await sheet.getByText('王五', { exact: false }).first().click();
    await context.setOffline(true);
    await confirmActionSheet(page);
    await toast(page, outboxTexts.zh.queued);
    // The detail says it waits, until it is sent.
    await expect.poll(() => page.getByTestId('outbox-banner').getAttribute('data-count'), { timeout: 15000 }).toBe('1');
    expect(await page.getByTestId('outbox-banner').innerText()).toContain('联网后自动发送');
    expect(applied(id, 'TRANSFER')).toBe(0);
    await settledScreenshot(page, 'offline-transfer-queued-zh');

    // Back on the network but the server's action calls still drop: after a reload it still waits.
    suite.server.gateway.faults.add({ match: 'btnaction', drop: true });
    await context.setOffline(false);
    await page.goto(appUrl(suite.server, '/outbox'));
    await expect.poll(() => page.getByTestId('outbox-entry').count(), { timeout: 15000 }).toBe(1);
    expect(await page.getByTestId('outbox-entry').getAttribute('data-kind')).toBe('action');
    expect(applied(id, 'TRANSFER')).toBe(0);

    suite.server.gateway.faults.clear();
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('outbox-entry').count(), { timeout: 20000 }).toBe(0);
    expect(applied(id, 'TRANSFER')).toBe(1);
    await page.reload();
    await page.getByTestId('outbox').waitFor();
    await page.waitForTimeout(2000);
    expect(applied(id, 'TRANSFER')).toBe(1);
  });
});
