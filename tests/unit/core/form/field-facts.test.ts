// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { builtinFieldPlugins } from '@plugins/fields';
import { BUILTIN_FIELD_FACTS } from '../../../support/field-types';

describe('the Node tests’ table of field facts', () => {
  it('says what the built-in field plugins declare', () => {
    const facts = (def: object) =>
      Object.fromEntries(Object.entries(def).filter(([key, value]) => ['type', 'valueKind', 'table', 'numeric', 'files', 'members', 'coerce', 'treeOptions'].includes(key) && value !== undefined));
    const plugins = builtinFieldPlugins.map(facts).sort((a, b) => String(a.type).localeCompare(String(b.type)));
    const table = BUILTIN_FIELD_FACTS.map(facts).sort((a, b) => String(a.type).localeCompare(String(b.type)));
    expect(table).toEqual(plugins);
  });
});
