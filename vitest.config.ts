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
    // Worker threads on both cores: vitest's default (forks on one fewer worker than cores) used one
    // core of two here. plugins/fields took 54 s against 95 s (2026-11-27).
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 20000,
    // Type tests (*.test-d.ts: expectTypeOf, @ts-expect-error) are compile-time checks: `npm run typecheck`
    // (tsconfig includes tests/) fails on them, so `vitest run` does not run tsc over them again (29 s of CI).
    typecheck: { enabled: false },
  },
});
