import { describe, expect, it } from 'vitest';
import { cellAddress, compileTableCellRules, normalizeTableColumn, parseCellAddress, tableColumnsOf } from '@core/form/rules';
import { makeCtx, makeField, OFFSET } from './helpers';
import { builtinFieldTypes } from '../../../../support/field-types';

const fieldTypes = builtinFieldTypes().fields;

const table = makeField({
  code: 'assets',
  type: 'TABLE_FORM',
  xProps: {
    columns: [
      { key: 'sn', title: 'Serial', type: 'input', valueUniqueFlag: true, required: true },
      { key: 'ip', type: 'input', 'x-props': { check: 'IP' } },
      { key: 'qty', type: 'number', 'x-props': { decimalsMount: 1 } },
      { key: 'planStartTime', type: 'date', 'x-props': { dateFormat: 'YEAR_MONTH_DAY' } },
      { key: 'planEndTime', type: 'date', 'x-props': { dateFormat: 'YEAR_MONTH_DAY' } },
      { title: 'no key: ignored' },
    ],
  },
});

describe('cell addresses', () => {
  it('formats and parses tableCode[rowNum].columnCode', () => {
    expect(cellAddress('assets', -1, 'sn')).toBe('assets[-1].sn');
    expect(parseCellAddress('assets[12].sn')).toEqual({ tableCode: 'assets', rowNum: 12, columnCode: 'sn' });
    expect(parseCellAddress('group.assets[-1].sn')).toEqual({ tableCode: 'group.assets', rowNum: -1, columnCode: 'sn' });
    expect(parseCellAddress('assets.sn')).toBeUndefined();
  });
});

describe('table columns', () => {
  it('normalises designer and schema-style columns', () => {
    const columns = tableColumnsOf(table);
    expect(columns.map((c) => [c.code, c.type, c.required])).toEqual([
      ['sn', 'INPUT', true],
      ['ip', 'INPUT', false],
      ['qty', 'NUMBER', false],
      ['planStartTime', 'DATE', false],
      ['planEndTime', 'DATE', false],
    ]);
    expect(normalizeTableColumn({ dataIndex: 'x', 'x-component': 'select-many', 'x-rules': { required: true } }, table)).toMatchObject({
      code: 'x',
      path: 'assets.x',
      type: 'SELECT_MANY',
      required: true,
    });
    expect(normalizeTableColumn('nope', table)).toBeUndefined();
  });
});

describe('compileTableCellRules', () => {
  it('compiles every column at row -1 and overrides rows 0..99 from cell states', () => {
    const rules = compileTableCellRules(table, {
      fieldTypes,
      utcOffset: OFFSET,
      cellStates: {
        'assets[-1].ip': { required: true },
        'assets[2].ip': { required: false },
        'assets[3].qty': { visible: false },
        'assets[100].ip': { required: false },
        'other[2].ip': { required: false },
      },
    });
    expect(Object.keys(rules.byAddress).sort()).toEqual(
      ['assets[-1].sn', 'assets[-1].ip', 'assets[2].ip', 'assets[-1].qty', 'assets[3].qty', 'assets[-1].planStartTime', 'assets[-1].planEndTime'].sort(),
    );
    expect(rules.forCell(0, 'ip').map((v) => v.kind)).toEqual(['required', 'ip']);
    expect(rules.forCell(2, 'ip').map((v) => v.kind)).toEqual(['ip']);
    // Rows beyond 99 have no own rules: they use the every-row entry.
    expect(rules.forCell(100, 'ip').map((v) => v.kind)).toEqual(['required', 'ip']);
    expect(rules.forCell(3, 'qty')).toEqual([]);
    expect(rules.forCell(0, 'missing')).toEqual([]);
    expect(rules.forCell(0, 'sn').map((v) => v.kind)).toEqual(['required', 'unique']);
  });

  it('does not validate disabled or read-only cells (row-index disabling); an editable row entry wins', () => {
    const rules = compileTableCellRules(table, {
      fieldTypes,
      utcOffset: OFFSET,
      cellStates: { 'assets[-1].sn': { disabled: true }, 'assets[1].sn': { disabled: false }, 'assets[2].ip': { readOnly: true } },
    });
    expect(rules.forCell(0, 'sn')).toEqual([]);
    expect(rules.forCell(1, 'sn').map((v) => v.kind)).toEqual(['required', 'unique']);
    expect(rules.forCell(2, 'ip')).toEqual([]);
    expect(rules.forCell(0, 'ip').map((v) => v.kind)).toEqual(['ip']);
  });

  it('validates rows and reports the first message per cell address (en / zh)', async () => {
    const rules = compileTableCellRules(table, { utcOffset: OFFSET, fieldTypes });
    const rows = [
      { rowNum: 0, rowData: { sn: 'A', ip: '10.0.0.1', qty: '1.5', planStartTime: '2024-06-20', planEndTime: '2024-06-21' } },
      { rowNum: 1, rowData: { sn: 'A', ip: '10.0.0', qty: '1.55', planStartTime: '2024-06-20', planEndTime: '2024-06-19' } },
      { rowNum: 2, rowData: { sn: '', ip: '', qty: '' } },
    ];
    const ctx = makeCtx(table);
    expect(await rules.validateRows(rows, ctx)).toEqual({
      'assets[0].sn': 'Same data exists',
      'assets[1].sn': 'Same data exists',
      'assets[1].ip': 'Please enter a valid IP address',
      'assets[1].qty': 'Decimal places: at most 1',
      'assets[1].planStartTime': 'The start time cannot be later than the end time',
      'assets[1].planEndTime': 'The end time cannot be earlier than the start time',
      'assets[2].sn': 'Please enter required fields!',
    });
    const zh = await rules.validateRows(rows, makeCtx(table, { language: 'zh' }));
    expect(zh['assets[2].sn']).toBe('请输入必填项！');
    expect(zh['assets[0].sn']).toBe('存在相同数据');
    expect(await rules.validateRows([rows[0]], ctx)).toEqual({});
  });

  it('honours the column plugins’ kinds', () => {
    const rules = compileTableCellRules(table, { fieldTypes, kindsOf: (type) => (type === 'INPUT' ? ['textRange'] : undefined) });
    expect(rules.forCell(0, 'ip').map((v) => v.kind)).toEqual([]);
    expect(rules.forCell(0, 'qty').map((v) => v.kind)).toEqual(['numberMaxLength', 'decimalsMount']);
  });
});
