// Production bundles of the bench variant pages into dist/bench: the app's own rollup plugins
// (minified, production React, antd-mobile tree-shaking, extracted CSS, no eval), one HTML page per
// variant (r.html, b.html, f.html) under the app's Content-Security-Policy.
import esbuild from 'rollup-plugin-esbuild';
import appConfig, { contentSecurityPolicy } from '../../rollup.config.mjs';

/** BENCH_PROFILE=1 keeps names readable (no minification) for `tests/bench/profile.ts`. */
const profiling = process.env.BENCH_PROFILE === '1';

/** One HTML page per entry chunk, with module preloads of its static imports. */
function benchPages() {
  return {
    name: 'schemadesk-bench-pages',
    generateBundle(_options, bundle) {
      const styles = Object.keys(bundle).filter((name) => bundle[name].type === 'asset' && name.endsWith('.css'));
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const preload = chunk.imports.map((file) => `    <link rel="modulepreload" href="/${file}" />`);
        const source = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}" />
    <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover" />
    <title>bench ${chunk.name}</title>
${styles.map((file) => `    <link rel="stylesheet" href="/${file}" />`).join('\n')}
${preload.join('\n')}
    <script type="module" src="/${chunk.fileName}"></script>
  </head>
  <body>
    <div id="bench-root"></div>
  </body>
</html>
`;
        this.emitFile({ type: 'asset', fileName: `${chunk.name}.html`, source });
      }
    },
  };
}

export default {
  ...appConfig,
  input: { r: 'tests/bench/pages/r/main.tsx', b: 'tests/bench/pages/b/main.tsx', f: 'tests/bench/pages/f/main.tsx' },
  // BENCH_DIR builds elsewhere (e.g. while a long run serves dist/bench).
  output: { ...appConfig.output, dir: process.env.BENCH_DIR ?? 'dist/bench', sourcemap: false },
  plugins: [
    ...appConfig.plugins
      .filter((plugin) => plugin && plugin.name !== 'schemadesk-html')
      .map((plugin) => (profiling && plugin.name === 'esbuild' ? esbuild({ target: 'es2020', jsx: 'automatic', minify: false, tsconfig: 'tsconfig.json' }) : plugin)),
    benchPages(),
  ],
};
