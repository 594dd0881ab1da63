// Issue 11 item 1: the demo login page (login.js, plain browser JS) sends the user back only to a
// plain address of this origin: the same forms as the app's safeRedirectPath, run through a real
// login of the page script in jsdom (its `location` stood in for, so every move is recorded).
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_SCRIPT_PATH, loginScript, renderLoginPage } from '../../../fixtures/gateway/login/page';
import { loadSeed } from '../../../fixtures/gateway/seed';
import { safeRedirectPath } from '@core';
import { fillRedirect, HOSTILE_REDIRECTS, SAFE_REDIRECTS } from '../core/session/redirect-forms';

// jsdom ships no types (and @types/jsdom is no dependency): the little this test uses of it.
interface PageWindow {
  document: Document;
  close(): void;
  [key: string]: unknown;
}
type JsdomConstructor = new (html: string, options: { url: string; runScripts: 'dangerously'; beforeParse(window: PageWindow): void }) => { window: PageWindow };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor };

const ORIGIN = 'http://127.0.0.1:8080';

/** Where the page sends the user after logging in with `?user=zhangsan&redirect=<raw>`. */
async function redirectAfterLogin(raw: string): Promise<string> {
  const html = renderLoginPage({ apiBase: '/gateway/dosm', users: loadSeed().users, autoLoginUser: false, tokenStorageKey: 'token', loginInfoStorageKey: 'loginInfo', redirectParam: 'redirect' });
  const replaced: string[] = [];
  const dom = new JSDOM(html.replace(`<script src="${LOGIN_SCRIPT_PATH}" defer></script>`, ''), {
    url: `${ORIGIN}/login`,
    runScripts: 'dangerously',
    beforeParse(window) {
      const answers: Record<string, unknown> = {
        '/gateway/dosm/api/v2/base/login': { token: 'tok-1' },
        '/gateway/dosm/api/v2/base/menuPermission/login': { user: { userId: '10001', userName: 'zhangsan' }, rbac: ['44'] },
      };
      window.fetch = (url: string) => Promise.resolve({ status: 200, json: () => Promise.resolve({ code: 100000, data: answers[url] }) });
      if (!window.CSS) window.CSS = { escape: (text: string) => text };
      // The page's `location`: the address with the redirect, and `replace` recorded instead of followed.
      window.fakeLocation = {
        origin: ORIGIN,
        pathname: '/login',
        search: `?user=zhangsan&redirect=${encodeURIComponent(raw)}`,
        replace: (url: string) => void replaced.push(url),
      };
    },
  });
  const { document } = dom.window;
  const script = document.createElement('script');
  script.textContent = `(function (location) {\n${loginScript()}\n})(window.fakeLocation);`;
  document.body.appendChild(script);
  await vi.waitFor(() => expect(replaced).toHaveLength(1));
  dom.window.close();
  return replaced[0]!;
}

describe('login page redirect after login', () => {
  it.each(HOSTILE_REDIRECTS.map((form) => [JSON.stringify(form).slice(0, 60), fillRedirect(form, ORIGIN)]))('%s goes to / (as the app refuses it)', async (_label, raw) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBeUndefined();
    expect(await redirectAfterLogin(raw)).toBe('/');
  });

  it.each(SAFE_REDIRECTS.map(([raw, path]) => [fillRedirect(raw, ORIGIN), path]))('%s goes to %s (as the app accepts it)', async (raw, path) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBe(path);
    expect(await redirectAfterLogin(raw)).toBe(path);
  });

  it('never back to the login page itself (a loop)', async () => {
    for (const raw of ['/login', '/login?redirect=%2Fme', `${ORIGIN}/login#x`]) expect(await redirectAfterLogin(raw)).toBe('/');
  });
});
