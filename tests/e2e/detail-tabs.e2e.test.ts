// The ticket detail's tabs in real Chromium (390x844) on the built app and the fixture gateway (issue 16): an
// incident that went through a transfer, an approval rejection and an approval sits with Wang Wu at second line;
// he walks every tab (each tab's code loads only when it first opens), adds and deletes a tag, replies with an
// attachment, links a ticket from /searchAssorder and unlinks it, and, when Sun Qi saved the ticket meanwhile,
// is offered Refresh or Overwrite. Screenshots of every tab in zh and en go to tests/e2e/screenshots/.
// Run `npm run build:app` first.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, gatewayApi, expectClean, login, settledScreenshot } from './support';

const suite = browserSuite();
const USERS = { lisi: '10002', wangwu: '10003', sunqi: '10005' } as const;

/** zhangsan's incident: lisi transfers it to wangwu, who submits it to approval; zhaoliu rejects, zhangsan resubmits, zhaoliu approves. */
async function walkedIncident(title: string): Promise<string> {
  const api = <T>(user: string, action: string, body: Record<string, unknown>) => gatewayApi<T>(suite.server, user, 'POST', `/api/v2/biz/btn/btnaction/${action}`, body);
  const { workOrderId } = await api<{ workOrderId: string }>('zhangsan', 'start', {
    processDefKey: 'proc-incident',
    formData: { title, urgentLevel: '2', description: '<p>Floor 3 switch reboots every hour.</p>' },
    assignees: [USERS.lisi],
  });
  await api('lisi', 'transfer', { workOrderId, userIds: [USERS.wangwu], reason: '网络问题，转网络组' });
  await api('wangwu', 'commit', { workOrderId });
  await api('zhaoliu', 'approveReject', { workOrderId, reason: '影响范围描述不清' });
  await api('zhangsan', 'commit', { workOrderId, formData: { impact: 'impact-company' } });
  await api('zhaoliu', 'approvePass', { workOrderId, comment: '同意' });
  return workOrderId;
}

/** The detail's tabs in the strip, by code. */
async function tabCodes(page: Page): Promise<string[]> {
  return page.locator('[data-testid="order-tags"] [role="tab"] [data-testid^="order-tag-"]').evaluateAll((spans) => spans.map((span) => span.getAttribute('data-testid')!.replace('order-tag-', '')));
}

/** Opens a tab by code and waits until its panel shows one of `ready` (selectors inside the panel). */
async function openTab(page: Page, code: string, ready: string): Promise<void> {
  await page.getByTestId(`order-tag-${code}`).click();
  const scoped = ready.split(', ').map((selector) => `[data-testid="order-tab-${code}"] ${selector}`);
  await page.locator(scoped.join(', ')).first().waitFor();
}

/** What each tab shows once loaded (a selector inside its panel). */
const READY: Record<string, string> = {
  approval: '[data-testid="approval-node"]',
  processInfo: '[data-testid="process-current"]',
  reply: '[data-testid="reply-composer"]',
  sla: '[data-testid="sla-tab"]',
  tag: '[data-testid="tag-tab"]',
  assorder: '[data-testid="assorder-tab"]',
  browseHistory: '[data-testid="browse-history"], [data-testid="browse-history-state-empty"]',
  fieldModify: '[data-testid="field-modify"], [data-testid="field-modify-state-empty"]',
  history: '[data-testid="history-entry"]',
};



describe('detail tabs', () => {
  it('walks every tab of a transferred, rejected and approved ticket: tags, a reply with an attachment, a link and its removal', async () => {
    const id = await walkedIncident('Floor 3 switch keeps rebooting');
    const phone = await suite.phone();
    const { page } = phone;
    const scripts: string[] = [];
    page.on('request', (request: Request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await login(page, suite.server, 'wangwu', `/orderDetails?id=${id}`);
    await page.getByTestId('order-detail').waitFor();
    await page.locator('[data-testid="order-actions"] [data-action]').first().waitFor();
    const codes = await tabCodes(page);
    expect(codes.slice(0, 2)).toEqual(['detail', 'flowChart']);
    expect(codes).toEqual(expect.arrayContaining(Object.keys(READY)));
    // No tab's code came with the page: each tab's chunk loads when it first opens.
    const tabChunk = (code: string) => new RegExp(`/${code.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-tab-[^/]*\\.js$`);
    for (const code of Object.keys(READY)) expect(scripts.filter((src) => tabChunk(code).test(src)), code).toEqual([]);
    await settledScreenshot(page, 'detail-tabs-zh-detail');

    for (const code of Object.keys(READY)) {
      await openTab(page, code, READY[code]!);
      await settledScreenshot(page, `detail-tabs-zh-${code}`);
    }
    expect(scripts.filter((src) => tabChunk('reply').test(src))).toHaveLength(1);

    // Approval: the rejected round and the approved one; history has the transfer, the rejection and the approval.
    await page.getByTestId('order-tag-approval').click();
    expect(await page.locator('[data-testid="order-tab-approval"] [data-testid="approval-node"]').count()).toBeGreaterThanOrEqual(2);
    await page.getByTestId('order-tag-history').click();
    const actions = await page.locator('[data-testid="history-entry"]').evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-action')));
    expect(actions).toEqual(expect.arrayContaining(['TRANSFER', 'APPROVE_REJECT', 'APPROVE_PASS']));

    // Tags: add one (it shows in the header too), then delete it.
    await page.getByTestId('order-tag-tag').click();
    await page.getByTestId('tag-input').fill('VPN');
    await page.getByTestId('tag-add').click();
    await page.locator('[data-testid="order-tag"]', { hasText: 'VPN' }).waitFor();
    await expect.poll(() => page.getByTestId('order-header-tags').textContent()).toBe('VPN');
    await settledScreenshot(page, 'detail-tabs-zh-tag-added');
    await page.getByRole('button', { name: '删除标签 VPN' }).click();
    await page.getByText('删除成功').waitFor();
    await page.locator('[data-testid="order-tag"]').waitFor({ state: 'detached' });

    // Replies: a reply with an attachment, uploaded with progress, then sent.
    await page.getByTestId('order-tag-reply').click();
    const composer = page.getByTestId('reply-composer');
    const editor = composer.locator('[contenteditable="true"]');
    // The rich-text editor is a stand-in until the first tap; then it loads and takes the focus.
    await composer.getByRole('textbox').first().click();
    await editor.waitFor();
    await expect.poll(() => editor.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.type('已更换 3 楼交换机电源，请观察。');
    await page.getByTestId('reply-file-input').setInputFiles({ name: 'switch-log.txt', mimeType: 'text/plain', buffer: Buffer.from('reboot at 10:00\nreboot at 11:00\n') });
    await page.locator('[data-testid="reply-composer"]', { hasText: 'switch-log.txt' }).waitFor();
    await expect.poll(() => page.getByTestId('reply-send').isEnabled()).toBe(true);
    await page.getByTestId('reply-send').click();
    await page.getByText('回复成功').waitFor();
    const reply = page.locator('[data-testid="reply"]', { hasText: '已更换 3 楼交换机电源' });
    await reply.waitFor();
    expect(await reply.getByTestId('reply-files').textContent()).toContain('switch-log.txt');
    await settledScreenshot(page, 'detail-tabs-zh-reply-sent');

    // Linked tickets: link one from /searchAssorder, back on the tab, then unlink it.
    await page.getByTestId('order-tag-assorder').click();
    await page.getByTestId('assorder-link').click();
    await page.waitForURL((url) => url.pathname === '/searchAssorder');
    const candidate = page.getByTestId('search-assorder-candidate').first();
    await candidate.waitFor();
    const linkedTitle = (await candidate.locator('.sd-ticket-title, h3, strong').first().textContent())?.trim() ?? '';
    await candidate.locator('input[type="checkbox"]').check();
    await page.locator('[data-testid="search-assorder-types"] input[type="radio"]').first().check();
    await settledScreenshot(page, 'detail-tabs-zh-search-assorder');
    await page.getByTestId('search-assorder-confirm').click();
    await page.waitForURL((url) => url.pathname === '/orderDetails' && url.searchParams.get('tab') === 'assorder');
    const row = page.getByTestId('assorder-row').first();
    await row.waitFor();
    if (linkedTitle) expect(await row.textContent()).toContain(linkedTitle);
    await settledScreenshot(page, 'detail-tabs-zh-assorder-linked');
    const before = await page.getByTestId('assorder-row').count();
    await row.getByTestId('assorder-unlink').click();
    await page.locator('.adm-dialog').getByText('解除关联', { exact: true }).click();
    await page.getByText('解除关联成功').waitFor();
    await expect.poll(() => page.getByTestId('assorder-row').count()).toBe(before - 1);
    expectClean(phone);
  });

  it('every tab in English', async () => {
    const id = await walkedIncident('Printer queue stuck');
    const phone = await suite.phone({ locale: 'en-US' });
    const { page } = phone;
    await login(page, suite.server, 'wangwu', `/orderDetails?id=${id}`);
    await page.getByTestId('order-detail').waitFor();
    await settledScreenshot(page, 'detail-tabs-en-detail');
    for (const code of Object.keys(READY)) {
      await openTab(page, code, READY[code]!);
      const text = (await page.getByTestId(`order-tab-${code}`).textContent()) ?? '';
      // English throughout: no Chinese from the app's own texts (names of people and nodes come translated too).
      expect(text, code).not.toMatch(/[审批回复标签关联浏览记录字段修改处理暂无加载]/);
      await settledScreenshot(page, `detail-tabs-en-${code}`);
    }
    expectClean(phone);
  });

  it('offers Refresh or Overwrite when someone else saved the ticket after it was opened', async () => {
    const id = await walkedIncident('Wi-Fi drops in meeting room 5');
    await gatewayApi(suite.server, 'wangwu', 'POST', '/api/v2/biz/btn/btnaction/addAssignee', { workOrderId: id, userIds: [USERS.sunqi] });
    const phone = await suite.phone();
    const { page } = phone;
    await login(page, suite.server, 'wangwu', `/orderDetails?id=${id}`);
    await page.getByTestId('order-detail').waitFor();
    const { version } = await gatewayApi<{ version: number }>(suite.server, 'wangwu', 'GET', `/api/v2/biz/mdl/instance/body/get/${id}`);
    await gatewayApi(suite.server, 'sunqi', 'POST', '/api/v2/biz/btn/btnaction/update', { workOrderId: id, version, formData: { impact: 'impact-department', solution: '孙七已处理' } });

    // Wang Wu's own edit (the step's required fields), which Sun Qi's save would be lost under or overwrite.
    await page.locator('[data-field="resolution.solution"] textarea:not([aria-hidden="true"])').fill('重启交换机后恢复');
    await page.locator('[data-field="resolution.closeCode"]').getByText('已解决').click();
    await page.locator('[data-field="resolution.rootCause"] textarea:not([aria-hidden="true"])').fill('交换机电源老化');
    const bar = page.getByRole('toolbar');
    const inline = bar.getByRole('button', { name: '修改' });
    if (await inline.count()) await inline.click();
    else {
      await bar.getByRole('button', { name: '更多' }).click();
      await page.locator('.adm-action-sheet').getByText('修改', { exact: true }).click();
    }
    // The "changed by someone else" dialog names who and offers Overwrite, Refresh and Cancel.
    const title = page.getByText('工单已被他人修改', { exact: true });
    await title.waitFor();
    await page.getByText(/孙七\(Sun Qi\)在您打开后修改了该工单/).waitFor();
    await page.getByRole('button', { name: '覆盖' }).waitFor();
    await settledScreenshot(page, 'detail-tabs-zh-conflict');
    await page.getByRole('button', { name: '刷新' }).click();
    await title.waitFor({ state: 'hidden' });
    // Refreshed: Sun Qi's saved data shows, Wang Wu's unsent edit is gone.
    await expect.poll(() => page.locator('[data-field="resolution.solution"]').textContent()).not.toContain('重启交换机后恢复');
    await page.getByTestId('order-detail').waitFor();
    expectClean(phone);
  });
});
