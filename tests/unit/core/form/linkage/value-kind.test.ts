import { describe, expect, it } from 'vitest';
import { coerceValue, emptyValueOf, isEmptyValue, valueKindOf } from '@core/form/linkage/value-kind';
import { parseTableCellPath, readValue, tableCellPath } from '@core/form/linkage/paths';

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
  ] as const)('%s %j -> %s', (type, xProps, kind) => {
    expect(valueKindOf(type, xProps)).toBe(kind);
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
