// Types of css-chunks.mjs (plain ESM so rollup.config.mjs can import it without a loader).
import type { OutputChunk, Plugin, PreRenderedChunk, RenderedChunk } from 'rollup';

export function chunkLabel(chunk: Pick<PreRenderedChunk, 'name' | 'facadeModuleId' | 'isEntry' | 'moduleIds'>): string;
export function cssLoaderStatement(file: string): string;
export function cssChunks(options?: { targets?: string[] }): {
  extract: Plugin;
  loader: Plugin;
  cssOfRendered: (chunk: RenderedChunk) => Promise<{ fileName: string; source: string } | null>;
  cssOf: (chunk: OutputChunk) => string | undefined;
};
