// The screens and popups the accessibility audit visits (issue 13): every route of the app, and
// every picker, sheet and modal a user can open on them. Shared by the browser test
// (a11y.e2e.test.ts) and the report script (report.ts) that prints what axe finds.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { RunningServer } from '../../../fixtures/gateway/server';
import { loadSeed } from '../../../fixtures/gateway/seed';
import { appUrl, gatewayApi, login } from '../support';

export const INCIDENT = 'proc-incident:3:90017';

/** What one axe run found, reduced to what a report needs. */
export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  /** Up to three offending elements (CSS selector and the failure summary). */
  nodes: string[];
  count: number;
}

/** The impacts that fail the suite. */
export const FAILING = new Set(['serious', 'critical']);

/**
 * Runs axe on what the page shows now (WCAG 2.x A and AA rules, plus best practices): the whole
 * page, or with `dialogs` only the open dialogs. A modal dialog makes the page behind it inert for
 * the user, so what it covers (a button half under a bottom sheet) is not a finding; the page itself
 * is audited with nothing open. A popup that is not a dialog is a finding of its own.
 */
export async function audit(page: Page, screen: string, { dialogs = false } = {}): Promise<Finding[]> {
  // Animations settle first: a popup half-faded-in has text at partial opacity.
  await page.waitForTimeout(350);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (dialogs) {
    const open = await page.evaluate(() => document.querySelectorAll('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]').length);
    if (!open) return [{ screen, rule: 'no-modal-dialog', impact: 'critical', help: 'The popup is not a modal dialog (role="dialog" or "alertdialog" with aria-modal)', nodes: [], count: 1 }];
    builder = builder.include('[role="dialog"][aria-modal="true"]').include('[role="alertdialog"][aria-modal="true"]');
  }
  const result = await builder.analyze();
  return result.violations.map((violation) => ({
    screen,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    nodes: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} :: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`),
    count: violation.nodes.length,
  }));
}

/** The visible popup, sheet or modal (antd-mobile's containers and our own dialogs). */
export const openPopup = (page: Page) => page.locator('.adm-popup-body:visible, .adm-center-popup-wrap:visible, .adm-action-sheet:visible, [role="dialog"]:visible').last();

/** Closes whatever popup is open: Escape first, then the mask. */
export async function closePopup(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  const popup = openPopup(page);
  if (await popup.isVisible().catch(() => false)) {
    const mask = page.locator('.adm-mask:visible').last();
    if (await mask.isVisible().catch(() => false)) await mask.click({ position: { x: 10, y: 10 }, force: true });
  }
  await page.waitForTimeout(300);
}

/** A ticket that lisi handles (started by zhangsan through the gateway: a setup, not under test). */
export async function startIncident(server: RunningServer, title: string): Promise<string> {
  const { workOrderId } = await gatewayApi<{ workOrderId: string }>(server, 'zhangsan', 'POST', '/api/v2/biz/btn/btnaction/start', {
    processDefId: INCIDENT,
    formData: { title, urgentLevel: '1', description: '<p>Mail is down</p>', affectedService: 'svc-mail', affectedModules: ['mod-mail-send'] },
  });
  return workOrderId;
}

/** Something opened on a screen: a dialog (audited alone), or with `page` a state of the whole page. */
export interface Popup {
  name: string;
  open: (page: Page) => Promise<void>;
  /** Audit the whole page in this state (e.g. a form showing its errors), not only its dialogs. */
  page?: boolean;
}

/** One place the audit visits: a route, and the popups that can be opened there. */
export interface Screen {
  name: string;
  user: string;
  path: (ticket: string) => string;
  /** Waited for before the audit (the page's content, not its skeleton). */
  ready?: string;
  /** Popups: each opens one, the audit runs with it open, then it is closed. */
  popups?: Popup[];
}

const clickFirst = (selector: string) => async (page: Page) => {
  await page.locator(selector).first().click();
};

/** Triggers of the all-types form, opened one by one. */
// CHECKBOX is left out: the all-types form's CHECKBOX is an inline group (audited with the page); its
// popup display is the multiple OptionPopup that SELECT_MANY opens.
const fieldPopups = ['SELECT', 'DATE', 'TIME', 'MEMBER', 'MULTI_SELECT', 'SELECT_MANY', 'WRITTEN_SIGNATURE'].map((type) => ({
  name: `field ${type}`,
  open: async (page: Page) => {
    // The first field of the type whose trigger opens a dialog (inline CHECKBOX groups have none); rows
    // far from the viewport are windowed out, so each is scrolled to before looking into it.
    const rows = page.locator(`[data-field-type="${type}"]`);
    const count = await rows.count();
    for (let index = 0; index < count; index++) {
      const row = rows.nth(index);
      await row.scrollIntoViewIfNeeded();
      const trigger = row.locator('[aria-haspopup="dialog"]:not([aria-disabled="true"])').first();
      try {
        await trigger.waitFor({ timeout: 2000 });
      } catch {
        continue;
      }
      await trigger.click();
      return;
    }
    throw new Error(`no ${type} field opens a popup here`);
  },
}));

/** The detail's plugin tabs and what each shows once loaded (content, or its empty state). */
const detailTabs: Array<[string, string]> = [
  ['approval', '[data-testid="approval-node"], [data-testid="approval-tab-state-empty"]'],
  ['processInfo', '[data-testid="process-current"]'],
  ['reply', '[data-testid="reply-composer"]'],
  ['sla', '[data-testid="sla-tab"]'],
  ['tag', '[data-testid="tag-tab"]'],
  ['assorder', '[data-testid="assorder-tab"]'],
  ['browseHistory', '[data-testid="browse-history"], [data-testid="browse-history-state-empty"]'],
  ['fieldModify', '[data-testid="field-modify"], [data-testid="field-modify-state-empty"]'],
  ['history', '[data-testid="history-entry"]'],
];

/** The change ticket CHG-0001: configuration items linked on its CI tab (issue 21). */
const CHG_0001 = loadSeed().workOrders.find((order) => order.preNum === 'CHG-0001')!.workOrderId;

/** Opens the CI tab of the page's ticket and waits for its first card. */
async function openCiTab(page: Page): Promise<void> {
  await page.getByTestId('order-tag-ci').click();
  await page.getByTestId('ci-card').first().waitFor({ timeout: 30000 });
}

export const screens: Screen[] = [
  {
    name: 'home',
    user: 'zhangsan',
    path: () => '/homePage',
    ready: '[data-testid^="ticket-list-"]',
  },
  {
    name: 'flow center',
    user: 'zhangsan',
    path: () => '/flowCenter',
    ready: '[data-testid="flow-template"]',
    popups: [
      {
        name: 'catalogue level 2',
        page: true,
        open: async (page) => {
          // The first level-1 catalogue (Office IT), after the common and recent tabs: it opens its level 2.
          await page.getByTestId('catalog-tabs').getByRole('tab').nth(2).click();
          await page.locator('[data-testid="catalog-panel"][data-level="2"] [data-testid="catalog-tile"]').first().waitFor();
        },
      },
    ],
  },
  {
    name: 'create (incident)',
    user: 'zhangsan',
    path: () => `/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}`,
    ready: '[data-testid="schema-form"]',
    popups: [
      {
        name: 'urgency select',
        open: async (page) => {
          await page.locator('[data-testid="picker-trigger"]').first().click();
        },
      },
      {
        // A typed value is kept locally; coming back offers to restore it.
        name: 'restore a local copy',
        open: async (page) => {
          await page.locator('[data-field="title"] textarea, [data-field="title"] input').first().fill('Audit restore');
          await page.waitForTimeout(1200);
          await page.reload();
          await page.getByRole('alertdialog').or(page.getByRole('dialog')).first().waitFor({ timeout: 15000 });
        },
      },
      {
        name: 'submit with errors',
        page: true,
        open: async (page) => {
          await page.getByTestId('order-create-submit').click();
        },
      },
    ],
  },
  {
    name: 'all field types',
    user: 'zhangsan',
    path: () => '/formPreview?workflow=all-types',
    ready: '[data-testid="schema-form"]',
    popups: fieldPopups,
  },
  {
    name: 'detail (handler)',
    user: 'lisi',
    path: (ticket) => `/orderDetails?id=${encodeURIComponent(ticket)}`,
    ready: '[data-testid="order-detail-form"]',
    popups: [
      { name: 'AI summary', open: clickFirst('[data-testid="detail-ai-summary"]') },
      {
        // The flow chart is a tab (bpmn-js loads when it is opened): the page with the diagram drawn.
        name: 'flow chart tab',
        page: true,
        open: async (page) => {
          await page.getByTestId('order-tag-flowChart').click();
          await page.locator('.sd-flow-chart__frame[data-state="ready"]').waitFor({ timeout: 30000 });
        },
      },
      // Every detail tab (issue 16), the page audited with the tab open and its content (or its empty state) shown.
      ...detailTabs.map(([code, ready]) => ({
        name: `${code} tab`,
        page: true,
        open: async (page: Page) => {
          await page.getByTestId(`order-tag-${code}`).click();
          await page.locator(ready.split(', ').map((selector) => `[data-testid="order-tab-${code}"] ${selector}`).join(', ')).first().waitFor({ timeout: 30000 });
        },
      })),
      { name: 'more actions', open: async (page) => page.locator('.sd-action-bar button', { hasText: /更多|More/ }).first().click() },
      { name: 'transfer', open: clickFirst('[data-action="TRANSFER"]') },
      {
        // Close is one of the More actions: the sheet first, then its button.
        name: 'close',
        open: async (page) => {
          await page.locator('.sd-action-bar button', { hasText: /更多|More/ }).first().click();
          await page.locator('[data-testid="action-more-sheet"] [data-action="CLOSE"]').click();
        },
      },
      {
        name: 'close without a reason',
        open: async (page) => {
          await page.locator('.sd-action-bar button', { hasText: /更多|More/ }).first().click();
          await page.locator('[data-testid="action-more-sheet"] [data-action="CLOSE"]').click();
          await page.locator('.sd-act-sheet__footer .adm-button-primary').click();
        },
      },
    ],
  },
  {
    // Issue 21: the CI tab's drawer (detail, its topology, add), the link picker and the scan sheet.
    name: 'CI tab (change)',
    user: 'lisi',
    path: () => `/orderDetails?id=${encodeURIComponent(CHG_0001)}`,
    ready: '[data-testid="order-detail-form"]',
    popups: [
      { name: 'CI tab', page: true, open: openCiTab },
      {
        name: 'CI detail',
        open: async (page) => {
          await openCiTab(page);
          await page.getByTestId('ci-open').first().click();
          await page.getByTestId('ci-drawer').locator('[data-field]').first().waitFor({ timeout: 30000 });
        },
      },
      {
        name: 'CI topology',
        open: async (page) => {
          await openCiTab(page);
          await page.getByTestId('ci-open').first().click();
          await page.getByTestId('ci-drawer-tabs').getByRole('tab').nth(1).click();
          await page.getByTestId('ci-topology-node').first().waitFor({ timeout: 30000 });
        },
      },
      {
        name: 'CI add',
        open: async (page) => {
          await openCiTab(page);
          await page.getByTestId('ci-add').click();
          await page.getByTestId('ci-drawer').locator('[data-field]').first().waitFor({ timeout: 30000 });
        },
      },
      {
        name: 'CI link',
        open: async (page) => {
          await openCiTab(page);
          await page.getByTestId('ci-link').click();
          await page.getByTestId('ci-link-candidate').first().waitFor({ timeout: 30000 });
        },
      },
      {
        name: 'CI scan',
        open: async (page) => {
          await openCiTab(page);
          await page.getByTestId('ci-scan').click();
          await page.getByTestId('ci-scan-sheet').waitFor({ timeout: 30000 });
        },
      },
    ],
  },
  { name: 'me', user: 'zhangsan', path: () => '/me', ready: '[data-testid="me-card"]', popups: [{ name: 'log out?', open: clickFirst('[data-testid="logout"]') }] },
  { name: 'process template', user: 'zhangsan', path: () => '/processTemplate' },
  {
    name: 'service page (FAQ)',
    user: 'zhangsan',
    path: () => '/processTemplate?processDefId=proc-request%3A3%3A90017&modelId=m-password-reset',
    ready: '[data-testid="template-faq"]',
  },
  { name: 'process page', user: 'zhangsan', path: () => '/processPage/INC', ready: '[data-testid="process-nodes"]' },
  { name: 'change calendar (month)', user: 'zhangsan', path: () => '/changeCalender', ready: '[data-testid="calendar-grid"][data-loaded="true"]' },
  { name: 'change calendar settings', user: 'zhangsan', path: () => '/changeCalenderSetting', ready: '[data-testid="calendar-setting-isHideClose"]' },
  { name: 'message center', user: 'zhangsan', path: () => '/messageCenter', ready: '[data-testid="notice-settings"] [data-testid="notice-type"]' },
  { name: 'announcements', user: 'zhangsan', path: () => '/messageCenterList?category=ANNOUNCEMENT', ready: '[data-testid="message-row"]' },
  { name: 'announcement', user: 'zhangsan', path: () => '/messageDetail?id=ann-20261120-phishing&type=announcement', ready: '[data-testid="message-detail-body"]' },
  { name: 'top tenants', user: 'zhangsan', path: () => '/topTenants', ready: '[data-testid="tenant-row"]' },
  { name: 'sub-tenants', user: 'zhangsan', path: () => '/subTenants', ready: '[data-testid="tenant-row"]' },
  { name: 'create by voice', user: 'zhangsan', path: () => `/orderCreateByVoice?processDefId=${encodeURIComponent(INCIDENT)}`, ready: '[data-testid="voice-service-name"]' },
  {
    name: 'create from a group chat (flow center)',
    user: 'zhangsan',
    path: () => `/orderCreateByGroupChat?from=message_action&bdp_launch_query=${encodeURIComponent(JSON.stringify({ __trigger_id__: 'trg-demo', shortcutId: 'sc-incident' }))}`,
    ready: '[data-testid="flow-chat-notice"]',
  },
  { name: 'group chat: submitted', user: 'zhangsan', path: () => '/orderCreateByGroupChatSuccess', ready: '[data-testid="chat-success"]' },
  { name: 'search', user: 'zhangsan', path: () => '/searchAssorder' },
  { name: 'rich text', user: 'zhangsan', path: () => '/richText' },
  { name: 'setting banner', user: 'zhangsan', path: () => '/settingBanner' },
  { name: 'setting tab', user: 'zhangsan', path: () => '/settingTab' },
  { name: 'service search', user: 'zhangsan', path: () => '/search' },
  {
    name: 'worklist (handler)',
    user: 'lisi',
    path: () => '/worklist?tab=groupTodo',
    ready: '[data-testid="worklist-card"]',
    popups: [{ name: 'filter and sort', open: clickFirst('[data-testid="worklist-filter"]') }],
  },
  { name: 'no permission', user: 'zhangsan', path: () => '/noPermission' },
  { name: 'not found', user: 'zhangsan', path: () => '/no/such/screen' },
];

export interface AuditOptions {
  /** 'zh' or 'en': the browser's language. */
  language: 'zh' | 'en';
  /** The system colour scheme (the app follows it by default). */
  scheme: 'light' | 'dark';
}

/** Visits one screen (logged in as its user) and audits it and each of its popups. */
export async function auditScreen(page: Page, server: RunningServer, screen: Screen, ticket: string): Promise<Finding[]> {
  const label = (what: string) => `${what}`;
  await page.goto(appUrl(server, screen.path(ticket)));
  if (screen.ready) await page.locator(screen.ready).first().waitFor({ timeout: 20000 });
  await page.waitForLoadState('networkidle');
  const findings = await audit(page, label(screen.name));
  for (const popup of screen.popups ?? []) {
    try {
      await popup.open(page);
      await page.waitForTimeout(400);
      findings.push(...(await audit(page, label(`${screen.name} / ${popup.name}`), { dialogs: !popup.page })));
    } catch (error) {
      findings.push({ screen: `${screen.name} / ${popup.name}`, rule: 'could-not-open', impact: 'critical', help: String(error).slice(0, 300), nodes: [], count: 1 });
    }
    await closePopup(page);
  }
  return findings;
}

/** Logs `user` in on `page` once (the session cookie then serves every screen). */
export async function signIn(page: Page, server: RunningServer, user: string): Promise<void> {
  await login(page, server, user, '/homePage');
}
