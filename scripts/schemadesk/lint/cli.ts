/**
 * `npx schemadesk lint <files or folders...>`: checks server form schemas (*.form.json, *.fields.json), trigger
 * maps (*.trigger-map.json), button lists (*.buttons.json), page JSON (*.page.json) and workflows (*.workflow.json,
 * *.process.json, *.bpmn) against their contracts and the administrative rules (form-widgets §5). Folders are
 * walked for those suffixes (fixtures/lint, broken on purpose, only when named). Exit code 1 on errors, 2 on a bad
 * command line, else 0.
 *
 *   npx schemadesk lint fixtures src/app/pages
 *   npx schemadesk lint my.form.json --format json --lang en
 *   npx schemadesk lint my.form.json --fix
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BlockDefinition } from '@core/registry';
import type { FieldTypeLookup } from '@core/form/value-kind';
import { parseCommandLine } from '../shared/args';
import { chooseLanguage, UsageError, type Lang } from '../shared/language';
import { formatJson, formatText } from './format';
import { expandPaths, lintFiles, type LintConfig } from './lint';
import type { LintEnvironment } from './types';

const USAGE = {
  zh: `用法：schemadesk lint <文件或目录...> [选项]

  --format text|json   输出格式（默认 text；json 供 CI 工具读取）
  --fix                自动修复确定无误的问题（上传扩展名去点、名称去首尾空格）后再报告
  --form <文件>         联动规则（trigger map）对应的表单（默认：同目录同名的 .form.json）
  --config <文件>       按文件的设置（{"files": {"路径": {"form": "...", "expect": ["规则"]}}}）
  --lang zh|en         输出语言（默认取 LANG，否则 zh）
`,
  en: `usage: schemadesk lint <files or folders...> [options]

  --format text|json   output (default text; json for CI tools)
  --fix                apply the certain fixes (dots of upload extensions, outer spaces of names), then report
  --form <file>        the form a trigger map names its fields from (default: the same name's .form.json)
  --config <file>      per-file settings ({"files": {"path": {"form": "...", "expect": ["rule"]}}})
  --lang zh|en         language (default from LANG, else zh)
`,
};

/** The registered field types and blocks of this repository, loaded on first use (plugins import stylesheets). */
export function repositoryEnvironment(): LintEnvironment {
  let fields: Promise<FieldTypeLookup> | undefined;
  let blocks: Promise<ReadonlyMap<string, BlockDefinition>> | undefined;
  return {
    fieldTypes: () =>
      (fields ??= import('../../headless-field-types').then(async ({ loadBuiltinFieldTypes }) => (await loadBuiltinFieldTypes()).fields)),
    blocks: () =>
      (blocks ??= (async () => {
        await import('../../headless-field-types').then(({ loadBuiltinFieldTypes }) => loadBuiltinFieldTypes()); // stylesheets answered first
        const { builtinBlocks } = await import('@plugins/blocks');
        return new Map(builtinBlocks.map((block) => [block.name, block]));
      })()),
  };
}

/** Runs the command; returns the exit code. */
export async function main(argv: readonly string[], out: (text: string) => void = (t) => process.stdout.write(t), err: (text: string) => void = (t) => process.stderr.write(t), env: LintEnvironment = repositoryEnvironment()): Promise<number> {
  let lang: Lang = 'zh';
  try {
    const langIndex = argv.indexOf('--lang');
    lang = chooseLanguage(langIndex >= 0 ? argv[langIndex + 1] : argv.find((a) => a.startsWith('--lang='))?.slice(7));
    const { values, positionals } = parseCommandLine(argv, {
      format: { type: 'string', default: 'text' },
      fix: { type: 'boolean', default: false },
      form: { type: 'string' },
      config: { type: 'string' },
      lang: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    });
    if (values.help) {
      out(USAGE[lang]);
      return 0;
    }
    if (values.format !== 'text' && values.format !== 'json') throw new UsageError({ zh: `--format 只能是 text 或 json（收到 ${values.format}）`, en: `--format must be text or json (got ${values.format})` });
    if (positionals.length === 0) throw new UsageError({ zh: '请指定要检查的文件或目录', en: 'name the files or folders to check' });
    const { files, missing } = expandPaths(positionals);
    if (missing.length) throw new UsageError({ zh: `找不到：${missing.join('、')}`, en: `not found: ${missing.join(', ')}` });
    let config: { dir: string; value: LintConfig } | undefined;
    if (values.config) {
      const path = resolve(values.config);
      try {
        config = { dir: dirname(path), value: JSON.parse(readFileSync(path, 'utf8')) as LintConfig };
      } catch (error) {
        throw new UsageError({ zh: `无法读取配置 ${values.config}：${String(error)}`, en: `cannot read config ${values.config}: ${String(error)}` });
      }
    }
    const result = await lintFiles(files, { env, form: values.form, config, fix: values.fix });
    out(values.format === 'json' ? formatJson(result) : formatText(result, lang));
    return result.findings.some((finding) => finding.severity === 'error') ? 1 : 0;
  } catch (error) {
    if (error instanceof UsageError) {
      err(`schemadesk lint: ${error.texts[lang]}\n\n${USAGE[lang]}`);
      return 2;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
