// Types of precompress.mjs (plain ESM so rollup.config.mjs can import it without a loader).
import type { Plugin } from 'rollup';

export const COMPRESSIBLE: RegExp;
export const MIN_BYTES: number;
/** Sizes in bytes; `br` / `gz` undefined when that copy would not have been smaller (and was not written). */
export interface CompressedSizes {
  file: string;
  original: number;
  br: number | undefined;
  gz: number | undefined;
}
export function compressFile(file: string): Promise<CompressedSizes>;
export function precompress(options?: { dir?: string }): Plugin;
