// `npm run bench`: the timing benchmark. Serves the production bundles of the variant pages
// (dist/bench, built by tests/bench/rollup.bench.config.mjs) with the fixture gateway on one port,
// drives headless Chromium at 390x844 with the CPU throttled 4x, interleaves the variants in a
// random order each round, and reports medians and ratios with bootstrap 95% intervals.
//
//   npm run bench                          full run, readable table
//   npm run bench -- --json                one JSON object on stdout (progress goes to stderr)
//   npm run bench -- --samples 5 --warmup 1 --scenarios mount200,fanout
//   BENCH_DIR=<dir> serves another build of the pages (default dist/bench).
//   options: --samples N (20) --warmup N (3) --scenarios a,b --throttle N (4) --seed N --resamples N (2000)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../fixtures/gateway/server';
import { focusKeystrokeTarget, KEYSTROKE_TEXT, typeKeystrokes } from './lib/drive';
import { benchDataFiles } from './lib/fixtures';
import { SCENARIOS, SIZES, VIEWPORT, type Metrics, type ScenarioId, type VariantId } from './lib/protocol';
import { SCENARIO_DEFINITIONS, formatTable, summarise, type ScenarioSamples } from './lib/report';
import { DEFAULT_RESAMPLES, DEFAULT_SEED, SPREAD_THRESHOLD, createRandom, median, shuffle } from './lib/stats';

interface Options {
  json: boolean;
  samples: number;
  warmup: number;
  scenarios: ScenarioId[];
  throttle: number;
  seed: number;
  resamples: number;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { json: false, samples: 20, warmup: 3, scenarios: [...SCENARIOS], throttle: 4, seed: DEFAULT_SEED, resamples: DEFAULT_RESAMPLES };
  const number = (value: string | undefined, name: string, min: number): number => {
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed < min) throw new Error(`${name} needs a number >= ${min}`);
    return parsed;
  };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--json') options.json = true;
    else if (arg === '--samples') options.samples = number(argv[++index], arg, 1);
    else if (arg === '--warmup') options.warmup = number(argv[++index], arg, 0);
    else if (arg === '--throttle') options.throttle = number(argv[++index], arg, 1);
    else if (arg === '--seed') options.seed = number(argv[++index], arg, 0);
    else if (arg === '--resamples') options.resamples = number(argv[++index], arg, 100);
    else if (arg === '--scenarios') {
      const ids = (argv[++index] ?? '').split(',').filter(Boolean);
      const unknown = ids.filter((id) => !SCENARIOS.includes(id as ScenarioId));
      if (unknown.length || !ids.length) throw new Error(`--scenarios takes a comma list of ${SCENARIOS.join(', ')}`);
      options.scenarios = ids as ScenarioId[];
    } else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

class Bench {
  private page!: Page;
  private cdp!: CDPSession;

  constructor(
    private readonly browser: Browser,
    private readonly server: RunningServer,
    private readonly options: Options,
    private readonly log: (line: string) => void,
  ) {}

  async open(): Promise<void> {
    const context = await this.browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    this.page = await context.newPage();
    this.page.setDefaultTimeout(600_000);
    this.cdp = await context.newCDPSession(this.page);
    await this.throttle();
  }

  private async throttle(): Promise<void> {
    await this.cdp.send('Emulation.setCPUThrottlingRate', { rate: this.options.throttle });
  }

  /** Loads a fresh page of the variant and checks what it can run. */
  private async load(variant: VariantId, scenario: ScenarioId): Promise<{ blocked?: string }> {
    await this.page.goto(`${this.server.url}${variant.toLowerCase()}.html?scenario=${scenario}`, { waitUntil: 'load' });
    await this.throttle();
    await this.page.waitForFunction(() => !!window.__bench);
    const support = await this.page.evaluate((id) => ({ implemented: window.__bench!.scenarios.includes(id), blocked: window.__bench!.blocked[id] }), scenario);
    if (!support.implemented) return { blocked: support.blocked ?? `${variant} does not implement ${scenario}` };
    return {};
  }

  /** One sample of one variant. */
  async sample(variant: VariantId, scenario: ScenarioId): Promise<Metrics | { blocked: string }> {
    const { blocked } = await this.load(variant, scenario);
    if (blocked) return { blocked };
    await this.page.evaluate((id) => window.__bench!.prepare(id), scenario);
    if (scenario !== 'keystroke') return this.page.evaluate((id) => window.__bench!.run(id), scenario);

    const selector = await focusKeystrokeTarget(this.page);
    const before = new Set((await this.page.evaluate(() => window.__bench!.interactions())).map((interaction) => interaction.id));
    await typeKeystrokes(this.page);
    await this.page.waitForTimeout(300);
    const typed = (await this.page.evaluate(() => window.__bench!.interactions())).filter(
      (interaction) => !before.has(interaction.id) && interaction.names.some((name) => name.startsWith('key')),
    );
    // Event Timing reports only events of 16 ms or more: an unreported keystroke counts as 16 ms (an upper bound).
    const durations = [...typed.map((interaction) => interaction.duration), ...Array(Math.max(0, SIZES.keystrokes - typed.length)).fill(16)];
    const value = await this.page.inputValue(selector);
    if (!value.endsWith(KEYSTROKE_TEXT)) throw new Error(`typed text did not arrive: "${value}"`);
    return { ms: median(durations), max: Math.max(...durations), unreported: SIZES.keystrokes - typed.length };
  }

  async scenario(id: ScenarioId, random: () => number): Promise<ScenarioSamples> {
    const definition = SCENARIO_DEFINITIONS.find((candidate) => candidate.id === id)!;
    const variants = definition.variants;
    const samples: Partial<Record<VariantId, Metrics[]>> = {};
    const errors: string[] = [];
    const failures: Partial<Record<VariantId, number>> = {};
    // A variant that cannot run the scenario yet blocks it before any time is spent on the others.
    for (const variant of variants) {
      const { blocked } = await this.load(variant, id);
      if (blocked) return { id, samples, blocked: `${variant}: ${blocked}` };
    }
    const rounds = this.options.warmup + this.options.samples;
    // A variant that fails every attempt is dropped; the other one is still measured (absolute targets).
    const dropped = new Map<VariantId, string>();
    for (let round = 0; round < rounds; round++) {
      const warm = round < this.options.warmup;
      for (const variant of shuffle(variants, random)) {
        if (dropped.has(variant)) continue;
        try {
          const result = await this.sample(variant, id);
          if ('blocked' in result && typeof result.blocked === 'string') return { id, samples, blocked: `${variant}: ${result.blocked}` };
          const metrics = result as Metrics;
          if (!warm) (samples[variant] ??= []).push(metrics);
          this.log(`  ${id} ${warm ? 'warm-up' : `sample ${round - this.options.warmup + 1}/${this.options.samples}`} ${variant} ${Object.entries(metrics).map(([k, v]) => `${k}=${Math.round(v * 100) / 100}`).join(' ')}`);
        } catch (error) {
          const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
          failures[variant] = (failures[variant] ?? 0) + 1;
          if (errors.length < 10) errors.push(`${variant} round ${round + 1}: ${message}`);
          this.log(`  ${id} ${variant} failed: ${message}`);
          // A variant that fails its first three attempts will not recover: stop sampling it.
          if ((failures[variant] ?? 0) >= 3 && !(samples[variant]?.length)) dropped.set(variant, `${variant} fails: ${message}`);
        }
      }
      if (dropped.size === variants.length) return { id, samples, blocked: [...dropped.values()].join('; '), errors };
    }
    const failed = dropped.size ? [...dropped.values()].join('; ') : undefined;
    return { id, samples, errors, ...(failed ? { failed } : {}) };
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const benchDir = resolve(repoRoot, process.env.BENCH_DIR ?? 'dist/bench');
  mkdirSync(join(benchDir, 'data'), { recursive: true });
  for (const [name, content] of Object.entries(benchDataFiles())) writeFileSync(join(benchDir, 'data', name), JSON.stringify(content));

  const server = await startServer({ appDir: benchDir, gateway: { latencyMs: 0 }, csp: false });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const started = new Date();
  try {
    const bench = new Bench(browser, server, options, log);
    await bench.open();
    const random = createRandom(options.seed);
    const runs: ScenarioSamples[] = [];
    for (const id of options.scenarios) {
      log(`${id}: ${options.warmup} warm-up + ${options.samples} samples per variant`);
      runs.push(await bench.scenario(id, random));
    }
    const results = runs.map((run) => summarise(SCENARIO_DEFINITIONS.find((definition) => definition.id === run.id)!, run, { resamples: options.resamples, seed: options.seed }));
    const meta = {
      date: started.toISOString(),
      durationSeconds: Math.round((Date.now() - started.getTime()) / 1000),
      command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
      browser: `Chromium ${browser.version()}`,
      viewport: `${VIEWPORT.width}x${VIEWPORT.height} @3x, mobile, touch`,
      cpuThrottling: options.throttle,
      samples: options.samples,
      warmup: options.warmup,
      order: 'variants interleaved in a seeded random order each round; every sample is a fresh page load',
      statistics: { interval: 'percentile bootstrap, 95%', resamples: options.resamples, seed: options.seed, spreadThreshold: SPREAD_THRESHOLD },
    };
    if (options.json) {
      process.stdout.write(`${JSON.stringify({ meta, scenarios: results }, null, 2)}\n`);
    } else {
      process.stdout.write(`\n${meta.command} (${meta.browser}, ${meta.viewport}, CPU ${meta.cpuThrottling}x slower, ${meta.samples} samples + ${meta.warmup} warm-ups, ${meta.durationSeconds} s)\n\n`);
      process.stdout.write(`${formatTable(results)}\n`);
      process.stdout.write(`\nMedians in ms (CLS: score; requests: count) with percentile-bootstrap 95% intervals (${options.resamples} resamples, seed ${options.seed}).\n`);
      process.stdout.write(`"spread too wide": the ratio's interval is wider than ${SPREAD_THRESHOLD} × the ratio.\n`);
      for (const result of results) for (const error of result.errors ?? []) process.stdout.write(`  ${result.id}: ${error}\n`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
