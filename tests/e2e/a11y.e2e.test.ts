// Issue 13: axe-core (WCAG 2.x A/AA and best practices) on every route and on every popup, picker,
// sheet and modal a user can open there (tests/e2e/a11y/screens.ts), in zh and en, light and dark;
// any serious or critical violation fails (dark in en only: see `runs`). `npx tsx tests/e2e/a11y/report.ts` prints the details.
// Run `npm run build:app` first.
import { describe, expect, it } from 'vitest';
import { auditScreen, FAILING, screens, signIn, startIncident, type Finding } from './a11y/screens';
import { browserSuite } from './support';

const suite = browserSuite();

/** Each scheme's two languages are audited at once, in two pages (2 cores): the same coverage in about 70 % of the time (305 s against 430 s, 2026-11-26). */
type Scheme = 'light' | 'dark';
const languages = ['zh', 'en'] as const;

/** One line per failing rule and screen: what a reader of the test output needs to find it. */
const summary = (findings: Finding[]) => findings.map((finding) => `${finding.screen} :: ${finding.rule} (${finding.count}) ${finding.nodes[0] ?? finding.help}`);

describe('accessibility audit (axe)', () => {
  let ticket: Promise<string> | undefined;
  const ticketId = () => (ticket ??= startIncident(suite.server, `Audit ${Date.now()}`));

  /** Every screen and popup in one language and scheme; the serious and critical findings. */
  async function auditAll(language: (typeof languages)[number], scheme: Scheme): Promise<string[]> {
    const id = await ticketId();
    const findings: Finding[] = [];
    for (const user of [...new Set(screens.map((screen) => screen.user))]) {
      const { page, problems } = await suite.phone({ locale: language === 'en' ? 'en-US' : 'zh-CN' });
      await page.emulateMedia({ colorScheme: scheme });
      await signIn(page, suite.server, user);
      for (const screen of screens.filter((entry) => entry.user === user)) findings.push(...(await auditScreen(page, suite.server, screen, id)));
      // The app followed the system scheme.
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-prefers-color-scheme'))).toBe(scheme);
      expect(problems.pageErrors).toEqual([]);
    }
    return summary(findings.filter((finding) => FAILING.has(finding.impact))).map((line) => `${language}/${scheme} ${line}`);
  }

  // Dark in English only: a scheme changes colours, not structure or text, and the colours are the same in both
  // languages; English has the longer texts. Light in both (2026-11-27: 304 s for all four, CI over 25 minutes).
  const runs: Array<[Scheme, ReadonlyArray<(typeof languages)[number]>]> = [
    ['light', languages],
    ['dark', ['en']],
  ];
  it.each(runs)('%s, %j: no serious or critical violation on any screen or popup', async (scheme, audited) => {
    const found = await Promise.all(audited.map((language) => auditAll(language, scheme)));
    expect(found.flat()).toEqual([]);
  }, 600000);
});
