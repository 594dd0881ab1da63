// `npx schemadesk new-field <TYPE>` (issue 23): the scaffolded plugin passes typecheck, lint and its own tests as
// generated, and the tables that name every built-in type stay true. Everything runs in a temporary copy of the
// repository (node_modules linked), never in the working tree.
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNewField } from '../../../scripts/schemadesk/new-field/cli';

const repo = process.cwd();
const SKIPPED = new Set(['node_modules', 'dist', 'storybook-static', '.git', 'coverage']);
let copy: string;

/** The repository's files: tracked and new ones git does not ignore, else a walk without the build folders. */
function repositoryFiles(): Promise<string[]> {
  if (!existsSync(join(repo, '.git'))) return Promise.resolve(walk(repo));
  return new Promise((resolve, reject) =>
    execFile('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo, maxBuffer: 64 << 20 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout.split('\0').filter((path) => path !== '' && existsSync(join(repo, path)))),
    ),
  );
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIPPED.has(name) || name.startsWith('.tmp')) return [];
    return statSync(path).isDirectory() ? walk(path) : [relative(repo, path)];
  });
}

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'schemadesk-new-field-'));
  for (const path of await repositoryFiles()) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    copyFileSync(join(repo, path), join(copy, path));
  }
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'), 'dir');
}, 120_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** The command in-process, in the copy. */
async function scaffold(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runNewField(args, { cwd: copy, env: { LANG: 'zh_CN.UTF-8' }, out: (text) => out.push(text), err: (text) => err.push(text) });
  return { code, stdout: out.join(''), stderr: err.join('') };
}

/** A program of the copy (node <script> ...), with the environment of a shell rather than of this test. */
function run(script: string, args: string[]): Promise<{ code: number; output: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_OPTIONS'));
  return new Promise((resolve) =>
    execFile(process.execPath, [join(copy, script), ...args], { cwd: copy, env, maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    }),
  );
}

/** What the scaffold may change, to show that a refusal or a dry run changes nothing. */
function snapshot(): string {
  const lists = ['plugins/fields/index.ts', 'plugins/fields/lazy.ts', 'tests/support/field-types.ts', 'tests/unit/core/i18n/plugin-locales.test.ts', 'fixtures/forms/all-types.ts', 'fixtures/forms/all-types.form.json', 'fixtures/forms/all-types.values.json', 'fixtures/gateway/i18n/en.json'];
  const folders = ['plugins/fields', 'stories/fields', 'fixtures/fields'].map((folder) => readdirSync(join(copy, folder)).sort().join(','));
  return [...lists.map((path) => readFileSync(join(copy, path), 'utf8')), ...folders].join('\n---\n');
}

describe('schemadesk new-field', () => {
  it('refuses an invalid type, value kind or name, in zh and en, and writes nothing', async () => {
    const before = snapshot();
    for (const type of ['rating', 'R', '9LIVES', 'RATING-DEMO', 'RATING_', 'RATING__DEMO', `R${'A'.repeat(40)}`]) {
      const result = await scaffold(type);
      expect(result.code, type).toBe(1);
      expect(result.stderr, type).toContain(`"${type}"`);
    }
    expect((await scaffold('rating')).stderr).toContain('不合法');
    expect((await scaffold('rating', '--lang', 'en')).stderr).toContain('is not a valid field type');
    expect((await scaffold()).stderr).toContain('请给出字段类型');
    expect((await scaffold('RATING', '--value-kind', 'richText', '--lang', 'en')).stderr).toContain('Value kind "richText" is not scaffolded');
    expect((await scaffold('RATING', '--name-en', '  ', '--lang', 'en')).stderr).toContain('--name-en is not valid');
    expect((await scaffold('RATING', '--name-zh', 'a\nb')).code).toBe(1);
    expect((await scaffold('RATING', '--name-en', '评分', '--lang', 'en')).stderr).toContain('may not contain Chinese characters');
    expect((await scaffold('RATING', '--colour', 'red', '--lang', 'en')).stderr).toContain('Unknown option: --colour');
    expect((await scaffold('RATING', 'OTHER')).code).toBe(1);
    expect(snapshot()).toBe(before);
  });

  it('refuses a type that exists: a built-in folder, the worked example, a type a plugin serves', async () => {
    const before = snapshot();
    for (const [type, where] of [['INPUT', 'plugins/fields/INPUT'], ['CMDB_MODEL', 'plugins/fields/CMDB_MODEL'], ['COLOR', 'plugins/fields/examples/COLOR']]) {
      const result = await scaffold(type!, '--lang', 'en');
      expect(result.code, type).toBe(1);
      expect(result.stderr).toBe(`Field type ${type} exists already (${where}); nothing was changed\n`);
    }
    expect((await scaffold('WRITTEN_SIGNATURE')).stderr).toContain('字段类型 WRITTEN_SIGNATURE 已存在');
    expect(snapshot()).toBe(before);
  });

  it('--dry-run lists the files it would create and edit, and writes nothing', async () => {
    const before = snapshot();
    const result = await scaffold('RATING_DEMO', '--dry-run', '--lang', 'en');
    expect(result.code).toBe(0);
    for (const path of ['plugins/fields/RATING_DEMO/definition.ts', 'plugins/fields/RATING_DEMO/RatingDemoField.tsx', 'stories/fields/RATING_DEMO.stories.tsx', 'fixtures/fields/RATING_DEMO.fields.json']) {
      expect(result.stdout).toMatch(new RegExp(`create +${path}\\n`));
    }
    for (const path of ['plugins/fields/index.ts', 'plugins/fields/lazy.ts', 'tests/support/field-types.ts', 'fixtures/forms/all-types.ts']) expect(result.stdout).toMatch(new RegExp(`edit +${path}\\n`));
    expect(result.stdout).toContain("+ { type: 'RATING_DEMO', load: () => import('./RATING_DEMO').then((m) => m.ratingDemoField) },");
    expect(result.stdout).toContain('nothing was written');
    expect(snapshot()).toBe(before);
    expect(existsSync(join(copy, 'plugins/fields/RATING_DEMO'))).toBe(false);
  });

  it(
    'scaffolds a single-value and a list type that pass typecheck, lint, their own tests and the tables of every built-in type',
    async () => {
      // Through the package's bin, as an admin runs it.
      const single = await run('bin/schemadesk.mjs', ['new-field', 'RATING_DEMO', '--name-zh', '评分示例', '--name-en', 'Rating demo']);
      expect(single.code, single.output).toBe(0);
      expect(single.output).toContain('已生成字段类型 RATING_DEMO');
      const list = await run('bin/schemadesk.mjs', ['new-field', 'TAG_DEMO', '--value-kind', 'multi', '--name-zh', '标签示例', '--lang', 'en']);
      expect(list.code, list.output).toBe(0);
      // Once there, the type is refused, and nothing is changed again.
      const again = await run('bin/schemadesk.mjs', ['new-field', 'RATING_DEMO', '--lang', 'en']);
      expect(again.code).toBe(1);
      expect(again.output).toContain('Field type RATING_DEMO exists already');

      expect(readFileSync(join(copy, 'plugins/fields/index.ts'), 'utf8')).toMatch(/import \{ ratingDemoField \} from '\.\/RATING_DEMO';[\s\S]*\n {2}ratingDemoField,\n {2}tagDemoField,\n\];/);
      expect(JSON.parse(readFileSync(join(copy, 'fixtures/forms/all-types.values.json'), 'utf8'))).toMatchObject({ ratingDemo: '示例文本', tagDemo: ['示例一', '示例二'] });
      expect(JSON.parse(readFileSync(join(copy, 'fixtures/fields/RATING_DEMO.fields.json'), 'utf8')).properties.ratingDemo.title).toBe('评分示例');
      expect(JSON.parse(readFileSync(join(copy, 'fixtures/gateway/i18n/en.json'), 'utf8')).texts).toMatchObject({ 评分示例: 'Rating demo', 标签示例: 'Tag demo' });

      const [typecheck, lint] = await Promise.all([
        run('node_modules/typescript/bin/tsc', ['-p', 'tsconfig.json', '--noEmit']),
        run('node_modules/eslint/bin/eslint.js', ['plugins/fields/RATING_DEMO', 'plugins/fields/TAG_DEMO', 'stories/fields/RATING_DEMO.stories.tsx', 'stories/fields/TAG_DEMO.stories.tsx', 'plugins/fields/index.ts', 'plugins/fields/lazy.ts', 'fixtures/forms/all-types.ts', 'tests/support/field-types.ts']),
      ]);
      expect(typecheck.code, typecheck.output).toBe(0);
      expect(lint.code, lint.output).toBe(0);

      const tests = await run('node_modules/vitest/vitest.mjs', [
        'run',
        'plugins/fields/RATING_DEMO',
        'plugins/fields/TAG_DEMO',
        // The tables and checks that name every built-in field type.
        'plugins/fields/fields.test.tsx',
        'plugins/fields/plurals.test.ts',
        'tests/unit/core/form/field-facts.test.ts',
        'tests/unit/core/form/value-kind.test.ts',
        'tests/unit/app/lazy-plugins.test.ts',
        'tests/unit/core/i18n/plugin-locales.test.ts',
        'tests/unit/fixtures/all-types-form.test.ts',
        // The fixture gateway serves the all-types form, in English without Chinese left.
        'tests/unit/gateway/workflow/form-language.test.ts',
      ]);
      expect(tests.code, tests.output).toBe(0);
      // The plugin's own tests ran (nothing was filtered away).
      expect(tests.output).toMatch(/plugins\/fields\/RATING_DEMO\/rating-demo\.test\.tsx/);
      expect(tests.output).toMatch(/plugins\/fields\/TAG_DEMO\/tag-demo\.test\.tsx/);
    },
    300_000,
  );
});
