#!/usr/bin/env node
// `npx schemadesk <command>`: the tools for admins and QA (issue 23). The commands are TypeScript run through tsx
// (a dev dependency of this repository): lint (server schemas, trigger maps, button lists, page JSON, workflows),
// new-field (a field-plugin scaffold).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const commands = {
  lint: 'scripts/schemadesk/lint/cli.ts',
  'new-field': 'scripts/schemadesk/new-field/cli.ts',
};
const [command, ...args] = process.argv.slice(2);
const usage = `usage: schemadesk <command> [options]

commands:
  lint <files...>      check form schemas, trigger maps, button lists, page JSON and workflows
                       (--format json, --fix; exit code 1 on errors)
  new-field <TYPE>     scaffold a field plugin under plugins/fields/<TYPE>
`;
if (!command || command === '--help' || command === '-h' || !(command in commands)) {
  process.stdout.write(usage);
  process.exit(command && !['--help', '-h'].includes(command) ? 2 : 0);
}
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const result = spawnSync(process.execPath, [tsx, join(root, commands[command]), ...args], {
  stdio: 'inherit',
  cwd: process.cwd(),
  // The commands import through the repository's path aliases (@core/...): tsx reads them from its tsconfig, wherever
  // the command is run from.
  env: { ...process.env, TSX_TSCONFIG_PATH: join(root, 'tsconfig.json') },
});
process.exit(result.status ?? 1);
