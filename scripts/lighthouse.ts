// `npm run lighthouse`: Lighthouse's performance audit of the main routes, as a phone user who is
// logged in and visits for the first time. Not part of `npm test` (the figures vary from run to run).
//
//   npm run lighthouse                       home, flow center, create, detail; 3 runs each
//   npm run lighthouse -- --runs 5           another number of runs
//   npm run lighthouse -- --route detail     one route (repeat, or comma-separate, for more)
//   npm run lighthouse -- --json <file>      also write every run's figures to <file>
//   npm run lighthouse -- --dir <dir>        another build output (default dist/app; build it first)
//   npm run lighthouse -- --lhr <dir>        also keep each route's median-run Lighthouse report (<route>.json)
//
// Lighthouse 12.2.3's default configuration is the mobile preset (Moto G Power, 412x823, slow 4G and a
// 4x slower CPU, simulated: node_modules/lighthouse/core/config/constants.js); only the performance
// category runs. The app is served in this process (the fixture gateway, scripts/perf/app.ts) and
// Chromium started by chrome-launcher (CHROME_PATH, else /usr/bin/chromium).
//
// Logged in, cold: before each run Lighthouse clears the HTTP cache and the origin's storage of the
// types in `clearStorageTypes` (scripts/perf/lighthouse-config.ts): service workers, cache storage,
// file systems, shader cache, but not local storage (Lighthouse 12 keeps it by default; so no
// `disableStorageReset` is needed), so the demo login put there once stays while every run loads the
// app from the network with no service worker. Each run is checked for both: it must end on the
// route, and every same-origin script and stylesheet must have come over the network.
//
// Exit code 0 unless the script itself fails (2).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, demoLoginStorage, runScript, startPerfServer } from './perf/app';
import { METRICS, formatSpread, runFigures, summariseRuns, type RouteSummary, type RunFigures } from './perf/lighthouse-figures';
import { LIGHTHOUSE_CONFIG } from './perf/lighthouse-config';
import { PERF_ROUTES, PERF_USER, routePathname, routeUrl, selectRoutes, type PerfRoute } from './perf/routes';

interface Options {
  runs: number;
  routes: string[];
  json?: string;
  lhr?: string;
  dir: string;
}

const USAGE = 'use --runs <n>, --route <name>, --json <file>, --lhr <dir>, --dir <dir>';

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { runs: 3, routes: [], dir: 'dist/app' };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    const value = (): string => {
      const next = argv[++index];
      if (next === undefined) throw new Error(`${arg} needs a value (${USAGE})`);
      return next;
    };
    if (arg === '--runs') {
      options.runs = Number(value());
      if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a whole number of 1 or more');
    } else if (arg === '--route') options.routes.push(...value().split(',').filter(Boolean));
    else if (arg === '--json') options.json = value();
    else if (arg === '--dir') options.dir = value();
    else if (arg === '--lhr') options.lhr = value();
    else throw new Error(`unknown option ${arg} (${USAGE})`);
  }
  return options;
}

/** Puts the demo login into the browser profile's local storage for the app's origin (on the login page, which boots no app). */
async function storeLogin(chrome: LaunchedChrome, baseUrl: string, storage: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL('login', baseUrl).toString());
    await page.evaluate((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    // Disconnects; the browser and its profile stay.
    await browser.close();
  }
}

/** Why a run cannot count as a logged-in cold load, if it cannot. */
function runProblems(route: PerfRoute, figures: RunFigures): string[] {
  const problems: string[] = [];
  const path = new URL(figures.finalUrl).pathname;
  if (path !== routePathname(route)) problems.push(`ended on ${path}, not ${routePathname(route)} (logged out?)`);
  if (figures.assets.notTransferred) problems.push(`${figures.assets.notTransferred} of ${figures.assets.count} scripts and stylesheets came without a transfer (cache or service worker): not a cold load`);
  return problems;
}

interface RouteResult {
  route: PerfRoute;
  url: string;
  runs: RunFigures[];
  summary: RouteSummary;
  /** Runs that failed or that cannot count. */
  problems: string[];
}

async function auditRoute(route: PerfRoute, runs: number, chrome: LaunchedChrome, baseUrl: string): Promise<{ result: RouteResult; lhr?: Result }> {
  const url = routeUrl(baseUrl, route);
  const figures: RunFigures[] = [];
  const reports: Result[] = [];
  const problems: string[] = [];
  const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };
  for (let run = 1; run <= runs; run++) {
    const outcome = await lighthouse(url, flags, LIGHTHOUSE_CONFIG);
    const result = outcome?.lhr;
    if (!result || result.runtimeError) {
      problems.push(`run ${run}: ${result?.runtimeError?.message ?? 'Lighthouse returned nothing'}`);
      continue;
    }
    const figure = runFigures(result);
    const runProblemsFound = runProblems(route, figure);
    problems.push(...runProblemsFound.map((problem) => `run ${run}: ${problem}`));
    figures.push(figure);
    reports.push(result);
    const lcp = figure.metrics.lcp;
    process.stderr.write(`${route.name} run ${run}/${runs}: score ${figure.score ?? 'n/a'}, LCP ${lcp === null ? 'n/a' : `${(lcp / 1000).toFixed(1)} s`}${runProblemsFound.length ? ` (${runProblemsFound.join('; ')})` : ''}\n`);
  }
  const summary = summariseRuns(figures);
  return { result: { route, url, runs: figures, summary, problems }, lhr: reports[summary.medianRun] };
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n');
}

function printResults(results: readonly RouteResult[], runs: number, about: { version: string; host: string; settings: string }): void {
  console.log(`\nLighthouse ${about.version} (${about.host}), ${about.settings}; performance only; ${runs} run(s) per route; cold cache, logged in as ${PERF_USER}`);
  console.log('median (min–max)\n');
  console.log(
    table([
      ['route', 'score', ...METRICS.map((metric) => metric.label)],
      ...results.map((result) => [result.route.label, formatSpread('score', result.summary.score), ...METRICS.map((metric) => formatSpread(metric.key, result.summary.metrics[metric.key]))]),
    ]),
  );
  for (const result of results) {
    const median = result.runs[result.summary.medianRun];
    console.log(`\n${result.route.label}  ${result.route.path}`);
    for (const problem of result.problems) console.log(`  ! ${problem}`);
    if (!median) continue;
    console.log(`  median run: score ${median.score ?? 'n/a'}`);
    const lcp = median.lcpElement;
    console.log(`  LCP element: ${lcp ? lcp.description : 'not reported'}`);
    if (lcp?.phases) console.log(`    ${lcp.phases.map((phase) => `${phase.phase} ${phase.ms} ms`).join(', ')}`);
    if (median.findings.length) console.log('  to fix first:');
    median.findings.forEach((finding, index) => {
      const saving = finding.savingsMs ? `, est. ${finding.savingsMs} ms` : '';
      console.log(`    ${index + 1}. ${finding.title}${finding.displayValue ? ` (${finding.displayValue}${saving})` : saving ? ` (${saving.slice(2)})` : ''}`);
      for (const item of finding.items) console.log(`       ${item}`);
    });
    const errored = [...new Set(result.runs.flatMap((run) => run.erroredAudits))];
    if (errored.length) console.log(`  audits that could not run: ${errored.join('; ')}`);
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const routes = selectRoutes(
    PERF_ROUTES.filter((route) => route.lighthouse),
    options.routes,
  );
  const server = await startPerfServer(resolve(options.dir));
  let chrome: LaunchedChrome | undefined;
  try {
    const storage = await demoLoginStorage(server, PERF_USER);
    chrome = await launch({ chromePath: chromiumPath(), chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
    await storeLogin(chrome, server.url, storage);
    const results: RouteResult[] = [];
    let last: Result | undefined;
    for (const route of routes) {
      const { result, lhr } = await auditRoute(route, options.runs, chrome, server.url);
      results.push(result);
      last = lhr ?? last;
      if (options.lhr && lhr) {
        mkdirSync(options.lhr, { recursive: true });
        writeFileSync(join(options.lhr, `${route.name}.json`), JSON.stringify(lhr));
      }
    }
    const settings = last?.configSettings;
    const throttling = settings?.throttling;
    const about = {
      version: last?.lighthouseVersion ?? 'unknown',
      host: last?.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium',
      settings: settings
        ? `${settings.formFactor}, ${settings.throttlingMethod} throttling (RTT ${throttling?.rttMs} ms, ${Math.round((throttling?.throughputKbps ?? 0) / 1024 * 10) / 10} Mbit/s, CPU x${throttling?.cpuSlowdownMultiplier}), ${settings.screenEmulation.width}x${settings.screenEmulation.height}`
        : 'settings unknown',
    };
    printResults(results, options.runs, about);
    if (options.json) {
      const out = {
        lighthouse: about.version,
        browser: last?.environment.hostUserAgent ?? null,
        settings: settings ? { formFactor: settings.formFactor, throttlingMethod: settings.throttlingMethod, throttling: settings.throttling, screenEmulation: settings.screenEmulation } : null,
        user: PERF_USER,
        runsPerRoute: options.runs,
        date: new Date().toISOString(),
        routes: results.map((result) => ({ name: result.route.name, label: result.route.label, path: result.route.path, summary: result.summary, problems: result.problems, runs: result.runs })),
      };
      writeFileSync(options.json, `${JSON.stringify(out, null, 2)}\n`);
      console.log(`\nwrote ${options.json}`);
    }
  } finally {
    chrome?.kill();
    await server.close();
  }
}

runScript('lighthouse', async () => {
  await main();
  return 0;
});
