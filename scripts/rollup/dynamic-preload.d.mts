// Types of dynamic-preload.mjs (plain ESM so rollup.config.mjs can import it without a loader).
import type { Plugin, RenderedChunk } from 'rollup';

/** The `__sdPreload(load, files)` function declaration appended to each chunk that uses it. */
export const preloadHelper: string;
export function dynamicPreload(options: { cssOfRendered: (chunk: RenderedChunk) => Promise<{ fileName: string } | null> }): Plugin;
