import { describe, expect, it, vi } from 'vitest';
import {
  isPlaceholderText,
  parseModelAnalysis,
  PLACEHOLDER_TEXTS,
  prefillFromModelAnalysis,
  stripPlaceholder,
} from '@core/form/data';
import { resources } from '@core/i18n';
import { field } from '../field-factory';
import { coerceByValueKind, valueKindResolver } from '@core/form/value-kind';
import { builtinFieldTypes } from '../../../../support/field-types';

const fieldTypes = builtinFieldTypes().fields;

const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('parseModelAnalysis', () => {
  it('reads the encoded JSON object from a search string, a bare query or a hash-router address', () => {
    const value = { title: 'Printer broken', tags: ['a', 'b'] };
    expect(parseModelAnalysis(`?foo=1&modelAnalysis=${enc(value)}`)).toEqual(value);
    expect(parseModelAnalysis(`modelAnalysis=${enc(value)}`)).toEqual(value);
    expect(parseModelAnalysis(`https://h/app/#/orderCreate?id=3&modelAnalysis=${enc(value)}`)).toEqual(value);
    expect(parseModelAnalysis(`?modelAnalysis=${encodeURIComponent(enc(value))}`)).toEqual(value);
  });

  it('gives {} silently when the parameter is absent', () => {
    const onError = vi.fn();
    expect(parseModelAnalysis('?a=1', { onError })).toEqual({});
    expect(parseModelAnalysis('', { onError })).toEqual({});
    expect(parseModelAnalysis(undefined, { onError })).toEqual({});
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([
    ['bad JSON', `?modelAnalysis=${encodeURIComponent('{title:')}`, 'badJson'],
    ['a list', `?modelAnalysis=${enc([1, 2])}`, 'notAnObject'],
    ['null', `?modelAnalysis=null`, 'notAnObject'],
    ['a broken escape', '?modelAnalysis=%257B%E0%A4%A', 'badEncoding'],
  ])('reports %s and gives {}', (_, search, reason) => {
    const onError = vi.fn();
    expect(parseModelAnalysis(search, { onError })).toEqual({});
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0].reason).toBe(reason);
  });

  it('keeps a __proto__ key as plain data', () => {
    const out = parseModelAnalysis(`?modelAnalysis=${encodeURIComponent('{"__proto__":{"polluted":1},"a":1}')}`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(out.a).toBe(1);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
});

describe('prefillFromModelAnalysis', () => {
  const fields = [
    field('title', 'INPUT'),
    field('count', 'NUMBER'),
    field('kinds', 'SELECT_MANY'),
    field('level', 'SELECT'),
    field('body', 'RICH_TEXT'),
    field('inner', 'INPUT', { path: 'box.inner' }),
    { ...field('box', 'ADD_GROUP'), children: [field('deep', 'INPUT', { path: 'box.deep' })] },
    field('note', 'TEXT'),
  ];

  it('ignores unknown codes and coerces values by kind', () => {
    const out = prefillFromModelAnalysis(fields, {
      title: ['first', 'second'],
      count: '42',
      kinds: 'a, b',
      level: 2,
      body: 5,
      inner: 'x',
      deep: 'y',
      note: 'display only',
      unknown: 'ignored',
    }, undefined, fieldTypes);
    expect(out).toEqual({ title: 'first', count: 42, kinds: ['a', 'b'], level: 2, body: '5', 'box.inner': 'x', 'box.deep': 'y' });
  });

  it('drops values that cannot be assigned', () => {
    expect(prefillFromModelAnalysis(fields, { count: 'abc', body: { html: 1 } }, undefined, fieldTypes)).toEqual({});
  });

  it('uses an injected value-kind resolver', () => {
    expect(prefillFromModelAnalysis([field('x', 'CUSTOM')], { x: 'v' }, () => 'multi')).toEqual({ x: ['v'] });
  });
});

describe('value kinds', () => {
  it("are the plugins' (a type no plugin serves is single-valued)", () => {
    const kindOf = valueKindResolver(builtinFieldTypes().fields);
    expect(kindOf(field('x', 'RICH_TEXT'))).toBe('richText');
    expect(kindOf(field('x', 'member'))).toBe('multi');
    expect(kindOf(field('x', 'ADD_GROUP'))).toBe('container');
    expect(kindOf(field('x', 'INPUT'))).toBe('single');
    expect(valueKindResolver()(field('x', 'MEMBER'))).toBe('single');
  });

  it('coerces lists and singles', () => {
    expect(coerceByValueKind(null, 'multi')).toEqual([]);
    expect(coerceByValueKind({ userId: 'u' }, 'multi')).toEqual([{ userId: 'u' }]);
    expect(coerceByValueKind([], 'single')).toBe('');
    expect(coerceByValueKind('x', 'container')).toBeUndefined();
  });
});

describe('placeholder texts', () => {
  it('recognises untitled / not filled in both languages', () => {
    for (const text of ['未命名', '未填写', 'Untitled', 'not filled', ' Untitled ']) expect(isPlaceholderText(text)).toBe(true);
    for (const text of ['', 'Untitled ticket', 0, null]) expect(isPlaceholderText(text)).toBe(false);
    expect(stripPlaceholder('未填写')).toBe('');
    expect(stripPlaceholder('real')).toBe('real');
  });

  it('are the locale texts', () => {
    expect([...PLACEHOLDER_TEXTS].sort()).toEqual(
      [resources.zh.options.placeholder.untitled, resources.zh.options.placeholder.notFilled, resources.en.options.placeholder.untitled, resources.en.options.placeholder.notFilled].sort(),
    );
  });
});
