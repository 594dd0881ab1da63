import { defineConfig } from 'vitest/config';
import { viteAliases } from './scripts/aliases.mjs';

// Unit, plugin and replay tests. src/core tests run in plain Node (no DOM);
// React tests opt into jsdom with a `// @vitest-environment jsdom` pragma.
export default defineConfig({
  resolve: { alias: viteAliases() },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'plugins/**/*.test.ts', 'plugins/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'tests/bench/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20000,
  },
});
