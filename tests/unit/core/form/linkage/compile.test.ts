import { describe, expect, it } from 'vitest';
import { compileTriggerMap } from '@core/form/linkage/compile';
import type { LinkageState, TriggerMap } from '@core/form/linkage/types';
import { field, sampleFields } from './factories';
import { builtinFieldTypes } from '../../../../support/field-types';

/** The built-in plugins' field facts (the core asks a registry for them). */
const fieldTypes = builtinFieldTypes().fields;

const fields = sampleFields();
const empty: LinkageState = { values: {} };
const run = (map: TriggerMap, state: LinkageState = empty, opts = {}) => compileTriggerMap(map, fields, { fieldTypes, ...opts })(state);

describe('compileTriggerMap: visibility', () => {
  it('hides and shows fields', () => {
    const patch = run({ hideFieldList: [{ key: 'title' }], showFieldList: [{ key: 'level' }] }, empty, { exclusiveShowSet: false });
    expect(patch.title).toEqual({ visible: false });
    expect(patch.level).toEqual({ visible: true });
  });

  it('show wins over hide for the same field in one response', () => {
    const patch = run({ hideFieldList: [{ key: 'title' }], showFieldList: [{ key: 'title' }] }, empty, { exclusiveShowSet: false });
    expect(patch.title).toEqual({ visible: true });
  });

  it('a column-wide show clears a row-specific hide of the same column', () => {
    const state: LinkageState = { values: { items: [{ rowNum: 0, rowData: {} }, { rowNum: 1, rowData: {} }] }, fieldStates: { 'items[3].qty': { visible: false } } };
    const patch = run({ hideFieldList: [{ tableCode: 'items', tableColumnCode: 'qty', rowNum: 2 }], showFieldList: [{ tableCode: 'items', tableColumnCode: 'qty', rowNum: -1 }] }, state, { exclusiveShowSet: false });
    for (const row of [-1, 0, 1, 2, 3]) expect(patch[`items[${row}].qty`]).toEqual({ visible: true });
  });

  it('a row-specific show beats a column-wide hide', () => {
    const patch = run({ hideFieldList: [{ tableCode: 'items', tableColumnCode: 'qty' }], showFieldList: [{ tableCode: 'items', tableColumnCode: 'qty', rowNum: 1 }] }, { values: { items: [{}, {}] } }, { exclusiveShowSet: false });
    expect(patch['items[-1].qty']).toEqual({ visible: false });
    expect(patch['items[0].qty']).toEqual({ visible: false });
    expect(patch['items[1].qty']).toEqual({ visible: true });
  });

  it('a show set hides editable fields outside it and leaves read-only, disabled and display-only ones', () => {
    const state: LinkageState = { values: {}, fieldStates: { level: { readOnly: true }, kinds: { disabled: true } } };
    const patch = run({ showFieldList: [{ key: 'title' }, { key: 'group1' }, { tableCode: 'items', tableColumnCode: 'qty' }] }, state);
    expect(patch.title).toEqual({ visible: true });
    for (const hidden of ['desc', 'tags', 'owner', 'watchers', 'team', 'files']) expect(patch[hidden]).toEqual({ visible: false });
    // read-only / disabled / display-only / containers / shown containers' children / tables of shown cells stay
    for (const kept of ['level', 'kinds', 'note', 'group1.inner', 'items', 'items.qty', 'items.sku']) expect(patch[kept]?.visible).not.toBe(false);
  });

  it('a show set uses the editability this response sets', () => {
    const state: LinkageState = { values: {}, fieldStates: { level: { readOnly: true } } };
    const patch = run({ showFieldList: [{ key: 'title' }], editableFieldList: [{ key: 'level' }], readOnlyFieldList: [{ key: 'tags' }] }, state);
    expect(patch.level).toEqual({ visible: false, readOnly: false, disabled: false });
    expect(patch.tags).toEqual({ readOnly: true });
  });

  it('an empty show list is not a show set', () => {
    expect(run({ showFieldList: [], hideFieldList: null })).toEqual({});
  });
});

describe('compileTriggerMap: editability and required', () => {
  it('read-only sets readOnly; editable clears readOnly and disabled and wins', () => {
    const patch = run({ readOnlyFieldList: [{ key: 'title' }, { key: 'level' }], editableFieldList: [{ key: 'level' }] });
    expect(patch.title).toEqual({ readOnly: true });
    expect(patch.level).toEqual({ readOnly: false, disabled: false });
  });

  it('required / not required, required wins', () => {
    const patch = run({ requiredFieldList: [{ key: 'title' }, { key: 'desc' }], notRequiredFieldList: [{ key: 'desc' }, { key: 'tags' }] });
    expect(patch.title).toEqual({ required: true });
    expect(patch.desc).toEqual({ required: true });
    expect(patch.tags).toEqual({ required: false });
  });

  it('targets fall back to fieldCode, accept paths and drop unknown fields', () => {
    const patch = run({ hideFieldList: [{ fieldCode: 'title' }, { key: 'group1.inner' }, { key: 'nope' }, { tableCode: 'nope', tableColumnCode: 'x' }] });
    expect(patch).toEqual({ title: { visible: false }, 'group1.inner': { visible: false } });
  });
});

describe('compileTriggerMap: values', () => {
  it('empties by value kind', () => {
    const patch = run({ emptyFieldList: ['title', 'desc', 'tags', 'kinds', 'owner', 'watchers', 'team', 'files', 'note', 'group1'].map((key) => ({ key })) });
    expect(patch.title).toEqual({ value: '' });
    expect(patch.desc).toEqual({ value: '<p></p>' });
    expect(patch.tags).toEqual({ value: [] });
    expect(patch.kinds).toEqual({ value: [] });
    expect(patch.owner).toEqual({ value: [] }); // member values are lists (form-widgets §3)
    expect(patch.watchers).toEqual({ value: [] });
    expect(patch.team).toEqual({ value: [] });
    expect(patch.files).toEqual({ value: [] });
    expect(patch.note).toBeUndefined();
    expect(patch.group1).toBeUndefined();
  });

  it('sets values: single types take the first item, multi types the whole list, missing becomes empty', () => {
    const patch = run({
      setValueList: [
        { key: 'title', value: ['a', 'b'] },
        { key: 'level', value: '2' },
        { key: 'tags', value: ['x', 'y'] },
        { key: 'kinds', value: 'one' },
        { key: 'desc', value: null },
        { key: 'owner', value: [] },
      ],
    });
    expect(patch.title).toEqual({ value: 'a' });
    expect(patch.level).toEqual({ value: '2' });
    expect(patch.tags).toEqual({ value: ['x', 'y'] });
    expect(patch.kinds).toEqual({ value: ['one'] });
    expect(patch.desc).toEqual({ value: '<p></p>' });
    expect(patch.owner).toEqual({ value: [] }); // member values are lists (form-widgets §3)
  });

  it('set value wins over empty for the same field', () => {
    expect(run({ emptyFieldList: [{ key: 'title' }], setValueList: [{ key: 'title', value: 'x' }] }).title).toEqual({ value: 'x' });
  });

  it('lets the registry decide the value kind', () => {
    const patch = compileTriggerMap({ emptyFieldList: [{ key: 'title' }] }, fields, { fieldTypes, valueKind: (f) => (f.code === 'title' ? 'multi' : 'single') })(empty);
    expect(patch.title).toEqual({ value: [] });
  });

  it('field assignment copies the current value with coercion', () => {
    const state: LinkageState = { values: { tags: ['a', 'b'], title: 'hello', group1: { inner: 'deep' } } };
    const patch = run(
      {
        fieldAssignmentList: [
          { fieldCode: 'tags', key: 'title' },
          { fieldCode: 'title', key: 'kinds' },
          { fieldCode: 'inner', value: ['level', 'watchers'] },
          { fieldCode: 'title', tableCode: 'items', tableColumnCode: 'sku', rowNum: 0 },
        ],
      },
      state,
    );
    expect(patch.title).toEqual({ value: 'a' });
    // assignments run in order: `title` was already set to 'a' by the first one
    expect(patch.kinds).toEqual({ value: ['a'] });
    expect(patch.level).toEqual({ value: 'deep' });
    expect(patch.watchers).toEqual({ value: ['deep'] });
    expect(patch['items[0].sku']).toEqual({ value: ['a'] });
  });

  it('field assignment copies a value set by the same response', () => {
    const patch = run({ setValueList: [{ key: 'title', value: 'new' }], fieldAssignmentList: [{ fieldCode: 'title', key: 'level' }] }, { values: { title: 'old' } });
    expect(patch.level).toEqual({ value: 'new' });
  });

  it('sets table cells by row, -1 for every row', () => {
    const state: LinkageState = { values: { items: [{ rowNum: 0, rowData: { qty: 1 } }, { rowNum: 5, rowData: { qty: 2 } }] } };
    const patch = run(
      {
        tableValueList: [
          { tableCode: 'items', tableColumnCode: 'qty', rowNum: -1, value: 9 },
          { tableCode: 'items', tableColumnCode: 'qty', rowNum: 5, value: [7, 8] },
          { tableCode: 'items', tableColumnCode: 'sku', rowNum: '2', value: 'A' },
          { key: 'items', tableColumnCode: 'sku', rowNum: 0, type: 'INPUT', value: ['B', 'C'] },
        ],
      },
      state,
    );
    expect(patch['items[-1].qty']).toEqual({ value: 9 });
    expect(patch['items[0].qty']).toEqual({ value: 9 });
    expect(patch['items[5].qty']).toEqual({ value: 7 });
    expect(patch['items[2].sku']).toEqual({ value: ['A'] });
    // the item's own type wins over the column definition
    expect(patch['items[0].sku']).toEqual({ value: 'B' });
  });

  it('expands every-row cells to rows -1..99 on request', () => {
    const patch = run({ tableValueList: [{ tableCode: 'items', tableColumnCode: 'qty', value: 1 }] }, empty, { expandAllRows: true });
    const paths = Object.keys(patch);
    expect(paths).toHaveLength(101);
    expect(paths).toContain('items[-1].qty');
    expect(paths).toContain('items[99].qty');
    expect(paths).not.toContain('items[100].qty');
  });

  it('reads column types from x-props.columns', () => {
    const table = field('t', 'TABLE_FORM', { xProps: { columns: [{ key: 'c', type: 'CHECKBOX' }] } });
    const patch = compileTriggerMap({ emptyFieldList: [{ tableCode: 't', tableColumnCode: 'c', rowNum: 0 }] }, [table], { fieldTypes })(empty);
    expect(patch).toEqual({ 't[0].c': { value: [] } });
  });
});

describe('compileTriggerMap: options', () => {
  it('show / hide / show-prepend / show-all', () => {
    const patch = run({
      optionShowList: [
        { key: 'level', optionValue: ['1', 2] },
        { key: 'level', optionValue: '3' },
      ],
      optionHideList: [{ key: 'kinds', optionValue: 'x' }],
      optionShowPrependList: [{ key: 'tags', optionValue: ['b', 'a'] }],
      optionShowAllList: [{ key: 'owner' }],
    });
    expect(patch.level).toEqual({ options: { mode: 'show', values: ['1', '2', '3'] } });
    expect(patch.kinds).toEqual({ options: { mode: 'hide', values: ['x'] } });
    expect(patch.tags).toEqual({ options: { mode: 'showPrepend', values: ['b', 'a'] } });
    expect(patch.owner).toEqual({ options: { mode: 'showAll' } });
  });

  it('adds and changes options', () => {
    const patch = run({
      addOptionList: [{ key: 'level', additionOptionValue: [{ label: 'Four', value: 4 }, 'five', { label: 'no value' }] }],
      changeOptionList: [{ key: 'kinds', additionOptionValue: [{ id: 'a', label: 'A', status: 0 }] }, { key: 'tags', value: ['p'] }],
    });
    expect(patch.level).toEqual({
      options: {
        mode: 'add',
        options: [
          { label: 'Four', value: '4' },
          { label: 'five', value: 'five' },
        ],
      },
    });
    expect(patch.kinds).toEqual({ options: { mode: 'change', options: [{ id: 'a', label: 'A', status: 0, value: 'a' }] } });
    expect(patch.tags).toEqual({ options: { mode: 'change', options: [{ label: 'p', value: 'p' }] } });
  });

  it('show-all wins over show and hide of the same field', () => {
    const patch = run({ optionShowList: [{ key: 'level', optionValue: '1' }], optionHideList: [{ key: 'level', optionValue: '2' }], optionShowAllList: [{ key: 'level' }] });
    expect(patch.level).toEqual({ options: { mode: 'showAll' } });
  });
});

describe('compileTriggerMap: purity', () => {
  it('never mutates its inputs and returns fresh patches', () => {
    const map: TriggerMap = { setValueList: [{ key: 'tags', value: ['a'] }], tableValueList: [{ tableCode: 'items', tableColumnCode: 'sku', value: ['s'] }] };
    const snapshot = structuredClone(map);
    const state: LinkageState = { values: { items: [{}, {}] } };
    const fn = compileTriggerMap(map, fields, { fieldTypes });
    const first = fn(state);
    (first.tags.value as string[]).push('mutated');
    (first['items[0].sku'].value as string[]).push('mutated');
    expect(map).toEqual(snapshot);
    expect(fn(state).tags).toEqual({ value: ['a'] });
    expect(fn(state)['items[1].sku']).toEqual({ value: ['s'] });
    map.setValueList![0].value = ['changed later'];
    expect(fn(state).tags).toEqual({ value: ['a'] });
    expect(state).toEqual({ values: { items: [{}, {}] } });
  });

  it('null maps and null lists give an empty patch', () => {
    expect(compileTriggerMap(null, fields, { fieldTypes })(empty)).toEqual({});
    expect(run({ hideFieldList: null, unknownList: [{ key: 'title' }] })).toEqual({});
  });
});
