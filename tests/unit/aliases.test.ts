import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALIASES } from '../../scripts/aliases.mjs';

describe('path aliases', () => {
  it('tsconfig.json names the same folders as scripts/aliases.mjs', () => {
    const paths = (JSON.parse(readFileSync('tsconfig.json', 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions.paths;
    for (const [prefix, folder] of Object.entries(ALIASES)) expect(paths[`${prefix}/*`]).toEqual([`./${folder}/*`]);
    expect(Object.keys(paths).filter((key) => key.endsWith('/*')).sort()).toEqual(Object.keys(ALIASES).map((prefix) => `${prefix}/*`).sort());
  });
});
