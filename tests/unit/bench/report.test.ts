import { describe, expect, it } from 'vitest';
import { SCENARIO_DEFINITIONS, formatTable, summarise, type ScenarioDefinition } from '../../bench/lib/report';

const definition = (id: string): ScenarioDefinition => SCENARIO_DEFINITIONS.find((candidate) => candidate.id === id)!;
const series = (center: number, count = 20, jitter = 0.02) => Array.from({ length: count }, (_, index) => center * (1 + jitter * Math.sin(index * 1.7)));

describe('bench summary', () => {
  it('meets a ratio target with a tight interval', () => {
    const result = summarise(definition('mount200'), { id: 'mount200', samples: { R: series(100).map((ms) => ({ ms })), B: series(100).map((ms) => ({ ms })) } });
    const metric = result.metrics[0]!;
    expect(metric.ratio!.value).toBeCloseTo(1, 2);
    expect(metric.verdict).toBe('met');
    expect(metric.medians.R!.samples).toBe(20);
  });

  it('says by how much a target is missed', () => {
    const result = summarise(definition('mount1000'), { id: 'mount1000', samples: { R: series(50).map((ms) => ({ ms })), B: series(100).map((ms) => ({ ms })) } });
    const metric = result.metrics[0]!;
    expect(metric.verdict).toBe('missed');
    expect(metric.note).toContain('R/B 0.50 > 0.25 (missed by 0.25, 100%)');
  });

  it('checks absolute limits as well as ratios (table add/delete ≤ 100 ms)', () => {
    const result = summarise(definition('table'), {
      id: 'table',
      samples: { R: series(120).map((add) => ({ mount: 1, add, remove: 40 })), B: series(400).map((add) => ({ mount: 1, add, remove: 400 })) },
    });
    const add = result.metrics.find((metric) => metric.name === 'add')!;
    const remove = result.metrics.find((metric) => metric.name === 'remove')!;
    expect(add.verdict).toBe('missed');
    expect(add.note).toMatch(/> 100 ms \(missed by (19\.\d|2\d(\.\d)?) ms\)/);
    expect(remove.verdict).toBe('met');
  });

  it('when the baseline fails every attempt, still judges the absolute limits of the measured variant, without a ratio', () => {
    const result = summarise(definition('table'), {
      id: 'table',
      samples: { R: series(120).map((add) => ({ mount: 400, add, remove: 60 })) },
      failed: 'B fails: Maximum call stack size exceeded',
    });
    expect(result.failed).toBe('B fails: Maximum call stack size exceeded');
    const byName = Object.fromEntries(result.metrics.map((metric) => [metric.name, metric]));
    expect(byName.add!.verdict).toBe('missed');
    expect(byName.add!.note).toContain('no ratio: B fails: Maximum call stack size exceeded');
    expect(byName.remove!.verdict).toBe('met');
    expect(byName.mount!.verdict).toBe('blocked');
    expect(byName.add!.ratio).toBeUndefined();
    const table = formatTable([result]);
    expect(table).toContain('R 120');
    expect(table).toContain('blocked');
  });

  it('reports "spread too wide" instead of a number for a noisy run', () => {
    const noisy = [...series(20, 10), ...series(200, 10)].map((ms) => ({ ms }));
    const result = summarise(definition('fanout'), { id: 'fanout', samples: { R: noisy, B: series(100).map((ms) => ({ ms })) } });
    expect(result.metrics[0]!.verdict).toBe('spread too wide');
    const table = formatTable([result]);
    expect(table).toContain('spread too wide');
    expect(table).not.toMatch(/R\/B \d+\.\d+ \[/);
  });

  it('marks a blocked scenario on every metric, and ignores non-finite samples', () => {
    const blocked = summarise(definition('table'), { id: 'table', samples: {}, blocked: 'R: no TABLE_FORM plugin' });
    expect(blocked.metrics.map((metric) => metric.verdict)).toEqual(['blocked', 'blocked', 'blocked']);
    expect(formatTable([blocked])).toContain('blocked: R: no TABLE_FORM plugin');

    const route = summarise(definition('route'), {
      id: 'route',
      samples: { R: [{ interactive: 10, lcp: NaN, cls: 0, tbt: 0 }], B: [{ interactive: 20, lcp: NaN, cls: 0, tbt: 0 }] },
    });
    expect(route.metrics.find((metric) => metric.name === 'lcp')!.verdict).toBe('no data');
    expect(route.metrics.find((metric) => metric.name === 'cls')!.ratio!.value).toBe(1);
  });
});
