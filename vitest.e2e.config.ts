import { defineConfig } from 'vitest/config';
import { viteAliases } from './scripts/aliases.mjs';

// Browser tests: real Chromium driven by playwright-core against the built
// app served with the fixture gateway. One file at a time: 2 cores.
export default defineConfig({
  resolve: { alias: viteAliases() },
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60000,
    hookTimeout: 120000,
    fileParallelism: false,
  },
});
