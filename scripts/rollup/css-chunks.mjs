// CSS split per chunk (issue 14): each JS chunk's style sheets become one CSS file of its own, so a
// page downloads the styles of the code it runs, not the whole app's. index.html links the entry's
// file; a lazily loaded chunk links its own when it runs and waits for it (a top-level await, so
// the code that imported it renders styled: no flash, no layout shift).
import { createHash } from 'node:crypto';
import { basename, dirname } from 'node:path';
import { transform as esbuildTransform } from 'esbuild';

const MARKER = '__schemadesk_css__';

/** Chunks named by a module they hold (merged chunks otherwise take the name of whichever module came first). */
const NAMED_BY_MODULE = [
  [/[\\/]src[\\/]app[\\/]main\.tsx$/, 'boot'],
  [/[\\/]src[\\/]app[\\/]lifecycle\.tsx$/, 'app'],
];

/**
 * A chunk's name for its files: the app's entry code `boot` and the app `app` (not a merged module's name), a
 * folder's index module by the folder (`TEXT`, not `index`).
 */
export function chunkLabel(chunk) {
  if (!chunk.isEntry) {
    const named = NAMED_BY_MODULE.find(([pattern]) => (chunk.moduleIds ?? []).some((id) => pattern.test(id)));
    if (named) return named[1];
  }
  return chunk.name === 'index' && chunk.facadeModuleId ? basename(dirname(chunk.facadeModuleId)) : chunk.name;
}
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
  // CSS module id -> { key, code }.
  const sources = new Map();
  // A chunk's CSS, keyed by its name as renderChunk sees it (with hash placeholders: preliminaryFileName):
  // a promise of { fileName, source } or null. Computed once, from the chunk's rendered CSS modules, by
  // whichever asks first: the chunk itself, or a chunk that preloads it (dynamic-preload.mjs).
  const cssByChunk = new Map();
  const settled = new Map();
  async function build(chunk) {
    const used = Object.entries(chunk.modules)
      .filter(([id, module]) => sources.has(id) && module.renderedLength > 0)
      .map(([id]) => id);
    if (!used.length) return null;
    const css = used.map((id) => `/* ${id.replace(/^.*node_modules[\\/]/, '')} */\n${sources.get(id).code}`).join('\n');
    const { code: minified } = await esbuildTransform(css, { loader: 'css', minify: true, legalComments: 'none', target: targets });
    return { fileName: `assets/${chunkLabel(chunk)}-${contentHash(minified)}.css`, source: minified };
  }
  /** The CSS of a rendered chunk (`{ fileName, source }`), or null when it has none. */
  function cssOfRendered(chunk) {
    let css = cssByChunk.get(chunk.fileName);
    if (!css) {
      css = build(chunk).then((result) => {
        settled.set(chunk.fileName, result?.fileName);
        return result;
      });
      cssByChunk.set(chunk.fileName, css);
    }
    return css;
  }
  const extract = {
    name: 'schemadesk-css',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const key = contentHash(id);
      sources.set(id, { key, code });
      return { code: `${MARKER}(${JSON.stringify(key)});\nexport {};`, map: { mappings: '' }, moduleSideEffects: true };
    },
    renderStart() {
      cssByChunk.clear();
      settled.clear();
    },
    async renderChunk(code, chunk) {
      const blanked = code.replace(new RegExp(`${MARKER}\\("([0-9a-f]+)"\\);?`, 'g'), (match) => ' '.repeat(match.length));
      const css = await cssOfRendered(chunk);
      if (css) this.emitFile({ type: 'asset', fileName: css.fileName, source: css.source });
      return blanked === code ? null : { code: blanked, map: null };
    },
  };
  const loader = {
    name: 'schemadesk-css-loader',
    async renderChunk(code, chunk) {
      const css = await cssOfRendered(chunk);
      if (!css || chunk.isEntry) return null;
      // Appended, so the chunk's source map stays valid for everything above it.
      return { code: code + cssLoaderStatement(basename(css.fileName)), map: null };
    },
  };
  return {
    extract,
    loader,
    cssOfRendered,
    /** The CSS file (`assets/x-hash.css`) of an output chunk, if it has styles. */
    cssOf: (chunk) => settled.get(chunk.preliminaryFileName),
  };
}
