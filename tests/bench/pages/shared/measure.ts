/**
 * In-page measurement helpers shared by the variant pages. Time is
 * `performance.now()`; "settled" means the change is painted and the main
 * thread is idle again (so follow-up work such as windowed mounting or
 * effects counts, as it would delay the user's next input).
 */
import type { BenchPageApi, Interaction, Metrics, ScenarioId, VariantId } from '../../lib/protocol';

export const now = (): number => performance.now();

export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Resolves when the browser is idle (falls back to a macrotask after the frame). */
export function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 10000 });
    else setTimeout(resolve, 0);
  });
}

/** Waits until `condition` holds (checked now, then once per frame); rejects after `timeoutMs`. */
export async function waitFor(condition: () => boolean, what: string, timeoutMs = 120000): Promise<void> {
  const start = now();
  while (!condition()) {
    if (now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await nextFrame();
  }
}

/** Paint, then idle: the time at which the user could interact again. */
export async function settled(): Promise<number> {
  await nextFrame();
  await idle();
  return now();
}

/** Measures `action` up to `done` (checked each frame) plus paint and idle. */
export async function measure(action: () => void | Promise<void>, done: () => boolean, what: string, timeoutMs?: number): Promise<number> {
  // `profile.ts --phase <what>` profiles only this measurement (CDP reports console profiles).
  const profiled = window.__benchProfilePhase === what;
  if (profiled) console.profile(what);
  performance.mark(`${what} start`);
  const start = now();
  await action();
  await waitFor(done, what, timeoutMs);
  const end = await settled();
  performance.mark(`${what} end`);
  if (profiled) console.profileEnd(what);
  return end - start;
}

/** The container every variant renders into (fresh for each page load). */
export function benchRoot(): HTMLElement {
  const root = document.getElementById('bench-root');
  if (!root) throw new Error('#bench-root missing');
  return root;
}

/** Input elements inside the bench root. */
export function countInputs(root: ParentNode = benchRoot()): number {
  return root.querySelectorAll('input, textarea').length;
}

/** True when every element matching `selector` that intersects the viewport contains an input or textarea. */
export function viewportFilled(selector: string, hasControl: (element: Element) => boolean): boolean {
  const height = window.innerHeight;
  let seen = 0;
  for (const element of benchRoot().querySelectorAll(selector)) {
    const rect = element.getBoundingClientRect();
    if (rect.bottom <= 0 || rect.height === 0) continue;
    if (rect.top >= height) break;
    seen++;
    if (!hasControl(element)) return false;
  }
  return seen > 0;
}

/** Leaf elements in the bench root whose text is exactly `text`. */
export function countText(text: string): number {
  let count = 0;
  const walker = document.createTreeWalker(benchRoot(), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.nodeValue?.trim() === text) count++;
  return count;
}

// Performance observers start at page load, so the route scenario sees every entry after its navigation.
const longTasks: PerformanceEntry[] = [];
const layoutShifts: Array<{ startTime: number; value: number }> = [];
const paints: Array<{ startTime: number; size: number }> = [];
const events: Array<{ interactionId: number; duration: number; name: string; startTime: number }> = [];

function observe(type: string, callback: (entries: PerformanceEntryList) => void, extra: Record<string, unknown> = {}): void {
  try {
    new PerformanceObserver((list) => callback(list.getEntries())).observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
  } catch {
    // Entry type not supported: the metric stays empty (reported as missing by the harness).
  }
}

observe('longtask', (entries) => longTasks.push(...entries));
observe('layout-shift', (entries) => {
  for (const entry of entries) layoutShifts.push({ startTime: entry.startTime, value: (entry as PerformanceEntry & { value: number }).value });
});
observe('largest-contentful-paint', (entries) => {
  for (const entry of entries) paints.push({ startTime: entry.startTime, size: (entry as PerformanceEntry & { size: number }).size });
});
observe(
  'event',
  (entries) => {
    for (const entry of entries) {
      const timing = entry as PerformanceEventTiming & { interactionId?: number };
      events.push({ interactionId: timing.interactionId ?? 0, duration: timing.duration, name: timing.name, startTime: timing.startTime });
    }
  },
  // 16 ms is the smallest threshold Event Timing accepts.
  { durationThreshold: 16 },
);

/** Long tasks, layout shifts and LCP candidates since `since`. */
export function webVitalsSince(since: number): { lcp: number | undefined; cls: number; tbt: number; longTasks: number } {
  const lcp = paints.filter((paint) => paint.startTime >= since).at(-1);
  const cls = layoutShifts.filter((shift) => shift.startTime >= since).reduce((total, shift) => total + shift.value, 0);
  const tasks = longTasks.filter((task) => task.startTime >= since);
  const tbt = tasks.reduce((total, task) => total + Math.max(0, task.duration - 50), 0);
  return { lcp: lcp ? lcp.startTime - since : undefined, cls, tbt, longTasks: tasks.length };
}

/** Long tasks (over 50 ms) that started since `since`: their number and the longest one's duration (0 if none). */
export function longTasksSince(since: number): { count: number; longest: number } {
  const tasks = longTasks.filter((task) => task.startTime >= since);
  return { count: tasks.length, longest: tasks.reduce((longest, task) => Math.max(longest, task.duration), 0) };
}

/**
 * Scenario 6: a client-side route change (pushState to /create) that renders `view`, timed until every
 * field slot in the viewport (`selector`) has its control and the page has settled; then the lab LCP,
 * CLS and total blocking time since the navigation (after a 500 ms quiet period, so late shifts count).
 */
export async function measureRouteChange(
  view: () => void,
  selector: string,
  hasControl: (element: Element) => boolean,
): Promise<{ interactive: number; lcp: number; cls: number; tbt: number }> {
  const since = now();
  history.pushState(null, '', '/create');
  view();
  await waitFor(() => viewportFilled(selector, hasControl), 'create form');
  const interactive = (await settled()) - since;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const vitals = webVitalsSince(since);
  return { interactive, lcp: vitals.lcp ?? NaN, cls: vitals.cls, tbt: vitals.tbt };
}

/** Interactions seen so far: the longest event duration of each interactionId and the names of its events. */
export function interactionLatencies(): Interaction[] {
  const byId = new Map<number, Interaction>();
  for (const event of events) {
    if (!event.interactionId) continue;
    const current = byId.get(event.interactionId) ?? { id: event.interactionId, duration: 0, names: [] };
    current.duration = Math.max(current.duration, event.duration);
    if (!current.names.includes(event.name)) current.names.push(event.name);
    byId.set(event.interactionId, current);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Scenario implementations of one variant. */
export type VariantImpl = Partial<Record<Exclude<ScenarioId, 'keystroke'>, () => Promise<Metrics>>> & {
  /** Data loading and setup before the measured part. */
  prepare?: (scenario: ScenarioId) => Promise<void>;
  keystrokeTarget?: () => Promise<string>;
  /** Scenarios that cannot run yet, with the reason. */
  blocked?: Partial<Record<ScenarioId, string>>;
};

/** Installs `window.__bench` for a variant. */
export function installBench(variant: VariantId, impl: VariantImpl): void {
  const scenarios = (['mount200', 'mount1000', 'fanout', 'table', 'route', 'options', 'worklist', 'detail', 'calendar300', 'topology200'] as const).filter((id) => impl[id]) as ScenarioId[];
  if (impl.keystrokeTarget) scenarios.push('keystroke');
  const api: BenchPageApi = {
    variant,
    scenarios,
    blocked: impl.blocked ?? {},
    prepare: async (scenario) => {
      await impl.prepare?.(scenario);
    },
    run: async (scenario) => {
      const run = scenario === 'keystroke' ? undefined : impl[scenario];
      if (!run) throw new Error(`${variant} does not implement ${scenario}`);
      return run();
    },
    keystrokeTarget: async () => {
      if (!impl.keystrokeTarget) throw new Error(`${variant} does not implement keystroke`);
      return impl.keystrokeTarget();
    },
    interactions: async () => interactionLatencies(),
  };
  window.__bench = api;
}

/** The scenario a page was opened for (`?scenario=`). */
export function pageScenario(): ScenarioId | undefined {
  return (new URLSearchParams(location.search).get('scenario') ?? undefined) as ScenarioId | undefined;
}

/** Fetches a data file written by the harness. */
export async function loadData<T>(name: string): Promise<T> {
  const response = await fetch(`/data/${name}`);
  if (!response.ok) throw new Error(`data/${name}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
