// The figures `npm run lighthouse` reports, read from Lighthouse results (LHR): the performance
// score and metrics of each run, medians and ranges over the runs, the LCP element and what to fix
// first. Pure, so it is tested on small hand-made results.

/** The metrics reported, in table order. */
export const METRICS = [
  { key: 'fcp', audit: 'first-contentful-paint', label: 'FCP' },
  { key: 'lcp', audit: 'largest-contentful-paint', label: 'LCP' },
  { key: 'tbt', audit: 'total-blocking-time', label: 'TBT' },
  { key: 'cls', audit: 'cumulative-layout-shift', label: 'CLS' },
  { key: 'si', audit: 'speed-index', label: 'SI' },
] as const;

export type MetricKey = (typeof METRICS)[number]['key'];

/** The part of a Lighthouse audit result read here. */
export interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  errorMessage?: string;
  metricSavings?: { LCP?: number; FCP?: number; TBT?: number; CLS?: number; INP?: number };
  details?: unknown;
}

/** The part of a Lighthouse result (LHR) read here. */
export interface LhrLike {
  finalDisplayedUrl: string;
  categories: { performance?: { score: number | null; auditRefs: Array<{ id: string; weight: number; group?: string }> } };
  audits: Record<string, LhrAudit>;
  runWarnings?: string[];
}

/** Something to fix, from a failing audit of the performance category. */
export interface Finding {
  id: string;
  title: string;
  displayValue?: string;
  /** Estimated saving of the audit (`details.overallSavingsMs`, else its largest LCP/FCP metric saving), in ms. */
  savingsMs: number;
  /** The audit's estimated metric savings (ms; CLS unitless). */
  metricSavings: NonNullable<LhrAudit['metricSavings']>;
  /** Its first rows: a URL or node and what it costs. */
  items: string[];
}

/** The largest contentful paint element of a run. */
export interface LcpElement {
  /** Where it was read: Lighthouse's audit, or the trace's last LCP candidate resolved in the page. */
  source: 'audit' | 'trace';
  /** A readable description (`div.sd-ticket-title "邮箱无法收发邮件"`, or the audit's node label). */
  description: string;
  /** `text` or `image` when known. */
  type?: string;
  /** LCP phases from the audit (TTFB, load delay, load time, render delay), in ms. */
  phases?: Array<{ phase: string; ms: number }>;
}

/** What one Lighthouse run measured. */
export interface RunFigures {
  /** Performance score, 0-100. */
  score: number | null;
  metrics: Record<MetricKey, number | null>;
  finalUrl: string;
  lcpElement?: LcpElement;
  /** The three audits with the largest estimated savings (failing ones only). */
  findings: Finding[];
  /** Audits of the category that could not run (id: message). */
  erroredAudits: string[];
  /** Same-origin scripts and stylesheets loaded, and how many came without network transfer (a warm cache or a service worker). */
  assets: { count: number; notTransferred: number };
  warnings: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function shortUrl(url: string, origin: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? parsed.pathname + parsed.search : url;
  } catch {
    return url;
  }
}

function describeNode(node: Record<string, unknown>): string {
  const label = typeof node.nodeLabel === 'string' ? node.nodeLabel : '';
  const selector = typeof node.selector === 'string' ? node.selector : '';
  const snippet = typeof node.snippet === 'string' ? node.snippet : '';
  return [selector || snippet, label && `"${label}"`].filter(Boolean).join(' ') || 'an element';
}

/** A table row as one line: its URL or node, then what fixing it saves (bytes, time), else its size or duration. */
export function itemLine(item: Record<string, unknown>, origin: string): string {
  const subject = typeof item.url === 'string' ? shortUrl(item.url, origin) : isRecord(item.node) ? describeNode(item.node) : typeof item.label === 'string' ? item.label : '';
  const costs: string[] = [];
  if (typeof item.wastedBytes === 'number') costs.push(`saves ${kib(item.wastedBytes)}`);
  if (typeof item.wastedMs === 'number') costs.push(`saves ${Math.round(item.wastedMs)} ms`);
  if (!costs.length && typeof item.totalBytes === 'number') costs.push(kib(item.totalBytes));
  if (!costs.length && typeof item.transferSize === 'number') costs.push(kib(item.transferSize));
  if (!costs.length && typeof item.duration === 'number') costs.push(`${Math.round(item.duration)} ms`);
  return [subject, costs.join(', ')].filter(Boolean).join(': ');
}

function tableItems(details: unknown): Array<Record<string, unknown>> {
  return isRecord(details) && Array.isArray(details.items) ? details.items.filter(isRecord) : [];
}

/** The LCP element from the `largest-contentful-paint-element` audit (a list of two tables: the element, then the phases). */
export function lcpElementFromAudit(audit: LhrAudit | undefined): LcpElement | undefined {
  if (!audit || !isRecord(audit.details)) return undefined;
  const tables = audit.details.type === 'list' ? tableItems(audit.details) : [audit.details];
  const node = tables.flatMap(tableItems).map((row) => row.node).find(isRecord);
  if (!node) return undefined;
  const phases = tables
    .flatMap(tableItems)
    .filter((row) => typeof row.phase === 'string' && typeof row.timing === 'number')
    .map((row) => ({ phase: row.phase as string, ms: Math.round(row.timing as number) }));
  return { source: 'audit', description: describeNode(node), ...(phases.length ? { phases } : {}) };
}

function savingsOf(audit: LhrAudit): number {
  const overall = isRecord(audit.details) && typeof audit.details.overallSavingsMs === 'number' ? audit.details.overallSavingsMs : 0;
  return Math.max(overall, audit.metricSavings?.LCP ?? 0, audit.metricSavings?.FCP ?? 0);
}

/**
 * Failing audits of the performance category (not the metrics themselves), largest estimated saving
 * first; then total blocking time saved, then lower score.
 */
export function topFindings(lhr: LhrLike, count = 3): Finding[] {
  const origin = (() => {
    try {
      return new URL(lhr.finalDisplayedUrl).origin;
    } catch {
      return '';
    }
  })();
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    // The LCP element audit "fails" whenever LCP is slow; it is reported on its own, not as a fix.
    .filter((ref) => ref.group !== 'metrics' && ref.id !== 'largest-contentful-paint-element')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is LhrAudit => !!audit && audit.score !== null && audit.score < 0.9 && ['metricSavings', 'numeric', 'binary'].includes(audit.scoreDisplayMode))
    .map((audit) => ({ audit, savingsMs: savingsOf(audit) }))
    .sort((a, b) => b.savingsMs - a.savingsMs || (b.audit.metricSavings?.TBT ?? 0) - (a.audit.metricSavings?.TBT ?? 0) || (a.audit.score ?? 0) - (b.audit.score ?? 0))
    .slice(0, count)
    .map(({ audit, savingsMs }) => ({
      id: audit.id,
      title: audit.title,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      savingsMs: Math.round(savingsMs),
      metricSavings: audit.metricSavings ?? {},
      items: tableItems(audit.details)
        .slice(0, 3)
        .map((item) => itemLine(item, origin))
        .filter(Boolean),
    }));
}

/** Same-origin JS and CSS of the `network-requests` audit, and how many were not transferred (transferSize 0). */
export function assetTransfers(lhr: LhrLike): RunFigures['assets'] {
  let origin: string;
  try {
    origin = new URL(lhr.finalDisplayedUrl).origin;
  } catch {
    return { count: 0, notTransferred: 0 };
  }
  const assets = tableItems(lhr.audits['network-requests']?.details).filter((item) => {
    if (typeof item.url !== 'string' || !['Script', 'Stylesheet'].includes(String(item.resourceType))) return false;
    try {
      return new URL(item.url).origin === origin;
    } catch {
      return false;
    }
  });
  return { count: assets.length, notTransferred: assets.filter((item) => item.transferSize === 0).length };
}

/** The figures of one run. */
export function runFigures(lhr: LhrLike): RunFigures {
  const score = lhr.categories.performance?.score;
  const metrics = Object.fromEntries(METRICS.map((metric) => [metric.key, lhr.audits[metric.audit]?.numericValue ?? null])) as Record<MetricKey, number | null>;
  const lcpElement = lcpElementFromAudit(lhr.audits['largest-contentful-paint-element']);
  const erroredAudits = (lhr.categories.performance?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is LhrAudit => audit?.scoreDisplayMode === 'error')
    .map((audit) => `${audit.id}: ${(audit.errorMessage ?? 'error').split('\n')[0]}`);
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    metrics,
    finalUrl: lhr.finalDisplayedUrl,
    ...(lcpElement ? { lcpElement } : {}),
    findings: topFindings(lhr),
    erroredAudits,
    assets: assetTransfers(lhr),
    warnings: lhr.runWarnings ?? [],
  };
}

/** Median of the numbers (mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median, lowest and highest. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: ReadonlyArray<number | null>): Spread | null {
  const present = values.filter((value): value is number => typeof value === 'number');
  if (!present.length) return null;
  return { median: median(present)!, min: Math.min(...present), max: Math.max(...present) };
}

/**
 * Index of the median run: the run whose score is the median (the lower middle for an even count),
 * ties broken by the LCP nearest the median LCP. Its LCP element and findings are shown.
 */
export function medianRunIndex(runs: readonly RunFigures[]): number {
  if (!runs.length) return -1;
  const scored = runs.map((run, index) => ({ run, index })).filter((entry) => entry.run.score !== null);
  if (!scored.length) return 0;
  const sortedScores = scored.map((entry) => entry.run.score!).sort((a, b) => a - b);
  const middleScore = sortedScores[Math.floor((sortedScores.length - 1) / 2)]!;
  const lcpMedian = median(runs.map((run) => run.metrics.lcp).filter((value): value is number => value !== null)) ?? 0;
  const candidates = scored.filter((entry) => entry.run.score === middleScore);
  candidates.sort((a, b) => Math.abs((a.run.metrics.lcp ?? lcpMedian) - lcpMedian) - Math.abs((b.run.metrics.lcp ?? lcpMedian) - lcpMedian));
  return candidates[0]!.index;
}

/** Median and range of the score and each metric over the runs. */
export interface RouteSummary {
  runs: number;
  score: Spread | null;
  metrics: Record<MetricKey, Spread | null>;
  /** Index into the runs of the median run ({@link medianRunIndex}). */
  medianRun: number;
}

export function summariseRuns(runs: readonly RunFigures[]): RouteSummary {
  return {
    runs: runs.length,
    score: spread(runs.map((run) => run.score)),
    metrics: Object.fromEntries(METRICS.map((metric) => [metric.key, spread(runs.map((run) => run.metrics[metric.key]))])) as Record<MetricKey, Spread | null>,
    medianRun: medianRunIndex(runs),
  };
}

/** A metric as shown: seconds with one decimal for times over a second, ms below, CLS with three decimals. */
export function formatMetric(key: MetricKey | 'score', value: number): string {
  if (key === 'score') return String(Math.round(value));
  if (key === 'cls') return value.toFixed(3);
  if (key === 'tbt') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(1)} s`;
}

/** `median (min–max)`, or `n/a`. */
export function formatSpread(key: MetricKey | 'score', value: Spread | null): string {
  if (!value) return 'n/a';
  const median = formatMetric(key, value.median);
  if (value.min === value.max) return median;
  return `${median} (${formatMetric(key, value.min)}–${formatMetric(key, value.max)})`;
}
