import { describe, expect, it } from 'vitest';
import {
  applyOptionPatch,
  applyOptionPatches,
  hideDeletedOptions,
  pruneSelection,
  pruneSelectionByPatch,
  selectedValues,
  usesSavedDisplay,
} from '@core/form/options';
import type { OptionItem, OptionPatch } from '@core/form/types';

const opts = (...values: string[]): OptionItem[] => values.map((v) => ({ label: v.toUpperCase(), value: v }));
const values = (list: OptionItem[]) => list.map((o) => o.value);

describe('applyOptionPatch', () => {
  const base = opts('a', 'b', 'c', 'd');

  it('show keeps only the listed values in list order', () => {
    expect(values(applyOptionPatch(base, { mode: 'show', values: ['d', 'b'] }))).toEqual(['b', 'd']);
  });

  it('hide removes the listed values', () => {
    expect(values(applyOptionPatch(base, { mode: 'hide', values: ['a', 'c'] }))).toEqual(['b', 'd']);
  });

  it('showPrepend moves the listed values to the front in patch order and hides nothing', () => {
    expect(values(applyOptionPatch(base, { mode: 'showPrepend', values: ['c', 'zz', 'a'] }))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('showAll and no patch give the list unchanged (as a copy)', () => {
    const all = applyOptionPatch(base, { mode: 'showAll' });
    expect(values(all)).toEqual(['a', 'b', 'c', 'd']);
    expect(all).not.toBe(base);
    expect(values(applyOptionPatch(base, undefined))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('add appends new options and replaces existing ones in place', () => {
    const out = applyOptionPatch(base, { mode: 'add', options: [{ label: 'B2', value: 'b' }, { label: 'E', value: 'e' }] });
    expect(out.map((o) => o.label)).toEqual(['A', 'B2', 'C', 'D', 'E']);
  });

  it('change replaces the list', () => {
    expect(values(applyOptionPatch(base, { mode: 'change', options: opts('x', 'y') }))).toEqual(['x', 'y']);
  });

  it('acts at every tree level: show keeps the path to a shown child, hide drops a subtree', () => {
    const tree: OptionItem[] = [
      { label: 'P', value: 'p', children: [{ label: 'C1', value: 'c1' }, { label: 'C2', value: 'c2' }] },
      { label: 'Q', value: 'q' },
    ];
    const shown = applyOptionPatch(tree, { mode: 'show', values: ['c2'] });
    expect(shown).toEqual([{ label: 'P', value: 'p', children: [{ label: 'C2', value: 'c2' }] }]);
    expect(values(applyOptionPatch(tree, { mode: 'hide', values: ['p'] }))).toEqual(['q']);
    expect(applyOptionPatch(tree, { mode: 'hide', values: ['c1'] })[0].children).toEqual([{ label: 'C2', value: 'c2' }]);
    expect(tree[0].children).toHaveLength(2);
  });

  it('applies several patches in order', () => {
    const out = applyOptionPatches(opts('a', 'b', 'c'), [{ mode: 'add', options: opts('d') }, { mode: 'hide', values: ['a'] }, undefined]);
    expect(values(out)).toEqual(['b', 'c', 'd']);
  });
});

describe('deleted entries and pruning', () => {
  const list: OptionItem[] = [...opts('a', 'b'), { label: 'Old', value: 'old', isDel: true }];

  it('hides deleted entries unless selected', () => {
    expect(values(hideDeletedOptions(list, undefined))).toEqual(['a', 'b']);
    expect(values(hideDeletedOptions(list, 'old'))).toEqual(['a', 'b', 'old']);
    expect(values(hideDeletedOptions(list, ['x', 'old']))).toEqual(['a', 'b', 'old']);
  });

  it('selectedValues reads single values and lists', () => {
    expect(selectedValues(undefined)).toEqual([]);
    expect(selectedValues('')).toEqual([]);
    expect(selectedValues(3)).toEqual(['3']);
    expect(selectedValues(['a', '', null, 2])).toEqual(['a', '2']);
  });

  it('clears a single value that is no longer allowed', () => {
    expect(pruneSelection('b', opts('a'), 'single')).toBe('');
    expect(pruneSelection('a', opts('a'), 'single')).toBe('a');
    expect(pruneSelection(1, opts('1'), 'single')).toBe(1);
    expect(pruneSelection('', opts('a'), 'single')).toBe('');
  });

  it('clears what a linkage option patch disallows, from the patch alone', () => {
    expect(pruneSelectionByPatch('b', { mode: 'show', values: ['a'] }, 'single')).toBe('');
    expect(pruneSelectionByPatch('a', { mode: 'show', values: ['a'] }, 'single')).toBe('a');
    expect(pruneSelectionByPatch(['a', 'b', 'c'], { mode: 'hide', values: ['b'] }, 'multi')).toEqual(['a', 'c']);
    expect(pruneSelectionByPatch(['a', 'z'], { mode: 'change', options: [{ label: 'Z', value: 'z' }] }, 'multi')).toEqual(['z']);
    const kept = ['a'];
    const harmless: OptionPatch[] = [{ mode: 'add', options: [] }, { mode: 'showAll' }, { mode: 'showPrepend', values: ['b'] }, { mode: 'hide', values: ['b'] }];
    for (const patch of harmless) {
      expect(pruneSelectionByPatch(kept, patch, 'multi')).toBe(kept);
    }
    expect(pruneSelectionByPatch('a', undefined, 'single')).toBe('a');
  });

  it('filters a list value and returns the same list when nothing changes', () => {
    const value = ['a', 'b', 'c'];
    expect(pruneSelection(value, opts('a', 'c'), 'multi')).toEqual(['a', 'c']);
    const kept = ['a'];
    expect(pruneSelection(kept, opts('a', 'c'), 'multi')).toBe(kept);
    expect(pruneSelection('z', opts('a'), 'multi')).toEqual([]);
  });

  it('counts options at every tree level as allowed', () => {
    const tree: OptionItem[] = [{ label: 'P', value: 'p', children: [{ label: 'C', value: 'c' }] }];
    expect(pruneSelection(['p', 'c', 'x'], tree, 'multi')).toEqual(['p', 'c']);
  });

  it('uses saved display values only for read-only fields of finished orders', () => {
    expect(usesSavedDisplay(20, true)).toBe(true);
    expect(usesSavedDisplay(20, false)).toBe(false);
    expect(usesSavedDisplay(0, true)).toBe(false);
  });
});
