// Issue 21 in real Chromium (390x844) on the built app and the fixture gateway's CMDB: on the change ticket CHG-0001
// the handler with every CI-tab permission (lisi) links a CI, adds one with a relation, edits it, views the
// topology and removes it; a user who may only link (wangwu) and one who may only look (zhaoliu) are offered only
// that; the requester on his own incident may add and edit; a requester fills a form with each CMDB field type.
// Screenshots in zh and en. Run `npm run build:app` first.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSeed } from '../../fixtures/gateway/seed';
import { appUrl, browserSuite, expectClean, gatewayApi, login, settledScreenshot, toastShown } from './support';

const suite = browserSuite();
const CHG = loadSeed().workOrders.find((order) => order.preNum === 'CHG-0001')!.workOrderId;
const TAB = 'tab-ci-change-request';

interface CiSummary {
  ciId: string;
  ciName: string;
  modelId: string;
}
interface CiDetail extends CiSummary {
  fieldsForm: Record<string, unknown>;
  relationShip: Array<{ modelRelationId: string; toCiId: string; fromCiId: string }>;
}

/** The CIs linked on CHG-0001's CI tab, as the gateway has them. */
const linked = async () => (await gatewayApi<CiSummary[]>(suite.server, 'lisi', 'POST', '/api/v2/biz/tab/listCi/backfill', { tabId: TAB, workOrderId: CHG })).map((ci) => ci.ciName);
const detailOf = (ciId: string) => gatewayApi<CiDetail>(suite.server, 'lisi', 'GET', `/api/v2/biz/cmdb/showDetail?ciId=${ciId}`);

const toast = toastShown;

/** Opens CHG-0001's CI tab as `user` (a phone of its own) and waits for the first card. */
async function openCiTab(user: string, locale = 'zh-CN') {
  const phone = await suite.phone({ locale });
  await login(phone.page, suite.server, user, `/orderDetails?id=${CHG}`);
  await phone.page.getByTestId('order-tag-ci').click();
  await phone.page.getByTestId('ci-card').first().waitFor({ timeout: 15000 });
  return phone;
}

/** Chooses the model tab named `name` in the CI tab. */
const showModel = (page: Page, name: string) => page.getByTestId('ci-models').getByRole('tab').filter({ hasText: new RegExp(`^${name}$`) }).click();

describe('configuration items on a change ticket', () => {
  it('lisi (every permission): links, adds with a relation, edits, views the topology and removes', async () => {
    const phone = await openCiTab('lisi');
    const { page } = phone;
    expect(await linked()).toEqual(expect.arrayContaining(['bj-web-01', 'sh-app-01']));
    // Only the default models and those with a linked CI: the application model has none yet.
    const models = () => page.getByTestId('ci-models').getByRole('tab').allInnerTexts();
    expect(await models()).toEqual(['服务器', '应用系统', '交换机']);
    await settledScreenshot(page, 'cmdb-ci-tab-zh');

    // Link: an application, found by its code among 1000 candidates; its model shows, the list starts again.
    await showModel(page, '应用系统');
    await page.getByTestId('ci-link').click();
    const picker = page.getByTestId('ci-link-picker');
    await picker.waitFor();
    await picker.getByTestId('ci-link-model').selectOption('m-application');
    await picker.getByTestId('ci-link-search').fill('APP-0003');
    await expect.poll(() => picker.getByTestId('ci-link-candidate').count(), { timeout: 10000 }).toBe(1);
    await picker.locator('[data-testid="ci-link-candidate"][data-ci-id="ci-app-0003"]').click();
    await settledScreenshot(page, 'cmdb-link-zh');
    await picker.getByTestId('ci-link-confirm').click();
    await toast(page, '关联成功');
    await expect.poll(() => linked()).toContain('erp-web');
    await page.locator('[data-testid="ci-card"][data-ci-id="ci-app-0003"]').waitFor();

    // Add an application with a relation: runs on bj-web-01.
    await page.getByTestId('ci-add').click();
    const drawer = page.getByTestId('ci-drawer');
    await drawer.waitFor();
    expect(await drawer.getAttribute('data-mode')).toBe('ADD');
    const name = `e2e-app-${Date.now() % 100000}`;
    await drawer.locator('[data-field="sdCiName"]').getByRole('textbox').fill(name);
    await drawer.locator('[data-field="appVersion"]').getByRole('textbox').fill('1.0.0');
    // The environment is required for an application: Save says so at the field, nothing is sent.
    await drawer.getByTestId('ci-drawer-save').click();
    await drawer.locator('[data-field="env"]').getByText('请输入必填项！').waitFor();
    expect(await linked()).not.toContain(name);
    await drawer.locator('[data-field="env"]').getByTestId('picker-trigger').click();
    const options = page.getByTestId('option-popup');
    await options.getByRole('option', { name: '生产', exact: true }).click();
    await options.waitFor({ state: 'detached' });
    await drawer.getByTestId('ci-relation-kind').selectOption('mr-app-runs-on-server');
    await drawer.getByTestId('ci-relation-search').fill('bj-web-01');
    await drawer.getByTestId('ci-relation-target').filter({ hasText: 'bj-web-01' }).first().click();
    await expect.poll(() => drawer.getByTestId('ci-relation').count()).toBe(1);
    await settledScreenshot(page, 'cmdb-add-zh');
    await drawer.getByTestId('ci-drawer-save').click();
    await toast(page, '新增成功');
    await expect.poll(() => linked()).toContain(name);
    const added = (await gatewayApi<CiSummary[]>(suite.server, 'lisi', 'POST', '/api/v2/biz/tab/listCi/backfill', { tabId: TAB, workOrderId: CHG })).find((ci) => ci.ciName === name)!;
    const stored = await detailOf(added.ciId);
    expect(stored.relationShip.filter((relation) => relation.fromCiId === added.ciId).map((relation) => [relation.modelRelationId, relation.toCiId])).toEqual([['mr-app-runs-on-server', 'ci-srv-0001']]);

    // Edit it: a new version.
    await page.locator(`[data-testid="ci-card"][data-ci-id="${added.ciId}"]`).getByTestId('ci-open').click();
    await drawer.waitFor();
    await drawer.getByTestId('ci-drawer-edit').click();
    await expect.poll(() => drawer.getAttribute('data-mode')).toBe('UPDATE');
    await drawer.locator('[data-field="appVersion"]').getByRole('textbox').fill('2.0.0');
    await drawer.getByTestId('ci-drawer-save').click();
    await toast(page, '修改成功');
    await expect.poll(async () => (await detailOf(added.ciId)).fieldsForm.appVersion).toBe('2.0.0');

    // The topology of bj-web-01: a graph, its legend, and every node as a button; one opens that CI.
    await page.locator('[data-testid="ci-card"]').first().waitFor();
    await showModel(page, '服务器');
    await page.locator('[data-testid="ci-card"][data-ci-id="ci-srv-0001"]').getByTestId('ci-open').click();
    await drawer.waitFor();
    await page.getByTestId('ci-drawer-tabs').getByRole('tab', { name: '拓扑' }).click();
    await page.getByTestId('ci-topology-canvas').locator('canvas').first().waitFor({ timeout: 20000 });
    expect(await page.getByTestId('ci-topology-legend').innerText()).toContain('服务器');
    await expect.poll(() => page.getByTestId('ci-topology-node').count(), { timeout: 15000 }).toBeGreaterThan(50);
    await settledScreenshot(page, 'cmdb-topology-zh');
    await page.locator(`[data-testid="ci-topology-node"][data-ci-id="${added.ciId}"]`).click();
    await expect.poll(() => page.getByTestId('ci-drawer-title').innerText()).toContain(name);

    // Remove it from the ticket (it stays in the CMDB).
    await page.getByTestId('ci-drawer-close').click();
    await showModel(page, '应用系统');
    await page.locator(`[data-testid="ci-card"][data-ci-id="${added.ciId}"]`).getByTestId('ci-remove').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '移除' }).click();
    await toast(page, '移除成功');
    await expect.poll(() => linked()).not.toContain(name);
    expect((await detailOf(added.ciId)).ciName).toBe(name);
    expectClean(phone);
  });

  it('wangwu may link only; zhaoliu may only look, and is told he may not edit', async () => {
    const wangwu = await openCiTab('wangwu');
    expect(await wangwu.page.getByTestId('ci-link').count()).toBe(1);
    expect(await wangwu.page.getByTestId('ci-add').count()).toBe(0);
    expect(await wangwu.page.getByTestId('ci-remove').count()).toBe(0);

    const zhaoliu = await openCiTab('zhaoliu', 'en-US');
    const { page } = zhaoliu;
    for (const control of ['ci-link', 'ci-add', 'ci-remove']) expect(await page.getByTestId(control).count(), control).toBe(0);
    await page.getByTestId('ci-open').first().click();
    await page.getByTestId('ci-drawer').waitFor();
    expect(await page.getByTestId('ci-drawer-edit').count()).toBe(0);
    expect(await page.getByTestId('ci-no-edit').innerText()).toContain('No permission to edit configuration item');
    await settledScreenshot(page, 'cmdb-view-only-en');
    await page.getByTestId('ci-drawer-tabs').getByRole('tab', { name: 'Topology' }).click();
    await page.getByTestId('ci-topology-canvas').locator('canvas').first().waitFor({ timeout: 20000 });
    await settledScreenshot(page, 'cmdb-topology-en');
    expectClean(wangwu);
    expectClean(zhaoliu);
  });
});

describe('the requester on his own incident', () => {
  it('zhangsan may add and edit on INC-0001, not link or remove', async () => {
    const inc = loadSeed().workOrders.find((order) => order.preNum === 'INC-0001')!.workOrderId;
    const phone = await suite.phone();
    const { page } = phone;
    await login(page, suite.server, 'zhangsan', `/orderDetails?id=${inc}`);
    await page.getByTestId('order-tag-ci').click();
    await page.getByTestId('ci-card').first().waitFor({ timeout: 15000 });
    expect(await page.getByTestId('ci-add').count()).toBe(1);
    expect(await page.getByTestId('ci-link').count()).toBe(0);
    expect(await page.getByTestId('ci-remove').count()).toBe(0);
    await page.getByTestId('ci-open').first().click();
    await page.getByTestId('ci-drawer-edit').waitFor();
    expect(await page.getByTestId('ci-no-edit').count()).toBe(0);
    expectClean(phone);
  });
});

describe('CMDB field types in a form', () => {
  it('picks servers, a model and CIs of that model; the CI-tab list shows none on a form without a ticket', async () => {
    const phone = await suite.phone();
    const { page } = phone;
    await login(phone.page, suite.server, 'zhangsan', '/homePage');
    await page.goto(appUrl(suite.server, '/formPreview?workflow=all-types'));
    const servers = page.locator('[data-field="affectedServers"]');
    await servers.scrollIntoViewIfNeeded();
    await servers.getByTestId('ci-trigger').click();
    const picker = page.getByTestId('ci-picker');
    await picker.waitFor();
    await picker.getByTestId('ci-picker-search').getByRole('searchbox').fill('SRV-0002');
    await picker.locator('[data-testid="ci-option"][data-ci-id="ci-srv-0002"]').click();
    await picker.getByRole('button', { name: /^确定/ }).click();
    await expect.poll(() => servers.getByTestId('ci-chip').evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-ci-id')))).toEqual(['ci-srv-0002']);

    const model = page.locator('[data-field="ciModel"]');
    await model.getByTestId('picker-trigger').click();
    await page.locator('[data-testid="model-option"][data-model-id="m-database"]').click();
    await expect.poll(() => model.innerText()).toContain('数据库');
    // The CIs follow the model: a database now.
    const cis = page.locator('[data-field="cis"]');
    await expect.poll(() => cis.getByTestId('ci-chip').count()).toBe(0);
    await cis.getByTestId('ci-trigger').click();
    await picker.waitFor();
    await picker.locator('[data-testid="ci-option"][data-ci-id="ci-db-0001"]').click();
    await picker.getByRole('button', { name: /^确定/ }).click();
    await expect.poll(() => cis.getByTestId('ci-chip').count()).toBe(1);
    expect(await page.locator('[data-field="linkedCis"]').innerText()).toContain('--');
    await servers.scrollIntoViewIfNeeded();
    await settledScreenshot(page, 'cmdb-fields-zh');
    expectClean(phone);
  });
});
