// @vitest-environment jsdom
// Issue 20 item 2: mutated server form schemas (formDataInfo) never throw. The session either builds
// or refuses the schema with a translated FormSchemaError; a built form keeps working (views, edits,
// validation, submit and draft values, linkage, table cells) and its untouched fields still work.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { fuzzParameters, fuzzTimeout } from './support/config';
import { FORMS } from './support/fixtures';
import { exerciseForm } from './support/harness';
import { applyMutations, mutations, weirdValue } from './support/mutate';

const formCase = fc.record({
  base: fc.nat(),
  mutations: mutations(4),
  edits: fc.array(fc.tuple(fc.nat(), weirdValue), { maxLength: 4 }),
  language: fc.constantFrom('zh' as const, 'en' as const),
});

describe('fuzz: server form schemas', () => {
  it(
    'build the form or report a translated schema error, and the form keeps working',
    async () => {
      await fc.assert(
        fc.asyncProperty(formCase, async ({ base, mutations, edits, language }) => {
          const fixture = FORMS[base % FORMS.length]!;
          const schema = applyMutations(fixture.schema, mutations);
          await exerciseForm({ schema, values: fixture.values, edits, language, defaults: true });
        }),
        fuzzParameters(),
      );
    },
    fuzzTimeout(50),
  );
});
