/**
 * `npm run replay [files...]`: runs QA replays (fixtures/replays/*.replay.json,
 * or only the given files) against the headless form runtime.
 *
 * For each replay it prints `ok <file>`, or `FAIL <file>: <name>` followed by
 * the per-field diff (`describeDiffs`): the differences grouped by the step
 * they follow (`after step 5 (set urgentLevel = "3"):`, `at the end:`), then
 * by field, one line per property (display, required, pattern, value,
 * options, errors: expected vs actual); the last line is exactly
 * `N passed, M failed`. Exit code 1 when any replay fails, 0 otherwise.
 *
 * Replay files are checked against schemas/replay.schema.json with ajv here,
 * in Node; the engine itself (src/core/form/replay) never compiles schemas.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { loadFixtureFile } from '../fixtures/workflows/factories';
import { loadBuiltinFieldTypes } from './headless-field-types';
import { describeDiffs, runReplay, summaryLine, type Replay, type ReplayResult, type RunReplayOptions } from '@core/form/replay';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const replaysDir = resolve(repoRoot, 'fixtures/replays');
const schemaPath = resolve(repoRoot, 'schemas/replay.schema.json');

let validator: ValidateFunction | undefined;
function replayValidator(): ValidateFunction {
  if (!validator) {
    const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
    validator = ajv.compile(JSON.parse(readFileSync(schemaPath, 'utf8')) as object);
  }
  return validator;
}

function describeSchemaErrors(errors: readonly ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`)
    .join('; ');
}

/** Every replay file of fixtures/replays, sorted. */
export function listReplayFiles(dir: string = replaysDir): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.replay.json'))
    .sort()
    .map((name) => resolve(dir, name));
}

/** Reads and schema-checks one replay file. */
export function loadReplayFile(file: string): { ok: true; replay: Replay } | { ok: false; error: string } {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { ok: false, error: `cannot read: ${error instanceof Error ? error.message : String(error)}` };
  }
  const validate = replayValidator();
  if (!validate(data)) return { ok: false, error: `does not match schemas/replay.schema.json: ${describeSchemaErrors(validate.errors)}` };
  return { ok: true, replay: data as Replay };
}

/**
 * The field types replays run with: the built-in field plugins' facts
 * (`createHeadlessFieldTypes(builtinFieldPlugins)`; tests/replays imports
 * them, the command line loads them with `loadBuiltinFieldTypes`).
 */
export type ReplayFieldTypes = RunReplayOptions['registry'];

/** Loads, checks and runs one replay file. */
export async function runReplayFile(file: string, registry: ReplayFieldTypes): Promise<ReplayResult & { name: string; replay?: Replay }> {
  const loaded = loadReplayFile(file);
  if (!loaded.ok) return { name: relative(repoRoot, file), passed: false, diffs: [], error: loaded.error };
  const result = await runReplay(loaded.replay, { loadFixture: loadFixtureFile, registry });
  return { ...result, name: loaded.replay.name, replay: loaded.replay };
}

/** Report lines of one result. */
export function reportLines(file: string, result: ReplayResult & { name: string; replay?: Replay }): string[] {
  const shown = relative(process.cwd(), file) || file;
  if (result.passed) return [`ok ${shown}`];
  return [`FAIL ${shown}: ${result.name}`, ...(result.error ? [`  error: ${result.error}`] : []), ...describeDiffs(result.diffs, result.replay)];
}

/** Runs the given files (all replays when none) and prints the report; resolves to the exit code. */
export async function main(args: readonly string[], fieldTypes: ReplayFieldTypes, print: (line: string) => void = console.log): Promise<number> {
  const files = args.length > 0 ? args.map((arg) => resolve(process.cwd(), arg)) : listReplayFiles();
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const result = await runReplayFile(file, fieldTypes);
    if (result.passed) passed += 1;
    else failed += 1;
    reportLines(file, result).forEach((line) => print(line));
  }
  print(summaryLine(passed, failed));
  return failed > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  loadBuiltinFieldTypes().then((fieldTypes) => main(process.argv.slice(2), fieldTypes)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      console.log(summaryLine(0, 1));
      process.exitCode = 1;
    },
  );
}
