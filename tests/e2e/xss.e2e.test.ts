// Issue 20 items 4 and 5 in real Chromium on the built app: the XSS corpus (fixtures/xss, 225 public vectors from the
// OWASP cheat sheet and DOMPurify's tests) goes through the gateway's hostile mode (fixtures/gateway/hostile.ts) into
// every place server text is shown: ticket titles, rich text (descriptions), replies, option labels (API and
// dictionary sources, in their popups), user, group, department and tenant names, a refused call's toast, messages
// and announcements, the catalogue and process names, the flow chart, comments and tags, and the query parameters
// `modelAnalysis` (create page prefill) and the login page's `redirect`. Nothing may run: no marker call (every
// alert of the corpus became `__xss(<id>)`), no dialog (the encoded alerts), no request to the marker host, and no CSP
// violation of the app's (appCspViolations in support.ts: a script-src-attr report means hostile markup reached the
// page). Run `npm run build:app` first, then `npx vitest run --config vitest.e2e.config.ts tests/e2e/xss.e2e.test.ts`.
import { beforeEach, describe, expect, it } from 'vitest';
import { applyHostile, hostileTexts, hostileToastFault, type HostilePlace } from '../../fixtures/gateway/hostile';
import { XSS_MARKER, XSS_MARKER_HOST, XSS_VECTORS } from '../../fixtures/xss';
import { appCspViolations, appUrl, browserSuite, gatewayApi, login, type PhonePage } from './support';

const suite = browserSuite();

const VECTORS = XSS_VECTORS.map((vector) => vector.payload);
/** zhangsan's incident INC-0002: a rich-text description, status 10. */
const RICH_TICKET = '17ab79fc1f8d4c411ea7fbb1dc1abec2';
/** INC-0001: the long reply thread. */
const REPLY_TICKET = '899f007a89a4269d6cfdd8554b0d0cba';
/** What a rendered hostile text shows as text: the rewritten marker calls. */
const SHOWN = /__xss\(\d+\)/;

/** Vectors in groups (rich text holds a group at a time: one vector can turn the rest of a value into text). */
function groups(size: number): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < VECTORS.length; i += size) out.push(VECTORS.slice(i, i + size));
  return out;
}

interface Watched {
  phone: PhonePage;
  /** Marker calls: vector ids. */
  ran: string[];
  dialogs: string[];
  /** Requests to the marker host. */
  requests: string[];
}

/** A phone that records every sign of a vector running. */
async function watchedPhone(): Promise<Watched> {
  const phone = await suite.phone();
  const watched: Watched = { phone, ran: [], dialogs: [], requests: [] };
  await phone.context.exposeBinding('__xssReport', (_source, id: unknown) => {
    watched.ran.push(String(id));
  });
  await phone.context.addInitScript((name: string) => {
    const report = (window as unknown as { __xssReport: (id: unknown) => void }).__xssReport;
    Object.defineProperty(window, name, { value: (id: unknown) => report(id), configurable: false });
  }, XSS_MARKER);
  phone.page.on('dialog', (dialog) => {
    watched.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await phone.context.route(
    (url) => url.hostname === XSS_MARKER_HOST || url.hostname.endsWith(`.${XSS_MARKER_HOST}`),
    (route) => {
      watched.requests.push(route.request().url());
      return route.abort();
    },
  );
  return watched;
}

/** Nothing ran on this phone so far. */
function expectNothingRan(watched: Watched, where: string): void {
  const origin = new URL(suite.server.url).origin;
  expect({ where, ran: watched.ran, dialogs: watched.dialogs, requests: watched.requests, csp: appCspViolations(watched.phone.problems, origin) }).toEqual({
    where,
    ran: [],
    dialogs: [],
    requests: [],
    csp: [],
  });
  expect(watched.phone.problems.pageErrors, where).toEqual([]);
}

/** Opens an app path and lets it load (pictures fail, handlers would fire). */
async function show(watched: Watched, path: string): Promise<string> {
  const { page } = watched.phone;
  await page.goto(appUrl(suite.server, path));
  await page.locator('.sd-layout, .sd-page').first().waitFor({ timeout: 20000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return page.locator('body').innerText();
}

/** Waits for the rich texts to be sanitised and drawn (not the plain-text stand-in), then a moment for handlers. */
async function richTextShown(watched: Watched): Promise<void> {
  const { page } = watched.phone;
  await page.locator('[data-testid="rich-text-view"]').first().waitFor({ timeout: 20000 });
  await expect.poll(() => page.locator('[data-testid="rich-text-view"][aria-busy]').count(), { timeout: 15000 }).toBe(0);
  await page.waitForTimeout(300);
}

function poison(vectors: readonly string[], places?: readonly HostilePlace[]): void {
  suite.server.gateway.store.reset();
  applyHostile(suite.server.gateway, { vectors, ...(places ? { places } : {}) });
}

beforeEach(() => {
  suite.server.gateway.store.reset();
});

describe('XSS corpus through the gateway', () => {
  it('plain-text places: titles, names, tenants, options, messages, the catalogue, process pages and comments on every route', async () => {
    poison(VECTORS);
    const watched = await watchedPhone();
    const { page } = watched.phone;
    // The login page lists the (hostile) user names.
    await page.goto(appUrl(suite.server, '/login'));
    await page.waitForLoadState('networkidle');
    expect(await page.locator('body').innerText()).toMatch(SHOWN);
    expectNothingRan(watched, '/login');

    await login(page, suite.server, 'zhangsan', '/homePage');
    const routes = [
      '/homePage',
      '/worklist',
      '/worklist?tab=todo',
      '/flowCenter',
      '/search',
      '/me',
      '/subTenants',
      '/topTenants',
      '/messageCenter',
      '/messageCenterList?type=announcement',
      '/changeCalender',
      `/orderDetails?id=${RICH_TICKET}`,
      '/processPage/INC',
    ];
    const shown: string[] = [];
    for (const route of routes) {
      const text = await show(watched, route);
      if (SHOWN.test(text)) shown.push(route);
      expectNothingRan(watched, route);
    }
    // The hostile texts are really on the screens (as text).
    for (const route of ['/worklist', '/me', '/messageCenter', `/orderDetails?id=${RICH_TICKET}`]) expect(shown).toContain(route);

    // The detail's tabs: history and approval comments, tags, replies.
    await show(watched, `/orderDetails?id=${REPLY_TICKET}`);
    for (const tab of ['history', 'approval', 'tag', 'reply']) {
      const button = page.getByTestId(`order-tag-${tab}`);
      if ((await button.count()) === 0) continue;
      await button.click();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      expectNothingRan(watched, `detail tab ${tab}`);
    }
  }, 120000);

  it('rich text, one group of vectors at a time: a description, replies, an announcement and a message', async () => {
    const watched = await watchedPhone();
    const { page } = watched.phone;
    await login(page, suite.server, 'zhangsan', '/homePage');
    for (const [index, group] of groups(25).entries()) {
      poison(group, ['richText', 'replies', 'announcements', 'messages']);
      await show(watched, `/orderDetails?id=${RICH_TICKET}`);
      await richTextShown(watched);
      expectNothingRan(watched, `description, group ${index}`);

      await show(watched, `/orderDetails?id=${REPLY_TICKET}`);
      await page.getByTestId('order-tag-reply').click();
      await page.getByTestId('reply').first().waitFor({ timeout: 20000 });
      await richTextShown(watched);
      expectNothingRan(watched, `replies, group ${index}`);

      await show(watched, '/messageDetail?id=ann-20261125-network&type=announcement');
      await page.getByTestId('message-detail-body').waitFor();
      await richTextShown(watched);
      expectNothingRan(watched, `announcement, group ${index}`);

      await show(watched, '/messageDetail?id=msg-10001-ticket-01&type=message');
      await page.waitForTimeout(300);
      expectNothingRan(watched, `message, group ${index}`);
    }
  }, 180000);

  it('the create page: modelAnalysis prefill, option popups and the flow chart; a refused call’s toast', async () => {
    poison(VECTORS);
    const watched = await watchedPhone();
    const { page } = watched.phone;
    await login(page, suite.server, 'zhangsan', '/homePage');
    const template = await gatewayApi<{ processDefId: string }>(suite.server, 'zhangsan', 'GET', '/api/v2/biz/process/getByPreNum?preNum=INC');
    // A group per address: the request line stays under the server's header limit.
    for (const [index, group] of groups(15).entries()) {
      const prefill = encodeURIComponent(JSON.stringify({ title: group.join(' '), description: group.join('') }));
      await show(watched, `/orderCreate?processDefId=${encodeURIComponent(template.processDefId)}&modelAnalysis=${prefill}`);
      await page.getByTestId('order-create').waitFor();
      await page.waitForTimeout(300);
      expectNothingRan(watched, `modelAnalysis, group ${index}`);
    }

    // Option labels from an API source and a dictionary, in their popups.
    for (const code of ['affectedModules', 'category']) {
      const field = page.locator(`[data-field="${code}"]`);
      if ((await field.count()) === 0) continue;
      await field.click();
      await page.locator('.adm-popup-body, [role="dialog"]').last().waitFor({ timeout: 10000 }).catch(() => undefined);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      expectNothingRan(watched, `options of ${code}`);
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
    }

    // The flow chart with hostile node names.
    await page.getByRole('tab', { name: '流程图' }).click();
    await page.getByTestId('order-create-flow').locator('.sd-flow-chart__frame[data-state="ready"]').waitFor({ timeout: 30000 });
    await page.waitForTimeout(300);
    expectNothingRan(watched, 'create flow chart');
    await show(watched, `/orderDetails?id=${RICH_TICKET}`);
    await page.getByTestId('order-tag-flowChart').click();
    await page.getByTestId('order-detail-flow').locator('.sd-flow-chart__frame[data-state="ready"]').waitFor({ timeout: 30000 });
    expect(await page.getByTestId('order-detail-flow').innerText()).toMatch(SHOWN);
    expectNothingRan(watched, 'detail flow chart');

    // A refused save: the server's msg (every vector) in a toast.
    await show(watched, '/changeCalenderSetting');
    suite.server.gateway.faults.add(hostileToastFault('change/calendar/save/setting', hostileTexts(VECTORS, VECTORS.length)[0]!));
    await page.getByTestId('calendar-setting-isHideClose').click();
    await expect.poll(() => page.locator('[data-feedback="toast-host"]').innerText(), { timeout: 15000 }).toMatch(SHOWN);
    await page.waitForTimeout(300);
    expectNothingRan(watched, 'toast');
  }, 150000);

  it('the login page’s redirect: a vector as the address never runs and ends on this origin', async () => {
    const watched = await watchedPhone();
    const { page } = watched.phone;
    const origin = new URL(suite.server.url).origin;
    const samples = [...XSS_VECTORS.filter((v) => /javascript|data:/i.test(v.payload)).slice(0, 12), ...XSS_VECTORS.slice(0, 8)].map((v) => v.payload);
    for (const [index, redirect] of samples.entries()) {
      await page.goto(`${origin}/login?user=zhangsan&redirect=${encodeURIComponent(redirect)}`);
      await page.waitForURL((url) => !(url.origin === origin && url.pathname === '/login'), { waitUntil: 'commit', timeout: 20000 });
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).origin, `redirect ${index}`).toBe(origin);
      expectNothingRan(watched, `redirect ${index}`);
    }
  }, 120000);
});
