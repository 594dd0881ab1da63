// Builds. TARGET=app: the H5 app into dist/app (index.html with a strict CSP, API_BASE = the API's address, hashed ESM chunks split
// per lazily loaded block, one extracted CSS file, minified). TARGET=lib: ESM of src/core and src/react
// with .d.ts into dist/lib, dependencies external.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { transform as esbuildTransform } from 'esbuild';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import postcss from 'rollup-plugin-postcss';
import { dts } from 'rollup-plugin-dts';
import { contentSecurityPolicyFor } from './scripts/csp.mjs';
import { rollupAliases } from './scripts/aliases.mjs';

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

const contentHash = (source) => createHash('sha256').update(source).digest('hex').slice(0, 8);

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

/**
 * Extracts CSS into one file, keeping only the style sheets of modules that survive tree-shaking
 * (antd-mobile components import their own CSS; unused components must not bring theirs). Each
 * CSS module becomes a marker call that rollup keeps exactly when the importing code is kept; the
 * markers are blanked out (same length, so source maps stay valid) and the CSS is written in
 * module order, minified by esbuild.
 */
function extractCss() {
  const marker = '__schemadesk_css__';
  const sources = new Map();
  const usedByChunk = new Map();
  return {
    name: 'schemadesk-css',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const key = contentHash(id);
      sources.set(key, { id, code });
      return { code: `${marker}(${JSON.stringify(key)});\nexport {};`, map: { mappings: '' }, moduleSideEffects: true };
    },
    renderChunk(code, chunk) {
      const used = [];
      const blanked = code.replace(new RegExp(`${marker}\\("([0-9a-f]+)"\\);?`, 'g'), (match, key) => {
        used.push(key);
        return ' '.repeat(match.length);
      });
      usedByChunk.set(chunk.fileName, used);
      return blanked === code ? null : { code: blanked, map: null };
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      // The entry chunk's styles (global theme first) come before those of lazily loaded chunks.
      chunks.sort((a, b) => Number(b.isEntry) - Number(a.isEntry));
      // renderChunk saw names with hash placeholders: preliminaryFileName is that name.
      const keys = [...new Set(chunks.flatMap((chunk) => usedByChunk.get(chunk.preliminaryFileName) ?? []))];
      if (!keys.length) return;
      const css = keys.map((key) => `/* ${sources.get(key).id.replace(/^.*node_modules[\\/]/, '')} */\n${sources.get(key).code}`).join('\n');
      const { code } = await esbuildTransform(css, { loader: 'css', minify: true, legalComments: 'none', target: ['chrome80', 'safari13'] });
      this.emitFile({ type: 'asset', fileName: `assets/app-${contentHash(code)}.css`, source: code });
    },
  };
}

/** The browser ESM build of axios: its package entry pulls the Node adapter in through the exports map. */
function axiosBrowser() {
  const require = createRequire(import.meta.url);
  const browserBuild = require.resolve('axios').replace(/index\.(c?js)$/, 'dist/esm/axios.js').replace(/dist[\\/]node[\\/]axios\.cjs$/, 'dist/esm/axios.js');
  readFileSync(browserBuild); // fail early if axios changes its layout
  return {
    name: 'schemadesk-axios-browser',
    resolveId(source) {
      return source === 'axios' ? browserBuild : null;
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

function html() {
  return {
    name: 'schemadesk-html',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!entry) this.error('no entry chunk');
      const styles = Object.keys(bundle).filter((name) => bundle[name].type === 'asset' && name.endsWith('.css'));
      const preload = entry.imports.filter((file) => file in bundle).map((file) => `    <link rel="modulepreload" href="${publicPath}${file}" />`);
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
    <title>IT 服务台</title>
${styles.map((file) => `    <link rel="stylesheet" href="${publicPath}${file}" />`).join('\n')}
${preload.join('\n')}
    <script type="module" src="${publicPath}${entry.fileName}"></script>
  </head>
  <body>
    <div id="root"></div>
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
    chunkFileNames: 'assets/[name]-[hash].js',
    assetFileNames: 'assets/[name]-[hash][extname]',
    // Hidden: no sourceMappingURL in the published files; the maps move to dist/sourcemaps (not served).
    sourcemap: 'hidden',
  },
  // A chunk per lazily loaded block keeps the first load small.
  preserveEntrySignatures: 'exports-only',
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
    // Browser builds of dependencies (axios without its Node adapter, crypto-js without Node's crypto).
    axiosBrowser(),
    rollupAliases(),
    nodeResolve({ browser: true, preferBuiltins: false, exportConditions: ['browser', 'module', 'import', 'default'], extensions }),
    antdMobileTreeShaking(),
    commonjs(),
    json(),
    extractCss(),
    esbuild({ target: 'es2020', jsx: 'automatic', minify: true, tsconfig: 'tsconfig.json', legalComments: 'none' }),
    noEval(),
    buildConstantsReplaced(),
    cleanAppDir(),
    html(),
    unpublishedSourceMaps(),
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
