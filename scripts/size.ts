// `npm run size`: sizes of the built app (dist/app) against size-budgets.json, in two views.
//
//   npm run size                 analyse dist/app (built first when it is missing)
//   npm run size -- --build      run `npm run build:app` first
//   npm run size -- --dir <dir>  analyse another build output
//   npm run size -- --no-probe   skip the antd-mobile tree-shaking probe
//   npm run size -- --no-browser skip the browser view
//   npm run size -- --json       print one JSON object instead of tables
//
// Chunk graph: read from what rollup wrote: import statements of the ES chunks (rollup always
// emits relative `./name-hash.js` specifiers) and the module list of each chunk's source map. So the
// tool needs no change to the app build and checks exactly what ships.
// Browser: each main route (scripts/perf/routes.ts) loaded by a logged-in first-time visitor in
// headless Chromium against the fixture server, summing the JS and CSS bytes Chromium received until
// the network is quiet (scripts/perf/browser-size.ts). The model can miss what boot code loads; the
// browser cannot. Exit code 1 when a budget of either view is exceeded, a forbidden module is in the
// initial route, or the source has a whole-library import.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { demoLoginStorage, runScript, startPerfServer } from './perf/app';
import { measureRoutes } from './perf/browser-size';
import { PERF_ROUTES, PERF_USER } from './perf/routes';
import { budgetFor, checkRouteBudgets, measurementProblem, summariseTransfers, type BrowserBudgets, type RouteTransfer } from './perf/transfer';

/** The budgets file (`size-budgets.json`). Sizes are gzip bytes (zlib level 9). */
export interface SizeBudgets {
  /** Gzip bytes of the JS of the initial route (entry, its static imports, the home route's chunks). */
  initialJs: number;
  /** Gzip bytes of the CSS linked from index.html. */
  initialCss: number;
  /** Gzip bytes of any single lazy chunk; absent = not checked. */
  lazyChunkJs?: number;
  /** Route of the page shown first. @default defaultConfig.homePath of src/core/config.ts */
  homeRoute?: string;
  /** Modules that may only live in lazy chunks: a name and path fragments of the modules. */
  lazyOnly: Array<{ name: string; modules: string[] }>;
  /** Import specifiers that pull a whole library in. */
  wholeLibraryImports: Array<{
    specifier: string;
    /** `any`: every import of exactly this specifier; `prefix`: the specifier and anything below it; `namespace`: `import * as` / default / side-effect imports and `require`. */
    forbid: 'any' | 'prefix' | 'namespace';
    hint: string;
  }>;
  /** Folders whose sources are scanned for whole-library imports. */
  sourceRoots: string[];
  /** Per-route budgets of the browser view: bytes as Chromium received them (compressed as sent, headers included). */
  browser?: BrowserBudgets;
}

/** One JS chunk of the build. */
export interface ChunkInfo {
  /** Path relative to the build folder, with forward slashes. */
  file: string;
  bytes: number;
  gzip: number;
  /** Chunks it imports statically / dynamically (relative to the build folder). */
  imports: string[];
  dynamicImports: string[];
  /** Source modules (repo-relative when inside the repo, else as in the map) with the minified bytes they produced. */
  modules: Array<{ id: string; bytes: number }>;
}

export interface BuildAnalysis {
  chunks: Map<string, ChunkInfo>;
  entry: string;
  css: Array<{ file: string; bytes: number; gzip: number }>;
  /** Chunks of the initial route, in the order found. */
  initial: string[];
  /** The home route's page chunks (dynamic imports loaded at once on the home route). */
  homeChunks: string[];
  lazy: string[];
}

const GZIP_LEVEL = 9;

export function gzipSize(content: string | Buffer): number {
  return gzipSync(content, { level: GZIP_LEVEL }).length;
}

const STATIC_IMPORT = /(?:^|[;}\s)])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

/** Relative chunk specifiers of an ES chunk: static (`import … from "./x.js"`, `export … from`, `import "./x.js"`) and dynamic. */
export function parseChunkImports(code: string): { imports: string[]; dynamicImports: string[] } {
  const imports = new Set<string>();
  const dynamicImports = new Set<string>();
  for (const match of code.matchAll(STATIC_IMPORT)) imports.add(match[1]!);
  for (const match of code.matchAll(DYNAMIC_IMPORT)) dynamicImports.add(match[1]!);
  return { imports: [...imports], dynamicImports: [...dynamicImports] };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_INDEX = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one VLQ segment of a source map `mappings` string. */
export function decodeVlqSegment(segment: string): number[] {
  const values: number[] = [];
  let shift = 0;
  let value = 0;
  for (const char of segment) {
    const digit = BASE64_INDEX.get(char);
    if (digit === undefined) throw new Error(`bad VLQ character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Minified bytes of `code` attributed to each source of its map: every mapped
 * segment owns the generated text up to the next segment on its line.
 */
export function bytesPerSource(code: string, map: { sources: string[]; mappings: string }): number[] {
  const totals = new Array<number>(map.sources.length).fill(0);
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0;
    let column = 0;
    const segments: Array<{ column: number; source: number | undefined }> = [];
    for (const raw of line.split(',')) {
      if (!raw) continue;
      const fields = decodeVlqSegment(raw);
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        source += fields[1]!;
        segments.push({ column, source });
      } else {
        segments.push({ column, source: undefined });
      }
    }
    segments.forEach((segment, index) => {
      const end = index + 1 < segments.length ? segments[index + 1]!.column : length;
      if (segment.source !== undefined && segment.source < totals.length) totals[segment.source]! += Math.max(0, end - segment.column);
    });
  });
  return totals;
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

function listFiles(dir: string, suffix: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full, suffix));
    else if (name.endsWith(suffix)) out.push(full);
  }
  return out;
}

/** Module id as shown: repo-relative for files of this repo (node_modules included). */
function moduleId(source: string, mapDir: string, sourceRoot: string | undefined, repoRoot: string): string {
  const absolute = resolve(mapDir, sourceRoot ?? '', source);
  const rel = toPosix(relative(repoRoot, absolute));
  return rel.startsWith('../') ? toPosix(source) : rel;
}

function readChunk(buildDir: string, file: string, repoRoot: string): ChunkInfo {
  const full = join(buildDir, file);
  const code = readFileSync(full, 'utf8');
  const parsed = parseChunkImports(code);
  const resolveSpecifier = (specifier: string): string => toPosix(relative(buildDir, resolve(dirname(full), specifier)));
  let modules: ChunkInfo['modules'] = [];
  // The app build keeps its maps out of the published folder (dist/app -> dist/sourcemaps, same layout).
  const mapFile = [`${full}.map`, join(buildDir, '..', 'sourcemaps', `${file}.map`)].find((candidate) => existsSync(candidate));
  if (mapFile) {
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string; sourceRoot?: string };
    const bytes = bytesPerSource(code, map);
    modules = map.sources.map((source, index) => ({ id: moduleId(source, dirname(full), map.sourceRoot, repoRoot), bytes: bytes[index] ?? 0 }));
  }
  return {
    file,
    bytes: Buffer.byteLength(code),
    gzip: gzipSize(code),
    imports: parsed.imports.map(resolveSpecifier),
    dynamicImports: parsed.dynamicImports.map(resolveSpecifier),
    modules,
  };
}

/** Static-import closure of the given chunks. */
export function staticClosure(start: readonly string[], chunks: ReadonlyMap<string, ChunkInfo>): string[] {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || !chunks.has(file)) continue;
    seen.add(file);
    stack.push(...chunks.get(file)!.imports);
  }
  return [...seen];
}

function assetFromHref(href: string, buildDir: string): string | undefined {
  const clean = href.split(/[?#]/)[0]!.replace(/^https?:\/\/[^/]+/, '');
  const parts = clean.split('/').filter(Boolean);
  // The public path may be anything; take the longest tail that exists in the build folder.
  for (let index = 0; index < parts.length; index++) {
    const candidate = parts.slice(index).join('/');
    if (existsSync(join(buildDir, candidate))) return candidate;
  }
  return undefined;
}

/** Page blocks of a route: reads src/app/pages/*.page.json. */
export function blocksOfRoute(pagesDir: string, route: string): string[] {
  for (const file of readdirSync(pagesDir).filter((name) => name.endsWith('.page.json'))) {
    const page = JSON.parse(readFileSync(join(pagesDir, file), 'utf8')) as { route?: string; blocks?: Array<{ name?: string }> };
    if (page.route === route) return (page.blocks ?? []).map((block) => block.name).filter((name): name is string => !!name);
  }
  return [];
}

/** Folder (repo-relative, trailing slash) of a block plugin, found by its `name: '<block>'` in plugins/blocks/<folder>/index.ts. */
export function blockFolder(repoRoot: string, blockName: string): string | undefined {
  const root = join(repoRoot, 'plugins', 'blocks');
  if (!existsSync(root)) return undefined;
  const pattern = new RegExp(`\\bname:\\s*['"]${blockName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`);
  for (const folder of readdirSync(root)) {
    const index = join(root, folder, 'index.ts');
    if (existsSync(index) && pattern.test(readFileSync(index, 'utf8'))) return `plugins/blocks/${folder}/`;
  }
  return undefined;
}

/** Reads a build folder: chunks, entry, CSS, and the split into the initial route and lazy chunks. */
export function analyseBuild(buildDir: string, options: { repoRoot: string; homeFolders: readonly string[] }): BuildAnalysis {
  const html = readFileSync(join(buildDir, 'index.html'), 'utf8');
  const scriptHref = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!scriptHref) throw new Error(`${buildDir}/index.html has no <script type="module" src>`);
  const entry = assetFromHref(scriptHref, buildDir);
  if (!entry) throw new Error(`entry ${scriptHref} of index.html is not in ${buildDir}`);
  // The first load's style sheets: linked, preloaded (`as="style"`: the app's chunk links it before it renders)
  // or inlined (`<style data-sd-css="file">`: the entry's, counted as the file it came from).
  const cssHrefs = [
    ...[...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/<link[^>]*rel="preload"[^>]*as="style"[^>]*href="([^"]+)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/<style[^>]*data-sd-css="([^"]+)"/g)].map((match) => `assets/${match[1]!}`),
  ];
  const css = [...new Set(cssHrefs)]
    .map((href) => assetFromHref(href, buildDir))
    .filter((file): file is string => !!file)
    .map((file) => {
      const content = readFileSync(join(buildDir, file));
      return { file, bytes: content.length, gzip: gzipSize(content) };
    });

  const chunks = new Map<string, ChunkInfo>();
  for (const full of listFiles(buildDir, '.js')) {
    const file = toPosix(relative(buildDir, full));
    chunks.set(file, readChunk(buildDir, file, options.repoRoot));
  }
  const entryClosure = staticClosure([entry], chunks);
  const inEntry = new Set(entryClosure);
  // The home route's page chunks: lazily imported chunks (not already loaded with the entry) holding the home blocks' modules.
  const dynamicTargets = new Set([...chunks.values()].flatMap((chunk) => chunk.dynamicImports));
  const homeChunks = [...dynamicTargets].filter(
    (file) => !inEntry.has(file) && chunks.get(file)?.modules.some((module) => options.homeFolders.some((folder) => module.id.includes(folder))),
  );
  const initial = staticClosure([...entryClosure, ...homeChunks], chunks);
  const initialSet = new Set(initial);
  const lazy = [...chunks.keys()].filter((file) => !initialSet.has(file)).sort();
  return { chunks, entry, css, initial, homeChunks, lazy };
}

/** Modules of the initial route that are only allowed in lazy chunks. */
export function findLazyOnlyViolations(analysis: BuildAnalysis, lazyOnly: SizeBudgets['lazyOnly']): Array<{ name: string; chunk: string; module: string }> {
  const out: Array<{ name: string; chunk: string; module: string }> = [];
  for (const file of analysis.initial) {
    for (const module of analysis.chunks.get(file)?.modules ?? []) {
      for (const rule of lazyOnly) {
        if (rule.modules.some((fragment) => module.id.includes(fragment))) out.push({ name: rule.name, chunk: file, module: module.id });
      }
    }
  }
  return out;
}

/** How one import in the source is written. */
export interface SourceImport {
  file: string;
  line: number;
  specifier: string;
  /** `named` (`import { a }`), `namespace` (`import * as`), `default`, `sideEffect` (`import 'x'`), `dynamic`, `require`, `reexport` (`export … from`), `type` (type-only). */
  kind: 'named' | 'namespace' | 'default' | 'sideEffect' | 'dynamic' | 'require' | 'reexport' | 'type';
}

/** Every import of a TypeScript / TSX source, with its shape. */
export function scanImports(file: string, source: string): SourceImport[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: SourceImport[] = [];
  const line = (node: ts.Node): number => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (!clause) out.push({ file, line: line(node), specifier, kind: 'sideEffect' });
      else if (clause.isTypeOnly) out.push({ file, line: line(node), specifier, kind: 'type' });
      else {
        if (clause.name) out.push({ file, line: line(node), specifier, kind: 'default' });
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) out.push({ file, line: line(node), specifier, kind: 'namespace' });
        else if (bindings && ts.isNamedImports(bindings)) {
          const allTypes = bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
          out.push({ file, line: line(node), specifier, kind: allTypes ? 'type' : 'named' });
        }
      }
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      out.push({ file, line: line(node), specifier: node.moduleSpecifier.text, kind: node.isTypeOnly ? 'type' : node.exportClause ? 'reexport' : 'namespace' });
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteralLike(node.arguments[0]!)) {
      const specifier = (node.arguments[0] as ts.StringLiteralLike).text;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) out.push({ file, line: line(node), specifier, kind: 'dynamic' });
      else if (ts.isIdentifier(node.expression) && node.expression.text === 'require') out.push({ file, line: line(node), specifier, kind: 'require' });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return out;
}

/** Imports that break a `wholeLibraryImports` rule. */
export function findWholeLibraryImports(imports: readonly SourceImport[], rules: SizeBudgets['wholeLibraryImports']): Array<SourceImport & { hint: string }> {
  const out: Array<SourceImport & { hint: string }> = [];
  for (const entry of imports) {
    if (entry.kind === 'type') continue;
    for (const rule of rules) {
      const exact = entry.specifier === rule.specifier;
      const hit =
        (rule.forbid === 'any' && exact) ||
        (rule.forbid === 'prefix' && (exact || entry.specifier.startsWith(`${rule.specifier}/`))) ||
        (rule.forbid === 'namespace' && exact && ['namespace', 'default', 'sideEffect', 'require', 'dynamic'].includes(entry.kind));
      if (hit) out.push({ ...entry, hint: rule.hint });
    }
  }
  return out;
}

/** Scans the source roots (TypeScript files, tests and stories excluded: they never ship). */
export function scanSourceRoots(repoRoot: string, roots: readonly string[]): SourceImport[] {
  const out: SourceImport[] = [];
  for (const root of roots) {
    const dir = join(repoRoot, root);
    if (!existsSync(dir)) continue;
    for (const full of [...listFiles(dir, '.ts'), ...listFiles(dir, '.tsx')]) {
      if (/\.(test|stories|e2e\.test)\.tsx?$/.test(full) || full.endsWith('.d.ts')) continue;
      out.push(...scanImports(toPosix(relative(repoRoot, full)), readFileSync(full, 'utf8')));
    }
  }
  return out;
}

/** Groups module bytes by npm package (or by the first two folders of a repo path). */
export function groupModules(modules: ReadonlyArray<{ id: string; bytes: number }>): Array<{ name: string; bytes: number }> {
  const groups = new Map<string, number>();
  for (const module of modules) {
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module.id);
    const name = inPackage ? inPackage[1]! : module.id.split('/').slice(0, 2).join('/');
    groups.set(name, (groups.get(name) ?? 0) + module.bytes);
  }
  return [...groups.entries()].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

/** Result of the antd-mobile probe: gzip bytes of the same components imported from the barrel and per component. */
export interface ProbeResult {
  barrel: number;
  direct: number;
}

/**
 * Builds two tiny entries with the app's rollup plugins: `import { Button, Toast } from 'antd-mobile'`
 * and the same components from their own modules. Equal sizes mean named barrel imports tree-shake.
 */
export async function probeAntdMobile(repoRoot: string): Promise<ProbeResult> {
  const { rollup } = await import('rollup');
  const configModule = (await import(pathToFileURL(join(repoRoot, 'rollup.config.mjs')).href)) as { default: { plugins: Array<{ name?: string }> } };
  const plugins = configModule.default.plugins.filter((plugin) => plugin && plugin.name !== 'schemadesk-html');
  const entries: Record<string, string> = {
    barrel: "import { Button, Toast } from 'antd-mobile';\nexport const used = [Button, Toast];\n",
    direct: "import Button from 'antd-mobile/es/components/button';\nimport Toast from 'antd-mobile/es/components/toast';\nexport const used = [Button, Toast];\n",
  };
  const sizes: Record<string, number> = {};
  for (const [name, code] of Object.entries(entries)) {
    const id = `\0probe-${name}`;
    const bundle = await rollup({
      input: id,
      onwarn: () => undefined,
      plugins: [{ name: 'probe-entry', resolveId: (source: string) => (source === id ? id : null), load: (source: string) => (source === id ? code : null) }, ...(plugins as never[])],
    });
    const { output } = await bundle.generate({ format: 'es', inlineDynamicImports: true });
    await bundle.close();
    sizes[name] = output.reduce((total, file) => total + gzipSize(file.type === 'chunk' ? file.code : Buffer.from(file.source)), 0);
  }
  return { barrel: sizes.barrel!, direct: sizes.direct! };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')).join('\n');
}

interface Options {
  build: boolean;
  dir: string;
  probe: boolean;
  browser: boolean;
  json: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { build: false, dir: 'dist/app', probe: true, browser: true, json: false };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--build') options.build = true;
    else if (arg === '--no-probe') options.probe = false;
    else if (arg === '--no-browser') options.browser = false;
    else if (arg === '--json') options.json = true;
    else if (arg === '--dir') options.dir = argv[++index] ?? options.dir;
    else throw new Error(`unknown option ${arg} (use --build, --dir <dir>, --no-probe, --no-browser, --json)`);
  }
  return options;
}

/** The browser view: every main route loaded cold in Chromium; what it downloaded, and the budget failures. */
async function browserView(buildDir: string, budgets: BrowserBudgets | undefined): Promise<{ transfers: RouteTransfer[]; failures: string[] }> {
  if (!budgets) return { transfers: [], failures: ['size-budgets.json has no "browser" budgets'] };
  const server = await startPerfServer(buildDir);
  try {
    const storage = await demoLoginStorage(server, PERF_USER);
    const measurements = await measureRoutes(PERF_ROUTES, { baseUrl: server.url, storage });
    const failures = measurements.map(measurementProblem).filter((problem): problem is string => !!problem);
    const transfers = measurements.map((measurement) => summariseTransfers(measurement.route.name, measurement.records, server.url));
    return { transfers, failures: [...failures, ...checkRouteBudgets(transfers, budgets)] };
  } finally {
    await server.close();
  }
}

function browserRows(transfers: readonly RouteTransfer[], budgets: BrowserBudgets): string[][] {
  const label = (name: string) => PERF_ROUTES.find((route) => route.name === name)?.label ?? name;
  return [
    ['route', 'JS transferred', 'JS gzip -9', 'JS files', 'JS budget', 'CSS transferred', 'CSS gzip -9', 'CSS budget', ''],
    ...transfers.map((transfer) => {
      const jsBudget = budgetFor(budgets.js, transfer.route);
      const cssBudget = budgetFor(budgets.css, transfer.route);
      const over = transfer.js.transferred > jsBudget || transfer.css.transferred > cssBudget;
      return [
        label(transfer.route),
        kb(transfer.js.transferred),
        kb(transfer.js.bodyGzip),
        String(transfer.js.files),
        kb(jsBudget),
        kb(transfer.css.transferred),
        kb(transfer.css.bodyGzip),
        kb(cssBudget),
        over ? 'OVER' : 'ok',
      ];
    }),
  ];
}

async function main(): Promise<number> {
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const options = parseArgs(process.argv.slice(2));
  const buildDir = resolve(repoRoot, options.dir);
  if (options.build || !existsSync(join(buildDir, 'index.html'))) {
    if (resolve(buildDir) !== resolve(repoRoot, 'dist/app')) throw new Error(`${options.dir} has no index.html (only dist/app can be built here)`);
    const built = spawnSync('npm', ['run', 'build:app'], { cwd: repoRoot, stdio: ['ignore', options.json ? 'ignore' : 'inherit', 'inherit'] });
    if (built.status !== 0) return built.status ?? 1;
  }

  const budgets = JSON.parse(readFileSync(join(repoRoot, 'size-budgets.json'), 'utf8')) as SizeBudgets;
  let homeRoute = budgets.homeRoute;
  if (!homeRoute) {
    const { defaultConfig } = await import('@core/config');
    homeRoute = defaultConfig.homePath;
  }
  const homeBlocks = blocksOfRoute(join(repoRoot, 'src/app/pages'), homeRoute);
  const homeFolders = homeBlocks.map((name) => blockFolder(repoRoot, name)).filter((folder): folder is string => !!folder);
  const analysis = analyseBuild(buildDir, { repoRoot, homeFolders });

  const failures: string[] = [];
  const initialJs = analysis.initial.reduce((total, file) => total + analysis.chunks.get(file)!.gzip, 0);
  const initialCss = analysis.css.reduce((total, file) => total + file.gzip, 0);
  if (initialJs > budgets.initialJs) failures.push(`initial route JS is ${kb(initialJs)} gz, budget ${kb(budgets.initialJs)} (over by ${kb(initialJs - budgets.initialJs)})`);
  if (initialCss > budgets.initialCss) failures.push(`initial route CSS is ${kb(initialCss)} gz, budget ${kb(budgets.initialCss)} (over by ${kb(initialCss - budgets.initialCss)})`);
  if (homeFolders.length === 0) failures.push(`no page block found for the home route ${homeRoute}`);
  else if (analysis.homeChunks.length === 0) failures.push(`no lazy chunk holds the home route's blocks (${homeFolders.join(', ')})`);
  if (budgets.lazyChunkJs !== undefined) {
    for (const file of analysis.lazy) {
      const gzip = analysis.chunks.get(file)!.gzip;
      if (gzip > budgets.lazyChunkJs) failures.push(`lazy chunk ${file} is ${kb(gzip)} gz, budget ${kb(budgets.lazyChunkJs)}`);
    }
  }
  const lazyOnly = findLazyOnlyViolations(analysis, budgets.lazyOnly);
  for (const rule of budgets.lazyOnly) {
    const hits = lazyOnly.filter((hit) => hit.name === rule.name);
    if (!hits.length) continue;
    const shown = hits.slice(0, 4).map((hit) => hit.module).join(', ');
    failures.push(`${rule.name} must be lazy, but ${hits.length} module(s) are in the initial route (${[...new Set(hits.map((hit) => hit.chunk))].join(', ')}): ${shown}${hits.length > 4 ? ', …' : ''}`);
  }
  const wholeImports = findWholeLibraryImports(scanSourceRoots(repoRoot, budgets.sourceRoots), budgets.wholeLibraryImports);
  for (const hit of wholeImports) failures.push(`whole-library import ${hit.kind} '${hit.specifier}' at ${hit.file}:${hit.line}: ${hit.hint}`);
  const browser = options.browser ? await browserView(buildDir, budgets.browser) : undefined;
  if (browser) failures.push(...browser.failures.map((failure) => `browser: ${failure}`));
  let probe: ProbeResult | undefined;
  if (options.probe) {
    probe = await probeAntdMobile(repoRoot);
    // A few hundred bytes of difference are module wrappers; a barrel that does not tree-shake costs 100+ KB.
    if (probe.barrel > probe.direct + 2048) failures.push(`antd-mobile named imports from the barrel do not tree-shake: ${kb(probe.barrel)} vs ${kb(probe.direct)} for Button + Toast`);
  }

  const initialModules = analysis.initial.flatMap((file) => analysis.chunks.get(file)!.modules);
  const initialRawBytes = initialModules.reduce((total, module) => total + module.bytes, 0) || 1;
  if (options.json) {
    const chunkOut = (file: string): Record<string, unknown> => {
      const chunk = analysis.chunks.get(file)!;
      return { file, bytes: chunk.bytes, gzip: chunk.gzip };
    };
    console.log(
      JSON.stringify(
        {
          ok: failures.length === 0,
          budgets: { initialJs: budgets.initialJs, initialCss: budgets.initialCss, lazyChunkJs: budgets.lazyChunkJs ?? null },
          initial: { js: initialJs, css: initialCss, chunks: analysis.initial.map(chunkOut), cssFiles: analysis.css, homeRoute, homeChunks: analysis.homeChunks },
          initialPackages: groupModules(initialModules).slice(0, 15).map((group) => ({ ...group, estimatedGzip: Math.round((group.bytes / initialRawBytes) * initialJs) })),
          lazy: analysis.lazy.map(chunkOut),
          probe: probe ?? null,
          browser: browser
            ? {
                budgets: budgets.browser ?? null,
                routes: browser.transfers.map((transfer) => {
                  const route = PERF_ROUTES.find((candidate) => candidate.name === transfer.route)!;
                  return {
                    ...transfer,
                    label: route.label,
                    path: route.path,
                    budget: budgets.browser ? { js: budgetFor(budgets.browser.js, transfer.route), css: budgetFor(budgets.browser.css, transfer.route) } : null,
                  };
                }),
              }
            : null,
          failures,
        },
        null,
        2,
      ),
    );
    return failures.length ? 1 : 0;
  }

  const initialRows = [['initial route', 'raw', 'gzip'], ...analysis.initial.map((file) => [file, kb(analysis.chunks.get(file)!.bytes), kb(analysis.chunks.get(file)!.gzip)])];
  initialRows.push(['JS total', '', `${kb(initialJs)} / ${kb(budgets.initialJs)}`]);
  for (const file of analysis.css) initialRows.push([file.file, kb(file.bytes), kb(file.gzip)]);
  initialRows.push(['CSS total', '', `${kb(initialCss)} / ${kb(budgets.initialCss)}`]);
  console.log(`\nChunk graph: initial route (entry + static imports + home route ${homeRoute}: ${analysis.homeChunks.join(', ') || 'none'})\n`);
  console.log(table(initialRows));
  console.log('\nLargest packages of the initial route (share of the minified JS; gzip estimated pro rata)\n');
  console.log(
    table([
      ['package / folder', 'minified', '~gzip'],
      ...groupModules(initialModules)
        .slice(0, 12)
        .map((group) => [group.name, kb(group.bytes), kb((group.bytes / initialRawBytes) * initialJs)]),
    ]),
  );
  console.log('\nLazy chunks\n');
  console.log(
    table([
      ['chunk', 'raw', 'gzip', 'largest module'],
      ...analysis.lazy.map((file) => {
        const chunk = analysis.chunks.get(file)!;
        const top = groupModules(chunk.modules)[0];
        return [file, kb(chunk.bytes), kb(chunk.gzip), top ? top.name : ''];
      }),
    ]),
  );
  if (browser && budgets.browser && browser.transfers.length) {
    const encodings = [...new Set(browser.transfers.flatMap((transfer) => [...transfer.js.encodings, ...transfer.css.encodings]))].join(', ');
    console.log(`\nBrowser: first load of each route as ${PERF_USER}, cold cache, until the network is quiet (same-origin JS and CSS)\n`);
    console.log(table(browserRows(browser.transfers, budgets.browser)));
    console.log(`\ntransferred: bytes Chromium received, response headers included (content-encoding: ${encodings}); gzip -9: the same bodies gzipped here.`);
  }
  if (probe) console.log(`\nantd-mobile probe (Button + Toast): barrel import ${kb(probe.barrel)} gz, per-component import ${kb(probe.direct)} gz`);
  if (failures.length) {
    console.log(`\nFAIL (${failures.length})`);
    for (const failure of failures) console.log(`  - ${failure}`);
    return 1;
  }
  console.log('\nOK: every budget holds.');
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) runScript('size', main);
