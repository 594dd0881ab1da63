// `npx schemadesk new-field <TYPE> [--name-zh 名称] [--name-en Name] [--value-kind single|multi] [--dry-run]
// [--root <dir>] [--lang zh|en]`: scaffolds a field plugin (plugins/fields/<TYPE>/: definition, edit component,
// read-only view, normaliser, texts zh/en, tests; its story and fixture) and registers it in the plugin lists
// and the tables that name every built-in type. Refuses (exit code 1) an invalid or existing type.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliLanguage, message, type CliLanguage } from './messages';
import { fieldNames, SCAFFOLD_VALUE_KINDS, typeNameProblem, type ScaffoldValueKind } from './names';
import { applyScaffold, HAN, planScaffold, ScaffoldError } from './scaffold';

/** Where the command reads and writes. */
export interface CliIo {
  cwd: string;
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
}

interface Options {
  type?: string;
  nameZh?: string;
  nameEn?: string;
  valueKind?: string;
  dryRun: boolean;
  root?: string;
  lang?: string;
  help: boolean;
}

const VALUE_OPTIONS = { '--name-zh': 'nameZh', '--name-en': 'nameEn', '--value-kind': 'valueKind', '--root': 'root', '--lang': 'lang' } as const;

class UsageError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string> = {},
  ) {
    super(key);
  }
}

function parse(args: readonly string[]): Options {
  const options: Options = { dryRun: false, help: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--dry-run') options.dryRun = true;
    else if (arg.startsWith('--')) {
      const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
      if (!(flag in VALUE_OPTIONS)) throw new UsageError('unknownOption', { option: flag });
      const value = inline ?? args[++i];
      if (value === undefined) throw new UsageError('missingValue', { option: flag });
      options[VALUE_OPTIONS[flag as keyof typeof VALUE_OPTIONS]] = value;
    } else if (options.type === undefined) options.type = arg;
    else throw new UsageError('extraArgument', { arg });
  }
  return options;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function checkName(option: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const name = value.trim();
  if (name === '' || name.length > 128 || CONTROL.test(name)) throw new UsageError('badName', { option });
  return name;
}

/** `--lang` of the arguments, read before the rest so that their own errors are in that language. */
function langFlag(args: readonly string[]): string | undefined {
  const index = args.findIndex((arg) => arg === '--lang' || arg.startsWith('--lang='));
  if (index < 0) return undefined;
  return args[index] === '--lang' ? args[index + 1] : args[index]!.slice('--lang='.length);
}

/** Runs the command; returns its exit code (0 done, 1 refused or failed). */
export async function runNewField(args: readonly string[], io: CliIo): Promise<number> {
  const language: CliLanguage = cliLanguage(langFlag(args), io.env);
  const say = (key: string, params: Record<string, string> = {}) => io.out(`${message(language, key, params)}\n`);
  const fail = (key: string, params: Record<string, string> = {}) => {
    io.err(`${message(language, key, params)}\n`);
    return 1;
  };
  try {
    const options = parse(args);
    if (options.help) {
      io.out(message(language, 'usage'));
      return 0;
    }
    if (options.type === undefined) return fail('missingType');
    const problem = typeNameProblem(options.type);
    if (problem) return fail(problem, { type: options.type });
    const valueKind = options.valueKind ?? 'single';
    if (!(SCAFFOLD_VALUE_KINDS as readonly string[]).includes(valueKind)) return fail('badValueKind', { kind: valueKind });
    const nameEn = checkName('--name-en', options.nameEn);
    if (nameEn !== undefined && HAN.test(nameEn)) throw new UsageError('hanInEnglish');
    const names = fieldNames(options.type, {
      nameZh: checkName('--name-zh', options.nameZh),
      nameEn,
      valueKind: valueKind as ScaffoldValueKind,
    });
    const root = resolve(io.cwd, options.root ?? '.');
    const plan = planScaffold(root, names);

    say(options.dryRun ? 'dryRun' : 'done', { type: names.type });
    for (const file of plan.create) say('create', { path: file.path });
    for (const change of plan.edit) {
      say(change.after === change.before ? 'unchanged' : 'edit', { path: change.path });
      for (const line of change.adds) say('adds', { line });
    }
    for (const path of plan.regenerate) say('regenerate', { path });
    if (options.dryRun) return 0;
    await applyScaffold(root, plan);
    say('next', { type: names.type, component: `${names.pascal}Field.tsx` });
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ScaffoldError) return fail(error instanceof UsageError ? error.key : error.code, error instanceof UsageError ? error.params : error.detail);
    return fail('failed', { message: error instanceof Error ? error.message : String(error) });
  }
}

// Run as a script (bin/schemadesk.mjs runs it through tsx), not when a test imports it.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const io: CliIo = { cwd: process.cwd(), env: process.env, out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };
  process.exitCode = await runNewField(process.argv.slice(2), io);
}
