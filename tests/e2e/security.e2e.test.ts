// Issue 11 in real Chromium: a real login through `/login?user=zhangsan&redirect=<form>` ends on
// this origin for every hostile redirect form (the list the unit tests use), and logging out
// revokes the token on the server and leaves nothing of the user's input on the device.
import { describe, expect, it } from 'vitest';
import { fillRedirect, HOSTILE_REDIRECTS, SAFE_REDIRECTS } from '../unit/core/session/redirect-forms';
import { appUrl, browserSuite, login } from './support';

const suite = browserSuite();

describe('redirect after login', () => {
  it('ends on this origin for every hostile form, and on the path for plain ones', async () => {
    const p = await suite.phone();
    const { page, context } = p;
    const origin = new URL(suite.server.url).origin;
    // Any other host answers with a marker page, so a move there is seen (not a DNS error).
    const elsewhere: string[] = [];
    await context.route(
      (url) => url.origin !== origin,
      (route) => {
        elsewhere.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>evil</p>' });
      },
    );
    const landing = async (raw: string) => {
      await page.goto(`${origin}/login?user=zhangsan&redirect=${encodeURIComponent(raw)}`);
      await page.waitForURL((url) => !(url.origin === origin && url.pathname === '/login'), { waitUntil: 'commit' });
      return new URL(page.url());
    };
    const escaped: string[] = [];
    for (const form of HOSTILE_REDIRECTS) {
      const raw = fillRedirect(form, origin);
      const landed = await landing(raw);
      // `/`, which the app may already have turned into the home page.
      if (landed.origin !== origin || !['/', '/homePage'].includes(landed.pathname)) escaped.push(`${JSON.stringify(raw).slice(0, 60)} -> ${landed.href.slice(0, 80)}`);
    }
    expect(escaped).toEqual([]);
    for (const [form, path] of SAFE_REDIRECTS.filter(([, path]) => path !== '/').slice(0, 5)) {
      const landed = await landing(fillRedirect(form, origin));
      expect(landed.origin).toBe(origin);
      expect(landed.pathname + landed.search + landed.hash).toBe(path);
    }
    expect(elsewhere).toEqual([]);
    expect(p.problems.csp).toEqual([]);
    expect(p.problems.pageErrors).toEqual([]);
  }, 240000);
});

describe('logout on a shared phone', () => {
  it("revokes the token (a replay answers 401) and leaves nothing of the user's input for the next user", async () => {
    const p = await suite.phone();
    const { page } = p;
    const server = suite.server;
    await login(page, server, 'zhangsan', '/flowCenter');
    await page.getByTestId('flow-template').filter({ hasText: '事件管理' }).click();
    await page.getByTestId('order-create').waitFor();
    const createUrl = page.url();
    await page.locator('[data-field="title"]').getByRole('textbox').fill('请回电 13800000000');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('formLocalStorageMap') ?? ''))
      .toContain('13800000000');
    const oldToken = await page.evaluate(() => localStorage.getItem('token'));
    const asOldToken = () => fetch(new URL('gateway/dosm/api/v2/base/menuPermission/login', server.url), { headers: { authorization: `Bearer ${oldToken}` } });
    expect((await asOldToken()).status).toBe(200);

    await page.goto(appUrl(server, '/me'));
    await page.getByTestId('logout').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect((await asOldToken()).status).toBe(401);
    const left = await page.evaluate(() => ['token', 'loginInfo', 'formLocalStorageMap', 'ticketCopy', 'urgeRecords'].filter((key) => localStorage.getItem(key) !== null));
    expect(left).toEqual([]);

    // The next person logs in on the same phone and opens the same form: an empty one, no offer.
    await login(page, server, 'lisi', '/homePage');
    await page.goto(createUrl);
    await page.getByTestId('order-create').waitFor();
    await page.locator('[data-field="title"]').getByRole('textbox').waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByText('发现未提交的内容').count()).toBe(0);
    expect(await page.locator('[data-field="title"]').getByRole('textbox').inputValue()).toBe('');
    expect(p.problems.csp).toEqual([]);
    expect(p.problems.pageErrors).toEqual([]);
  }, 120000);
});
