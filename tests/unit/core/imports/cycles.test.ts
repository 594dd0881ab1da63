// No value-import cycles in src/core: neither between files nor between its modules (a folder such
// as request/ or session/, or a top-level file). Type-only imports do not count; see import-graph.ts.
import { describe, expect, it } from 'vitest';
import { collapse, cycles, valueImportGraph, valueImports } from './import-graph';

/** src/core/request/client.ts -> src/core/request; src/core/runtime.ts -> src/core/runtime. */
const moduleOf = (file: string): string => file.split('/').slice(0, 3).join('/').replace(/\.tsx?$/, '');

describe('src/core value imports', () => {
  const graph = valueImportGraph('src/core');

  it('reads the whole core', () => {
    expect(graph.get('src/core/request/client.ts')).toContain('src/core/login-redirect.ts');
    expect(graph.size).toBeGreaterThan(50);
  });

  it('have no cycle between files', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('have no cycle between core modules (request/ and session/ included)', () => {
    expect(cycles(collapse(graph, moduleOf))).toEqual([]);
  });
});

describe('the import graph reader', () => {
  it('counts value imports and re-exports, not type-only ones or dynamic imports', () => {
    const code = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "import d, { type D } from './d';",
      "import './e';",
      "export { f } from './f';",
      "export type { G } from './g';",
      "export type * from './h';",
      "export * from './i';",
      "const j = () => import('./j');",
    ].join('\n');
    expect(valueImports(code)).toEqual(['./a', './d', './e', './f', './i']);
  });

  it('finds cycles, and none in a chain', () => {
    const looped = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['d']],
      ['e', ['a']],
    ]);
    expect(cycles(looped)).toEqual([['a', 'b', 'c'], ['d']]);
    expect(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', []]]))).toEqual([]);
    const files = new Map([
      ['src/core/request/client.ts', ['src/core/session/redirect.ts']],
      ['src/core/session/index.ts', ['src/core/request/errors.ts']],
      ['src/core/session/redirect.ts', []],
      ['src/core/request/errors.ts', []],
    ]);
    expect(cycles(files)).toEqual([]);
    expect(cycles(collapse(files, moduleOf))).toEqual([['src/core/request', 'src/core/session']]);
  });
});
