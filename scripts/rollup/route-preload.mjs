// Route preloads (issue 14): which chunks and style sheets each page route needs at once, written to
// dist/app/preload.json for the server, which links them in index.html for the requested route (so
// the browser fetches the page's block with the entry instead of after it has run).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The chunk a lazily loaded block's component is in: `name: 'x'` and `import('./y')` of each block folder's index.ts. */
function blockModules(blocksDir) {
  const modules = new Map();
  for (const folder of readdirSync(blocksDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    let source;
    try {
      source = readFileSync(join(blocksDir, folder.name, 'index.ts'), 'utf8');
    } catch {
      continue;
    }
    const name = /\bname:\s*'([^']+)'/.exec(source)?.[1];
    const target = /\bimport\(\s*'(\.\/[^']+)'\s*\)/.exec(source)?.[1];
    if (name && target) modules.set(name, resolve(blocksDir, folder.name, target));
  }
  return modules;
}

/** The static import closure of a chunk (itself first), as output chunks. */
export function staticClosure(chunk, bundle, seen = new Set()) {
  if (!chunk || seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  return [chunk, ...chunk.imports.flatMap((file) => staticClosure(bundle[file], bundle, seen))];
}

/**
 * Emits `preload.json`: `{ routes: [{ path, js, css }] }`, for each page of `pagesDir` the chunks
 * of its blocks and their static imports, and their CSS (`cssOf`), less what index.html already
 * links (`firstLoad(bundle)`, else the entry's static closure). Paths are relative to the app root.
 */
export function routePreload({ pagesDir, blocksDir, cssOf, firstLoad }) {
  return {
    name: 'schemadesk-route-preload',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const byModule = new Map();
      for (const chunk of chunks) if (chunk.facadeModuleId) byModule.set(chunk.facadeModuleId.replace(/\.(tsx?|jsx?)$/, ''), chunk);
      const blocks = blockModules(blocksDir);
      const initial = new Set((firstLoad ? firstLoad(bundle) : staticClosure(entry, bundle)).map((chunk) => chunk.fileName));
      const routes = [];
      for (const file of readdirSync(pagesDir).filter((name) => name.endsWith('.page.json')).sort()) {
        const page = JSON.parse(readFileSync(join(pagesDir, file), 'utf8'));
        const seen = new Set(initial);
        const needed = (page.blocks ?? []).flatMap((block) => {
          const module = blocks.get(block.name);
          return module ? staticClosure(byModule.get(module.replace(/\.(tsx?|jsx?)$/, '')), bundle, seen) : [];
        });
        if (!needed.length) continue;
        routes.push({
          path: page.route,
          js: needed.map((chunk) => chunk.fileName),
          css: needed.map((chunk) => cssOf(chunk)).filter(Boolean),
        });
      }
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: `${JSON.stringify({ routes }, null, 1)}\n` });
    },
  };
}
