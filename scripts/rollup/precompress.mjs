// Precompressed copies of the app's text files: `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9)
// beside each one, so a server sends the smallest encoding the browser accepts without compressing per request
// (the fixture gateway: @fastify/static with `preCompressed: true`; nginx: `brotli_static` / `gzip_static`).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:m?js|css|html|json|svg|webmanifest)$/;

/** Below this a compressed copy saves less than the request's own headers weigh. */
export const MIN_BYTES = 1024;

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside `file`; a copy that would not be smaller is not written.
 * @returns the sizes (bytes) of the original and of what was written
 */
export async function compressFile(file) {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    // Maximum quality: the cost is paid once per build, the saving on every download.
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  const sizes = { file, original: source.length, br: undefined, gz: undefined };
  if (br.length < source.length) {
    await writeFile(`${file}.br`, br);
    sizes.br = br.length;
  }
  if (gz.length < source.length) {
    await writeFile(`${file}.gz`, gz);
    sizes.gz = gz.length;
  }
  return sizes;
}

/**
 * Rollup plugin: after the app is written to `dir`, compresses every text file there (not only rollup's own
 * outputs: files other plugins write in their writeBundle, such as preload.json, too).
 * @param {{ dir?: string }} [options] `dir`: the output folder it acts on (other outputs are left alone). @default 'dist/app'
 */
export function precompress(options = {}) {
  const appDir = resolve(options.dir ?? 'dist/app');
  return {
    name: 'schemadesk-precompress',
    writeBundle: {
      // After every other plugin's writeBundle (writeBundle hooks run in parallel otherwise): source maps are
      // moved out by then and files written by other plugins are there.
      order: 'post',
      sequential: true,
      async handler(outputOptions) {
        if (!outputOptions.dir || resolve(outputOptions.dir) !== appDir) return;
        const files = (await filesUnder(appDir)).filter((file) => COMPRESSIBLE.test(file));
        const large = [];
        for (const file of files) if ((await stat(file)).size >= MIN_BYTES) large.push(file);
        // zlib's async calls run on libuv's thread pool: all files at once use every core.
        await Promise.all(large.map(compressFile));
      },
    },
  };
}
