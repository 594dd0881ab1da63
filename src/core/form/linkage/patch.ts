import type { FieldStatePatch, FormPatch } from '../types';
import { keyRecord } from '../keys/records';

/**
 * Merges patches left to right: per path, later keys win. Inputs are not
 * mutated.
 */
export function mergePatches(...patches: ReadonlyArray<FormPatch | undefined>): FormPatch {
  const out: FormPatch = keyRecord();
  for (const patch of patches) {
    if (!patch) continue;
    for (const [path, state] of Object.entries(patch)) {
      out[path] = { ...out[path], ...state };
    }
  }
  return out;
}

/** True when a patch changes nothing. */
export function isEmptyPatch(patch: FormPatch): boolean {
  return Object.values(patch).every((p) => Object.keys(p).length === 0);
}

/** Accumulates a patch; `put` merges into the entry of a path (later keys win). */
export interface PatchBuilder {
  put(path: string, state: FieldStatePatch): void;
  get(path: string): Readonly<FieldStatePatch> | undefined;
  paths(): string[];
  build(): FormPatch;
}

export function createPatchBuilder(): PatchBuilder {
  // Prototype-less: `get('toString')` of a form with such a field must not find Object.prototype's.
  const out: FormPatch = keyRecord();
  return {
    put(path, state) {
      out[path] = { ...out[path], ...state };
    },
    get: (path) => out[path],
    paths: () => Object.keys(out),
    build: () => ({ ...out }),
  };
}
