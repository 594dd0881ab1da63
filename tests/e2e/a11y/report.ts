// Prints what axe finds on every screen and popup of the audit (issue 13), for a person fixing it:
//   npm run -s build:app && npx tsx tests/e2e/a11y/report.ts [--lang zh|en] [--scheme light|dark] [--all] [--only name]
// --all lists moderate and minor findings too (the suite fails on serious and critical only).
import { startAppServer, launchBrowser, openPhone } from '../support';
import { auditScreen, FAILING, screens, signIn, startIncident, type Finding } from './screens';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const language = option('lang', 'zh') as 'zh' | 'en';
const scheme = option('scheme', 'light') as 'light' | 'dark';
const only = option('only', '');
const all = args.includes('--all');

const server = await startAppServer();
const browser = await launchBrowser();
try {
  const ticket = await startIncident(server, `Audit ${Date.now()}`);
  const findings: Finding[] = [];
  for (const user of [...new Set(screens.map((screen) => screen.user))]) {
    const phone = await openPhone(browser, { locale: language === 'en' ? 'en-US' : 'zh-CN' });
    await phone.page.emulateMedia({ colorScheme: scheme });
    await signIn(phone.page, server, user);
    for (const screen of screens.filter((entry) => entry.user === user && (!only || entry.name.includes(only)))) {
      try {
        findings.push(...(await auditScreen(phone.page, server, screen, ticket)));
      } catch (error) {
        findings.push({ screen: screen.name, rule: 'could-not-open', impact: 'critical', help: String(error).slice(0, 300), nodes: [], count: 1 });
      }
    }
    await phone.close();
  }
  const shown = findings.filter((finding) => all || FAILING.has(finding.impact));
  for (const finding of shown) {
    console.log(`[${finding.impact}] ${finding.screen} :: ${finding.rule} (${finding.count}) ${finding.help}`);
    for (const node of finding.nodes) console.log(`    ${node}`);
  }
  const failing = findings.filter((finding) => FAILING.has(finding.impact));
  console.log(`\n${language}/${scheme}: ${failing.length} serious/critical rule hits (${failing.reduce((sum, finding) => sum + finding.count, 0)} nodes); ${findings.length} findings in all`);
} finally {
  await browser.close();
  await server.close();
}
