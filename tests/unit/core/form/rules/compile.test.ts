import { describe, expect, it } from 'vitest';
import { compileRules, checkTypeOf, ruleKinds, isRuleKind, type CompileRulesOptions, type RuleKind } from '@core/form/rules';
import { cst, firstError, makeCtx, makeField, OFFSET, type FieldInit } from './helpers';
import { builtinFieldTypes } from '../../../../support/field-types';

/** The built-in plugins' field facts (the core asks a registry for them). */
const fieldTypes = builtinFieldTypes().fields;

interface Case {
  kind: RuleKind;
  field: FieldInit;
  options?: CompileRulesOptions;
  values?: Record<string, unknown>;
  pass: unknown;
  fail: unknown;
  en: string;
  zh: string;
}

const base: CompileRulesOptions = { utcOffset: OFFSET, fieldTypes };
const beijing = { latitude: 39.908722, longitude: 116.397499 };

// One passing and one failing value per kind, through compileRules, in both languages.
const cases: Case[] = [
  { kind: 'required', field: { required: true }, pass: 'x', fail: '  ', en: 'Please enter required fields!', zh: '请输入必填项！' },
  { kind: 'required', field: { type: 'RICH_TEXT', required: true }, pass: '<p>x</p>', fail: '<p>&nbsp;</p>', en: 'Please enter required fields!', zh: '请输入必填项！' },
  { kind: 'required', field: { type: 'CHECKBOX', rules: [{ required: true, message: '请选择 / choose one' }] }, pass: ['a'], fail: [], en: '请选择 / choose one', zh: '请选择 / choose one' },
  { kind: 'email', field: { xProps: { check: 'EMAIL' } }, pass: 'a@b.com', fail: 'a@', en: 'Please enter a valid email address', zh: '请输入正确的邮箱地址' },
  { kind: 'phone', field: { xProps: { check: 'PHONE' } }, pass: '13912345678', fail: '139', en: 'Please enter a valid phone number', zh: '请输入正确的电话号码' },
  { kind: 'ip', field: { xProps: { check: 'ip' } }, pass: '::1', fail: '1.1.1', en: 'Please enter a valid IP address', zh: '请输入正确的IP地址' },
  { kind: 'custom', field: { xProps: { check: 'CUSTOM', regularExpression: [{ regular: '^T\\d+$', message: 'T + digits' }] } }, pass: 'T1', fail: 'X1', en: 'T + digits', zh: 'T + digits' },
  { kind: 'custom', field: { xProps: { check: 'CUSTOM', regularExpression: ['^T\\d+$'] } }, pass: 'T1', fail: 'X1', en: 'Incorrect format', zh: '格式不正确' },
  { kind: 'textRange', field: { xProps: { range: { min: 2, max: '' } } }, pass: '工单', fail: '工', en: 'Minimum length: 2 characters', zh: '至少输入2个字符' },
  { kind: 'numberRange', field: { type: 'NUMBER', xProps: { numberRange: { min: 1, max: 5 } } }, pass: '5', fail: '6', en: 'Enter a number between 1 and 5', zh: '请输入1到5之间的数字' },
  { kind: 'numberMaxLength', field: { type: 'NUMBER', xProps: { maxLength: 15 } }, pass: '999999999999999', fail: '9999999999999999', en: 'Enter at most 15 digits', zh: '最多输入15位数字' },
  { kind: 'decimalsMount', field: { type: 'NUMBER', xProps: { decimalsMount: 2 } }, pass: '1.23', fail: '1.234', en: 'Decimal places: at most 2', zh: '最多输入2位小数' },
  {
    kind: 'dateRange',
    field: { type: 'DATE', xProps: { dateFormat: 'YEAR_MONTH_DAY', dateRange: { dateMinLimit: { key: 'today_before', days: 1 }, dateMaxLimit: { key: 'unlimited' } } } },
    pass: cst(2024, 6, 14),
    fail: cst(2024, 6, 13, 23, 59, 59),
    en: 'The date cannot be earlier than 2024-06-14',
    zh: '日期不能早于2024-06-14',
  },
  {
    kind: 'dateRelative',
    field: { type: 'DATE', xProps: { dateFormat: 'YEAR_MONTH_DAY', dateRules: [{ target: 'today', operator: 'lte', days: 30 }] } },
    pass: cst(2024, 7, 15),
    fail: cst(2024, 7, 16),
    en: 'The date cannot be later than 2024-07-15',
    zh: '日期不能晚于2024-07-15',
  },
  {
    kind: 'startBeforeEnd',
    field: { code: 'planEndTime', type: 'DATE', xProps: { dateFormat: 'YEAR_MONTH_DAY_HOURS_MINUTES_SECONDS' } },
    values: { planStartTime: '2024-06-20 10:00:00' },
    pass: '2024-06-20 10:00:00',
    fail: '2024-06-20 09:00:00',
    en: 'The end time cannot be earlier than the start time',
    zh: '结束时间不能早于开始时间',
  },
  { kind: 'unique', field: { xProps: { valueUniqueFlag: true } }, options: { tableColumnValues: ['A', 'B', 'B'] }, pass: 'A', fail: 'B', en: 'Same data exists', zh: '存在相同数据' },
  {
    kind: 'position',
    field: { type: 'POSITION', xProps: { positionCheck: { mark: true, positions: [{ ...beijing, range: 1000 }] } } },
    pass: beijing,
    fail: { latitude: 31.23, longitude: 121.47 },
    en: 'Not within the restricted range of positioning',
    zh: '不在定位限制范围内',
  },
  { kind: 'parent', field: { firstId: 'region' }, values: { region: '' }, pass: '', fail: 'city', en: 'Please fill in Region first', zh: '请先填写Region' },
  { kind: 'selectionCount', field: { type: 'SELECT_MANY', xProps: { maxCount: 2 } }, pass: ['a', 'b'], fail: ['a', 'b', 'c'], en: 'Selected items: at most 2', zh: '最多选择2项' },
  { kind: 'fileCount', field: { type: 'UPLOAD', xProps: { uploadFileQuantity: 2 } }, pass: [{ id: 1 }, { id: 2 }], fail: [{ id: 1 }, { id: 2 }, { id: 3 }], en: 'Files: at most 2', zh: '最多上传2个文件' },
  { kind: 'tableNotEmpty', field: { type: 'TABLE_FORM', required: true }, pass: [{ rowData: { a: 1 } }], fail: [{ rowData: { a: '' } }], en: 'The table data cannot be empty', zh: '表格数据不能为空' },
  {
    kind: 'tableCells',
    field: { code: 'assets', type: 'TABLE_FORM', xProps: { columns: [{ key: 'sn', type: 'input', valueUniqueFlag: true }] } },
    pass: [{ rowData: { sn: 'A' } }, { rowData: { sn: 'B' } }],
    fail: [{ rowData: { sn: 'A' } }, { rowData: { sn: 'A' } }],
    en: 'Table fields are filled in wrongly, please complete the form',
    zh: '表格字段填写有误，请完善表单',
  },
  { kind: 'server', field: { rules: [{ pattern: '^[a-z]+$', message: 'lower case' }] }, pass: 'abc', fail: 'ABC', en: 'lower case', zh: 'lower case' },
];

describe('compileRules: one pass and one fail per kind, en and zh', () => {
  it('covers every rule kind', () => {
    const covered = new Set(cases.map((c) => c.kind));
    expect(ruleKinds.filter((k) => !covered.has(k))).toEqual([]);
  });

  it.each(cases.map((c) => [c.kind, c] as const))('%s', async (kind, c) => {
    const field = makeField(c.field);
    const validators = compileRules(field, { ...base, titleOf: (code) => (code === 'region' ? 'Region' : undefined), ...c.options });
    expect(validators.map((v) => v.kind)).toContain(kind);
    const values = { ...c.values, [field.path]: c.pass };
    expect(await firstError(validators, c.pass, makeCtx(field, { values }))).toBeUndefined();
    const failValues = { ...c.values, [field.path]: c.fail };
    expect(await firstError(validators, c.fail, makeCtx(field, { values: failValues }))).toBe(c.en);
    expect(await firstError(validators, c.fail, makeCtx(field, { values: failValues, language: 'zh' }))).toBe(c.zh);
  });
});

describe('compileRules: what gets compiled', () => {
  const kindsOf = (init: FieldInit, options?: CompileRulesOptions) => compileRules(makeField(init), { fieldTypes, ...options }).map((v) => v.kind);

  it('adds nothing for a plain optional field', () => {
    expect(kindsOf({})).toEqual([]);
    expect(kindsOf({ xProps: { check: 'NORULE', range: { min: null, max: '' } } })).toEqual([]);
  });

  it('defaults the picker to NORULE and reads validateRule as well', () => {
    expect(checkTypeOf(makeField({}))).toBe('NORULE');
    expect(checkTypeOf(makeField({ source: { validateRule: 'email' } }))).toBe('EMAIL');
    expect(checkTypeOf(makeField({ xProps: { check: 'bogus' } }))).toBe('NORULE');
  });

  it('adds decimals only when nonzero (0 and 10 boundaries)', () => {
    expect(kindsOf({ type: 'NUMBER', xProps: { decimalsMount: 0 } })).toEqual(['numberMaxLength']);
    expect(kindsOf({ type: 'NUMBER', xProps: { decimalsMount: 10 } })).toEqual(['numberMaxLength', 'decimalsMount']);
  });

  it('merges the field flag with server required into one required validator, first', () => {
    const kinds = kindsOf({ required: true, xProps: { check: 'EMAIL' }, rules: [{ required: true, message: 'm' }, { maxLength: 9 }] });
    expect(kinds).toEqual(['required', 'email', 'server']);
  });

  it('lets a linkage override turn required on and off', () => {
    expect(kindsOf({ required: true }, { required: false })).toEqual([]);
    expect(kindsOf({}, { required: true })).toEqual(['required']);
    expect(kindsOf({ type: 'TEXT' }, { required: true })).toEqual([]);
  });

  it('compiles only the kinds the plugin supports (required and server always)', () => {
    const init: FieldInit = { required: true, xProps: { check: 'PHONE', range: { max: 3 } }, rules: [{ pattern: 'x' }] };
    expect(kindsOf(init, { kinds: ['textRange'] })).toEqual(['required', 'textRange', 'server']);
  });

  it('adds unique only with a column source, and upload count with the default of 1', () => {
    expect(kindsOf({ xProps: { valueUniqueFlag: true } })).toEqual([]);
    expect(kindsOf({ source: { valueUniqueFlag: 'true' } }, { tableColumnValues: [] })).toEqual(['unique']);
    expect(kindsOf({ type: 'UPLOAD' })).toEqual(['fileCount']);
  });

  it('skips parent entries among server rules', () => {
    expect(kindsOf({ rules: [{ firstId: 'a', kind: 'required' }] })).toEqual(['parent']);
  });

  it('never throws on odd settings', () => {
    const odd: FieldInit = {
      type: 'DATE',
      xProps: { check: 'CUSTOM', regularExpression: '((', range: 'x', numberRange: 7, decimalsMount: 'two', dateRange: '{bad json', positionCheck: { mark: true } },
      // Servers send strings where numbers belong; the cast mirrors untyped JSON.
      rules: [{ pattern: '(' }, { min: 'a' as unknown as number }],
    };
    expect(() => compileRules(makeField(odd), { fieldTypes })).not.toThrow();
    expect(compileRules(makeField(odd), { fieldTypes }).map((v) => v.kind)).toEqual(['custom', 'position', 'server']);
  });

  it('exposes the kind registry', () => {
    expect(ruleKinds).toContain('dateRange');
    expect(isRuleKind('ip')).toBe(true);
    expect(isRuleKind('nope')).toBe(false);
  });

  it('resolves time-dependent rules at validation time', async () => {
    const field = makeField({ type: 'DATE', xProps: { dateFormat: 'YEAR_MONTH_DAY', dateRange: { dateMaxLimit: { key: 'today' } } } });
    const validators = compileRules(field, base);
    expect(await firstError(validators, cst(2024, 6, 16), makeCtx(field, { now: cst(2024, 6, 15, 23, 59) }))).toBe('The date cannot be later than 2024-06-15');
    expect(await firstError(validators, cst(2024, 6, 16), makeCtx(field, { now: cst(2024, 6, 16, 0, 1) }))).toBeUndefined();
  });
});
