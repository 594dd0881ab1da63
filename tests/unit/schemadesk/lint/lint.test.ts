// @vitest-environment jsdom
// jsdom only because the field plugins import antd-mobile, whose CSS needs a browser-like environment; the lint
// itself is plain Node.
// `schemadesk lint` rules: every broken fixture is flagged with its own rule id, the shipped fixtures pass, and
// --fix rewrites only the values it is sure of.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RULES } from '../../../../scripts/schemadesk/lint/catalogue';
import { expandPaths, lintFiles, stem, type LintConfig } from '../../../../scripts/schemadesk/lint/lint';
import { testEnv } from './env';

const root = resolve(__dirname, '../../../..');
const brokenDir = join(root, 'fixtures/lint/broken');
const brokenFiles = readdirSync(brokenDir)
  .filter((name) => !name.endsWith('.lint.json'))
  .sort();
const shippedConfig = { dir: join(root, 'fixtures/lint'), value: JSON.parse(readFileSync(join(root, 'fixtures/lint/shipped.lint.json'), 'utf8')) as LintConfig };

describe('broken fixtures (fixtures/lint/broken: one file per rule, named after it)', () => {
  it.each(brokenFiles)('%s is flagged with its rule id, at a path and line', async (name) => {
    const rule = stem(name).replace(/\.json$/, '');
    const result = await lintFiles([join(brokenDir, name)], { env: testEnv, cwd: root });
    const hits = result.findings.filter((finding) => finding.rule === rule);
    expect(hits, JSON.stringify(result.findings.map((f) => f.rule))).not.toHaveLength(0);
    for (const hit of hits) {
      expect(typeof hit.path).toBe('string');
      expect(hit.line).toBeGreaterThanOrEqual(1);
      expect(hit.column).toBeGreaterThanOrEqual(1);
      expect(hit.message.zh).not.toBe(hit.message.en);
      expect(hit.file).toBe(`fixtures/lint/broken/${name}`);
    }
  });

  it('covers every rule of the catalogue', () => {
    const covered = new Set(brokenFiles.map((name) => stem(name).replace(/\.json$/, '')));
    expect(Object.keys(RULES).filter((rule) => !covered.has(rule))).toEqual([]);
  });

  it('points at the offending value: line and column of the too-long code', async () => {
    const result = await lintFiles([join(brokenDir, 'field-code-too-long.form.json')], { env: testEnv, cwd: root });
    const [hit] = result.findings.filter((f) => f.rule === 'field-code-too-long');
    const lines = readFileSync(join(brokenDir, 'field-code-too-long.form.json'), 'utf8').split('\n');
    expect(hit.path).toBe('/properties/affectedBusinessSystemName');
    // The pointer names the field's value: the `{` after its key.
    expect(lines[hit.line - 1].slice(hit.column - 1)).toMatch(/^\{/);
    expect(lines[hit.line - 1]).toContain('"affectedBusinessSystemName"');
  });

  it('points into embedded BPMN XML: the line of the JSON string, the column of the element', async () => {
    const file = join(brokenDir, 'workflow-branch-unnamed.workflow.json');
    const result = await lintFiles([file], { env: testEnv, cwd: root });
    const [hit] = result.findings.filter((f) => f.rule === 'workflow-branch-unnamed');
    const line = readFileSync(file, 'utf8').split('\n')[hit.line - 1];
    expect(line.slice(hit.column - 1)).toMatch(/^<bpmn:sequenceFlow id=\\"F4\\"/);
  });
});

describe('shipped fixtures', () => {
  it('fixtures and src/app/pages have no error (with the config of the files broken on purpose)', async () => {
    const { files, missing } = expandPaths(['fixtures', 'src/app/pages'], root);
    expect(missing).toEqual([]);
    expect(files.some((file) => file.includes(join('fixtures', 'lint')))).toBe(false);
    expect(files.length).toBeGreaterThan(50);
    const result = await lintFiles(files, { env: testEnv, cwd: root, config: shippedConfig });
    expect(result.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(result.expected.map((f) => `${f.file} ${f.rule}`)).toEqual(['fixtures/forms/malformed.form.json contract']);
  });

  it('walks fixtures/lint only when it is named', () => {
    const { files } = expandPaths(['fixtures/lint'], root);
    expect(files.map((file) => file.slice(root.length + 1))).toContain('fixtures/lint/broken/contract.form.json');
  });
});

describe('--fix', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('strips the dots of upload extensions and trims names, keeping every other character, then reports what is left', async () => {
    dir = mkdtempSync(join(tmpdir(), 'schemadesk-lint-'));
    const upload = join(dir, 'upload.form.json');
    const spaces = join(dir, 'spaces.form.json');
    copyFileSync(join(brokenDir, 'upload-extension-dot.form.json'), upload);
    copyFileSync(join(brokenDir, 'field-name-spaces.form.json'), spaces);
    const before = { upload: readFileSync(upload, 'utf8'), spaces: readFileSync(spaces, 'utf8') };

    const result = await lintFiles([upload, spaces], { env: testEnv, cwd: dir, fix: true });

    expect(readFileSync(upload, 'utf8')).toBe(before.upload.replace('".log"', '"log"'));
    expect(readFileSync(spaces, 'utf8')).toBe(before.spaces.replace('"  备注 "', '"备注"'));
    expect(result.fixed).toEqual([
      { file: 'upload.form.json', count: 1 },
      { file: 'spaces.form.json', count: 1 },
    ]);
    expect(result.findings).toEqual([]);
  });

  it('leaves a file without certain fixes as it is', async () => {
    dir = mkdtempSync(join(tmpdir(), 'schemadesk-lint-'));
    const file = join(dir, 'long.form.json');
    copyFileSync(join(brokenDir, 'field-code-too-long.form.json'), file);
    const before = readFileSync(file, 'utf8');
    const result = await lintFiles([file], { env: testEnv, cwd: dir, fix: true });
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(result.fixed).toEqual([]);
    expect(result.findings.map((f) => f.rule)).toEqual(['field-code-too-long']);
  });
});
