// @vitest-environment jsdom
// Issue 20 item 2: mutated linkage answers never throw: the server's triggerMaps (linkFieldContent on
// load and on change, fieldHook answers), the trigger field list, field hooks and the form's dynamic
// rules (local rules) of the real workflows. The linkage applies what it can, and the form keeps working.
import fc from 'fast-check';
import { describe, it, vi } from 'vitest';
import { fuzzParameters, fuzzTimeout } from './support/config';
import { WORKFLOWS } from './support/fixtures';
import { exerciseForm } from './support/harness';
import { applyMutations, mutations, weirdValue } from './support/mutate';

const linkageCase = fc.record({
  base: fc.nat(),
  scenario: fc.nat(),
  triggerMap: fc.option(mutations(4), { nil: undefined }),
  triggerFieldList: fc.option(mutations(2), { nil: undefined }),
  dynamicRules: fc.option(mutations(4), { nil: undefined }),
  fieldHooks: fc.option(weirdValue, { nil: undefined }),
  edits: fc.array(fc.tuple(fc.nat(), weirdValue), { maxLength: 3 }),
});

describe('fuzz: linkage answers and dynamic rules', () => {
  it(
    'never throw: the linkage applies what it can and the form keeps working',
    async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await fc.assert(
        fc.asyncProperty(linkageCase, async (c) => {
          const workflow = WORKFLOWS[c.base % WORKFLOWS.length]!;
          const triggerMap = workflow.triggerMaps[c.scenario % workflow.triggerMaps.length] ?? {};
          await exerciseForm({
            schema: workflow.form,
            values: workflow.values,
            edits: c.edits,
            triggerMap: c.triggerMap ? applyMutations(triggerMap, c.triggerMap) : triggerMap,
            triggerFieldList: c.triggerFieldList ? applyMutations(workflow.triggerFieldList, c.triggerFieldList) : workflow.triggerFieldList,
            localRules: c.dynamicRules ? applyMutations(workflow.dynamicRules, c.dynamicRules) : workflow.dynamicRules,
            fieldHooks: c.fieldHooks,
          });
        }),
        fuzzParameters(),
      );
      vi.restoreAllMocks();
    },
    fuzzTimeout(50),
  );
});
