// Issue 14, repeat visits: after the first visit the service worker (Workbox, sw.js) has precached the app shell
// and the chunks, so with the network gone a reload still renders the app (its own screens, translated), not the
// browser's offline page; the login page and the API stay with the network, and request interception still works.
import { describe, expect, it } from 'vitest';
import { appUrl, browserSuite, login } from './support';

const suite = browserSuite();

describe('service worker', () => {
  it('controls the app after the first visit and renders it from its cache offline', async () => {
    const phone = await suite.phone();
    const { page, context } = phone;
    await login(page, suite.server, 'zhangsan', '/homePage');
    await page.getByTestId('ticket-row').first().waitFor();
    // Installed and active once everything is precached; no clientsClaim, so this page is not yet controlled.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(suite.server.url);
    expect(await page.evaluate(() => navigator.serviceWorker.controller === null)).toBe(true);

    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByTestId('ticket-row').first().waitFor();

    // The API is not the worker's: the page's requests still reach the network (and page.route sees them).
    let intercepted = 0;
    await page.route('**/api/v2/**', async (route) => {
      intercepted += 1;
      await route.continue();
    });
    await page.goto(appUrl(suite.server, '/flowCenter'));
    await page.getByTestId('tab-flowCenter').waitFor();
    await expect.poll(() => intercepted).toBeGreaterThan(0);
    await page.unrouteAll();

    // The login page is not the app shell, even from a controlled page.
    const loginPage = await page.goto(`${suite.server.url}login?manual=1`);
    expect(loginPage!.fromServiceWorker()).toBe(false);
    await page.locator('button.user[data-user="lisi"]').waitFor();

    await context.setOffline(true);
    try {
      const offline = await page.goto(appUrl(suite.server, '/homePage'));
      expect(offline!.fromServiceWorker()).toBe(true);
      // The app's own screen, in its language: the layout's title, or the boot's error screen with Retry.
      const screen = page.getByTestId('page-title').or(page.getByRole('button', { name: '重试' })).first();
      await screen.waitFor();
      expect(await page.locator('#root').innerText()).not.toBe('');
      expect(await page.getByRole('button', { name: '重试' }).count()).toBeGreaterThan(0);
    } finally {
      await context.setOffline(false);
    }
    // Back online, Retry brings the data.
    await page.getByRole('button', { name: '重试' }).first().click();
    await page.getByTestId('ticket-row').first().waitFor();
    expect(phone.problems.csp).toEqual([]);
    expect(phone.problems.pageErrors).toEqual([]);
  });
});
