// Where the time of one scenario goes: runs one sample of a variant under the CPU profiler and
// prints the functions with the most self time (build first with BENCH_PROFILE=1 for readable names):
//
//   BENCH_PROFILE=1 npx rollup -c tests/bench/rollup.bench.config.mjs --silent
//   npx tsx tests/bench/profile.ts R fanout [--throttle 4] [--top 30]
//   npx tsx tests/bench/profile.ts R keystroke     (profiles only the typing into the target field)
//   npx tsx tests/bench/profile.ts R table --callers _toJS   (who calls a function: its self time by call path)
//   npx tsx tests/bench/profile.ts R mount1000 --inclusive createFormController,render   (time with these on the stack)
//   npx tsx tests/bench/profile.ts R table --phase 'row 0 deleted'   (only one measured step, by its label)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../fixtures/gateway/server';
import { focusKeystrokeTarget, typeKeystrokes } from './lib/drive';
import { benchDataFiles } from './lib/fixtures';
import { SCENARIOS, VIEWPORT, type ScenarioId, type VariantId } from './lib/protocol';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [variant, scenario, ...rest] = process.argv.slice(2);
if (!variant || !['R', 'B', 'F'].includes(variant) || !scenario || !SCENARIOS.includes(scenario as ScenarioId)) {
  console.error('usage: tsx tests/bench/profile.ts <R|B|F> <scenario> [--throttle N] [--top N] [--callers NAME] [--depth N] [--inclusive A,B] [--phase LABEL]');
  process.exit(2);
}
const option = (name: string): string | undefined => {
  const index = rest.indexOf(name);
  return index >= 0 ? rest[index + 1] : undefined;
};
const flag = (name: string, fallback: number) => {
  const value = option(name);
  return value === undefined ? fallback : Number(value);
};

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const benchDir = resolve(repoRoot, process.env.BENCH_DIR ?? 'dist/bench');
mkdirSync(join(benchDir, 'data'), { recursive: true });
for (const [name, content] of Object.entries(benchDataFiles())) writeFileSync(join(benchDir, 'data', name), JSON.stringify(content));
const server = await startServer({ appDir: benchDir, gateway: { latencyMs: 0 }, csp: false });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
try {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  const page = await context.newPage();
  page.setDefaultTimeout(600_000);
  const cdp = await context.newCDPSession(page);
  await page.goto(`${server.url}${(variant as VariantId).toLowerCase()}.html?scenario=${scenario}`);
  await page.waitForFunction(() => !!window.__bench);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: flag('--throttle', 4) });
  await page.evaluate((id) => window.__bench!.prepare(id), scenario as ScenarioId);
  // The keystroke scenario is driven from here (as in run.ts): only the typing is profiled.
  const selector = scenario === 'keystroke' ? await focusKeystrokeTarget(page) : undefined;
  const phase = option('--phase');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  let phaseProfile: Profile | undefined;
  if (phase) {
    // The page's `measure` brackets that step with console.profile / profileEnd.
    cdp.on('Profiler.consoleProfileFinished', (event: { profile: unknown }) => {
      phaseProfile = event.profile as Profile;
    });
    await page.evaluate((label) => {
      window.__benchProfilePhase = label;
    }, phase);
  } else {
    await cdp.send('Profiler.start');
  }
  let metrics: unknown;
  if (selector) {
    await typeKeystrokes(page);
    metrics = { typed: await page.inputValue(selector) };
  } else {
    metrics = await page.evaluate((id) => window.__bench!.run(id), scenario as ScenarioId);
  }
  // The console profile's event can arrive after the run's result.
  for (let waited = 0; phase && !phaseProfile && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  const profile = phase ? phaseProfile : ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile;
  if (!profile) throw new Error(`no step labelled "${phase}" was measured in ${scenario}`);
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.split('/').pop() ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const callers = option('--callers');
  if (callers) {
    // Self time of the named function, grouped by its nearest callers (`--depth` frames up, 3 by default).
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const frameName = (id: number) => {
      const frame = byId.get(id)!.callFrame;
      return `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}`;
    };
    const depth = flag('--depth', 3);
    const paths = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      if (byId.get(id)!.callFrame.functionName !== callers) return;
      const chain: string[] = [];
      for (let at = parent.get(id); at !== undefined && chain.length < depth; at = parent.get(at)) {
        if (byId.get(at)!.callFrame.functionName !== callers) chain.push(frameName(at));
      }
      const key = chain.join(' < ');
      paths.set(key, (paths.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    console.log(`callers of ${callers}:`);
    for (const [key, ms] of [...paths.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`${ms.toFixed(1).padStart(9)} ms  ${key}`);
  }
  const inclusive = option('--inclusive');
  if (inclusive) {
    // Time of the samples with the named function anywhere on their stack.
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const names = inclusive.split(',');
    const sums = new Map(names.map((name) => [name, 0]));
    profile.samples.forEach((id, index) => {
      const onStack = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) onStack.add(byId.get(at)!.callFrame.functionName);
      for (const name of names) if (onStack.has(name)) sums.set(name, sums.get(name)! + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    console.log('inclusive:');
    for (const [name, ms] of sums) console.log(`${ms.toFixed(1).padStart(9)} ms  ${name}`);
  }
  const total = [...self.values()].reduce((sum, value) => sum + value, 0);
  console.log(`${variant} ${scenario}: ${JSON.stringify(metrics)}; ${total.toFixed(0)} ms sampled`);
  for (const [key, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, flag('--top', 30))) console.log(`${ms.toFixed(1).padStart(9)} ms  ${key}`);
} finally {
  await browser.close();
  await server.close();
}
