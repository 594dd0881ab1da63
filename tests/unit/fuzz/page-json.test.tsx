// @vitest-environment jsdom
// Issue 20 item 2: mutated page JSON (src/app/pages/*.page.json) never throws: the build check
// (scripts/check-pages.ts) reports every problem as text, and JsonPage renders whatever blocks list
// it gets: known blocks render, anything else shows the translated error box, never a blank page.
import { readFileSync } from 'node:fs';
import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createRuntime, defineBlock, type BlockDefinition } from '@core';
import { RuntimeProvider } from '@react';
import { JsonPage } from '@react/json-page';
import { pageFiles } from '@app/pages';
import { builtinBlocks } from '@plugins/blocks';
import { checkPages, pageSchemaPath, readPageFiles } from '../../../scripts/check-pages';
import { fuzzParameters, fuzzTimeout } from './support/config';
import { applyMutations, mutations, setOwn } from './support/mutate';

// checkPages builds a new Ajv and compiles the page schema on every call (~20 ms): compiled validators are
// kept per schema object here so a thousand runs fit the unit run. Validation itself is ajv's, unchanged.
vi.mock('ajv', async (importOriginal) => {
  const mod = await importOriginal<typeof import('ajv')>();
  const compiled = new WeakMap<object, unknown>();
  const compile = mod.Ajv.prototype.compile;
  mod.Ajv.prototype.compile = function (this: InstanceType<typeof mod.Ajv>, schema: object, meta?: boolean) {
    if (!compiled.has(schema)) compiled.set(schema, compile.call(this, schema, meta));
    return compiled.get(schema);
  } as typeof compile;
  return { ...mod };
});

const files = readPageFiles();
const names = Object.keys(files);
const schema = JSON.parse(readFileSync(pageSchemaPath, 'utf8')) as Record<string, unknown>;

// Stand-ins of the app's blocks under their names: they render their props' keys, synchronously.
const stubs: BlockDefinition[] = builtinBlocks.map((block) =>
  defineBlock({ name: block.name, component: (props: Record<string, unknown>) => <p data-testid="stub-block">{Object.keys(props).join(',')}</p> }),
);
const runtime = createRuntime({ plugins: { blocks: stubs }, storage: createMemoryStorage({ language: 'en' }), browserLanguage: 'en' });

const pageCase = fc.record({ page: fc.nat(), mutations: mutations(4) });

afterAll(cleanup);

describe('fuzz: page JSON', () => {
  it(
    'is checked without throwing, and JsonPage renders any blocks list it is given',
    () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      fc.assert(
        fc.property(pageCase, (c) => {
          const name = names[c.page % names.length]!;
          const page = applyMutations(files[name], c.mutations);
          const mutated: Record<string, unknown> = { ...files };
          setOwn(mutated, name, page);
          const problems = checkPages({ files: mutated, listed: pageFiles, blocks: builtinBlocks, schema });
          expect(problems.every((p) => typeof p === 'string' && p !== '')).toBe(true);

          const blocks = page && typeof page === 'object' ? (page as { blocks?: unknown }).blocks : undefined;
          const view = render(
            <RuntimeProvider runtime={runtime}>
              <JsonPage blocks={blocks as never} />
            </RuntimeProvider>,
          );
          try {
            const shown = view.container.querySelectorAll('[data-testid="stub-block"], [data-testid="block-error"]').length;
            const listed = Array.isArray(blocks) ? blocks.length : 1;
            expect(shown).toBe(listed);
            for (const box of view.container.querySelectorAll('[data-testid="block-error"]')) expect(box.textContent).toMatch(/^(Unknown block|Block )/);
          } finally {
            view.unmount();
          }
        }),
        fuzzParameters(),
      );
      error.mockRestore();
    },
    fuzzTimeout(20),
  );
});
