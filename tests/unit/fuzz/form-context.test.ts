// @vitest-environment jsdom
// Issue 20 item 2: what comes with a form never throws either: stored data (formData) of the wrong
// shape, permission answers whose lists are not lists, read-only modes, editable lists, disabled
// table rows, the modelAnalysis prefill and ticket statuses. The form builds and keeps working.
import fc from 'fast-check';
import { describe, it, vi } from 'vitest';
import { fuzzParameters, fuzzTimeout } from './support/config';
import { FORMS, permissionAnswerOf } from './support/fixtures';
import { exerciseForm } from './support/harness';
import { applyMutations, mutations, weirdValue, type Json } from './support/mutate';

const contextCase = fc.record({
  base: fc.nat(),
  values: fc.option(mutations(4), { nil: undefined }),
  permissions: fc.option(fc.oneof(mutations(3), fc.constant([])), { nil: undefined }),
  edits: fc.array(fc.tuple(fc.nat(), weirdValue), { maxLength: 4 }),
  readOnly: fc.option(fc.boolean(), { nil: undefined }),
  dataStatus: fc.option(fc.constantFrom(-10, 0, 10, 20, 30, 40, 50, 99, Number.NaN), { nil: undefined }),
  editableFields: fc.option(fc.oneof(fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }), weirdValue), { nil: undefined }),
  disabledRows: fc.option(weirdValue, { nil: undefined }),
  prefill: fc.option(weirdValue, { nil: undefined }),
  defaults: fc.boolean(),
});

describe('fuzz: stored data, permissions and form options', () => {
  it(
    'never throw: the form builds and keeps working',
    async () => {
      // Malformed permission answers are logged with console.warn by design.
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await fc.assert(
        fc.asyncProperty(contextCase, async (c) => {
          const fixture = FORMS[c.base % FORMS.length]!;
          const codes = Object.keys(((fixture.schema as { properties?: object }).properties ?? {}) as object);
          // Edits and editable lists name real fields as often as not.
          const editable = Array.isArray(c.editableFields) ? [...c.editableFields, ...codes.slice(0, 2)] : c.editableFields;
          const permissions = c.permissions === undefined ? undefined : applyMutations(permissionAnswerOf(fixture.schema), c.permissions);
          await exerciseForm({
            schema: fixture.schema,
            values: c.values ? applyMutations(fixture.values, c.values) : fixture.values,
            permissions,
            edits: c.edits,
            readOnly: c.readOnly,
            dataStatus: c.dataStatus,
            editableFields: editable,
            disabledRows: c.disabledRows && typeof c.disabledRows === 'object' && !Array.isArray(c.disabledRows) ? c.disabledRows : codes.length ? ({ [codes[0]!]: c.disabledRows } as Json) : c.disabledRows,
            prefill: c.prefill,
            defaults: c.defaults,
          });
        }),
        fuzzParameters(),
      );
      vi.restoreAllMocks();
    },
    fuzzTimeout(50),
  );
});
