// The fuzz properties of tests/unit/fuzz with many runs (issue 20 item 2): `npm run fuzz -- --runs 100000`
// runs the same properties as the unit run (which keeps 1000 runs and a fixed seed) with a random seed,
// or `--seed <n>` to replay one; `--only <name>` picks property files (form-schema, form-context, linkage,
// order-detail, buttons, page-json). The seed is printed first; a failure prints fast-check's report:
// the seed, the path and the shrunk counterexample, which belongs in tests/unit/fuzz/regressions.test.ts.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '100000' },
    seed: { type: 'string' },
    only: { type: 'string', multiple: true },
  },
  allowPositionals: false,
});

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`fuzz: --runs must be a positive integer, got ${values.runs}`);
  process.exit(2);
}
const seed = values.seed === undefined ? randomInt(0, 2 ** 31 - 1) : Number(values.seed);
if (!Number.isInteger(seed)) {
  console.error(`fuzz: --seed must be an integer, got ${values.seed}`);
  process.exit(2);
}
const files = (values.only ?? []).map((name) => `tests/unit/fuzz/${name.replace(/\.test\.tsx?$/, '')}.test`);

console.log(`fuzz: seed ${seed}, ${runs} runs per property${files.length ? ` (${files.join(', ')})` : ''}`);
console.log(`fuzz: replay with  npm run fuzz -- --runs ${runs} --seed ${seed}`);

const result = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    ...(files.length ? files : ['tests/unit/fuzz/']),
    // The regression cases are part of the unit run; the long run is the properties.
    '--exclude',
    'tests/unit/fuzz/regressions.test.ts',
    '--testTimeout',
    '0',
    '--reporter',
    'verbose',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed) } },
);
console.log(`fuzz: seed ${seed} ${result.status === 0 ? 'passed' : 'FAILED (the report above names the shrunk counterexample)'}`);
process.exit(result.status ?? 1);
