// The ticket lifecycle in real Chromium (390x844) on the built app and the fixture gateway, following
// the gateway's incident walk (fixtures/gateway/README.md, "The issue-5 walk"): the requester creates an
// incident from /flowCenter, saves a draft, reopens it from the drafts list and submits it; lisi
// transfers it to wangwu; wangwu hangs it up, resumes it and rolls it back; the requester resubmits;
// wangwu submits it to approval; zhaoliu rejects it with a reason, then approves the resubmission; wangwu
// closes it. Every step asserts the visible status and buttons. Plus: a failed submit keeps the input.
// Run `npm run build:app` first. Screenshots go to tests/e2e/screenshots/.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../fixtures/gateway/server';
import { FLOW_MARKERS } from '@plugins/blocks/flow-chart/highlight';
import { appUrl, launchBrowser, login, openPhone, screenshot as save, type PhonePage } from './support';
import { startAppServer } from './support';
import { field, fillIncident as fillForm } from './incident-form';
import { ACTION_UI, actionSheet, cancelActionSheet, confirmActionSheet, pressAction, type ActionLang } from './ticket-actions';

let server: RunningServer;
let browser: Browser;
const phones = new Map<string, PhonePage>();

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  await control('POST', '/__gateway/reset', { faults: true });
});

afterAll(async () => {
  await Promise.all([...phones.values()].map((phone) => phone.close()));
  await browser?.close();
  await server?.close();
});

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(new URL(path.replace(/^\//, ''), server.url), {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

/**
 * The walk runs on phones and again in desktop browsers (1280x800, a desktop user agent: the role
 * check's H5 test fails there, so the demo gateway's `isH5: true` is what lets lisi, wangwu and zhaoliu in).
 */
type Device = 'phone' | 'desktop';
let device: Device = 'phone';

/** One phone (own browser context) per device, user and language, logged in once. */
async function phoneOf(user: string, locale = 'zh-CN'): Promise<Page> {
  const key = `${device}:${user}:${locale}`;
  let phone = phones.get(key);
  if (!phone) {
    phone = await openPhone(browser, { locale, desktop: device === 'desktop' });
    phones.set(key, phone);
    await login(phone.page, server, user, '/homePage');
    pageLanguages.set(phone.page, locale.startsWith('en') ? 'en' : 'zh');
  }
  return phone.page;
}

/** No CSP violation, no uncaught error, no console error on any phone. */
function expectClean() {
  for (const [key, phone] of phones) {
    expect(phone.problems.csp, key).toEqual([]);
    expect(phone.problems.pageErrors, key).toEqual([]);
    expect(phone.problems.consoleErrors, key).toEqual([]);
  }
}


const UI = ACTION_UI;
type Lang = ActionLang;
const langOf = (page: Page): Lang => (pageLanguages.get(page) ?? 'zh');
const pageLanguages = new WeakMap<Page, Lang>();

/** A screenshot once popups have finished their opening animation. */
async function screenshot(page: Page, name: string) {
  await page.waitForTimeout(500);
  await save(page, device === 'desktop' ? `${name}-desktop` : name);
}

/** Shows the top of the scrolling layout (before a screenshot of a whole screen). */
async function scrollTop(page: Page) {
  await page.evaluate(() => document.querySelector('.sd-layout-content')?.scrollTo({ top: 0 }));
}

/** Fills the incident form as a requester would, in the page's language. */
const fillIncident = (page: Page, title: string) => fillForm(page, title, langOf(page));

async function openDetail(page: Page, id: string) {
  await page.goto(appUrl(server, `/orderDetails?id=${id}`));
  await page.getByTestId('order-detail').waitFor();
}

/** Waits until the detail shows `status` (it reloads after every action). */
async function expectStatus(page: Page, status: string) {
  await expect.poll(() => page.getByTestId('order-status').innerText(), { timeout: 15000 }).toBe(status);
}

async function handlers(page: Page): Promise<string> {
  return page.getByTestId('order-meta-handlers').locator('dd').innerText();
}

/** Every action the bar offers: the inline buttons and those of the "More" sheet. */
async function actionNames(page: Page): Promise<string[]> {
  const ui = UI[langOf(page)];
  const bar = page.getByRole('toolbar', { name: ui.bar });
  await bar.waitFor();
  const inline = await bar.locator('[data-action]').allInnerTexts();
  const more = bar.getByRole('button', { name: ui.more });
  if (!(await more.count())) return inline;
  await more.click();
  const sheet = page.locator('.adm-action-sheet').filter({ visible: true });
  await sheet.waitFor();
  const extra = await sheet.locator('.adm-action-sheet-button-list .adm-action-sheet-button-item-name').allInnerTexts();
  await sheet.locator('.adm-action-sheet-cancel .adm-action-sheet-button-item').click();
  await sheet.waitFor({ state: 'hidden' });
  return [...inline, ...extra];
}

/**
 * Waits until the bar offers `has` (it reloads after an action or a navigation), then checks that it
 * offers none of `not`. `exactly`: the whole offer, in any order.
 */
async function expectActions(page: Page, expected: { has?: string[]; not?: string[]; exactly?: string[] }) {
  if (expected.exactly) {
    await expect.poll(async () => (await actionNames(page)).sort(), { timeout: 15000 }).toEqual([...expected.exactly].sort());
    return;
  }
  await expect.poll(() => actionNames(page), { timeout: 15000 }).toEqual(expect.arrayContaining(expected.has ?? []));
  const names = await actionNames(page);
  for (const name of expected.not ?? []) expect(names, name).not.toContain(name);
}

/** The inline buttons of the bar: type and whether they can be pressed. */
async function barButtons(page: Page): Promise<Array<{ type: string; enabled: boolean }>> {
  const bar = page.getByRole('toolbar', { name: UI[langOf(page)].bar });
  return bar.locator('[data-action]').evaluateAll((buttons) =>
    buttons.map((b) => ({ type: b.getAttribute('data-action') ?? '', enabled: !(b as HTMLButtonElement).disabled })),
  );
}

/**
 * Opens the detail's flow-chart tab (bpmn-js loads on its first visit) and waits for the drawing;
 * then runs `run` and returns to the order-detail tab.
 */
async function showFlowChart(page: Page, run: () => Promise<void> = async () => undefined) {
  await page.getByTestId('order-tag-flowChart').click();
  await page.getByTestId('order-detail-flow').locator('.sd-flow-chart__frame[data-state="ready"]').waitFor({ timeout: 30000 });
  await run();
  await page.getByTestId('order-tag-detail').click();
}

/** Waits for the flow chart to be drawn and for `nodeId` to carry `marker`. */
async function expectMarked(page: Page, nodeId: string, marker: string) {
  await showFlowChart(page, async () => {
    await expect.poll(() => page.locator(`.djs-element[data-element-id="${nodeId}"]`).getAttribute('class'), { timeout: 15000 }).toContain(marker);
  });
}

const press = (page: Page, name: string) => pressAction(page, name, langOf(page));
const dialog = actionSheet;
const confirmDialog = (page: Page) => confirmActionSheet(page, langOf(page));
const cancelDialog = (page: Page) => cancelActionSheet(page, langOf(page));

/** The confirmation of a `none`-kind action (antd-mobile Dialog). */
function confirmation(page: Page): Locator {
  return page.locator('.adm-dialog-body').filter({ visible: true });
}

async function toast(page: Page, text: string) {
  const shown = page.locator('[data-feedback="toast-host"]').getByText(text, { exact: true }).first();
  await shown.waitFor({ timeout: 15000 });
  // Never over the navigation bar's title.
  const [toastBox, navBox] = await Promise.all([shown.boundingBox(), page.locator('.sd-layout-nav').first().boundingBox()]);
  if (toastBox && navBox) expect(toastBox.y).toBeGreaterThanOrEqual(navBox.y + navBox.height);
}

/**
 * The create page's tabs: the flow chart tab draws the template's process with nothing highlighted
 * (nothing has run); back on the form tab the typed title is still there.
 */
async function expectCreateFlowTab(page: Page, title: string, shot: string) {
  const lang = langOf(page);
  const tabs = page.getByRole('tablist', { name: lang === 'zh' ? '工单页签' : 'Ticket sections' });
  expect(await tabs.getByRole('tab').allInnerTexts()).toEqual(lang === 'zh' ? ['工单信息', '流程图'] : ['Order info', 'Flow chart']);
  await tabs.getByRole('tab', { name: lang === 'zh' ? '流程图' : 'Flow chart' }).click();
  const flow = page.getByTestId('order-create-flow');
  await flow.locator('.sd-flow-chart__frame[data-state="ready"]').waitFor({ timeout: 30000 });
  expect(await flow.locator('.djs-element[data-element-id]').count()).toBeGreaterThan(3);
  expect(await flow.locator(Object.values(FLOW_MARKERS).map((marker) => `.${marker}`).join(', ')).count()).toBe(0);
  expect(await field(page, 'title').isVisible()).toBe(false);
  await screenshot(page, shot);
  await tabs.getByRole('tab', { name: lang === 'zh' ? '工单信息' : 'Order info' }).click();
  await field(page, 'title').waitFor();
  expect(await field(page, 'title').getByRole('textbox').inputValue()).toBe(title);
}

describe.each(['phone', 'desktop'] as const)('ticket lifecycle (incident walk, %s)', (kind) => {
  let id = '';
  beforeAll(() => {
    device = kind;
  });

  it('the requester creates an incident from the flow center, saves a draft, reopens it from the drafts list and submits it', async () => {
    const page = await phoneOf('zhangsan');
    await page.goto(appUrl(server, '/flowCenter'));
    await page.getByTestId('flow-search').locator('input').fill('  事件 ');
    await expect.poll(() => page.getByTestId('flow-template').count()).toBe(1);
    await page.getByTestId('flow-template').filter({ hasText: '事件管理' }).click();
    await page.waitForURL((url) => url.pathname === '/orderCreate');
    await page.getByTestId('order-create').waitFor();
    expect(await page.getByTestId('order-create-process').innerText()).toBe('事件管理');
    expect(await page.getByTestId('order-create-submit').innerText()).toBe('提交');
    expect(await page.getByTestId('order-create-save-draft').innerText()).toBe('保存草稿');

    await fillIncident(page, '五楼邮件服务器无法收发邮件');
    await scrollTop(page);
    await screenshot(page, 'ticket-create-zh');
    await expectCreateFlowTab(page, '五楼邮件服务器无法收发邮件', 'ticket-create-flow-zh');
    await page.getByTestId('order-create-save-draft').click();
    await toast(page, '草稿已保存！');
    await page.waitForURL((url) => url.searchParams.has('draftId'));
    const draftId = new URL(page.url()).searchParams.get('draftId')!;
    await page.getByTestId('order-create-draft-tag').waitFor();
    expect(await page.getByTestId('order-create-save-draft').innerText()).toBe('更新草稿');

    // Reopen from the drafts list of the flow center.
    await page.goto(appUrl(server, '/flowCenter'));
    const row = page.locator(`[data-testid="draft-row"][data-draft-id="${draftId}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain('五楼邮件服务器无法收发邮件');
    await row.click();
    await page.waitForURL((url) => url.searchParams.get('draftId') === draftId);
    await expect.poll(() => field(page, 'title').getByRole('textbox').inputValue()).toBe('五楼邮件服务器无法收发邮件');
    expect(await page.getByTestId('order-create-delete-draft').isVisible()).toBe(true);

    // Submit: the next node is the service desk, Li Si preselected.
    await page.getByTestId('order-create-submit').click();
    const sheet = dialog(page);
    await sheet.waitFor();
    expect(await sheet.innerText()).toContain('服务台受理');
    await screenshot(page, 'ticket-modal-assign-zh');
    await confirmDialog(page);
    await toast(page, '提交成功');
    await page.waitForURL((url) => url.pathname === '/orderDetails');
    id = new URL(page.url()).searchParams.get('id')!;
    expect(id).toBe(draftId);
    await expectStatus(page, '处理中');
    expect(await handlers(page)).toContain('李四');
    expect(await page.getByTestId('order-number').innerText()).toMatch(/^INC-\d{4}$/);
    expect(await page.getByTestId('order-tags').getByRole('tab').first().innerText()).toBe('工单详情');
    const names = await actionNames(page);
    expect(names).toEqual(expect.arrayContaining(['取回', '撤回', '催办']));
    expect(names).not.toContain('提交');

    // Take back is a `none`-kind action with a confirmation: asked, then left alone.
    await press(page, '取回');
    await confirmation(page).waitFor();
    expect(await confirmation(page).innerText()).toContain('取回');
    await screenshot(page, 'ticket-modal-none-zh');
    await confirmation(page).getByRole('button', { name: '取消' }).click();
    await confirmation(page).waitFor({ state: 'hidden' });
    expect(await handlers(page)).toContain('李四');
    expectClean();
  });

  it('the handler (lisi) opens it and transfers it to wangwu', async () => {
    const page = await phoneOf('lisi');
    await openDetail(page, id);
    await expectStatus(page, '处理中');
    // The flow chart draws the process with the current node highlighted (its tab: bpmn-js loads when opened).
    await showFlowChart(page, async () => {
      expect(await page.locator('.djs-element.sd-flow-current').count()).toBeGreaterThan(0);
    });
    await screenshot(page, 'ticket-detail-zh');
    expect(await actionNames(page)).toEqual(expect.arrayContaining(['提交', '转派', '回退', '挂起', '关闭', '会签']));
    // The endorse kind: looked at, not sent.
    await press(page, '会签');
    await dialog(page).waitFor();
    await screenshot(page, 'ticket-modal-endorse-zh');
    await cancelDialog(page);
    await press(page, '转派');
    const sheet = dialog(page);
    await sheet.waitFor();
    await sheet.getByText('王五', { exact: false }).first().click();
    await screenshot(page, 'ticket-modal-transfer-zh');
    await confirmDialog(page);
    await toast(page, '转派成功');
    await expect.poll(() => handlers(page)).toContain('王五');
    await expectStatus(page, '处理中');
    expect(await actionNames(page)).not.toContain('提交');
    expectClean();
  });

  it('wangwu hangs it up, resumes it and rolls it back to the requester', async () => {
    const page = await phoneOf('wangwu');
    await openDetail(page, id);
    await expectStatus(page, '处理中');
    expect(await actionNames(page)).toEqual(expect.arrayContaining(['提交', '挂起', '回退']));

    await press(page, '挂起');
    await dialog(page).waitFor();
    await confirmDialog(page);
    await toast(page, '挂起成功');
    await expectStatus(page, '已挂起');
    // Frozen: resume and copy (a new ticket) work; no button that operates the ticket can be pressed.
    const bar = page.getByRole('toolbar', { name: '工单操作' });
    await expect.poll(() => bar.locator('[data-action="HANGDOWN"]').isEnabled()).toBe(true);
    expect(await bar.innerText()).toContain('工单已冻结');
    await expectActions(page, { exactly: ['解挂', '复制'] });
    const frozen = await barButtons(page);
    expect(frozen.filter((b) => b.enabled).map((b) => b.type).sort()).toEqual(['COPY', 'HANGDOWN']);
    expect(frozen.filter((b) => !['COPY', 'HANGDOWN'].includes(b.type)).every((b) => !b.enabled)).toBe(true);
    await screenshot(page, 'ticket-frozen-zh');

    await press(page, '解挂');
    await toast(page, '解挂成功');
    await expectStatus(page, '处理中');
    await expectActions(page, { has: ['提交', '挂起', '回退', '转派'], not: ['解挂'] });
    expect(await bar.innerText()).not.toContain('工单已冻结');

    await press(page, '回退');
    const sheet = dialog(page);
    await sheet.waitFor();
    // A return needs a reason.
    await sheet.getByRole('button', { name: '确定' }).click();
    await sheet.getByText('原因不能为空').waitFor();
    await sheet.getByRole('textbox').fill('请补充故障截图');
    await screenshot(page, 'ticket-modal-simple-zh');
    await confirmDialog(page);
    await toast(page, '回退成功');
    await expect.poll(() => handlers(page)).toContain('张三');
    // Returned to the requester: rejected (spec status 30), the node it was returned from marked.
    await expectStatus(page, '已驳回');
    await expectMarked(page, 'Task_accept', FLOW_MARKERS.rejected);
    // Back with the requester: nothing left for wangwu but copy.
    await expectActions(page, { exactly: ['复制'] });
    expectClean();
  });

  it('the requester resubmits it; wangwu submits it on to approval', async () => {
    const requester = await phoneOf('zhangsan');
    await openDetail(requester, id);
    await expectStatus(requester, '已驳回');
    expect(await actionNames(requester)).toEqual(expect.arrayContaining(['提交', '关闭']));
    // Back to whoever held the next step last: nobody to choose, so no modal.
    await press(requester, '提交');
    await toast(requester, '提交成功');
    await expect.poll(() => handlers(requester)).toContain('王五');
    await expectStatus(requester, '处理中');
    // Submitted: the requester may take it back, withdraw or urge, no longer submit.
    await expectActions(requester, { has: ['取回', '撤回', '催办'], not: ['提交', '关闭'] });

    const handler = await phoneOf('wangwu');
    await openDetail(handler, id);
    await expectStatus(handler, '处理中');
    await expectActions(handler, { has: ['提交', '回退', '挂起'] });
    await press(handler, '提交');
    await toast(handler, '提交成功');
    await expect.poll(() => handlers(handler)).toContain('赵六');
    await expectStatus(handler, '处理中');
    // The node it was returned from is done again: no longer marked rejected.
    await expectMarked(handler, 'Task_accept', FLOW_MARKERS.done);
    expect(await handler.locator('.djs-element[data-element-id="Task_accept"]').getAttribute('class')).not.toContain(FLOW_MARKERS.rejected);
    // With the approver now: wangwu, who moved it last, may take it back.
    await expectActions(handler, { exactly: ['取回', '复制'] });
    expectClean();
  });

  it('the approver (zhaoliu) rejects it with a reason; after the resubmission approves it', async () => {
    const approver = await phoneOf('zhaoliu');
    await openDetail(approver, id);
    await expectStatus(approver, '处理中');
    expect(await actionNames(approver)).toEqual(expect.arrayContaining(['审批通过', '审批驳回']));
    await press(approver, '审批驳回');
    const sheet = dialog(approver);
    await sheet.waitFor();
    await sheet.getByRole('textbox').fill('影响范围描述不清');
    await confirmDialog(approver);
    await toast(approver, '驳回成功');
    await expectStatus(approver, '已驳回');
    await expectActions(approver, { exactly: ['复制'] });
    // The flow chart marks the approval node the ticket was rejected at.
    await expectMarked(approver, 'Task_approve', FLOW_MARKERS.rejected);
    await screenshot(approver, 'ticket-rejected-flow-zh');

    const requester = await phoneOf('zhangsan');
    await openDetail(requester, id);
    await expectStatus(requester, '已驳回');
    expect(await actionNames(requester)).toEqual(expect.arrayContaining(['提交', '关闭']));
    // Straight back to the same approver.
    await press(requester, '提交');
    await toast(requester, '提交成功');
    await expectStatus(requester, '处理中');
    await expect.poll(() => handlers(requester)).toContain('赵六');

    await openDetail(approver, id);
    await expectStatus(approver, '处理中');
    await press(approver, '审批通过');
    const pass = dialog(approver);
    await pass.waitFor();
    // Urgency high: the gateway routes to second-line experts.
    expect(await pass.innerText()).toContain('二线专家处理');
    await confirmDialog(approver);
    await toast(approver, '审批通过');
    await expect.poll(() => handlers(approver)).toContain('王五');
    await expectStatus(approver, '处理中');
    await expectActions(approver, { exactly: ['取回', '复制'] });
    expectClean();
  });

  it('the handler closes it: closed, read-only, nothing left to do but copy', async () => {
    const page = await phoneOf('wangwu');
    await openDetail(page, id);
    await expectStatus(page, '处理中');
    await press(page, '关闭');
    const sheet = dialog(page);
    await sheet.waitFor();
    await sheet.getByRole('textbox').fill('邮件服务已恢复');
    await confirmDialog(page);
    await toast(page, '关闭成功');
    await expectStatus(page, '已关闭');
    expect(await page.getByTestId('schema-form').getAttribute('data-mode')).toBe('readOnly');
    expect(await page.getByText('工单状态为“已关闭”，表单只读').isVisible()).toBe(true);
    expect(await actionNames(page)).toEqual(['复制']);
    await page.getByTestId('order-tag-history').click();
    await page.getByTestId('history-entry').first().waitFor();
    const actions = await page.getByTestId('history-entry').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action')));
    expect(actions.slice(0, 3)).toEqual(['CLOSE', 'APPROVE_PASS', 'COMMIT']);
    expect(actions).toEqual(expect.arrayContaining(['START', 'TRANSFER', 'HANGUP', 'HANGDOWN', 'ROLLBACK', 'APPROVE_REJECT']));
    // Copy: a new ticket. The address names the source only (the values wait in storage); the number stays with the original.
    const number = await page.getByTestId('order-number').innerText();
    await press(page, '复制');
    await page.waitForURL((url) => url.pathname === '/orderCreate');
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['processDefKey', 'copyFrom']);
    await expect.poll(() => field(page, 'title').getByRole('textbox').inputValue()).toBe('五楼邮件服务器无法收发邮件');
    expect(await field(page, 'incidentNo').innerText()).not.toMatch(/INC\d{12}/);
    expect(await page.getByTestId('order-create').innerText()).not.toContain(number);
    expectClean();
  });
});

describe('failed submit', () => {
  beforeAll(() => {
    device = 'phone';
  });
  it('keeps what was typed: in the form, and after a reload offered from the local copy', async () => {
    const page = await phoneOf('zhangsan');
    await control('POST', '/__gateway/faults', { match: 'btnaction/start', status: 500, times: 1 });
    await page.goto(appUrl(server, '/flowCenter'));
    await page.getByTestId('flow-template').filter({ hasText: '事件管理' }).click();
    await page.getByTestId('order-create').waitFor();
    await fillIncident(page, '三楼打印机无法打印');
    await page.getByTestId('order-create-submit').click();
    await dialog(page).waitFor();
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await toast(page, '提交未成功，已填写的内容已保存在本机');
    // The modal stays open for another try; the form still holds the input.
    await cancelDialog(page);
    expect(await field(page, 'title').getByRole('textbox').inputValue()).toBe('三楼打印机无法打印');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('formLocalStorageMap') ?? '{}') as Record<string, { values: { title?: string } }>);
    expect(Object.values(stored).map((copy) => copy.values.title)).toContain('三楼打印机无法打印');

    await page.reload();
    await page.getByText('发现未提交的内容').waitFor();
    await screenshot(page, 'ticket-create-restore-zh');
    await page.getByRole('button', { name: '恢复', exact: true }).click();
    await expect.poll(() => field(page, 'title').getByRole('textbox').inputValue()).toBe('三楼打印机无法打印');

    // Now it goes through, and the local copy is gone.
    await page.getByTestId('order-create-submit').click();
    await confirmDialog(page);
    await toast(page, '提交成功');
    await page.waitForURL((url) => url.pathname === '/orderDetails');
    const after = await page.evaluate(() => localStorage.getItem('formLocalStorageMap'));
    expect(after === null || !after.includes('三楼打印机无法打印')).toBe(true);
    expectClean();
  });
});

describe('screens in English', () => {
  beforeAll(() => {
    device = 'phone';
  });
  it('create, the assign modal, the detail with its flow chart, and the transfer, endorse, simple and none kinds', async () => {
    const requester = await phoneOf('zhangsan', 'en-US');
    await requester.goto(appUrl(server, '/flowCenter'));
    await requester.locator('[data-testid="flow-template"][data-process-def-id^="proc-incident"]').click();
    await requester.getByTestId('order-create').waitFor();
    expect(await requester.getByTestId('order-create-save-draft').innerText()).toBe('Save draft');
    await fillIncident(requester, 'Printer on floor 3 prints blank pages');
    await scrollTop(requester);
    await screenshot(requester, 'ticket-create-en');
    await expectCreateFlowTab(requester, 'Printer on floor 3 prints blank pages', 'ticket-create-flow-en');
    await scrollTop(requester);
    await requester.getByTestId('order-create-submit').click();
    await dialog(requester).waitFor();
    await screenshot(requester, 'ticket-modal-assign-en');
    await confirmDialog(requester);
    await toast(requester, 'Submitted successfully');
    await requester.waitForURL((url) => url.pathname === '/orderDetails');
    const ticketId = new URL(requester.url()).searchParams.get('id')!;
    await expectStatus(requester, 'Processing');
    await showFlowChart(requester);
    expect(await requester.getByTestId('order-tags').getByRole('tab').first().innerText()).toBe('Order detail');
    await screenshot(requester, 'ticket-detail-en');
    await press(requester, 'Take back');
    await confirmation(requester).waitFor();
    await screenshot(requester, 'ticket-modal-none-en');
    await confirmation(requester).getByRole('button', { name: 'Cancel' }).click();

    const handler = await phoneOf('lisi', 'en-US');
    await openDetail(handler, ticketId);
    await expectStatus(handler, 'Processing');
    expect(await actionNames(handler)).toEqual(expect.arrayContaining(['Submit', 'Transfer', 'Roll back', 'Endorse']));
    for (const [action, kind] of [
      ['Transfer', 'transfer'],
      ['Endorse', 'endorse'],
      ['Roll back', 'simple'],
    ] as const) {
      await press(handler, action);
      await dialog(handler).waitFor();
      await screenshot(handler, `ticket-modal-${kind}-en`);
      await cancelDialog(handler);
    }
    // Nothing was sent: still with Li Si.
    expect(await handlers(handler)).toContain('Li Si');
    expectClean();
  });
});
