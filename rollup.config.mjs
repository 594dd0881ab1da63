// Builds. TARGET=app: the H5 app into dist/app (index.html with a strict CSP, API_BASE = the API's address, hashed ESM chunks split
// per lazily loaded block and plugin, a CSS file per chunk, route preloads in preload.json, minified). TARGET=lib: ESM of src/core and src/react
// with .d.ts into dist/lib, dependencies external.
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import postcss from 'rollup-plugin-postcss';
import { dts } from 'rollup-plugin-dts';
import { contentSecurityPolicyFor } from './scripts/csp.mjs';
import { rollupAliases } from './scripts/aliases.mjs';
import { chunkLabel, cssChunks } from './scripts/rollup/css-chunks.mjs';
import { dynamicPreload } from './scripts/rollup/dynamic-preload.mjs';
import { precompress } from './scripts/rollup/precompress.mjs';
import { routePreload, staticClosure } from './scripts/rollup/route-preload.mjs';
import { serviceWorker } from './scripts/rollup/service-worker.mjs';

const target = process.env.TARGET ?? 'app';
/** Where the app's files are served from (a micro-frontend container may serve them elsewhere). */
const publicPath = (process.env.PUBLIC_PATH ?? '/').replace(/\/?$/, '/');

/**
 * The app's apiBase, fixed at build time (API_BASE, e.g. https://api.example.com/gateway/dosm);
 * empty keeps the configuration's default (/gateway/dosm, same origin). A mount's config still wins.
 */
const apiBase = (process.env.API_BASE ?? '').trim();

/** The Content-Security-Policy of the app: no 'unsafe-eval', no inline scripts; connect-src follows API_BASE. */
export const contentSecurityPolicy = contentSecurityPolicyFor(apiBase);

const extensions = ['.mjs', '.js', '.json', '.ts', '.tsx'];

const ownSources = [resolve('src'), resolve('plugins')].map((dir) => dir + sep);
/** A TypeScript module of this repo's src/ or plugins/ (not a style sheet, not a dependency). */
const isOwnSource = (id) => /\.tsx?$/.test(id) && ownSources.some((dir) => id.startsWith(dir));

/**
 * Code that would need 'unsafe-eval' must not reach the bundle. Known library fallbacks are
 * rewritten (the global-object probe of @formily/shared, the `{{ }}` expression compiler of
 * @formily/json-schema, which the form runtime must never need: server strings are not code),
 * and the build fails if any `new Function(` / `eval(` survives in the output.
 */
function noEval() {
  const rewrites = [
    // `Function('return this')()` is the last resort after self/window/global: globalThis is equivalent.
    { file: /[\\/]@formily[\\/][^\\/]+[\\/](?:esm|lib)[\\/].*global\.js$/, from: /Function\(['"]return this['"]\)\(\)/g, to: 'globalThis' },
    {
      file: /[\\/]@formily[\\/]json-schema[\\/](?:esm|lib)[\\/]compiler\.js$/,
      from: /new Function\('\$root', "with\(\$root\) \{ return \("\.concat\(expression, "\); \}"\)\)\(scope\)/g,
      to: '(function () { throw new Error("schemadesk: {{ }} expressions are disabled (no code from data): " + expression); })()',
    },
    // re2js (the linear-time engine of server patterns) has a prefilter *method* named `eval`; it is not the global
    // eval, but renaming it keeps the check below simple and exact.
    { file: /[\\/]re2js[\\/]build[\\/]index\.js$/, from: /\beval\(input, pos\)/g, to: 'evaluate(input, pos)' },
  ];
  return {
    name: 'schemadesk-no-eval',
    transform(code, id) {
      let out = code;
      for (const rule of rewrites) if (rule.file.test(id)) out = out.replace(rule.from, rule.to);
      return out === code ? null : { code: out, map: null };
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const hit = /\bnew Function\s*\(|(?<![\w$.])eval\s*\(/.exec(file.code);
        if (hit) {
          this.error(`${file.fileName} contains "${hit[0]}" (…${file.code.slice(Math.max(0, hit.index - 80), hit.index + 80)}…); the app must run under a CSP without 'unsafe-eval'.`);
        }
      }
    },
  };
}

/**
 * antd-mobile marks its barrel (es/index.js) as having side effects, which keeps every component
 * and its CSS in the bundle. The barrel only re-exports (its one real side effect, the global
 * styles, is a module of its own that stays side-effectful), so it is declared pure here.
 */
function antdMobileTreeShaking() {
  return {
    name: 'schemadesk-antd-mobile-tree-shaking',
    transform(code, id) {
      return /[\\/]antd-mobile[\\/]es[\\/]index\.js$/.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

/** Empties dist/app before writing, so old hashed files do not pile up (other outputs are left alone). */
function cleanAppDir() {
  const appDir = resolve('dist/app');
  return {
    name: 'schemadesk-clean',
    renderStart(outputOptions) {
      if (outputOptions.dir && resolve(outputOptions.dir) === appDir) rmSync(appDir, { recursive: true, force: true });
    },
  };
}

/** Writes index.html pointing at the entry chunk (with preloads of its static imports) and the CSS. */
/** A build constant the replace plugin did not write in would throw in the browser: fail the build instead. */
function buildConstantsReplaced() {
  return {
    name: 'schemadesk-build-constants',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.code.includes('__SCHEMADESK_')) this.error(`${file.fileName} still refers to a __SCHEMADESK_ build constant`);
      }
    },
  };
}

/**
 * Source maps are not published: the app is built with hidden maps (no sourceMappingURL comment) and
 * they are moved out of dist/app into dist/sourcemaps, which no server serves (keep them for crash reports).
 */
function unpublishedSourceMaps() {
  const appDir = resolve('dist/app');
  const mapsDir = resolve('dist/sourcemaps');
  let active = false;
  return {
    name: 'schemadesk-unpublished-source-maps',
    renderStart(outputOptions) {
      active = Boolean(outputOptions.dir && resolve(outputOptions.dir) === appDir);
      if (active) rmSync(mapsDir, { recursive: true, force: true });
    },
    writeBundle(outputOptions, bundle) {
      if (!active) return;
      for (const fileName of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        const target = join(mapsDir, fileName);
        mkdirSync(dirname(target), { recursive: true });
        renameSync(join(outputOptions.dir, fileName), target);
      }
    },
  };
}

/** CSS per chunk: extracted before the minifier, the lazy chunks' loaders appended after it. */
const css = cssChunks();

/**
 * What every first load runs: the small entry (main.tsx) and its static imports, then the app it
 * imports dynamically (lifecycle.tsx) and that one's static imports. index.html links them all, so
 * the app downloads while the entry already sends the boot calls.
 */
function firstLoadChunks(bundle) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  // The chunk holding lifecycle.tsx (a dynamic entry that may have no facade of its own).
  const app = chunks.find((chunk) => chunk.moduleIds.some((id) => /[\\/]src[\\/]app[\\/]lifecycle\.tsx$/.test(id)));
  const seen = new Set();
  return [...staticClosure(entry, bundle, seen), ...staticClosure(app, bundle, seen)];
}

function html() {
  return {
    name: 'schemadesk-html',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!entry) this.error('no entry chunk');
      // The styles of the first screen's code (the theme first): lazy chunks bring their own.
      const first = firstLoadChunks(bundle);
      // The entry's styles (the theme and the boot screen) are inlined: the first paint waits for no request. The
      // app's are preloaded, not blocking: its chunk links them and waits for them before it renders (css-chunks).
      const entryFiles = new Set(staticClosure(entry, bundle).map((chunk) => chunk.fileName));
      const inlined = first.filter((chunk) => entryFiles.has(chunk.fileName)).map((chunk) => css.cssOf(chunk)).filter(Boolean);
      const preloadedStyles = first.filter((chunk) => !entryFiles.has(chunk.fileName)).map((chunk) => css.cssOf(chunk)).filter(Boolean);
      const inlineCss = inlined.map((file) => `<style data-sd-css="${basename(file)}">${String(bundle[file].source).replace(/<\/style/gi, '<\\/style')}</style>`).join('');
      const preload = first.filter((chunk) => chunk !== entry).map((chunk) => `    <link rel="modulepreload" href="${publicPath}${chunk.fileName}" />`);
      const source = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}" />
    <!-- Zoom stays allowed (WCAG 1.4.4): no maximum-scale, no user-scalable=no. -->
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="format-detection" content="telephone=no" />
    <!-- Both schemes: the page canvas follows the system before the styles load (no light flash in dark). -->
    <meta name="color-scheme" content="light dark" />
    <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#1a1a1a" />
    <!-- No favicon request (it would only 404 behind the gateway); data: is allowed by img-src. -->
    <link rel="icon" href="data:," />
    <meta name="description" content="IT 服务台移动端：提交、处理、审批和跟踪工单。IT service desk on the phone: raise, handle, approve and track tickets." />
    <title>IT 服务台</title>
${inlineCss ? `    ${inlineCss}` : ''}
${preloadedStyles.map((file) => `    <link rel="preload" as="style" href="${publicPath}${file}" />`).join('\n')}
${preload.join('\n')}
    <script type="module" src="${publicPath}${entry.fileName}"></script>
  </head>
  <body>
    <!-- The boot screen's dots as static markup (React's first render shows the same, with its text in
         the user's language), so the first paint does not wait for the scripts; React replaces it. -->
    <div id="root"><div class="sd-boot-loading" role="status" aria-live="polite"><div class="adm-loading adm-dot-loading" style="color: var(--adm-color-primary); font-size: 32px"><svg height="1em" viewBox="0 0 100 40" style="vertical-align: -0.125em" aria-hidden="true"><g fill="currentColor">${[0, 1, 2]
      .map(
        (i) =>
          `<rect x="${20 + i * 26}" y="16" width="8" height="8" rx="2"><animate attributeName="y" from="16" to="16" dur="2s" begin="${i * 0.2}s" repeatCount="indefinite" values="16; 6; 26; 16; 16" keyTimes="0; 0.1; 0.3; 0.4; 1" /></rect>`,
      )
      .join('')}</g></svg></div><span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap"><span lang="zh-CN">加载中</span> / <span lang="en">Loading</span></span></div></div>
    <noscript>请启用 JavaScript / Please enable JavaScript.</noscript>
  </body>
</html>
`;
      this.emitFile({ type: 'asset', fileName: 'index.html', source });
    },
  };
}

const appConfig = {
  input: { main: 'src/app/main.tsx' },
  output: {
    dir: 'dist/app',
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    // A folder's index module names its chunk by the folder (`TEXT-<hash>.js`, not `index-<hash>.js`).
    chunkFileNames: (chunk) => `assets/${chunkLabel(chunk)}-[hash].js`,
    assetFileNames: 'assets/[name]-[hash][extname]',
    // Hidden: no sourceMappingURL in the published files; the maps move to dist/sourcemaps (not served).
    sourcemap: 'hidden',
    experimentalMinChunkSize: 10_000,
    // antd-mobile's Tag in a chunk of its own (issue 18): used by the ticket heads of home and the flow center and
    // by the field pickers, the size merge above put it with a field module, which brought Formily into home.
    // The CMDB contract (its paths and readers, shared by the CMDB field types and the CI tab, issue 21) in a chunk of
    // its own too: the size merge put it into the boot chunk, 1.4 KB on every route for code only those two use.
    manualChunks: (id) => {
      if (/[\\/]antd-mobile[\\/]es[\\/]components[\\/]tag[\\/]/.test(id)) return 'tag';
      if (/[\\/]plugins[\\/]fields[\\/]shared[\\/]cmdb[\\/]model\.ts$/.test(id)) return 'cmdb-contract';
      return undefined;
    },
  },
  // A chunk per lazily loaded block keeps the first load small.
  preserveEntrySignatures: 'exports-only',
  treeshake: {
    // Our own modules have no import side effects (plugins are passed as lists, never registered on
    // import), so a module none of whose exports is used is dropped with its style sheet: a barrel
    // import (`import { useT } from '@react'`) must not bring the form's CSS, and with it the chunk
    // that holds Formily, into the flow center. Dependencies keep their own declarations.
    moduleSideEffects: (id, external) => external || !isOwnSource(id),
  },
  onwarn(warning, warn) {
    // Libraries ship "use client" directives for React Server Components; irrelevant in a client bundle.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    // TypeScript helpers (`this && this.__assign`) and import cycles inside dependencies are theirs and harmless.
    const inDependency = (id) => typeof id === 'string' && id.includes('node_modules');
    if (warning.code === 'THIS_IS_UNDEFINED' && inDependency(warning.id)) return;
    if (warning.code === 'CIRCULAR_DEPENDENCY' && (warning.ids ?? []).every(inDependency)) return;
    warn(warning);
  },
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production'), __SCHEMADESK_API_BASE__: JSON.stringify(apiBase) } }),
    rollupAliases(),
    nodeResolve({ browser: true, preferBuiltins: false, exportConditions: ['browser', 'module', 'import', 'default'], extensions }),
    antdMobileTreeShaking(),
    commonjs(),
    json(),
    css.extract,
    esbuild({ target: 'es2020', jsx: 'automatic', minify: true, tsconfig: 'tsconfig.json', legalComments: 'none' }),
    css.loader,
    // BUNDLE_REPORT=1: dist/app/bundle-report.json lists each chunk's modules and their rendered sizes (to find
    // what a size regression brought into a route's first load).
    process.env.BUNDLE_REPORT
      ? {
          name: 'schemadesk-bundle-report',
          generateBundle(_options, bundle) {
            const report = Object.values(bundle)
              .filter((chunk) => chunk.type === 'chunk')
              .map((chunk) => ({
                file: chunk.fileName,
                imports: chunk.imports,
                modules: Object.entries(chunk.modules)
                  .map(([id, info]) => ({ id: relative(process.cwd(), id), size: info.renderedLength }))
                  .filter((module) => module.size > 0)
                  .sort((a, b) => b.size - a.size),
              }));
            this.emitFile({ type: 'asset', fileName: 'bundle-report.json', source: JSON.stringify(report, null, 1) });
          },
        }
      : null,
    dynamicPreload({ cssOfRendered: css.cssOfRendered }),
    noEval(),
    buildConstantsReplaced(),
    cleanAppDir(),
    html(),
    routePreload({ pagesDir: 'src/app/pages', blocksDir: 'plugins/blocks', cssOf: css.cssOf, firstLoad: firstLoadChunks }),
    unpublishedSourceMaps(),
    precompress(),
    serviceWorker(),
  ],
};

const isExternal = (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0') && !/\.css$/.test(id);
const libInput = { core: 'src/core/index.ts', react: 'src/react/index.ts' };

const libConfigs = [
  {
    input: libInput,
    output: { dir: 'dist/lib', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'shared/[name]-[hash].js', sourcemap: true },
    external: (id) => isExternal(id) || builtinModules.includes(id),
    onwarn: appConfig.onwarn,
    plugins: [
      rollupAliases(),
      nodeResolve({ extensions }),
      json(),
      postcss({ extract: 'styles.css', inject: false }),
      esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    ],
  },
  {
    input: libInput,
    output: { dir: 'dist/lib', format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: 'shared/[name]-[hash].d.ts' },
    external: (id) => isExternal(id) || /\.css$/.test(id),
    plugins: [dts({ tsconfig: 'tsconfig.json', compilerOptions: { noEmit: false } })],
  },
];

export default target === 'lib' ? libConfigs : appConfig;
