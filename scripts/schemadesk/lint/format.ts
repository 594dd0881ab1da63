// How `schemadesk lint` prints its findings: text for people (one line each, in the chosen language, then a
// summary), or one JSON document for CI tools.
import type { Lang } from '../shared/language';
import type { LintResult } from './lint';

/** `file:line:column  severity  message  rule`, then a summary line. */
export function formatText(result: LintResult, lang: Lang): string {
  const severity = (s: 'error' | 'warning') => (lang === 'zh' ? (s === 'error' ? '错误' : '警告') : s);
  const lines = result.findings.map((f) => `${f.file}:${f.line}:${f.column}  ${severity(f.severity)}  ${f.message[lang]}${f.fixable ? (lang === 'zh' ? '（可 --fix）' : ' (--fix)') : ''}  ${f.rule}`);
  const errors = result.findings.filter((f) => f.severity === 'error').length;
  const warnings = result.findings.length - errors;
  const fixable = result.findings.filter((f) => f.fixable).length;
  const fixedCount = result.fixed.reduce((sum, entry) => sum + entry.count, 0);
  const parts: string[] = [];
  if (lang === 'zh') {
    parts.push(result.findings.length === 0 ? `✔ 检查了 ${result.files} 个文件，没有问题` : `✖ 检查了 ${result.files} 个文件：${errors} 个错误，${warnings} 个警告`);
    if (fixable) parts.push(`${fixable} 个可用 --fix 修复`);
    if (fixedCount) parts.push(`已修复 ${fixedCount} 处（${result.fixed.length} 个文件）`);
    if (result.expected.length) parts.push(`另有 ${result.expected.length} 个预期问题（.lint.json）`);
  } else {
    parts.push(result.findings.length === 0 ? `✔ ${result.files} file(s) checked, no problems` : `✖ ${result.files} file(s) checked: ${errors} error(s), ${warnings} warning(s)`);
    if (fixable) parts.push(`${fixable} fixable with --fix`);
    if (fixedCount) parts.push(`fixed ${fixedCount} value(s) in ${result.fixed.length} file(s)`);
    if (result.expected.length) parts.push(`${result.expected.length} expected finding(s) (.lint.json)`);
  }
  return [...lines, ...(lines.length ? [''] : []), parts.join(lang === 'zh' ? '；' : '; ')].join('\n') + '\n';
}

/** One JSON document: counts, findings (messages in zh and en), fixes, expected findings. */
export function formatJson(result: LintResult): string {
  const errorCount = result.findings.filter((f) => f.severity === 'error').length;
  return `${JSON.stringify(
    {
      version: 1,
      files: result.files,
      errorCount,
      warningCount: result.findings.length - errorCount,
      fixableCount: result.findings.filter((f) => f.fixable).length,
      findings: result.findings,
      fixed: result.fixed,
      expected: result.expected,
    },
    null,
    2,
  )}\n`;
}
