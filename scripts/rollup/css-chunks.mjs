// CSS split per chunk (issue 14): each JS chunk's style sheets become one CSS file of its own, so a
// page downloads the styles of the code it runs, not the whole app's. index.html links the entry's
// file; a lazily loaded chunk links its own when it runs and waits for it (a top-level await, so
// the code that imported it renders styled: no flash, no layout shift).
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { transform as esbuildTransform } from 'esbuild';

const MARKER = '__schemadesk_css__';
const contentHash = (source) => createHash('sha256').update(source).digest('hex').slice(0, 8);

/**
 * The statement appended to a lazy chunk with styles: links `file` (next to the chunk) unless a
 * style sheet of that name is there already (index.html links or inlines it: `<style data-sd-css>`), and waits until it
 * loaded. A failed style sheet does not fail the chunk: the page works, less styled.
 */
export function cssLoaderStatement(file) {
  const name = JSON.stringify(file);
  return `\n;await new Promise(function(r){var f=${name};if(document.querySelector('link[rel="stylesheet"][href$="/'+f+'"],style[data-sd-css="'+f+'"]'))return r();var l=document.createElement("link");l.rel="stylesheet";l.href=new URL("./"+f,import.meta.url).href;l.onload=l.onerror=function(){r()};document.head.appendChild(l)});\n`;
}

/**
 * Two plugins around the minifier. `extract` (before it) turns each CSS module into a marker call
 * that rollup keeps exactly when the importing code is kept (antd-mobile components import their
 * own CSS: unused components must not bring theirs), blanks the markers out of each chunk (same
 * length: source maps stay valid) and writes the chunk's CSS, in module order and minified, as
 * `assets/<chunk>-<hash>.css`. `loader` (after it) appends {@link cssLoaderStatement} to every
 * chunk but the entry. `cssOf(chunk)` names a chunk's CSS file (for index.html and route preloads).
 */
export function cssChunks({ targets = ['chrome89', 'safari15'] } = {}) {
  const sources = new Map();
  // Keyed by the chunk's name as renderChunk sees it (with hash placeholders: preliminaryFileName).
  const cssByChunk = new Map();
  const extract = {
    name: 'schemadesk-css',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const key = contentHash(id);
      sources.set(key, { id, code });
      return { code: `${MARKER}(${JSON.stringify(key)});\nexport {};`, map: { mappings: '' }, moduleSideEffects: true };
    },
    renderStart() {
      cssByChunk.clear();
    },
    async renderChunk(code, chunk) {
      const used = [];
      const blanked = code.replace(new RegExp(`${MARKER}\\("([0-9a-f]+)"\\);?`, 'g'), (match, key) => {
        used.push(key);
        return ' '.repeat(match.length);
      });
      if (!used.length) return null;
      const css = [...new Set(used)].map((key) => `/* ${sources.get(key).id.replace(/^.*node_modules[\\/]/, '')} */\n${sources.get(key).code}`).join('\n');
      const { code: minified } = await esbuildTransform(css, { loader: 'css', minify: true, legalComments: 'none', target: targets });
      const fileName = `assets/${chunk.name}-${contentHash(minified)}.css`;
      this.emitFile({ type: 'asset', fileName, source: minified });
      cssByChunk.set(chunk.fileName, fileName);
      return { code: blanked, map: null };
    },
  };
  const loader = {
    name: 'schemadesk-css-loader',
    renderChunk(code, chunk) {
      const css = cssByChunk.get(chunk.fileName);
      if (!css || chunk.isEntry) return null;
      // Appended, so the chunk's source map stays valid for everything above it.
      return { code: code + cssLoaderStatement(basename(css)), map: null };
    },
  };
  return {
    extract,
    loader,
    /** The CSS file (`assets/x-hash.css`) of an output chunk, if it has styles. */
    cssOf: (chunk) => cssByChunk.get(chunk.preliminaryFileName),
  };
}
