// The pure parts of `npm run lighthouse`: its configuration (Lighthouse's mobile preset, performance
// only, local storage kept), the trace fix for today's Chromium, and the figures read from results
// (scripts/perf/lighthouse-figures.ts) on small hand-made results.
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { describe, expect, it } from 'vitest';
import { CLEAR_STORAGE_TYPES, LIGHTHOUSE_CONFIG } from '../../../scripts/perf/lighthouse-config';
import {
  assetTransfers,
  formatSpread,
  itemLine,
  lcpElementFromAudit,
  median,
  medianRunIndex,
  runFigures,
  spread,
  summariseRuns,
  topFindings,
  type LhrAudit,
  type LhrLike,
  type RunFigures,
} from '../../../scripts/perf/lighthouse-figures';
import { addLegacyFrameReporterArgs, CompatTrace } from '../../../scripts/perf/lighthouse-trace';

const ORIGIN = 'http://127.0.0.1:8080';

const audit = (id: string, overrides: Partial<LhrAudit> = {}): LhrAudit => ({ id, title: id, score: 1, scoreDisplayMode: 'numeric', ...overrides });

function lhr(audits: LhrAudit[], refs: Array<{ id: string; group?: string }>, score: number | null = 0.74): LhrLike {
  return {
    finalDisplayedUrl: `${ORIGIN}/homePage`,
    categories: { performance: { score, auditRefs: refs.map((ref) => ({ weight: 0, ...ref })) } },
    audits: Object.fromEntries(audits.map((entry) => [entry.id, entry])),
  };
}

const METRIC_AUDITS = [
  audit('first-contentful-paint', { numericValue: 2900 }),
  audit('largest-contentful-paint', { numericValue: 5600 }),
  audit('total-blocking-time', { numericValue: 72 }),
  audit('cumulative-layout-shift', { numericValue: 0.061 }),
  audit('speed-index', { numericValue: 2950 }),
];
const METRIC_REFS = METRIC_AUDITS.map((entry) => ({ id: entry.id, group: 'metrics' }));

const LCP_ELEMENT = audit('largest-contentful-paint-element', {
  score: 0,
  scoreDisplayMode: 'metricSavings',
  metricSavings: { LCP: 3100 },
  details: {
    type: 'list',
    items: [
      { type: 'table', items: [{ node: { type: 'node', selector: 'div.sd-ticket-head > span', nodeLabel: 'No signal on the projector', snippet: '<span>' } }] },
      {
        type: 'table',
        items: [
          { phase: 'TTFB', timing: 467.6 },
          { phase: 'Render Delay', timing: 5123.2 },
        ],
      },
    ],
  },
});

describe('configuration', () => {
  it("Lighthouse's default is the mobile preset with simulated throttling", () => {
    expect(defaultSettings.formFactor).toBe('mobile');
    expect(defaultSettings.throttlingMethod).toBe('simulate');
    expect(defaultSettings.screenEmulation.mobile).toBe(true);
  });

  it('keeps the defaults, runs the performance category only and never clears local storage, always service workers', () => {
    expect(LIGHTHOUSE_CONFIG.extends).toBeUndefined();
    expect(LIGHTHOUSE_CONFIG.settings?.formFactor ?? defaultSettings.formFactor).toBe('mobile');
    expect(LIGHTHOUSE_CONFIG.settings?.throttlingMethod ?? defaultSettings.throttlingMethod).toBe('simulate');
    expect(LIGHTHOUSE_CONFIG.settings?.screenEmulation ?? defaultSettings.screenEmulation).toMatchObject({ mobile: true, width: 412 });
    expect(LIGHTHOUSE_CONFIG.settings?.onlyCategories).toEqual(['performance']);
    expect(LIGHTHOUSE_CONFIG.settings?.disableStorageReset).toBe(false);
    expect(LIGHTHOUSE_CONFIG.settings?.clearStorageTypes).toEqual([...CLEAR_STORAGE_TYPES]);
    expect(CLEAR_STORAGE_TYPES).not.toContain('local_storage');
    expect(CLEAR_STORAGE_TYPES).toEqual(expect.arrayContaining(['service_workers', 'cache_storage']));
  });

  it('swaps only the Trace gatherer', () => {
    const traces = LIGHTHOUSE_CONFIG.artifacts?.filter((artifact) => artifact.id === 'Trace') ?? [];
    expect(traces).toEqual([{ id: 'Trace', gatherer: { implementation: CompatTrace } }]);
    expect(LIGHTHOUSE_CONFIG.artifacts?.length).toBeGreaterThan(10);
    expect(new CompatTrace().meta.symbol).toBeDefined();
  });
});

describe('trace fix', () => {
  it("gives Chromium's renamed PipelineReporter args their old name too, once, and leaves the rest", () => {
    const frame = { frame_sequence: 118 };
    const events = [
      { name: 'PipelineReporter', args: { frame_reporter: frame } },
      { name: 'PipelineReporter', args: {} },
      { name: 'PipelineReporter', args: { chrome_frame_reporter: { frame_sequence: 1 } } },
      { name: 'Screenshot', args: { frame_reporter: frame } },
      { name: 'PipelineReporter' },
    ];
    expect(addLegacyFrameReporterArgs(events)).toBe(1);
    expect(events[0]!.args).toEqual({ frame_reporter: frame, chrome_frame_reporter: frame });
    expect(events[1]!.args).toEqual({});
    expect(events[2]!.args).toEqual({ chrome_frame_reporter: { frame_sequence: 1 } });
    expect(events[3]!.args).toEqual({ frame_reporter: frame });
    expect(addLegacyFrameReporterArgs(events)).toBe(0);
  });
});

describe('one run', () => {
  const findings = [
    audit('uses-text-compression', {
      score: 0,
      scoreDisplayMode: 'metricSavings',
      displayValue: 'Potential savings of 440 KiB',
      metricSavings: { FCP: 2700, LCP: 2700 },
      details: { type: 'opportunity', overallSavingsMs: 2700, items: [{ url: `${ORIGIN}/assets/main.js`, wastedBytes: 330_000, totalBytes: 500_000 }] },
    }),
    audit('unused-javascript', {
      score: 0,
      scoreDisplayMode: 'metricSavings',
      displayValue: 'Potential savings of 195 KiB',
      metricSavings: { LCP: 1050 },
      details: { type: 'opportunity', overallSavingsMs: 1050, items: [{ url: `${ORIGIN}/assets/main.js`, wastedBytes: 199_680 }] },
    }),
    audit('render-blocking-resources', {
      score: 0.5,
      scoreDisplayMode: 'metricSavings',
      metricSavings: { FCP: 300, LCP: 300 },
      details: { type: 'opportunity', overallSavingsMs: 300, items: [{ url: `${ORIGIN}/assets/app.css`, wastedMs: 301.4, totalBytes: 21000 }] },
    }),
    audit('mainthread-work-breakdown', { score: 0.4, scoreDisplayMode: 'metricSavings', metricSavings: { TBT: 90 }, details: { type: 'table', items: [{ label: 'Script Evaluation', duration: 812.3 }] } }),
    audit('dom-size', { score: 0.95, scoreDisplayMode: 'metricSavings' }),
    audit('uses-http2', { score: null, scoreDisplayMode: 'notApplicable' }),
    audit('layout-shifts', { score: null, scoreDisplayMode: 'error', errorMessage: 'Required RootCauses gatherer encountered an error\nstack' }),
    audit('network-requests', {
      score: null,
      scoreDisplayMode: 'informative',
      details: {
        type: 'table',
        items: [
          { url: `${ORIGIN}/homePage`, resourceType: 'Document', transferSize: 1000 },
          { url: `${ORIGIN}/assets/main.js`, resourceType: 'Script', transferSize: 166_000 },
          { url: `${ORIGIN}/assets/app.css`, resourceType: 'Stylesheet', transferSize: 0 },
          { url: 'https://cdn.example/x.js', resourceType: 'Script', transferSize: 0 },
        ],
      },
    }),
  ];
  const result = lhr(
    [...METRIC_AUDITS, LCP_ELEMENT, ...findings],
    [...METRIC_REFS, ...[LCP_ELEMENT, ...findings].map((entry) => ({ id: entry.id, group: entry.id === 'network-requests' ? 'hidden' : 'diagnostics' }))],
  );

  it('reads the score (0-100) and the metrics', () => {
    const figures = runFigures(result);
    expect(figures.score).toBe(74);
    expect(figures.metrics).toEqual({ fcp: 2900, lcp: 5600, tbt: 72, cls: 0.061, si: 2950 });
    expect(figures.finalUrl).toBe(`${ORIGIN}/homePage`);
  });

  it('reads the LCP element and its phases', () => {
    expect(lcpElementFromAudit(LCP_ELEMENT)).toEqual({
      source: 'audit',
      description: 'div.sd-ticket-head > span "No signal on the projector"',
      phases: [
        { phase: 'TTFB', ms: 468 },
        { phase: 'Render Delay', ms: 5123 },
      ],
    });
    expect(lcpElementFromAudit(audit('largest-contentful-paint-element', { scoreDisplayMode: 'error', score: null }))).toBeUndefined();
  });

  it('lists the three failing audits with the largest savings, with their first rows; not the LCP element, metrics or passing audits', () => {
    expect(topFindings(result).map((finding) => finding.id)).toEqual(['uses-text-compression', 'unused-javascript', 'render-blocking-resources']);
    const [compression, , blocking] = topFindings(result);
    expect(compression).toMatchObject({ title: 'uses-text-compression', displayValue: 'Potential savings of 440 KiB', savingsMs: 2700, items: ['/assets/main.js: saves 322.3 KB'] });
    expect(blocking?.items).toEqual(['/assets/app.css: saves 301 ms']);
    expect(topFindings(result, 5).map((finding) => finding.id)).toEqual(['uses-text-compression', 'unused-javascript', 'render-blocking-resources', 'mainthread-work-breakdown']);
  });

  it('writes a row as its subject and its cost', () => {
    expect(itemLine({ url: 'https://cdn.example/a.js', totalBytes: 2048 }, ORIGIN)).toBe('https://cdn.example/a.js: 2.0 KB');
    expect(itemLine({ node: { selector: 'img.logo', nodeLabel: 'Logo' } }, ORIGIN)).toBe('img.logo "Logo"');
    expect(itemLine({ label: 'Script Evaluation', duration: 812.3 }, ORIGIN)).toBe('Script Evaluation: 812 ms');
  });

  it('names the audits that could not run, and counts same-origin assets that came without a transfer', () => {
    const figures = runFigures(result);
    expect(figures.erroredAudits).toEqual(['layout-shifts: Required RootCauses gatherer encountered an error']);
    expect(figures.assets).toEqual({ count: 2, notTransferred: 1 });
    expect(assetTransfers({ ...result, finalDisplayedUrl: 'not a url' })).toEqual({ count: 0, notTransferred: 0 });
  });

  it('takes a missing category or metric as unknown', () => {
    const figures = runFigures({ finalDisplayedUrl: `${ORIGIN}/x`, categories: {}, audits: {} });
    expect(figures.score).toBeNull();
    expect(figures.metrics.lcp).toBeNull();
    expect(figures.findings).toEqual([]);
  });
});

describe('over runs', () => {
  const run = (score: number | null, lcp: number | null, fcp = 1000): RunFigures => ({
    score,
    metrics: { fcp, lcp, tbt: 50, cls: 0, si: fcp },
    finalUrl: `${ORIGIN}/homePage`,
    findings: [],
    erroredAudits: [],
    assets: { count: 1, notTransferred: 0 },
    warnings: [],
  });

  it('median: middle value, mean of the middle two, null for none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
    expect(spread([5, null, 1, 3])).toEqual({ median: 3, min: 1, max: 5 });
    expect(spread([null])).toBeNull();
  });

  it('the median run has the median score; on a tie the LCP nearest the median', () => {
    expect(medianRunIndex([run(70, 5000), run(90, 2000), run(80, 3000)])).toBe(2);
    expect(medianRunIndex([run(80, 5000), run(80, 3100), run(90, 3000)])).toBe(1);
    // Even count: the lower middle score.
    expect(medianRunIndex([run(90, 2000), run(70, 4000), run(80, 3000), run(85, 2500)])).toBe(2);
    expect(medianRunIndex([run(null, null), run(75, 3000)])).toBe(1);
    expect(medianRunIndex([])).toBe(-1);
  });

  it('summarises score and metrics as median and range', () => {
    const summary = summariseRuns([run(70, 5000, 2000), run(90, 2000, 1500), run(80, 3000, 1800)]);
    expect(summary.runs).toBe(3);
    expect(summary.score).toEqual({ median: 80, min: 70, max: 90 });
    expect(summary.metrics.lcp).toEqual({ median: 3000, min: 2000, max: 5000 });
    expect(summary.medianRun).toBe(2);
    expect(formatSpread('score', summary.score)).toBe('80 (70–90)');
    expect(formatSpread('lcp', summary.metrics.lcp)).toBe('3.0 s (2.0 s–5.0 s)');
    expect(formatSpread('tbt', summary.metrics.tbt)).toBe('50 ms');
    expect(formatSpread('cls', { median: 0.0614, min: 0.05, max: 0.07 })).toBe('0.061 (0.050–0.070)');
    expect(formatSpread('fcp', null)).toBe('n/a');
  });
});
