// scripts/build-validators.ts is the one generator of code under src/: `--check` fails when any
// generated module is stale, and nothing under tests/ writes into src/.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BROWSER_VALIDATORS, buildValidators, repoRoot } from '../../../scripts/build-validators';

const tsx = resolve(repoRoot, 'node_modules/.bin/tsx');
const script = resolve(repoRoot, 'scripts/build-validators.ts');

describe('build-validators', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'validators-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('generates every committed validator: `--check` passes on the repository', () => {
    expect(BROWSER_VALIDATORS.map((target) => target.out)).toEqual(['src/core/generated/form-schema.validator.ts', 'src/core/form/linkage/generated/validate-trigger-map.ts']);
    expect(buildValidators({ check: true }).stale).toEqual([]);
    expect(execFileSync(tsx, [script, '--check'], { cwd: repoRoot, encoding: 'utf8' })).toContain('up to date');
  }, 60_000);

  it('`--check` reports a stale module and writes nothing; a plain run rewrites it', () => {
    for (const path of BROWSER_VALIDATORS.flatMap((target) => [target.schema, target.out])) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      cpSync(resolve(repoRoot, path), join(scratch, path));
    }
    const [first] = BROWSER_VALIDATORS;
    writeFileSync(join(scratch, first.out), '// stale\n');
    expect(buildValidators({ check: true, root: scratch })).toEqual({ stale: [first.out], written: [] });
    expect(readFileSync(join(scratch, first.out), 'utf8')).toBe('// stale\n');
    expect(buildValidators({ root: scratch })).toEqual({ stale: [first.out], written: [first.out] });
    expect(readFileSync(join(scratch, first.out), 'utf8')).toBe(readFileSync(resolve(repoRoot, first.out), 'utf8'));
  });
});

describe('tests do not generate source', () => {
  const files = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });

  it('no test helper writes generated files into src/ (UPDATE_GENERATED-style regeneration)', () => {
    const self = resolve(import.meta.dirname, 'build-validators.test.ts');
    const writers = files(resolve(repoRoot, 'tests'))
      .filter((file) => file !== self)
      .filter((file) => {
        const code = readFileSync(file, 'utf8');
        return /\bwriteFile(Sync)?\(/.test(code) && /src\/[\w./-]*generated|UPDATE_GENERATED/.test(code);
      })
      .map((file) => relative(repoRoot, file));
    expect(writers).toEqual([]);
  });
});
