/**
 * Scenario definitions (variants, metrics, targets) and the summary of a run:
 * medians with bootstrap intervals, ratios with intervals, verdicts against
 * the targets of issue 6, as one JSON object or a readable table.
 */
import { SIZES, type Metrics, type ScenarioId, type VariantId } from './protocol';
import { bootstrapMedian, bootstrapRatio, type BootstrapOptions, type Estimate } from './stats';

/** A target: the ratio numerator/denominator at most `maxRatio`, and/or the numerator's median at most `maxValue`. */
export interface Target {
  maxRatio?: number;
  maxValue?: number;
}

export interface MetricDefinition {
  name: string;
  unit: 'ms' | 'count' | 'score';
  label: string;
  target?: Target;
}

export interface ScenarioDefinition {
  id: ScenarioId;
  title: string;
  /** [numerator, denominator] of the ratio. */
  variants: [VariantId, VariantId];
  metrics: MetricDefinition[];
}

export const SCENARIO_DEFINITIONS: readonly ScenarioDefinition[] = [
  { id: 'mount200', title: 'Mount 200 fields', variants: ['R', 'B'], metrics: [{ name: 'ms', unit: 'ms', label: 'mounted, painted, idle', target: { maxRatio: 1.1 } }] },
  { id: 'mount1000', title: 'Mount 1000 fields: first screen interactive', variants: ['R', 'B'], metrics: [{ name: 'ms', unit: 'ms', label: 'first screen interactive', target: { maxRatio: 0.25 } }] },
  { id: 'keystroke', title: 'Keystroke into field 500 of 1000', variants: ['R', 'F'], metrics: [{ name: 'ms', unit: 'ms', label: 'Event Timing per keystroke', target: { maxRatio: 1.2 } }] },
  { id: 'fanout', title: 'Linkage fan-out 1 → 100 (hide + show)', variants: ['R', 'B'], metrics: [{ name: 'ms', unit: 'ms', label: 'hide + show, painted', target: { maxRatio: 1.0 } }] },
  {
    id: 'table',
    title: `Table field ${SIZES.tableRows} rows × ${SIZES.tableColumns} columns`,
    variants: ['R', 'B'],
    metrics: [
      { name: 'mount', unit: 'ms', label: 'mount' },
      { name: 'add', unit: 'ms', label: 'add a row', target: { maxRatio: 0.5, maxValue: 100 } },
      { name: 'remove', unit: 'ms', label: 'delete row 0', target: { maxRatio: 0.5, maxValue: 100 } },
    ],
  },
  {
    id: 'route',
    title: 'Route change to a 50-field create form',
    variants: ['R', 'B'],
    metrics: [
      { name: 'interactive', unit: 'ms', label: 'first screen interactive' },
      { name: 'lcp', unit: 'ms', label: 'LCP (lab)' },
      { name: 'cls', unit: 'score', label: 'CLS' },
      { name: 'tbt', unit: 'ms', label: 'total blocking time' },
    ],
  },
  {
    id: 'options',
    title: '50 selects sharing one option source',
    variants: ['R', 'B'],
    metrics: [
      { name: 'requests', unit: 'count', label: 'option requests' },
      { name: 'ready', unit: 'ms', label: 'all options ready' },
    ],
  },
  {
    id: 'worklist',
    title: `Worklist ${SIZES.worklistRows} tickets (pages of ${SIZES.worklistPageSize})`,
    variants: ['R', 'B'],
    metrics: [
      { name: 'scroll', unit: 'ms', label: 'scroll top to end, painted' },
      { name: 'longest', unit: 'ms', label: 'longest task in the scroll' },
      { name: 'long50', unit: 'count', label: 'tasks over 50 ms in the scroll' },
      { name: 'tab', unit: 'ms', label: 'tab switch, first page painted', target: { maxRatio: 1.2 } },
    ],
  },
  {
    id: 'detail',
    title: 'Ticket detail: 11 tabs, 200 replies (B: every tab rendered at once)',
    variants: ['R', 'B'],
    metrics: [
      { name: 'interactive', unit: 'ms', label: 'route change to interactive', target: { maxRatio: 1.0 } },
      { name: 'replies', unit: 'ms', label: 'switch to the replies tab, first reply painted' },
    ],
  },
  {
    id: 'calendar300',
    title: `Change calendar: month view of ${SIZES.calendarChanges} changes (B: a plain list of the same ${SIZES.calendarChanges})`,
    variants: ['R', 'B'],
    metrics: [{ name: 'switch', unit: 'ms', label: 'month switch, painted' }],
  },
  {
    id: 'topology200',
    title: `CI topology: the hub's depth-${SIZES.topologyDepth} graph (≥ ${SIZES.topologyNodes} nodes), pan and pinch (B: plain SVG circles and lines)`,
    variants: ['R', 'B'],
    metrics: [
      { name: 'draw', unit: 'ms', label: 'drawn, painted, idle' },
      { name: 'pan', unit: 'ms', label: `pan, ${SIZES.topologyGestureFrames} frames of touchmove, until idle` },
      { name: 'pinch', unit: 'ms', label: `pinch-zoom, ${SIZES.topologyGestureFrames} frames of touchmove, until idle` },
      { name: 'frameP95', unit: 'ms', label: '95th-percentile frame interval in the gestures' },
      { name: 'frameMax', unit: 'ms', label: 'longest frame interval in the gestures' },
      { name: 'longest', unit: 'ms', label: 'longest task in the gestures' },
      { name: 'long50', unit: 'count', label: 'tasks over 50 ms in the gestures' },
    ],
  },
];

/** Samples of one scenario: per variant, one Metrics object per sample. */
export interface ScenarioSamples {
  id: ScenarioId;
  samples: Partial<Record<VariantId, Metrics[]>>;
  /** Set when the scenario could not run (a variant does not implement it yet, or every sample failed). */
  blocked?: string;
  /** Set when one variant failed every attempt while the other was measured: no ratio, absolute targets still judged. */
  failed?: string;
  errors?: string[];
}

export type Verdict = 'met' | 'missed' | 'spread too wide' | 'no target' | 'no data' | 'blocked';

export interface MetricResult {
  name: string;
  label: string;
  unit: MetricDefinition['unit'];
  /** Median and interval of each variant (absent when it has no finite samples). */
  medians: Partial<Record<VariantId, Estimate & { samples: number }>>;
  /** numerator / denominator of the medians. */
  ratio?: Estimate & { name: string };
  target?: Target;
  verdict: Verdict;
  /** What the verdict rests on, e.g. "R/B 1.32 > 1.1 (missed by 0.22, 20%)". */
  note: string;
}

export interface ScenarioResult {
  id: ScenarioId;
  title: string;
  variants: [VariantId, VariantId];
  blocked?: string;
  /** One variant could not run (why); the other's medians are reported without a ratio. */
  failed?: string;
  errors?: string[];
  metrics: MetricResult[];
}

const fmt = (value: number, unit: MetricDefinition['unit']): string =>
  !Number.isFinite(value) ? '∞' : unit === 'score' ? value.toFixed(3) : unit === 'count' ? String(Math.round(value * 10) / 10) : value >= 100 ? value.toFixed(0) : value.toFixed(1);

function verdictOf(metric: MetricDefinition, ratio: MetricResult['ratio'], numerator: MetricResult['medians'][VariantId]): { verdict: Verdict; note: string } {
  const target = metric.target;
  const ratioName = ratio?.name ?? 'ratio';
  if (!ratio || !numerator) return { verdict: 'no data', note: 'no finite samples' };
  if (ratio.tooWide) return { verdict: 'spread too wide', note: `${ratioName} interval ${fmt(ratio.low, 'score')}–${fmt(ratio.high, 'score')} is wider than the spread threshold` };
  if (!target) return { verdict: 'no target', note: '' };
  const misses: string[] = [];
  if (target.maxRatio !== undefined && ratio.value > target.maxRatio) {
    const by = ratio.value - target.maxRatio;
    misses.push(`${ratioName} ${ratio.value.toFixed(2)} > ${target.maxRatio} (missed by ${by.toFixed(2)}, ${((by / target.maxRatio) * 100).toFixed(0)}%)`);
  }
  const limit = absoluteLimit(metric, numerator);
  if (limit?.missed) misses.push(limit.note);
  if (misses.length) return { verdict: 'missed', note: misses.join('; ') };
  const parts: string[] = [];
  if (target.maxRatio !== undefined) parts.push(`${ratioName} ${ratio.value.toFixed(2)} ≤ ${target.maxRatio}`);
  if (limit) parts.push(limit.note);
  return { verdict: 'met', note: parts.join('; ') };
}

/** A metric's absolute limit (`maxValue`) against the numerator's median, with the note that says so. */
function absoluteLimit(metric: MetricDefinition, numerator: Estimate): { missed: boolean; note: string } | undefined {
  const max = metric.target?.maxValue;
  if (max === undefined) return undefined;
  const { value } = numerator;
  return value > max
    ? { missed: true, note: `${fmt(value, metric.unit)} ${metric.unit} > ${max} ${metric.unit} (missed by ${fmt(value - max, metric.unit)} ${metric.unit})` }
    : { missed: false, note: `${fmt(value, metric.unit)} ≤ ${max} ${metric.unit}` };
}

/** The verdict when the denominator variant could not run: an absolute target is still judged, a ratio cannot be. */
function verdictWithoutRatio(metric: MetricDefinition, numerator: MetricResult['medians'][VariantId], why: string): { verdict: Verdict; note: string } {
  if (!numerator) return { verdict: 'no data', note: 'no finite samples' };
  const limit = absoluteLimit(metric, numerator);
  if (!limit) return { verdict: 'blocked', note: `no ratio: ${why}` };
  if (numerator.tooWide) return { verdict: 'spread too wide', note: `interval ${fmt(numerator.low, metric.unit)}–${fmt(numerator.high, metric.unit)} is wider than the spread threshold; no ratio: ${why}` };
  return { verdict: limit.missed ? 'missed' : 'met', note: `${limit.note}; no ratio: ${why}` };
}

/** Summarises the samples of one scenario. */
export function summarise(definition: ScenarioDefinition, run: ScenarioSamples, options: BootstrapOptions = {}): ScenarioResult {
  const [numeratorId, denominatorId] = definition.variants;
  const base = { id: definition.id, title: definition.title, variants: definition.variants, errors: run.errors?.length ? run.errors : undefined };
  if (run.blocked) {
    return {
      ...base,
      blocked: run.blocked,
      metrics: definition.metrics.map((metric) => ({ name: metric.name, label: metric.label, unit: metric.unit, medians: {}, target: metric.target, verdict: 'blocked' as const, note: run.blocked! })),
    };
  }
  const metrics = definition.metrics.map((metric): MetricResult => {
    const values = (variant: VariantId) => (run.samples[variant] ?? []).map((sample) => sample[metric.name]).filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
    const medians: MetricResult['medians'] = {};
    for (const variant of definition.variants) {
      const list = values(variant);
      if (list.length) medians[variant] = { ...bootstrapMedian(list, options), samples: list.length };
    }
    const a = values(numeratorId);
    const b = values(denominatorId);
    const ratio = a.length && b.length ? { ...bootstrapRatio(a, b, options), name: `${numeratorId}/${denominatorId}` } : undefined;
    const { verdict, note } = run.failed ? verdictWithoutRatio(metric, medians[numeratorId], run.failed) : verdictOf(metric, ratio, medians[numeratorId]);
    return { name: metric.name, label: metric.label, unit: metric.unit, medians, ratio, target: metric.target, verdict, note };
  });
  return { ...base, ...(run.failed ? { failed: run.failed } : {}), metrics };
}

function targetText(target: Target | undefined, ratioName: string): string {
  if (!target) return '';
  const parts: string[] = [];
  if (target.maxRatio !== undefined) parts.push(`${ratioName} ≤ ${target.maxRatio}`);
  if (target.maxValue !== undefined) parts.push(`≤ ${target.maxValue} ms`);
  return parts.join(', ');
}

function estimateText(estimate: (Estimate & { samples: number }) | undefined, unit: MetricDefinition['unit']): string {
  if (!estimate) return '—';
  return `${fmt(estimate.value, unit)} [${fmt(estimate.low, unit)}–${fmt(estimate.high, unit)}]`;
}

/** A plain-text table of a run. A result whose spread is too wide shows that instead of its ratio. */
export function formatTable(results: readonly ScenarioResult[]): string {
  const rows: string[][] = [['scenario', 'metric', 'numerator median [95% CI]', 'denominator median [95% CI]', 'ratio [95% CI]', 'target', 'verdict']];
  for (const result of results) {
    const [numeratorId, denominatorId] = result.variants;
    result.metrics.forEach((metric, index) => {
      const ratioName = `${numeratorId}/${denominatorId}`;
      const ratio = result.blocked || result.failed
        ? 'blocked'
        : !metric.ratio
          ? '—'
          : metric.ratio.tooWide
            ? 'spread too wide'
            : `${ratioName} ${metric.ratio.value.toFixed(2)} [${metric.ratio.low.toFixed(2)}–${metric.ratio.high.toFixed(2)}]`;
      const unit = metric.unit === 'ms' ? ' ms' : '';
      rows.push([
        index === 0 ? result.title : '',
        `${metric.label}${unit}`,
        `${numeratorId} ${estimateText(metric.medians[numeratorId], metric.unit)}`,
        `${denominatorId} ${estimateText(metric.medians[denominatorId], metric.unit)}`,
        ratio,
        targetText(metric.target, ratioName),
        metric.verdict === 'missed' || metric.verdict === 'blocked' ? `${metric.verdict}: ${metric.note}` : metric.verdict,
      ]);
    });
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row, index) => {
    const line = row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ').trimEnd();
    return index === 0 ? `${line}\n${widths.map((width) => '-'.repeat(width)).join('-|-')}` : line;
  }).join('\n');
}
