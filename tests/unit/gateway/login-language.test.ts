// Issue 10 item 6: the demo login page picks its language as the app does (service-desk §1): the stored
// `language` key, then the browser language, then zh. It used to follow the stored key only.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LOGIN_SCRIPT_PATH, loginScript, renderLoginPage } from '../../../fixtures/gateway/login/page';
import { loadSeed } from '../../../fixtures/gateway/seed';
import { createMemoryStorage, detectLanguage } from '@core';

// jsdom ships no types (and @types/jsdom is no dependency): the little this test uses of it.
interface PageWindow {
  document: Document;
  localStorage: Storage;
  navigator: Navigator;
  close(): void;
}
type JsdomConstructor = new (html: string, options: { url: string; runScripts: 'dangerously'; beforeParse(window: PageWindow): void }) => { window: PageWindow };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor };

/** The page in a browser with `browser` as its language and `stored` under `language`; its script run. */
function openLogin(stored: string | undefined, browser: string) {
  const html = renderLoginPage({ apiBase: '/gateway/dosm', users: loadSeed().users, autoLoginUser: false, tokenStorageKey: 'token', loginInfoStorageKey: 'loginInfo', redirectParam: 'redirect' });
  const dom = new JSDOM(html.replace(`<script src="${LOGIN_SCRIPT_PATH}" defer></script>`, ''), {
    url: 'http://127.0.0.1:8080/login',
    runScripts: 'dangerously',
    beforeParse(window) {
      if (stored !== undefined) window.localStorage.setItem('language', stored);
      Object.defineProperty(window.navigator, 'language', { value: browser, configurable: true });
      Object.defineProperty(window.navigator, 'languages', { value: [browser], configurable: true });
    },
  });
  const { document } = dom.window;
  const script = document.createElement('script');
  script.textContent = loginScript();
  document.body.appendChild(script);
  return { lang: document.documentElement.lang, heading: document.querySelector('h1')?.textContent, close: () => dom.window.close() };
}

const cases: Array<[stored: string | undefined, browser: string, expected: 'zh' | 'en']> = [
  [undefined, 'en-US', 'en'],
  [undefined, 'zh-CN', 'zh'],
  [undefined, 'fr-FR', 'zh'],
  ['en', 'zh-CN', 'en'],
  ['zh', 'en-GB', 'zh'],
  ['xx', 'en-GB', 'en'],
];

describe('login page language', () => {
  it.each(cases)('stored %s, browser %s: %s, as the app decides', (stored, browser, expected) => {
    const page = openLogin(stored, browser);
    expect(page.lang).toBe(expected === 'en' ? 'en' : 'zh-CN');
    expect(page.heading).toBe(expected === 'en' ? 'Choose a demo user' : '选择演示用户');
    page.close();
    expect(detectLanguage(createMemoryStorage(stored === undefined ? {} : { language: stored }), browser)).toBe(expected);
  });
});
