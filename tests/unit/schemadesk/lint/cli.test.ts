// @vitest-environment jsdom
// jsdom only because the field plugins import antd-mobile, whose CSS needs a browser-like environment.
// `schemadesk lint` as a command: output formats, exit codes, zh/en; one run through the real bin (npx schemadesk).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../../scripts/schemadesk/lint/cli';
import { testEnv } from './env';

const root = resolve(__dirname, '../../../..');
const broken = (name: string) => `fixtures/lint/broken/${name}`;

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(
    argv,
    (text) => void (out += text),
    (text) => void (err += text),
    testEnv,
  );
  return { code, out, err };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('schemadesk lint', () => {
  it('prints file:line:column  severity  message  rule and a summary; exit code 1 on an error', async () => {
    const { code, out } = await run(broken('field-code-too-long.form.json'), '--lang', 'en');
    expect(code).toBe(1);
    expect(out).toContain('fixtures/lint/broken/field-code-too-long.form.json:12:35  error  field code "affectedBusinessSystemName" is longer than 20 characters (26)  field-code-too-long');
    expect(out).toMatch(/✖ 1 file\(s\) checked: 1 error\(s\), 0 warning\(s\)\n$/);
  });

  it('speaks Chinese with --lang zh, and by default when LANG names no language it knows', async () => {
    vi.stubEnv('LANG', 'C');
    vi.stubEnv('LC_ALL', '');
    vi.stubEnv('LC_MESSAGES', '');
    const zh = await run(broken('field-code-too-long.form.json'));
    expect(zh.out).toContain('错误  字段编码 "affectedBusinessSystemName" 超过 20 个字符（26）  field-code-too-long');
    expect(zh.out).toContain('检查了 1 个文件：1 个错误，0 个警告');
    vi.stubEnv('LANG', 'en_US.UTF-8');
    expect((await run(broken('field-code-too-long.form.json'))).out).toContain('error  field code');
    expect((await run(broken('field-code-too-long.form.json'), '--lang=zh')).out).toContain('错误  字段编码');
  });

  it('exit code 0 when only warnings are found, and marks what --fix repairs', async () => {
    const { code, out } = await run(broken('upload-extension-dot.form.json'), '--lang', 'en');
    expect(code).toBe(0);
    expect(out).toContain('warning  field "logs": allowed extensions .log are written without dots (--fix)  upload-extension-dot');
    expect(out).toContain('1 fixable with --fix');
  });

  it('--format json prints one document with counts and findings (messages in both languages)', async () => {
    const { code, out } = await run(broken('options-missing.form.json'), broken('upload-extension-dot.form.json'), '--format', 'json');
    expect(code).toBe(1);
    const report = JSON.parse(out) as Record<string, unknown>;
    expect(report).toMatchObject({ version: 1, files: 2, errorCount: 1, warningCount: 1, fixableCount: 1, fixed: [], expected: [] });
    expect(report.findings).toEqual([
      {
        file: 'fixtures/lint/broken/options-missing.form.json',
        path: '/properties/urgency/x-props/dataSource',
        line: 18,
        column: 23,
        rule: 'options-missing',
        severity: 'error',
        message: { zh: '选项字段 "urgency" 未设置选项（自定义选项、数据字典或接口）', en: 'choice field "urgency" has no options set (custom list, dictionary or API)' },
      },
      expect.objectContaining({ rule: 'upload-extension-dot', severity: 'warning', fixable: true, path: '/properties/logs/x-props/fileTypes' }),
    ]);
  });

  it('exit code 2 on a bad command line: no files, a missing file, an unknown option or format', async () => {
    for (const argv of [[], ['no/such/file.form.json'], [broken('contract.form.json'), '--colour'], [broken('contract.form.json'), '--format', 'xml'], ['--lang', 'fr', 'x']]) {
      const { code, out, err } = await run(...argv, ...(argv.includes('--lang') ? [] : ['--lang', 'en']));
      expect(code, argv.join(' ')).toBe(2);
      expect(out).toBe('');
      expect(err).toMatch(/usage: schemadesk lint|用法/);
    }
  });

  it('runs as `npx schemadesk lint` through the package bin', () => {
    const result = spawnSync(process.execPath, ['bin/schemadesk.mjs', 'lint', broken('workflow-start-target.workflow.json'), '--format', 'json'], { cwd: root, encoding: 'utf8' });
    expect(result.status).toBe(1);
    const report = JSON.parse(result.stdout) as { findings: { rule: string }[] };
    expect(report.findings.map((f) => f.rule)).toEqual(['workflow-start-target']);
  });
});
