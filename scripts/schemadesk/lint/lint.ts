// `schemadesk lint`: which files, what kind each is, which rules run on it, and where each finding sits.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { RULES, isRuleId } from './catalogue';
import { createPositionMapper, JsonSyntaxError, parseJsonDocument, type JsonDocument } from './json-position';
import { checkContract } from './contract';
import { checkForm } from './rules/form';
import { checkButtons } from './rules/buttons';
import { checkPage } from './rules/page';
import { checkLinkageFields, checkTriggerMapContract, isScenarioFile } from './rules/trigger-map';
import { checkBpmn, checkWorkflowMeta, xmlOfJson, XML_KEYS } from './rules/workflow';
import type { FileKind, FileSettings, Finding, Fix, LintEnvironment, Report } from './types';

/** File-name suffixes of each kind (the first match wins). */
export const SUFFIXES: readonly (readonly [string, FileKind])[] = [
  ['.form.json', 'form'],
  ['.fields.json', 'form'],
  ['.trigger-map.json', 'triggerMap'],
  ['.buttons.json', 'buttons'],
  ['.page.json', 'page'],
  ['.workflow.json', 'workflow'],
  ['.process.json', 'process'],
  ['.bpmn', 'bpmn'],
];

/** Folders a directory walk never enters; `fixtures/lint` holds fixtures broken on purpose (lint names it only when asked). */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'coverage']);
const BROKEN_ON_PURPOSE = join('fixtures', 'lint');

const TRIGGER_MAP_LISTS = ['hideFieldList', 'showFieldList', 'readOnlyFieldList', 'editableFieldList', 'requiredFieldList', 'notRequiredFieldList', 'emptyFieldList', 'setValueList', 'fieldAssignmentList', 'tableValueList', 'optionHideList', 'optionShowList', 'addOptionList', 'changeOptionList'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The kind from the file name. */
export function kindFromName(file: string): FileKind | undefined {
  const name = basename(file).toLowerCase();
  return SUFFIXES.find(([suffix]) => name.endsWith(suffix))?.[1];
}

/** The kind from the content, when the name does not say. */
export function kindFromContent(text: string, value: unknown): FileKind | undefined {
  if (value === undefined) return /<(?:\w+:)?definitions\b/.test(text) ? 'bpmn' : undefined;
  if (Array.isArray(value)) return value.length > 0 && value.every((item) => isRecord(item) && 'extString' in item) ? 'buttons' : undefined;
  if (!isRecord(value)) return undefined;
  if (typeof value.route === 'string' && 'layout' in value) return 'page';
  if (XML_KEYS.some((key) => typeof value[key] === 'string')) return 'name' in value || 'icon' in value ? 'workflow' : 'process';
  if (isRecord(value.properties)) return 'form';
  if (isScenarioFile(value) || TRIGGER_MAP_LISTS.some((key) => key in value)) return 'triggerMap';
  return undefined;
}

/** The name without its kind suffix (`incident.trigger-map.json` → `incident`). */
export function stem(file: string): string {
  const name = basename(file);
  const suffix = SUFFIXES.find(([s]) => name.toLowerCase().endsWith(s))?.[0];
  return suffix ? name.slice(0, -suffix.length) : name.replace(/\.[^.]+$/, '');
}

/** Expands the command's paths: files as given, directories walked for the known suffixes. Throws for a missing path. */
export function expandPaths(paths: readonly string[], cwd = process.cwd()): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
        if (full.endsWith(sep + BROKEN_ON_PURPOSE) || relative(cwd, full) === BROKEN_ON_PURPOSE) continue;
        walk(full);
      } else if (entry.isFile() && kindFromName(entry.name)) files.push(full);
    }
  };
  for (const path of paths) {
    const full = resolve(cwd, path);
    if (!existsSync(full)) missing.push(path);
    else if (statSync(full).isDirectory()) walk(full);
    else files.push(full);
  }
  return { files: [...new Set(files)], missing };
}

/** A `--config` file: per-file settings keyed by path relative to the config file. */
export interface LintConfig {
  files?: Record<string, FileSettings>;
}

function readSettings(file: string, config: { dir: string; value: LintConfig } | undefined): { settings: FileSettings; dir: string } {
  const fromConfig = config && Object.entries(config.value.files ?? {}).find(([path]) => resolve(config.dir, path) === file)?.[1];
  if (fromConfig) return { settings: fromConfig, dir: config.dir };
  const sidecar = join(dirname(file), `${stem(file)}.lint.json`);
  if (existsSync(sidecar) && sidecar !== file) {
    const value: unknown = JSON.parse(readFileSync(sidecar, 'utf8'));
    if (isRecord(value)) return { settings: value as FileSettings, dir: dirname(sidecar) };
  }
  return { settings: {}, dir: dirname(file) };
}

/** The form paired with a trigger map: the settings' `form`, else the same stem's `.form.json` / `.fields.json`. */
function pairedForm(file: string, settings: FileSettings, settingsDir: string, formOption: string | undefined, cwd: string): string | undefined {
  if (formOption) return resolve(cwd, formOption);
  if (settings.form) return resolve(settingsDir, settings.form);
  for (const suffix of ['.form.json', '.fields.json']) {
    const candidate = join(dirname(file), `${stem(file)}${suffix}`);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Options of {@link lintFiles}. */
export interface LintOptions {
  env: LintEnvironment;
  cwd?: string;
  /** The form every trigger map is checked against (`--form`). */
  form?: string;
  config?: { dir: string; value: LintConfig };
  /** Apply the certain fixes and write the files. */
  fix?: boolean;
}

/** The outcome of a run. */
export interface LintResult {
  files: number;
  findings: Finding[];
  /** Findings a sidecar or the config expects (broken on purpose): listed, not counted. */
  expected: Finding[];
  /** What `--fix` changed: file and the number of values rewritten. */
  fixed: { file: string; count: number }[];
}

interface FileOutcome {
  reports: Report[];
  doc?: JsonDocument;
}

async function lintText(file: string, text: string, kind: FileKind | undefined, options: LintOptions, settings: FileSettings, settingsDir: string): Promise<FileOutcome> {
  const cwd = options.cwd ?? process.cwd();
  const trimmed = text.trimStart();
  if (kind === 'bpmn' || (!kind && trimmed.startsWith('<'))) {
    if (!kind && !/<(?:\w+:)?definitions\b/.test(text)) return { reports: [unknownKind()] };
    return { reports: await checkBpmn({ xml: text, pointer: '', fileOffset: (offset) => offset }) };
  }
  let doc: JsonDocument;
  try {
    doc = parseJsonDocument(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { reports: [{ rule: 'json-syntax', path: '', offset: error.offset, message: { zh: `JSON 语法错误：${error.message}`, en: `JSON syntax error: ${error.message}` } }] };
    throw error;
  }
  const resolved = kind ?? kindFromContent(text, doc.value);
  if (!resolved) return { reports: [unknownKind()], doc };
  const reports: Report[] = doc.duplicates.map((d) => {
    const where = `${d.parent}/${d.key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const isField = /\/properties$/.test(d.parent) && (resolved === 'form' || resolved === 'workflow');
    return isField
      ? { rule: 'duplicate-field-code', path: where, offset: d.offset, message: { zh: `字段编码 ${JSON.stringify(d.key)} 在同一层重复出现`, en: `field code ${JSON.stringify(d.key)} is written twice at one level` } }
      : { rule: 'duplicate-json-key', path: where, offset: d.offset, message: { zh: `键 ${JSON.stringify(d.key)} 在同一对象中重复出现（只有最后一个生效）`, en: `key ${JSON.stringify(d.key)} is written twice in one object (only the last counts)` } };
  });
  const value = doc.value;
  switch (resolved) {
    case 'form': {
      const contract = checkContract('form', value, '', 'form schema');
      reports.push(...contract);
      if (contract.length === 0) reports.push(...checkForm(value, await options.env.fieldTypes()));
      break;
    }
    case 'triggerMap': {
      reports.push(...checkTriggerMapContract(value));
      const formFile = pairedForm(file, settings, settingsDir, options.form, cwd);
      if (!formFile || !existsSync(formFile)) {
        reports.push({ rule: 'linkage-form-missing', path: '', message: { zh: `找不到对应的表单（${stem(file)}.form.json 或 --form），未检查字段引用`, en: `no form found (${stem(file)}.form.json or --form); field names were not checked` } });
      } else {
        const form: unknown = JSON.parse(readFileSync(formFile, 'utf8'));
        reports.push(...checkLinkageFields(value, form, relative(cwd, formFile) || formFile));
      }
      break;
    }
    case 'buttons':
      reports.push(...checkButtons(value));
      break;
    case 'page':
      reports.push(...checkPage(value, await options.env.blocks()));
      break;
    case 'workflow':
    case 'process': {
      if (resolved === 'workflow') reports.push(...checkWorkflowMeta(value));
      const source = xmlOfJson(doc);
      reports.push(...('rule' in source ? [source] : await checkBpmn(source)));
      break;
    }
    default:
      break;
  }
  return { reports, doc };
}

function unknownKind(): Report {
  return {
    rule: 'unknown-file-kind',
    path: '',
    message: {
      zh: '无法判断文件类型：请使用 .form.json、.fields.json、.trigger-map.json、.buttons.json、.page.json、.workflow.json、.process.json 或 .bpmn 后缀',
      en: 'cannot tell what this file is: name it *.form.json, *.fields.json, *.trigger-map.json, *.buttons.json, *.page.json, *.workflow.json, *.process.json or *.bpmn',
    },
  };
}

/** Rewrites the strings the fixes name, leaving every other character of the file as written. */
export function applyFixes(doc: JsonDocument, fixes: readonly Fix[]): string {
  const edits = fixes
    .map((fix) => ({ node: doc.nodeAt(fix.path), value: fix.value }))
    .filter((edit): edit is { node: NonNullable<typeof edit.node>; value: string } => edit.node?.kind === 'string')
    .sort((a, b) => b.node.start - a.node.start);
  let text = doc.text;
  let last = Infinity;
  for (const { node, value } of edits) {
    if (node.end > last) continue; // overlapping edits: keep the later one
    text = text.slice(0, node.start) + JSON.stringify(value) + text.slice(node.end);
    last = node.start;
  }
  return text;
}

function toFinding(file: string, cwd: string, report: Report, doc: JsonDocument | undefined, positionOf: (offset: number) => { line: number; column: number }): Finding {
  const info = isRuleId(report.rule) ? RULES[report.rule] : undefined;
  const position = report.offset !== undefined ? positionOf(report.offset) : doc ? doc.locate(report.path) : { line: 1, column: 1 };
  return {
    file: relative(cwd, file) || file,
    path: report.path,
    line: position.line,
    column: position.column,
    rule: report.rule,
    severity: info?.severity ?? 'error',
    message: report.message,
    ...(report.fixes?.length ? { fixable: true } : {}),
  };
}

/** Lints files (already expanded). With `fix`, applies the certain fixes, writes the files and lints them again. */
export async function lintFiles(files: readonly string[], options: LintOptions): Promise<LintResult> {
  const cwd = options.cwd ?? process.cwd();
  const result: LintResult = { files: files.length, findings: [], expected: [], fixed: [] };
  for (const file of files) {
    const { settings, dir } = readSettings(file, options.config);
    let text = readFileSync(file, 'utf8');
    let outcome = await lintText(file, text, kindFromName(file), options, settings, dir);
    if (options.fix && outcome.doc) {
      const fixes = outcome.reports.flatMap((report) => report.fixes ?? []);
      if (fixes.length) {
        const fixedText = applyFixes(outcome.doc, fixes);
        if (fixedText !== text) {
          writeFileSync(file, fixedText);
          result.fixed.push({ file: relative(cwd, file) || file, count: fixes.length });
          text = fixedText;
          outcome = await lintText(file, text, kindFromName(file), options, settings, dir);
        }
      }
    }
    const positionOf = outcome.doc?.positionOf ?? createPositionMapper(text);
    const findings = outcome.reports.map((report) => toFinding(file, cwd, report, outcome.doc, positionOf));
    const expect = new Set(settings.expect ?? []);
    for (const finding of findings) (expect.has(finding.rule) ? result.expected : result.findings).push(finding);
    for (const rule of expect) {
      if (!findings.some((finding) => finding.rule === rule)) {
        result.findings.push({
          file: relative(cwd, file) || file,
          path: '',
          line: 1,
          column: 1,
          rule: 'lint-expectation-unmet',
          severity: 'error',
          message: { zh: `预期的问题 ${rule} 没有出现，请从 .lint.json 的 expect 中删除`, en: `expected finding ${rule} did not occur; remove it from the .lint.json expect list` },
        });
      }
    }
  }
  result.findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule));
  return result;
}
