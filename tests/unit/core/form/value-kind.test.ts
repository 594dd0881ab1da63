// @vitest-environment jsdom
// The one value-kind module (src/core/form/value-kind.ts): the kinds are the field plugins' facts, asked through a lookup.
import { describe, expect, it } from 'vitest';
import { createRegistry } from '@core/registry';
import { coerceByValueKind, coerceValue, emptyValueOf, isEmptyValue, isTableField, valueKindOf, type FieldTypeLookup } from '@core/form/value-kind';
import { builtinFieldPlugins } from '@plugins/fields';
import { testRegistry } from './interpreter/helpers';
import { parseTableCellPath, readValue, tableCellPath } from '@core/form/linkage/paths';

const registry = createRegistry();
for (const def of builtinFieldPlugins) registry.fields.register(def);
const none: FieldTypeLookup = { get: () => undefined };

describe('valueKindOf', () => {
  it.each([
    ['INPUT', undefined, 'single'],
    ['input', undefined, 'single'],
    ['RICH_TEXT', undefined, 'richText'],
    ['CHECKBOX', undefined, 'multi'],
    ['SELECT_MANY', undefined, 'multi'],
    ['MULTI_SELECT', undefined, 'multi'],
    ['UPLOAD', undefined, 'multi'],
    ['TABLE_FORM', undefined, 'multi'],
    // Member and group values are lists even in single-select mode (form-widgets §3).
    ['MEMBER', { isMultiple: true }, 'multi'],
    ['MEMBER', { isMultiple: false }, 'multi'],
    ['GROUP', {}, 'multi'],
    ['ADD_GROUP', undefined, 'container'],
    ['TEXT', undefined, 'none'],
    ['SOMETHING_NEW', undefined, 'single'],
  ] as const)('%s %j -> %s (the built-in plugin says so)', (type, _xProps, kind) => {
    expect(valueKindOf(type, registry.fields)).toBe(kind);
  });

  it('is single for a type no plugin serves, and a table is what a plugin declares one', () => {
    expect(valueKindOf('MEMBER', none)).toBe('single');
    expect(valueKindOf('VIDEO_CONFERENCE', registry.fields)).toBe('single');
    expect(isTableField({ type: 'TABLE_FORM' }, registry.fields)).toBe(true);
    expect(isTableField({ type: 'table-form' }, registry.fields)).toBe(true);
    expect(isTableField({ type: 'TABLE_FORM' }, none)).toBe(false);
    expect(isTableField({ type: 'INPUT' }, registry.fields)).toBe(false);
  });

  it('the facts core used to list are declared by the plugins', () => {
    const declared = builtinFieldPlugins.flatMap((def) => [
      ...(def.table ? [`${def.type} table`] : []),
      ...(def.numeric ? [`${def.type} numeric`] : []),
      ...(def.files ? [`${def.type} files`] : []),
      ...(def.members ? [`${def.type} members:${def.members}`] : []),
      ...(def.coerce ? [`${def.type} coerce`] : []),
    ]);
    expect(declared.sort()).toEqual(['CMDB_MODEL coerce', 'GROUP members:groups', 'MEMBER members:users', 'NUMBER coerce', 'NUMBER numeric', 'POSITION coerce', 'TABLE_FORM table', 'UPLOAD files']);
  });

  it("the core tests' fixture registry says what the built-in plugins say", () => {
    const fixture = testRegistry();
    const facts = (def: (typeof builtinFieldPlugins)[number] | ReturnType<typeof fixture.fields.get>) =>
      def && { valueKind: def.valueKind, table: def.table, numeric: def.numeric, files: def.files, members: def.members };
    for (const def of builtinFieldPlugins) {
      if (fixture.fields.has(def.type)) expect(facts(fixture.fields.get(def.type)), def.type).toEqual(facts(def));
    }
  });

  it("fits an incoming single value with the type's coerce (NUMBER)", () => {
    const number = registry.fields.get('NUMBER');
    expect(coerceByValueKind(' 12.5 ', 'single', number)).toBe(12.5);
    expect(coerceByValueKind('abc', 'single', number)).toBeUndefined();
    expect(coerceByValueKind('', 'single', number)).toBe('');
    expect(coerceByValueKind('abc', 'single', registry.fields.get('INPUT'))).toBe('abc');
  });
});

describe('empty values and coercion', () => {
  it('gives the empty value of each kind', () => {
    expect(emptyValueOf('richText')).toBe('<p></p>');
    expect(emptyValueOf('multi')).toEqual([]);
    expect(emptyValueOf('single')).toBe('');
    expect(emptyValueOf('container')).toBeUndefined();
  });

  it('coerces lists and scalars', () => {
    expect(coerceValue('single', ['a', 'b'])).toBe('a');
    expect(coerceValue('single', undefined)).toBe('');
    expect(coerceValue('single', 0)).toBe(0);
    expect(coerceValue('multi', 'a')).toEqual(['a']);
    expect(coerceValue('multi', null)).toEqual([]);
    expect(coerceValue('richText', [])).toBe('<p></p>');
    expect(coerceValue('none', 'x')).toBeUndefined();
  });

  it('knows what is empty', () => {
    for (const v of [undefined, null, '', '  ', [], '<p></p>', '<p><br></p>', {}]) expect(isEmptyValue(v)).toBe(true);
    for (const v of [0, false, 'a', ['a'], { id: 'u1' }]) expect(isEmptyValue(v)).toBe(false);
  });
});

describe('paths', () => {
  it('builds and parses table cell paths', () => {
    expect(tableCellPath('t', -1, 'c')).toBe('t[-1].c');
    expect(parseTableCellPath('g.t[12].c')).toEqual({ tableCode: 'g.t', rowNum: 12, columnCode: 'c' });
    expect(parseTableCellPath('a.b')).toBeUndefined();
  });

  it('reads flat keys, nested paths and table cells', () => {
    const values = { 'g.flat': 1, g: { nested: 2 }, t: [{ rowNum: 4, rowData: { c: 'x' } }, { c: 'y' }] };
    expect(readValue(values, 'g.flat')).toBe(1);
    expect(readValue(values, 'g.nested')).toBe(2);
    expect(readValue(values, 't[4].c')).toBe('x');
    expect(readValue(values, 't[1].c')).toBe('y');
    expect(readValue(values, 't[7].c')).toBeUndefined();
  });
});
