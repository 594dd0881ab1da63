import { describe, expect, it } from 'vitest';
import { tableCellDisablePatch } from '@core/form/permissions/table';
import { isEmptyRow } from '@core/form/rules/count';
import { validateUniqueColumn } from '@core/form/rules/unique';
import { cellStatesOf } from '@core/form/session';
import {
  addRow,
  cellViewOf,
  cellViewSignature,
  commitTableValue,
  createRow,
  deleteRow,
  mapTableFormProps,
  needsDefaultRow,
  parseCellViewSignature,
  rowDataOf,
  rowKeyOf,
  rowNumOf,
  rowsOf,
  setCellValue,
  STORED_ROW_ID_PREFIX,
  type TableRowValue,
} from './normalize';

const rows = (): TableRowValue[] => [
  { id: 'a', rowNum: 0, rowData: { name: 'x' } },
  { id: 'b', rowNum: 1, rowData: { name: 'y' } },
  { id: 'c', rowNum: 2, rowData: { name: 'z' } },
];

describe('TABLE_FORM row model', () => {
  it('reads rows in the stored shape and flat rows as the core does; anything else is no rows', () => {
    expect(rowsOf(undefined)).toEqual([]);
    expect(rowsOf('x')).toEqual([]);
    expect(rowsOf([{ a: 1 }, 'junk', null])).toEqual([{ a: 1 }]);
    expect(rowDataOf({ id: 'a', rowNum: 0, rowData: { name: 'x' } })).toEqual({ name: 'x' });
    expect(rowDataOf({ id: 'a', rowNum: 3, needCheck: true, name: 'flat' })).toEqual({ name: 'flat' });
    expect(rowNumOf({ rowNum: 7 }, 0)).toBe(7);
    expect(rowNumOf({}, 4)).toBe(4);
    expect(rowKeyOf({ id: 'r1' }, 0)).toBe('id:r1');
    expect(rowKeyOf({}, 3)).toBe('at:3');
  });

  it('adds an empty row in the stored shape, numbered after the last', () => {
    const next = addRow(rows(), 'new_x');
    expect(next).toHaveLength(4);
    expect(next[3]).toEqual({ id: 'new_x', rowNum: 3, rowData: {} });
    expect(isEmptyRow(next[3])).toBe(true);
    expect(createRow(0).id).toMatch(/^new_/);
    expect(createRow(0).id).not.toBe(createRow(0).id);
  });

  it('deletes a row and renumbers the rest, keeping unchanged rows as they are', () => {
    const before = rows();
    const next = deleteRow(before, 0);
    expect(next.map((r) => [r.id, r.rowNum])).toEqual([
      ['b', 0],
      ['c', 1],
    ]);
    const last = deleteRow(before, 2);
    expect(last[0]).toBe(before[0]);
    expect(last[1]).toBe(before[1]);
    expect(deleteRow(before, 9)).toEqual(before);
  });

  it('writes a cell into rowData (or the flat row) without touching the other rows', () => {
    const before = rows();
    const next = setCellValue(before, 1, 'name', 'Y!');
    expect(next[1]).toEqual({ id: 'b', rowNum: 1, rowData: { name: 'Y!' } });
    expect(next[0]).toBe(before[0]);
    expect(setCellValue([{ name: 'flat' }], 0, 'name', 'n')).toEqual([{ name: 'n' }]);
    expect(setCellValue([{}], 0, 'name', 'n')).toEqual([{ rowData: { name: 'n' } }]);
  });

  it('commits rows in the stored shape with stored-prefixed ids for page-local rows', () => {
    const committed = commitTableValue([{ id: 'keep', rowNum: 5, rowData: { a: 1 }, needCheck: true }, { id: 'new_abc', rowData: {} }, { name: 'flat' }]);
    expect(committed[0]).toEqual({ id: 'keep', rowNum: 0, rowData: { a: 1 }, needCheck: true });
    expect(committed[1]).toEqual({ id: `${STORED_ROW_ID_PREFIX}abc`, rowNum: 1, rowData: {} });
    expect(committed[2]!.id).toMatch(new RegExp(`^${STORED_ROW_ID_PREFIX}`));
    expect(committed[2]!.rowData).toEqual({ name: 'flat' });
    expect(commitTableValue(undefined)).toEqual([]);
  });

  it('adds the default first row only to an empty editable table without fixed rows or the host flag', () => {
    const base = { rows: [], editable: true, fixedRows: false, abortDefaultRowAdded: false };
    expect(needsDefaultRow(base)).toBe(true);
    expect(needsDefaultRow({ ...base, abortDefaultRowAdded: true })).toBe(false);
    expect(needsDefaultRow({ ...base, fixedRows: true })).toBe(false);
    expect(needsDefaultRow({ ...base, editable: false })).toBe(false);
    expect(needsDefaultRow({ ...base, rows: [{}] })).toBe(false);
  });
});

describe('TABLE_FORM x-props', () => {
  it('maps server-schema and flat designer columns, fixed rows and the import / export settings', () => {
    const props = mapTableFormProps({
      columns: [
        { key: 'name', title: '名称', 'x-component': 'INPUT', required: true },
        { key: 'code', title: '编号', type: 'input', valueUniqueFlag: true },
        { key: 'qty', 'x-component': 'NUMBER', 'x-props': { decimalsMount: 0 } },
        { key: 'name', title: 'duplicate' },
        { title: 'no key' },
      ],
      fixedRows: 'true',
      importSetting: { enable: true },
    });
    expect(props.columns.map((c) => [c.key, c.type, c.title, c.required, c.unique])).toEqual([
      ['name', 'INPUT', '名称', true, false],
      ['code', 'INPUT', '编号', false, true],
      ['qty', 'NUMBER', 'qty', false, false],
    ]);
    expect(props.columns[2]!.xProps).toEqual({ decimalsMount: 0 });
    expect(props.fixedRows).toBe(true);
    expect(props.importSetting).toEqual({ enable: true });
    expect(props.exportSetting).toBeUndefined();
  });

  it('reads settings nested under tableForm, and no columns as an empty list', () => {
    expect(mapTableFormProps({ tableForm: { columns: [{ key: 'a' }], exportSetting: { enable: true } } })).toEqual({
      columns: [{ key: 'a', title: 'a', type: 'INPUT', xProps: {}, required: false, unique: false }],
      fixedRows: false,
      exportSetting: { enable: true },
    });
    expect(mapTableFormProps({})).toEqual({ columns: [], fixedRows: false });
  });
});

describe('TABLE_FORM cell states', () => {
  const column = { key: 'name', required: false };
  const open = { readOnly: false, disabled: false };

  it('applies the every-row patch, then the row patch; editable cells of a -1 rule stay editable', () => {
    const patch = tableCellDisablePatch({ tableCode: 't', columns: ['name', 'code'], rows: [-1], editable: ['t[1].name'] });
    const cells: Record<string, Record<string, boolean>> = {};
    for (const [path, value] of Object.entries(patch)) {
      const m = /\[(-?\d+)\]\.(.+)$/.exec(path)!;
      cells[`${m[1]}.${m[2]}`] = value as Record<string, boolean>;
    }
    expect(cellViewOf(cells, 0, column, open).disabled).toBe(true);
    expect(cellViewOf(cells, 1, column, open).disabled).toBe(false);
    expect(cellViewOf(cells, 5, { key: 'code', required: false }, open).disabled).toBe(true);
    expect(cellViewOf({ '2.name': { visible: false, required: true } }, 2, column, open)).toEqual({ visible: false, readOnly: false, disabled: false, required: true });
    expect(cellViewOf({}, 0, { key: 'name', required: true }, { readOnly: true, disabled: false })).toEqual({ visible: true, readOnly: true, disabled: false, required: true });
  });

  it('round-trips the row signature and turns cell patches into rule cell states', () => {
    const views = [
      { visible: true, readOnly: false, disabled: true, required: false },
      { visible: false, readOnly: true, disabled: false, required: true },
    ];
    expect(parseCellViewSignature(cellViewSignature(views), 2)).toEqual(views);
    // The session's cell rules skip disabled and read-only cells, so their states count too.
    expect(cellStatesOf('t', { '-1.a': { required: true, disabled: true }, '3.b': { visible: false }, '0.c': { disabled: true }, x: { required: true } })).toEqual({
      't[-1].a': { required: true, disabled: true },
      't[3].b': { visible: false },
      't[0].c': { disabled: true },
    });
  });

  it('agrees with the core on duplicates of a unique column', () => {
    expect(validateUniqueColumn([{ rowData: { code: 'A' } }, { rowData: { code: 'B' } }, { rowData: { code: ' A ' } }], 'code')).toEqual([0, 2]);
  });
});
