import { describe, expect, it } from 'vitest';
import type { OptionItem } from '@core/form/types';
import {
  INLINE_OPTION_LIMIT,
  isSelectable,
  labelsOf,
  optionRows,
  pickSourceProps,
  rememberLabels,
  savedDisplayLabels,
  hasSavedLabels,
  storedValues,
  selectAllState,
  selectedItems,
  shouldInlineChoices,
  toggleAll,
  toggleValue,
} from './options';

const flat: OptionItem[] = [
  { label: 'Low', value: 'low', status: 0 },
  { label: 'Medium', value: 'mid' },
  { label: 'High', value: 'high', status: 1 },
  { label: 'Urgent', value: 'urgent', status: 0 },
];

const tree: OptionItem[] = [
  {
    label: 'Hardware',
    value: 'hw',
    level: 1,
    children: [
      { label: 'Laptop', value: 'hw-laptop', level: 2, children: [{ label: 'Battery', value: 'hw-laptop-battery', level: 3 }] },
      { label: 'Printer', value: 'hw-printer', level: 2, status: 2 },
    ],
  },
  { label: 'Software', value: 'sw', children: [{ label: 'Office', value: 'sw-office' }] },
];

describe('option rows', () => {
  it('status 0 (or none) is usable, anything else is not', () => {
    expect(flat.map(isSelectable)).toEqual([true, true, false, true]);
  });

  it('lists tree options depth first with their level', () => {
    expect(optionRows(tree).map((row) => [row.option.value, row.level, row.selectable])).toEqual([
      ['hw', 1, true],
      ['hw-laptop', 2, true],
      ['hw-laptop-battery', 3, true],
      ['hw-printer', 2, false],
      ['sw', 1, true],
      ['sw-office', 2, true],
    ]);
  });
});

describe('selection', () => {
  it('toggles one value', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('select-all covers only the selectable rows shown, with an indeterminate state', () => {
    const rows = optionRows(flat);
    expect(selectAllState(rows, [])).toEqual({ checked: false, indeterminate: false, values: ['low', 'mid', 'urgent'] });
    expect(selectAllState(rows, ['low'])).toMatchObject({ checked: false, indeterminate: true });
    expect(selectAllState(rows, ['low', 'mid', 'urgent'])).toMatchObject({ checked: true, indeterminate: false });
    expect(toggleAll(rows, ['other'])).toEqual(['other', 'low', 'mid', 'urgent']);
    expect(toggleAll(rows, ['low', 'mid', 'urgent', 'other'])).toEqual(['other']);
    expect(selectAllState(optionRows([{ label: 'x', value: 'x', status: 1 }]), [])).toEqual({ checked: false, indeterminate: false, values: [] });
  });
});

describe('labels', () => {
  it('remembers labels of every option seen and falls back to the value', () => {
    const cache = new Map<string, string>();
    rememberLabels(cache, tree);
    rememberLabels(cache, [{ label: 'Low', value: 'low' }]);
    expect(labelsOf(['hw-laptop-battery', 'low', 'gone'], cache)).toEqual(['Battery', 'Low', 'gone']);
    expect(labelsOf('sw', cache)).toEqual(['Software']);
    expect(labelsOf('', cache)).toEqual([]);
    expect(labelsOf(undefined, cache)).toEqual([]);
  });

  it('saved display values come from the host, stored labels, or the live label of a stored code', () => {
    expect(savedDisplayLabels('x', 'Saved text')).toEqual(['Saved text']);
    expect(savedDisplayLabels(['a', 'b'], ['A', 'B'])).toEqual(['A', 'B']);
    expect(savedDisplayLabels([{ label: 'Email', value: 'mail' }, 'sms'])).toEqual(['Email', 'sms']);
    expect(savedDisplayLabels([{ label: 'Email', value: 'mail' }, 'sms'], undefined, new Map([['sms', 'SMS']]))).toEqual(['Email', 'SMS']);
    expect(savedDisplayLabels('')).toEqual([]);
    expect(savedDisplayLabels(7)).toEqual(['7']);
  });

  it('a finished field has saved labels only when the host sent them or every item carries its label', () => {
    expect(hasSavedLabels('solved', 'Solved')).toBe(true);
    expect(hasSavedLabels([{ label: 'Email', value: 'mail' }])).toBe(true);
    expect(hasSavedLabels('')).toBe(true);
    expect(hasSavedLabels('solved')).toBe(false);
    expect(hasSavedLabels([{ label: 'Email', value: 'mail' }, 'sms'])).toBe(false);
    expect(storedValues([{ label: 'Email', value: 'mail' }, 'sms'])).toEqual(['mail', 'sms']);
  });

  it('selected items are searchable by label', () => {
    const labels = new Map([
      ['a', 'Apple'],
      ['b', 'Banana'],
    ]);
    expect(selectedItems(['a', 'b', 'c'], labels)).toEqual([
      { value: 'a', label: 'Apple' },
      { value: 'b', label: 'Banana' },
      { value: 'c', label: 'c' },
    ]);
    expect(selectedItems(['a', 'b'], labels, ' BAN ')).toEqual([{ value: 'b', label: 'Banana' }]);
  });
});

describe('source props and layout', () => {
  it('keeps only the option-source keys of x-props', () => {
    expect(pickSourceProps({ dataType: 'custom', dataSource: [], fieldWidth: 'HALF_LINE', apiStr: '/x', maxCount: 3 })).toEqual({ dataType: 'custom', dataSource: [], apiStr: '/x' });
  });

  it('lays out a short static list inline and everything else in a popup', () => {
    expect(shouldInlineChoices('auto', 'custom', INLINE_OPTION_LIMIT, false)).toBe(true);
    expect(shouldInlineChoices('auto', 'custom', INLINE_OPTION_LIMIT + 1, false)).toBe(false);
    expect(shouldInlineChoices('auto', 'dictionaryPage', 2, false)).toBe(false);
    expect(shouldInlineChoices('auto', 'custom', 2, true)).toBe(false);
    expect(shouldInlineChoices('inline', 'apiPage', 100, false)).toBe(true);
    expect(shouldInlineChoices('popup', 'custom', 1, false)).toBe(false);
  });
});
