// What `schemadesk new-field <TYPE>` does to a repository: the plugin's new files (templates.ts) and small,
// anchored, textual edits of the lists and fact tables that name every built-in field type. Everything is
// planned and every anchor checked before anything is written, so a missing anchor changes nothing.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FieldNames } from './names';
import { pluginFiles, type TemplateFile } from './templates';

/** A refusal or failure of the scaffold, with what the message needs (messages.ts has the texts). */
export class ScaffoldError extends Error {
  constructor(
    readonly code: 'notRepository' | 'typeExists' | 'fileExists' | 'codeExists' | 'anchorMissing',
    readonly detail: Record<string, string>,
  ) {
    super(`${code}: ${JSON.stringify(detail)}`);
    this.name = 'ScaffoldError';
  }
}

/** An edit of an existing file: its new text, or the same text when the edit is already there. */
export interface FileEdit {
  path: string;
  /** What is added, one line per addition, for --dry-run. */
  adds: string[];
  before: string;
  after: string;
}

/** Everything one run writes. */
export interface ScaffoldPlan {
  create: TemplateFile[];
  edit: FileEdit[];
  /** Files regenerated from their factory after the edits (fixtures/forms/all-types.ts). */
  regenerate: string[];
}

/** The files every scaffold edits (relative to the repository root). */
export const EDITED_FILES = {
  plugins: 'plugins/fields/index.ts',
  lazy: 'plugins/fields/lazy.ts',
  facts: 'tests/support/field-types.ts',
  locales: 'tests/unit/core/i18n/plugin-locales.test.ts',
  allTypes: 'fixtures/forms/all-types.ts',
  gatewayEnglish: 'fixtures/gateway/i18n/en.json',
} as const;

/** Han characters: a Chinese field name the fixture gateway must answer in English (its i18n/en.json). */
export const HAN = /\p{Script=Han}/u;

const ALL_TYPES_OUTPUT = ['fixtures/forms/all-types.form.json', 'fixtures/forms/all-types.values.json'];

function anchorMissing(path: string, anchor: string): ScaffoldError {
  return new ScaffoldError('anchorMissing', { path, anchor });
}

/** Inserts `line` after the last line matching `pattern` (unless the file has the line already). */
function insertAfterLast(path: string, lines: string[], pattern: RegExp, line: string): void {
  if (lines.includes(line)) return;
  let index = lines.length - 1;
  while (index >= 0 && !pattern.test(lines[index]!)) index -= 1;
  if (index < 0) throw anchorMissing(path, pattern.source);
  lines.splice(index + 1, 0, line);
}

/** Inserts `line` before the first line equal to `close` after the line starting with `open` (unless there already). */
function insertInBlock(path: string, lines: string[], open: string, close: string, line: string): void {
  const start = lines.findIndex((candidate) => candidate.trimStart().startsWith(open));
  if (start < 0) throw anchorMissing(path, open);
  const end = lines.findIndex((candidate, index) => index > start && candidate.trimEnd() === close);
  if (end < 0) throw anchorMissing(path, `${open} … ${close}`);
  if (lines.slice(start, end).includes(line)) return;
  lines.splice(end, 0, line);
}

/** Adds `item` to the sorted string array literal on the line containing `anchor` (`toEqual(['a', 'b'])`). */
function addToSortedList(path: string, lines: string[], anchor: string, item: string): void {
  const index = lines.findIndex((candidate) => candidate.includes(anchor));
  const match = index < 0 ? null : /toEqual\(\[([^\]]*)\]\)/.exec(lines[index]!);
  if (!match) throw anchorMissing(path, `${anchor} … toEqual([...])`);
  const items = [...match[1]!.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
  if (items.includes(item)) return;
  const list = [...items, item].sort().map((text) => `'${text}'`).join(', ');
  lines[index] = lines[index]!.replace(match[0], `toEqual([${list}])`);
}

/** Adds `"zh": "en"` as the last entry of en.json's `texts` (the gateway's English of the served forms' texts). */
function addEnglishText(path: string, lines: string[], zh: string, en: string): void {
  const texts = (JSON.parse(lines.join('\n')) as { texts?: Record<string, string> }).texts;
  if (!texts) throw anchorMissing(path, '"texts": {');
  if (Object.hasOwn(texts, zh)) return;
  const start = lines.findIndex((line) => line === '  "texts": {');
  const end = lines.findIndex((line, index) => index > start && line.trimEnd() === '  },');
  if (start < 0 || end < 0) throw anchorMissing(path, '  "texts": { … },');
  if (end > start + 1 && !lines[end - 1]!.endsWith(',')) lines[end - 1] = `${lines[end - 1]},`;
  lines.splice(end, 0, `    ${JSON.stringify(zh)}: ${JSON.stringify(en)}`);
}

function edit(root: string, path: string, change: (lines: string[]) => void): FileEdit {
  const file = join(root, path);
  if (!existsSync(file)) throw anchorMissing(path, '(file)');
  const before = readFileSync(file, 'utf8');
  const lines = before.split('\n');
  change(lines);
  const after = lines.join('\n');
  const old = new Set(before.split('\n'));
  return { path, before, after, adds: lines.filter((line) => !old.has(line) && !old.has(line.replace(/,$/, ''))).map((line) => line.trim()) };
}

/** Non-test TypeScript files below `dir`. */
function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The types the field plugins of the repository serve (their definitions and the lazy list), upper case. */
export function servedTypes(root: string): Set<string> {
  const types = new Set<string>();
  for (const file of sourceFiles(join(root, 'plugins/fields'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/defineFieldType\(\{\s*type:\s*['"]([^'"]+)['"]/g)) types.add(match[1]!.toUpperCase());
    for (const match of text.matchAll(/\{\s*type:\s*['"]([^'"]+)['"],\s*load:/g)) types.add(match[1]!.toUpperCase());
  }
  return types;
}

/** Refuses a type that exists; throws {@link ScaffoldError}. */
function checkNew(root: string, names: FieldNames, files: TemplateFile[]): void {
  if (!existsSync(join(root, EDITED_FILES.plugins))) throw new ScaffoldError('notRepository', { root });
  for (const folder of [`plugins/fields/${names.type}`, `plugins/fields/examples/${names.type}`]) {
    if (existsSync(join(root, folder))) throw new ScaffoldError('typeExists', { type: names.type, where: folder });
  }
  if (servedTypes(root).has(names.type)) throw new ScaffoldError('typeExists', { type: names.type, where: 'plugins/fields' });
  for (const file of files) if (existsSync(join(root, file.path))) throw new ScaffoldError('fileExists', { path: file.path });
  for (const output of ALL_TYPES_OUTPUT) {
    const path = join(root, output);
    if (existsSync(path) && readFileSync(path, 'utf8').includes(`"${names.code}":`)) throw new ScaffoldError('codeExists', { code: names.code, path: output });
  }
}

/** The whole run, checked: new files and edits (nothing written). */
export function planScaffold(root: string, names: FieldNames): ScaffoldPlan {
  const create = pluginFiles(names);
  checkNew(root, names, create);
  const { type, field, code } = names;
  const fixture = `${names.camel}FieldFixture`;
  const values = `${names.camel}FieldValues`;
  const editList = [
    edit(root, EDITED_FILES.plugins, (lines) => {
      insertAfterLast(EDITED_FILES.plugins, lines, /^import \{ \w+ \} from '\.\/[A-Z][A-Z0-9_]*';$/, `import { ${field} } from './${type}';`);
      insertInBlock(EDITED_FILES.plugins, lines, 'export const builtinFieldPlugins', '];', `  ${field},`);
    }),
    edit(root, EDITED_FILES.lazy, (lines) => {
      insertInBlock(EDITED_FILES.lazy, lines, 'export const lazyFieldPlugins', '];', `  { type: '${type}', load: () => import('./${type}').then((m) => m.${field}) },`);
    }),
    edit(root, EDITED_FILES.facts, (lines) => {
      insertInBlock(EDITED_FILES.facts, lines, 'export const BUILTIN_FIELD_FACTS', '];', `  { type: '${type}', valueKind: '${names.valueKind}' },`);
    }),
    edit(root, EDITED_FILES.locales, (lines) => {
      addToSortedList(EDITED_FILES.locales, lines, 'new Set(domains.map(([, domain]) => domain))', field);
    }),
    edit(root, EDITED_FILES.allTypes, (lines) => {
      const jsonImport = /^import \w+ from '\.\.\/fields\/[^']+\.json';$/;
      insertAfterLast(EDITED_FILES.allTypes, lines, jsonImport, `import ${fixture} from '../fields/${type}.fields.json';`);
      insertAfterLast(EDITED_FILES.allTypes, lines, jsonImport, `import ${values} from '../fields/${type}.values.json';`);
      insertInBlock(EDITED_FILES.allTypes, lines, 'const plan: ', '];', `  ['${code}', ${fixture}],`);
      insertInBlock(EDITED_FILES.allTypes, lines, 'const own: Record<string, unknown> = {', '  };', `    ${code}: ${values}.${code},`);
    }),
  ];
  // The all-types form is served by the fixture gateway, which answers English with no Chinese left in it.
  if (HAN.test(names.nameZh)) editList.push(edit(root, EDITED_FILES.gatewayEnglish, (lines) => addEnglishText(EDITED_FILES.gatewayEnglish, lines, names.nameZh, names.nameEn)));
  return { create, edit: editList, regenerate: ALL_TYPES_OUTPUT };
}

/** Writes the plan, then regenerates the all-types form from its (edited) factory. */
export async function applyScaffold(root: string, plan: ScaffoldPlan): Promise<void> {
  for (const file of plan.create) {
    const path = join(root, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content, { flag: 'wx' });
  }
  for (const change of plan.edit) if (change.after !== change.before) writeFileSync(join(root, change.path), change.after);
  // The factory's own output functions, as `npx tsx fixtures/forms/all-types.ts` writes them (this runs under tsx).
  const factory = (await import(pathToFileURL(join(root, EDITED_FILES.allTypes)).href)) as {
    ALL_TYPES_FORM_FILE: string;
    ALL_TYPES_VALUES_FILE: string;
    allTypesFormText: () => string;
    allTypesValuesText: () => string;
  };
  writeFileSync(join(root, factory.ALL_TYPES_FORM_FILE), factory.allTypesFormText());
  writeFileSync(join(root, factory.ALL_TYPES_VALUES_FILE), factory.allTypesValuesText());
}
