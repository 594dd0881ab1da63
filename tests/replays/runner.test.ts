import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadFixtureFile } from '../../fixtures/workflows/factories';
import { applyMergePatch, createOptionTracker, describeDiff, describeDiffs, runReplay, type Replay } from '@core/form/replay';
import { main, repoRoot } from '../../scripts/replay';
import { builtinFieldTypes } from '../support/field-types';

const run = (replay: Omit<Replay, 'name'> & { name?: string }) => runReplay({ name: 'test', ...replay }, { loadFixture: loadFixtureFile, registry: builtinFieldTypes() });

const inlineForm = {
  type: 'object',
  properties: {
    email: { title: 'Email', 'x-component': 'INPUT', 'x-props': { check: 'EMAIL' } },
    level: { title: 'Level', 'x-component': 'SELECT', 'x-props': { dataSource: [{ label: 'Low', value: 'low' }, { label: 'High', value: 'high' }] } },
  },
};

describe('runReplay', () => {
  it('reports each failing expectation as a field-level diff, with the step of mid-way expectations', async () => {
    const result = await run({
      workflow: 'incident',
      context: { formData: 'orderDetail' },
      steps: [{ fire: 'LOADING', response: '#load-new' }, { expect: { fields: { solution: { visible: true } } } }],
      expect: { fields: { incidentNo: { readOnly: false, value: 'INC202506030001' } }, calls: { linkFieldContent: 2 } },
    });
    expect(result.passed).toBe(false);
    expect(result.diffs).toEqual([
      { path: 'solution', key: 'visible', expected: true, actual: false, step: 1 },
      { path: 'incidentNo', key: 'readOnly', expected: false, actual: true, step: undefined },
      { path: '(form)', key: 'calls.linkFieldContent', expected: 2, actual: 1, step: undefined },
    ]);
    expect(result.diffs.map(describeDiff)).toEqual([
      '  [step 1] solution.visible: expected true, got false',
      '  incidentNo.readOnly: expected false, got true',
      '  (form).calls.linkFieldContent: expected 2, got 1',
    ]);
  });

  it('prints a per-field diff: grouped by the step it follows, one line per property, lists with what is missing or extra', async () => {
    const replay: Replay = {
      name: 'per-field',
      workflow: 'incident',
      steps: [
        { fire: 'LOADING', response: '#load-new' },
        { set: { path: 'urgentLevel', value: '3' }, response: '#urgent-selected' },
        { expect: { fields: { contactPhone: { required: false, visible: false, readOnly: true, value: '1' }, urgentLevel: { options: ['0', '3', '9'] } } } },
      ],
      expect: { valid: true, fields: { title: { errors: ['x'] } } },
    };
    const result = await run(replay);
    expect(describeDiffs(result.diffs, replay)).toEqual([
      '  after step 1 (set urgentLevel = "3"):',
      '    contactPhone',
      '      display: expected hidden, actual visible',
      '      pattern: expected readOnly, actual not readOnly',
      '      required: expected false, actual true',
      '      value: expected "1", actual undefined',
      '    urgentLevel',
      '      options: expected ["0","3","9"], actual ["0","1","2","3"] (missing "9"; extra "1", "2")',
      '  at the end:',
      '    title',
      '      errors: expected ["x"], actual [] (missing "x")',
      '    (form)',
      '      valid: expected true, actual undefined',
    ]);
  });

  it('runs an inline form with a merge-patched variant, without a workflow', async () => {
    const result = await run({
      form: inlineForm,
      formPatch: { properties: { email: { 'x-rules': [{ required: true }] } } },
      context: { language: 'en', values: { email: 'a@b' } },
      steps: [{ validate: true }, { applyTriggerMap: { optionHideList: [{ key: 'level', optionValue: 'low' }] } }],
      expect: { valid: false, fields: { email: { required: true, errors: ['Please enter a valid email address'] }, level: { options: ['high'] } } },
    });
    expect(result).toEqual({ passed: true, diffs: [] });
  });

  it('fails with an error instead of throwing when a replay cannot run', async () => {
    const missing = await run({ workflow: 'incident', steps: [{ fire: 'LOADING', response: '#no-such-scenario' }] });
    expect(missing.passed).toBe(false);
    expect(missing.error).toMatch(/no scenario "no-such-scenario"/);
    const unknownPath = await run({ form: inlineForm, steps: [{ set: { path: 'nope', value: 1 } }] });
    expect(unknownPath.error).toMatch(/step 0: no field or cell "nope"/);
    const badForm = await run({ form: { properties: { a: { 'x-component': 5 } } }, steps: [] });
    expect(badForm.error).toMatch(/^form schema: properties\.a\.x-component/);
    const badMap = await run({ form: inlineForm, steps: [{ applyTriggerMap: { hideFieldList: 'email' } }] });
    expect(badMap.error).toMatch(/does not match schemas\/trigger-map\.schema\.json/);
    const noFixture = await run({ form: 'workflows/nope.form.json', steps: [] });
    expect(noFixture.error).toMatch(/ENOENT/);
  });

  it('an expected null value matches a field without a value', async () => {
    const result = await run({ form: inlineForm, steps: [], expect: { fields: { level: { value: null } } } });
    expect(result.passed).toBe(true);
  });
});

describe('option model', () => {
  const base = [
    { label: 'A', value: 'a' },
    { label: 'B', value: 'b' },
    { label: 'Old', value: 'old', isDel: true },
  ];
  it('content patches accumulate, the latest visibility patch wins, deleted options only when selected', () => {
    const tracker = createOptionTracker((path) => (path === 'f' ? base : undefined));
    expect(tracker.knows('g')).toBe(false);
    expect(tracker.optionsOf('f', '')?.map((o) => o.value)).toEqual(['a', 'b']);
    expect(tracker.optionsOf('f', 'old')?.map((o) => o.value)).toEqual(['a', 'b', 'old']);
    tracker.record('f', { mode: 'add', options: [{ label: 'C', value: 'c' }] });
    tracker.record('f', { mode: 'show', values: ['c', 'a'] });
    expect(tracker.optionsOf('f', '')?.map((o) => o.value)).toEqual(['a', 'c']);
    tracker.record('f', { mode: 'showAll' });
    expect(tracker.optionsOf('f', '')?.map((o) => o.value)).toEqual(['a', 'b', 'c']);
    tracker.record('f', { mode: 'change', options: [{ label: 'Z', value: 'z' }] });
    expect(tracker.optionsOf('f', '')?.map((o) => o.value)).toEqual(['z']);
  });
});

describe('applyMergePatch', () => {
  it('merges objects, deletes with null, replaces arrays and leaves inputs alone', () => {
    const target = { a: { b: 1, c: [1, 2] }, d: 'x' };
    const patch = { a: { c: [3], e: { f: true } }, d: null };
    expect(applyMergePatch(target, patch)).toEqual({ a: { b: 1, c: [3], e: { f: true } } });
    expect(target).toEqual({ a: { b: 1, c: [1, 2] }, d: 'x' });
  });
});

describe('replay CLI', () => {
  let dir: string;
  const passing = resolve(repoRoot, 'fixtures/replays/hide-on-load.replay.json');
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'replay-cli-'));
    const broken = JSON.parse(readFileSync(passing, 'utf8')) as Replay;
    broken.expect = { fields: { solution: { visible: true } } };
    writeFileSync(join(dir, 'broken.replay.json'), JSON.stringify(broken));
    writeFileSync(join(dir, 'invalid.replay.json'), JSON.stringify({ name: 'invalid', workflow: 'incident', steps: [{ jump: true }] }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints ok, FAIL with one line per diff, and the summary as the last line; resolves to the exit code', async () => {
    const lines: string[] = [];
    const code = await main([passing, join(dir, 'broken.replay.json'), join(dir, 'invalid.replay.json')], builtinFieldTypes(), (line) => lines.push(line));
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/^ok .*hide-on-load\.replay\.json$/);
    expect(lines[1]).toMatch(/^FAIL .*broken\.replay\.json: hide-on-load$/);
    expect(lines.slice(2, 5)).toEqual(['  at the end:', '    solution', '      display: expected visible, actual hidden']);
    expect(lines[5]).toMatch(/^FAIL .*invalid\.replay\.json: /);
    expect(lines[6]).toMatch(/^ {2}error: does not match schemas\/replay\.schema\.json/);
    expect(lines.at(-1)).toBe('1 passed, 2 failed');
    expect(await main([passing], builtinFieldTypes(), () => undefined)).toBe(0);
  });

  it('exits with 1 on a failure when run as a program', () => {
    const tsx = resolve(repoRoot, 'node_modules/.bin/tsx');
    const child = spawnSync(tsx, ['scripts/replay.ts', passing, join(dir, 'broken.replay.json')], { cwd: repoRoot, encoding: 'utf8' });
    expect(child.status).toBe(1);
    expect(child.stdout.trimEnd().split('\n').at(-1)).toBe('1 passed, 1 failed');
  });
});
