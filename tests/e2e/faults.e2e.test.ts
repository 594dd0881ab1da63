// Issue 20 item 3, the fault suite: real Chromium (390x844) on the built app, with faults injected through the
// gateway's control API (fixtures/gateway/README.md "Fault injection"): 500s, timeouts longer than the client's,
// dropped connections, lost answers and a 401 storm, on the list, the detail, create, draft and ticket actions.
// It asserts what a user must be able to rely on:
// - the screen says what happened, in the user's language, and offers Retry, which then works;
// - nothing typed is lost, also after a reload;
// - at most one ticket, draft or action per intent (counted on the gateway), exactly one once the user retried;
// - exactly one login redirect per 401 storm;
// - no request without a timeout (every API call the page makes carries an abort signal, which the client's timer ends).
// Run `npm run build:app` first.
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FaultSpec } from '../../fixtures/gateway/faults';
import zhErrors from '@core/i18n/locales/zh/errors';
import enErrors from '@core/i18n/locales/en/errors';
import zhTickets from '@core/i18n/locales/zh/tickets';
import enTickets from '@core/i18n/locales/en/tickets';
import zhActions from '@core/i18n/locales/zh/actions';
import { outboxTexts } from '@plugins/blocks/outbox/locales';
import { startIncident } from './a11y/screens';
import { field, fillIncident } from './incident-form';
import { appliedCount, appUrl, browserSuite, login, settledScreenshot, toastShown, type PhonePage } from './support';
import { actionSheet, confirmActionSheet, pressAction } from './ticket-actions';

const suite = browserSuite();
const INCIDENT = 'proc-incident:3:90017';
/** The client's request timeout for this file (the gateway's web config sets it): a timeout fault waits longer. */
const CLIENT_TIMEOUT_MS = 2500;

type Lang = 'zh' | 'en';
const ERRORS = { zh: zhErrors, en: enErrors };
const TICKETS = { zh: zhTickets, en: enTickets };
const zhOutbox = outboxTexts.zh;

/** The three ways a call fails without an answer the client can use, and the text each must show. */
const FAILURES: Record<'500' | 'timeout' | 'drop', { spec: Omit<FaultSpec, 'match'>; text: (lang: Lang) => string }> = {
  // A proxy's error page, not the API's envelope: no server message to show, the client's own.
  '500': { spec: { status: 500, body: '<html><body>Internal Server Error</body></html>' }, text: (lang) => ERRORS[lang].systemError },
  timeout: { spec: { delayMs: CLIENT_TIMEOUT_MS + 1500 }, text: (lang) => ERRORS[lang].timeout },
  drop: { spec: { drop: true }, text: (lang) => ERRORS[lang].network },
};

beforeAll(() => {
  const web = (suite.server.gateway.store.data.webConfig as { dosm: { web: Record<string, unknown> } }).dosm.web;
  web.requestTimeout = CLIENT_TIMEOUT_MS;
});

/**
 * A phone whose page records every API call made without an abort signal (a call nothing can end: no timeout).
 * The app's transport is fetch (and XMLHttpRequest for uploads, none here); the boot prefetch uses fetch too.
 */
async function phone(lang: Lang = 'zh'): Promise<PhonePage> {
  const opened = await suite.phone({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  await opened.context.addInitScript(() => {
    const calls = { total: 0, unbounded: [] as string[] };
    (window as unknown as { __sdCalls: typeof calls }).__sdCalls = calls;
    const original = window.fetch;
    window.fetch = function (this: typeof globalThis, input: RequestInfo | URL, init?: RequestInit) {
      const url = input instanceof Request ? input.url : String(input);
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      if (url.includes('/api/')) calls.total++;
      if (url.includes('/api/') && !signal) calls.unbounded.push(url);
      return original.call(this, input, init);
    } as typeof window.fetch;
  });
  unbounded.push(opened.page);
  return opened;
}
const unbounded: Page[] = [];
afterEach(async () => {
  // Every API call of every page had a timeout.
  for (const page of unbounded.splice(0)) {
    const calls = await page.evaluate(() => (window as unknown as { __sdCalls?: { total: number; unbounded: string[] } }).__sdCalls);
    // The page's calls since its last load went through the recording fetch (some: a page makes calls), none unbounded.
    expect(calls?.total).toBeGreaterThan(0);
    expect(calls?.unbounded).toEqual([]);
  }
});

/** Tickets and drafts of zhangsan with `title`, as the gateway has them. */
async function count(title: string): Promise<{ tickets: number; drafts: number }> {
  const tickets = Object.values(suite.server.gateway.store.data.workflow?.tickets ?? {}).filter((ticket) => ticket.formData.title === title);
  return { tickets: tickets.filter((ticket) => !ticket.isDraft).length, drafts: tickets.filter((ticket) => ticket.isDraft).length };
}

const toast = toastShown;
const applied = (id: string, action: string) => appliedCount(suite.server, id, action);

describe('list and detail', () => {
  it.each(['zh', 'en'] as const)('%s: a 500, a timeout and a dropped connection each say so and offer Retry, which loads', async (lang) => {
    const { page } = await phone(lang);
    const retry = lang === 'zh' ? '重试' : 'Retry';
    await login(page, suite.server, 'lisi', '/worklist');
    await page.getByTestId('worklist-card').first().waitFor();
    for (const [kind, failure] of Object.entries(FAILURES)) {
      suite.server.gateway.faults.add({ match: 'h5workOrder/list', method: 'POST', ...failure.spec });
      await page.reload();
      await page.getByText(failure.text(lang), { exact: true }).waitFor({ timeout: 15000 });
      if (kind === 'timeout') await settledScreenshot(page, `faults-list-timeout-${lang}`);
      suite.server.gateway.faults.clear();
      await page.getByRole('button', { name: retry, exact: true }).click();
      await page.getByTestId('worklist-card').first().waitFor();
    }

    await page.getByTestId('worklist-card').first().click();
    await page.getByTestId('order-detail').waitFor();
    for (const [kind, failure] of Object.entries(FAILURES)) {
      suite.server.gateway.faults.add({ match: 'instance/body/get', ...failure.spec });
      await page.reload();
      await page.getByText(TICKETS[lang].detail.loadFailed, { exact: true }).waitFor({ timeout: 15000 });
      expect(await page.getByText(failure.text(lang), { exact: true }).isVisible()).toBe(true);
      if (kind === 'drop') await settledScreenshot(page, `faults-detail-drop-${lang}`);
      suite.server.gateway.faults.clear();
      await page.getByRole('button', { name: retry, exact: true }).click();
      await page.getByTestId('order-status').waitFor();
    }
  });
});

describe('create and draft', () => {
  /** Opens the incident form as zhangsan and fills it. */
  async function filledForm(page: Page, title: string): Promise<void> {
    await page.goto(appUrl(suite.server, `/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}`));
    await page.getByTestId('order-create').waitFor();
    await fillIncident(page, title);
  }
  /** Submit, then Confirm in the assign sheet. */
  async function submit(page: Page): Promise<void> {
    await page.getByTestId('order-create-submit').click();
    await actionSheet(page).getByRole('button', { name: '确定' }).click();
  }
  const title = (page: Page) => field(page, 'title').getByRole('textbox').inputValue();

  it('a 500 on submit: the message, the input stays, after a reload it is offered back; the retry starts one ticket', async () => {
    const { page } = await phone();
    await login(page, suite.server, 'zhangsan', '/homePage');
    const name = `故障 500 ${Date.now()}`;
    await filledForm(page, name);
    suite.server.gateway.faults.add({ match: 'btnaction/start', ...FAILURES['500'].spec });
    await submit(page);
    await toast(page, zhErrors.systemError);
    await toast(page, zhTickets.create.keptLocally);
    await page.keyboard.press('Escape');
    expect(await title(page)).toBe(name);
    expect(await count(name)).toEqual({ tickets: 0, drafts: 0 });

    await page.reload();
    await page.getByText(zhTickets.create.restoreTitle).waitFor();
    await page.getByRole('button', { name: zhTickets.create.restore, exact: true }).click();
    await expect.poll(() => title(page)).toBe(name);
    suite.server.gateway.faults.clear();
    await submit(page);
    await page.waitForURL((url) => url.pathname === '/orderDetails');
    expect(await count(name)).toEqual({ tickets: 1, drafts: 0 });
  });

  // The faults stay until the reload: Chromium itself sends a POST again when a reused connection closed without an
  // answer (its retry on a stale keep-alive socket), so a one-time fault would be absorbed by that retry, which the
  // idempotency key makes harmless (a one-time lost answer: the gateway ran the start twice, one ticket).
  it.each([
    ['timeout', FAILURES.timeout.spec],
    ['dropped connection', { drop: true }],
    ['lost answer', { dropAnswer: true }],
  ] as const)('submit with a %s: it waits in the outbox with the input kept; after a reload it is sent once', async (kind, spec) => {
    const { page } = await phone();
    await login(page, suite.server, 'zhangsan', '/homePage');
    const name = `故障 ${kind} ${Date.now()}`;
    await filledForm(page, name);
    suite.server.gateway.faults.add({ match: 'btnaction/start', ...spec });
    await submit(page);
    await toast(page, zhOutbox.queuedRetry);
    expect(await page.getByTestId('outbox-banner').getAttribute('data-count')).toBe('1');
    await page.keyboard.press('Escape');
    expect(await title(page)).toBe(name);
    expect((await count(name)).tickets).toBeLessThanOrEqual(1);
    if (kind === 'lost answer') await settledScreenshot(page, 'faults-create-lost-zh');

    // The server answers again; a reload: what waited is sent once, the restore offer (if it showed) closes.
    suite.server.gateway.faults.clear();
    await page.reload();
    await expect.poll(() => count(name), { timeout: 15000 }).toEqual({ tickets: 1, drafts: 0 });
    await expect.poll(() => page.getByText(zhTickets.create.restoreTitle).isVisible(), { timeout: 10000 }).toBe(false);
    await expect.poll(() => page.getByTestId('outbox-banner').isVisible(), { timeout: 10000 }).toBe(false);
    expect(await count(name)).toEqual({ tickets: 1, drafts: 0 });
  });

  it('a draft save with a 500, then a lost answer: the message, the input stays, one draft', async () => {
    const { page } = await phone();
    await login(page, suite.server, 'zhangsan', '/homePage');
    const name = `草稿故障 ${Date.now()}`;
    await filledForm(page, name);
    suite.server.gateway.faults.add({ match: 'draft/save', times: 1, ...FAILURES['500'].spec });
    await page.getByTestId('order-create-save-draft').click();
    await toast(page, zhErrors.systemError);
    expect(await title(page)).toBe(name);
    expect(await count(name)).toEqual({ tickets: 0, drafts: 0 });

    // The answer lost (also to the browser's own resend): applied once, and queued; the next save is the same intent.
    suite.server.gateway.faults.add({ match: 'draft/save', dropAnswer: true });
    await page.getByTestId('order-create-save-draft').click();
    await toast(page, zhOutbox.queuedRetry);
    expect(await count(name)).toEqual({ tickets: 0, drafts: 1 });
    suite.server.gateway.faults.clear();
    // Saved again (the user presses it once more): still one draft.
    await page.getByTestId('order-create-save-draft').click();
    await page.waitForTimeout(1500);
    expect(await count(name)).toEqual({ tickets: 0, drafts: 1 });
  });
});

describe('ticket actions', () => {
  it('hang up with a lost answer, resume with a 500, transfer over a dropped connection: each said, each applied once', async () => {
    const id = await startIncident(suite.server, `动作故障 ${Date.now()}`);
    const { page } = await phone();
    await login(page, suite.server, 'lisi', `/orderDetails?id=${id}`);
    await page.getByTestId('order-status').waitFor();

    // Hang up: applied, the answer lost. The page says so and shows the ticket as the server has it.
    // (Not a one-time fault: Chromium resends a POST whose reused connection closed without an answer; the
    // idempotency key makes that resend harmless, and the user would not notice the loss at all.)
    suite.server.gateway.faults.add({ match: 'btnaction/hangup', dropAnswer: true });
    await pressAction(page, '挂起');
    await actionSheet(page).waitFor();
    await confirmActionSheet(page);
    await toast(page, zhActions.errors.answerLost);
    suite.server.gateway.faults.clear();
    await expect.poll(() => page.getByTestId('order-status').innerText(), { timeout: 15000 }).toBe('已挂起');
    expect(applied(id, 'HANGUP')).toBe(1);

    // Resume: a 500. The message; nothing applied; the retry works once.
    suite.server.gateway.faults.add({ match: 'btnaction/hangdown', times: 1, ...FAILURES['500'].spec });
    await pressAction(page, '解挂');
    await toast(page, zhErrors.systemError);
    expect(await page.getByTestId('order-status').innerText()).toBe('已挂起');
    expect(applied(id, 'HANGDOWN')).toBe(0);
    await pressAction(page, '解挂');
    await toast(page, zhActions.toast.HANGDOWN);
    await expect.poll(() => page.getByTestId('order-status').innerText(), { timeout: 15000 }).toBe('处理中');
    expect(applied(id, 'HANGDOWN')).toBe(1);

    // Transfer: the connection drops before the server ran it. Said; pressed again, applied once.
    suite.server.gateway.faults.add({ match: 'btnaction/transfer', drop: true });
    for (let attempt = 0; attempt < 2; attempt++) {
      if (attempt === 1) suite.server.gateway.faults.clear();
      await pressAction(page, '转派');
      const sheet = actionSheet(page);
      await sheet.waitFor();
      await sheet.getByText('王五', { exact: false }).first().click();
      await confirmActionSheet(page);
      if (attempt === 0) await toast(page, zhActions.errors.answerLost);
      await page.getByTestId('order-status').waitFor();
    }
    await expect.poll(() => applied(id, 'TRANSFER'), { timeout: 10000 }).toBe(1);
  });
});

describe('401 storm', () => {
  it('every call of a page refused with 401 at once: one login redirect, then the user can sign in again', async () => {
    const { page } = await phone();
    await login(page, suite.server, 'lisi', '/worklist');
    await page.getByTestId('worklist-card').first().waitFor();
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/login') logins.push(request.url());
    });
    // The page's own calls (the lists, their counts, the views, the unread badge) all at once; the boot calls pass.
    suite.server.gateway.faults.add({ match: '/api/v2/biz/', status: 401, body: { code: 401, msg: 'token expired' } });
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15000 });
    await page.waitForTimeout(1500);
    expect(logins).toHaveLength(1);
    expect(new URL(logins[0]!).searchParams.get('redirect')).toContain('/worklist');
    suite.server.gateway.faults.clear();
    await login(page, suite.server, 'lisi', '/worklist');
    await page.getByTestId('worklist-card').first().waitFor();
  });
});
