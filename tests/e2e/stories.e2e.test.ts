// Every story of the built Storybook (storybook-static, `npm run build-storybook`) renders in
// Chromium at phone size, in zh and in one en pass, without a render error or an uncaught exception.
// A build only proves the stories compile; this proves they show something.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPhone } from './support';

const staticDir = join(process.cwd(), 'storybook-static');
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: string;
}

function storyIds(): StoryEntry[] {
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

let server: Server;
let origin = '';
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(join(staticDir, 'index.json'))) throw new Error('storybook-static is missing: run npm run build-storybook first');
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(staticDir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(staticDir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** The narrowest phone the app is checked at: every button label must be readable there. */
const NARROW = { width: 360, height: 780 };

/** Labels of visible buttons whose text does not fit (cut off by overflow or an ellipsis). */
function clippedButtonLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const button of document.querySelectorAll<HTMLElement>('#storybook-root button, #storybook-root [role="button"], body > div button')) {
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !button.textContent?.trim()) continue;
      for (const el of [button, ...button.querySelectorAll<HTMLElement>('*')]) {
        const style = getComputedStyle(el);
        const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (hides && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)) {
          clipped.push(JSON.stringify(button.textContent.trim()));
          break;
        }
      }
    }
    return clipped;
  });
}

/** What Storybook's preview said about one story: rendered, or why not. */
type Outcome = 'main' | 'errordisplay' | 'nopreview' | 'timeout';

/**
 * Renders each story in one phone page (360 px wide); returns the stories that failed, with why.
 * The preview is loaded once; each next story is selected through Storybook's own channel
 * (`setCurrentStory`, as the Storybook test runner does), which saves a full page load per story.
 */
async function renderAll(locale: 'zh' | 'en', stories: StoryEntry[]): Promise<string[]> {
  const phone = await openPhone(browser, { locale: locale === 'zh' ? 'zh-CN' : 'en-US' });
  await phone.page.setViewportSize(NARROW);
  const failures: string[] = [];
  try {
    await phone.page.goto(`${origin}/iframe.html?id=${encodeURIComponent(stories[0]?.id ?? '')}&viewMode=story&globals=locale:${locale}`);
    await phone.page.waitForFunction(() => /sb-show-(main|errordisplay|nopreview)/.test(document.body.className), undefined, { timeout: 30000 });
    for (const [index, story] of stories.entries()) {
      phone.problems.pageErrors.length = 0;
      // Storybook marks the body: sb-show-main once the story rendered, sb-show-errordisplay on a render error.
      const shown: Outcome = await phone.page
        .evaluate(
          ({ id, first }) =>
            new Promise<Outcome>((resolve) => {
              type Channel = { on(event: string, fn: (...args: unknown[]) => void): void; off(event: string, fn: (...args: unknown[]) => void): void; emit(event: string, payload: unknown): void };
              const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
              const done = (outcome: Outcome) => () => {
                for (const [event, fn] of handlers) channel.off(event, fn);
                clearTimeout(timer);
                resolve(outcome);
              };
              const handlers: [string, () => void][] = [
                ['storyRendered', done('main')],
                ['storyErrored', done('errordisplay')],
                ['storyThrewException', done('errordisplay')],
                ['storyMissing', done('nopreview')],
              ];
              const timer = setTimeout(done('timeout'), 20000);
              if (first) {
                // The first story was selected by the address: it may have rendered already.
                const mark = /sb-show-(main|errordisplay|nopreview)/.exec(document.body.className)?.[1] as Outcome | undefined;
                if (mark) {
                  clearTimeout(timer);
                  resolve(mark);
                  return;
                }
              }
              for (const [event, fn] of handlers) channel.on(event, fn);
              if (!first) channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
            }),
          { id: story.id, first: index === 0 },
        )
        .catch(() => 'timeout' as const);
      if (shown !== 'main') {
        const error = await phone.page.locator('#error-message').textContent().catch(() => '');
        failures.push(`${story.title} / ${story.name}: ${shown} ${error ?? ''}`.trim());
      } else if (phone.problems.pageErrors.length > 0) {
        failures.push(`${story.title} / ${story.name}: ${phone.problems.pageErrors.join(' | ')}`);
      } else {
        // Lazily loaded parts (editor, pad, chart) may mount a moment after Storybook marks the body.
        const rendered = await phone.page
          .waitForFunction(() => (document.querySelector('#storybook-root')?.children.length ?? 0) > 0, undefined, { timeout: 10000 })
          .then(() => true)
          .catch(() => false);
        if (!rendered) failures.push(`${story.title} / ${story.name}: rendered nothing`);
        else {
          const clipped = await clippedButtonLabels(phone.page);
          if (clipped.length) failures.push(`${story.title} / ${story.name}: button labels cut off: ${clipped.join(', ')}`);
        }
      }
    }
  } finally {
    await phone.close();
  }
  return failures;
}

describe('stories', () => {
  it('has a story for every built-in field type, action and page block', () => {
    const titles = storyIds().map((story) => story.title);
    expect(titles.length).toBeGreaterThan(100);
    for (const group of ['Fields/', 'Actions/', 'Tickets/', 'Feedback/', 'Form/']) {
      expect(titles.some((title) => title.startsWith(group)), group).toBe(true);
    }
  });

  // Both languages at once, in two pages (2 cores): the same checks in about half the time.
  it('renders every story in zh and in en without a render error or an uncaught exception', async () => {
    const [zh, en] = await Promise.all([renderAll('zh', storyIds()), renderAll('en', storyIds())]);
    expect({ zh, en }).toEqual({ zh: [], en: [] });
  }, 600000);
});
