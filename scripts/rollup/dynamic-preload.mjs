// Dynamic imports fetch what they need at once (issue 14). A lazily loaded chunk's static imports,
// and their imports, are otherwise discovered one level at a time (each a round trip), and its style
// sheet only when it runs (css-chunks.mjs). Like Vite's preload helper, every `import("./x.js")` in
// the output becomes `__sdPreload(() => import("./x.js"), [its static closure's other chunks and
// every one's CSS])`: the helper links them (modulepreload; preload as style) and then imports.
// A file already linked (index.html, a route preload, an earlier call) is not linked again.
import { basename } from 'node:path';

const HELPER = '__sdPreload';

/** The helper, appended once to each chunk that imports dynamically (a hoisted function declaration). */
export const preloadHelper = `\nfunction ${HELPER}(load,files){var base=import.meta.url;files.forEach(function(file){if(document.querySelector('link[href$="/'+file+'"],style[data-sd-css="'+file+'"]'))return;var link=document.createElement("link");if(/\\.css$/.test(file)){link.rel="preload";link.setAttribute("as","style")}else link.rel="modulepreload";link.href=new URL("./"+file,base).href;document.head.appendChild(link)});return load()}\n`;

/** Preliminary file names of `fileName`'s static import closure (itself first), from renderChunk's `meta.chunks`. */
function closure(fileName, chunks, seen) {
  const chunk = chunks[fileName];
  if (!chunk || seen.has(fileName)) return [];
  seen.add(fileName);
  return [fileName, ...chunk.imports.flatMap((file) => closure(file, chunks, seen))];
}

/**
 * The plugin; runs after the minifier and the CSS loader (it rewrites `import("./name.js")` as the
 * output has it, either quote). `cssOfRendered(chunk)` is css-chunks' (a promise of `{ fileName }` or null).
 */
export function dynamicPreload({ cssOfRendered }) {
  return {
    name: 'schemadesk-dynamic-preload',
    async renderChunk(code, chunk, _options, meta) {
      if (!chunk.dynamicImports.length) return null;
      // Already loaded when this chunk runs: its own static closure.
      const loaded = new Set(closure(chunk.fileName, meta.chunks, new Set()));
      let rewritten = code;
      for (const target of chunk.dynamicImports) {
        if (!meta.chunks[target]) continue;
        const files = closure(target, meta.chunks, new Set(loaded));
        const js = files.slice(1).map((file) => basename(file));
        const css = (await Promise.all(files.map((file) => cssOfRendered(meta.chunks[file])))).filter(Boolean).map((sheet) => basename(sheet.fileName));
        const list = [...js, ...css];
        if (!list.length) continue;
        const name = basename(target).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        rewritten = rewritten.replace(new RegExp(`import\\((["'])\\./${name}\\1\\)`, 'g'), (call) => `${HELPER}(()=>${call},${JSON.stringify(list)})`);
      }
      if (rewritten === code) return null;
      return { code: rewritten + preloadHelper, map: null };
    },
  };
}
