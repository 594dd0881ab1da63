// Path aliases of the source layers, one list for every tool: tsconfig.json's `paths` says the same
// (tests/unit/aliases.test.ts keeps the two in step), rollup resolves them with `rollupAliases()`,
// vitest and Storybook's vite with `viteAliases()`, tsx reads tsconfig.json.
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** Alias prefix -> folder (relative to the repository root). */
export const ALIASES = { '@core': 'src/core', '@react': 'src/react', '@app': 'src/app', '@plugins': 'plugins' };

/** The alias list in vite's form (vitest, Storybook). */
export function viteAliases() {
  return Object.entries(ALIASES).map(([prefix, folder]) => ({ find: new RegExp(`^${prefix}(?=/|$)`), replacement: resolve(root, folder) }));
}

/** A rollup plugin resolving the aliases like the other imports (extensions, index files). */
export function rollupAliases() {
  return {
    name: 'schemadesk-aliases',
    async resolveId(source, importer, options) {
      const prefix = Object.keys(ALIASES).find((candidate) => source === candidate || source.startsWith(`${candidate}/`));
      if (!prefix) return null;
      const target = resolve(root, ALIASES[prefix], source.slice(prefix.length + 1));
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
