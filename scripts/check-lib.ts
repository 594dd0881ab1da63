// Checks the library build (`npm run build:lib`, dist/lib): both entries have their ESM and .d.ts;
// the core entry runs in plain Node (no DOM, no React) and exports what src/core/index.ts exports;
// the React entry declares its public components. The React entry itself is only checked as text:
// antd-mobile's ESM files are written for bundlers (extensionless imports), so Node cannot load it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lib = join(root, 'dist/lib');
const problems: string[] = [];

for (const file of ['core.js', 'core.d.ts', 'react.js', 'react.d.ts', 'styles.css']) {
  if (!existsSync(join(lib, file))) problems.push(`dist/lib/${file} is missing (run npm run build:lib)`);
}

if (problems.length === 0) {
  const built = (await import(pathToFileURL(join(lib, 'core.js')).href)) as Record<string, unknown>;
  const source = (await import(pathToFileURL(join(root, 'src/core/index.ts')).href)) as Record<string, unknown>;
  const missing = Object.keys(source).filter((name) => !(name in built));
  if (missing.length > 0) problems.push(`dist/lib/core.js lacks exports of src/core: ${missing.join(', ')}`);

  const createRuntime = built.createRuntime as ((options: { plugins: object }) => Record<string, unknown>) | undefined;
  if (typeof createRuntime !== 'function') {
    problems.push('dist/lib/core.js does not export createRuntime');
  } else {
    const runtime = createRuntime({ plugins: {} });
    for (const part of ['config', 'bus', 'i18n', 'request', 'session', 'registry']) {
      if (!(part in runtime)) problems.push(`a runtime built from dist/lib/core.js has no ${part}`);
    }
  }

  const reactTypes = readFileSync(join(lib, 'react.d.ts'), 'utf8');
  const reactCode = readFileSync(join(lib, 'react.js'), 'utf8');
  for (const name of ['RuntimeProvider', 'SchemaForm', 'JsonPage', 'useRuntime']) {
    if (!new RegExp(`\\b${name}\\b`).test(reactTypes)) problems.push(`dist/lib/react.d.ts does not declare ${name}`);
    if (!new RegExp(`\\b${name}\\b`).test(reactCode)) problems.push(`dist/lib/react.js does not export ${name}`);
  }
  if (/from ['"](?:\.\.\/)+src\//.test(reactCode)) problems.push('dist/lib/react.js imports from src/');
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`library: ${problem}`);
  process.exit(1);
}
console.log('library: dist/lib core and react entries check out (ESM + .d.ts; core runs in Node)');
