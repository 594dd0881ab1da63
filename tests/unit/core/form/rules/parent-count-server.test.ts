import { describe, expect, it } from 'vitest';
import {
  compileServerRule,
  fileCountValidator,
  isEmptyRow,
  normalizeServerRules,
  parentValidator,
  readCountBounds,
  readFileQuantity,
  readParentRules,
  selectionCountValidator,
  serverRequired,
  tableNotEmptyValidator,
  toParentRuleKind,
  type ParentRule,
} from '@core/form/rules';
import { firstError, makeCtx, makeField } from './helpers';

describe('parent rules', () => {
  it('reads rules from x-rules entries and from the field, defaulting to "after"', () => {
    const field = makeField({
      firstId: 'region',
      xProps: { userParentId: 'manager' },
      rules: [{ firstId: 'category', kind: 'requiredWithParent', message: 'Needed with a category' }, { userParentId: 'manager', kind: 'empty' }],
    });
    expect(readParentRules(field)).toEqual([
      { parent: 'category', parentType: 'field', kind: 'required', message: 'Needed with a category' },
      { parent: 'manager', parentType: 'user', kind: 'empty' },
      { parent: 'region', parentType: 'field', kind: 'after' },
    ]);
    expect(readParentRules(makeField({ rules: [{ firstId: 'x', kind: 'nonsense' }] }))).toEqual([]);
    expect(toParentRuleKind('after_parent')).toBe('after');
  });

  const titleOf = (code: string) => ({ region: 'Region' })[code];
  it.each<[string, ParentRule, Record<string, unknown>, unknown, string | undefined, string | undefined]>([
    ['after: parent filled', { parent: 'region', parentType: 'field', kind: 'after' }, { region: 'north' }, 'city', undefined, undefined],
    ['after: both empty', { parent: 'region', parentType: 'field', kind: 'after' }, {}, '', undefined, undefined],
    ['after: parent empty', { parent: 'region', parentType: 'field', kind: 'after' }, { region: '' }, 'city', 'Please fill in Region first', '请先填写Region'],
    ['after: parent empty rich text', { parent: 'region', parentType: 'field', kind: 'after' }, { region: '<p><br></p>' }, 'city', 'Please fill in Region first', '请先填写Region'],
    ['required: parent filled, child empty', { parent: 'region', parentType: 'field', kind: 'required' }, { region: 'north' }, '', 'Please enter required fields!', '请输入必填项！'],
    ['required: parent empty', { parent: 'region', parentType: 'field', kind: 'required' }, {}, '', undefined, undefined],
    ['empty: parent filled', { parent: 'region', parentType: 'field', kind: 'empty' }, { region: 'north' }, 'x', 'Must be empty when Region is filled in', '已填写Region时此项必须为空'],
    ['empty: parent empty', { parent: 'region', parentType: 'field', kind: 'empty' }, { region: '' }, 'x', undefined, undefined],
    ['server message', { parent: 'region', parentType: 'field', kind: 'after', message: 'Region first!' }, {}, 'x', 'Region first!', 'Region first!'],
  ])('%s', async (_name, rule, values, value, enMsg, zhMsg) => {
    const v = parentValidator(rule, 'multi', titleOf);
    const field = makeField();
    expect(await v(value, makeCtx(field, { values }))).toBe(enMsg);
    expect(await v(value, makeCtx(field, { values, language: 'zh' }))).toBe(zhMsg);
  });
});

describe('parent-user rules: who fills the form', () => {
  const titleOf = (code: string) => ({ owner: 'Owner' })[code];
  const me = { userId: 'u1', userName: '张三' };
  const ctx = (values: Record<string, unknown>, language: 'en' | 'zh' = 'en') => ({ ...makeCtx(makeField(), { values, language }), user: me });
  const rule = (kind: ParentRule['kind'], parent = 'owner'): ParentRule => ({ parent, parentType: 'user', kind });

  it.each<[string, ParentRule, Record<string, unknown>, unknown, string | undefined, string | undefined]>([
    ['after: the current user is the one chosen in the member field', rule('after'), { owner: [{ userId: 'u1' }] }, 'x', undefined, undefined],
    ['after: someone else fills it', rule('after'), { owner: [{ userId: 'u2' }] }, 'x', 'Only Owner can fill this in', '仅Owner可填写此项'],
    ['after: someone else leaves it empty', rule('after'), { owner: [{ userId: 'u2' }] }, '', undefined, undefined],
    ['required: for the parent user', rule('required'), { owner: [{ userId: 'u2' }, { userId: 'u1' }] }, '', 'Please enter required fields!', '请输入必填项！'],
    ['required: not for others', rule('required'), { owner: [{ userId: 'u2' }] }, '', undefined, undefined],
    ['empty: the parent user must leave it empty', rule('empty'), { owner: ['u1'] }, 'x', 'Owner cannot fill this in', 'Owner不可填写此项'],
    ['empty: others may fill it', rule('empty'), { owner: [] }, 'x', undefined, undefined],
    ['a user id instead of a field code', rule('required', 'u1'), {}, '', 'Please enter required fields!', '请输入必填项！'],
    ['a user id that is someone else', rule('required', 'u9'), {}, '', undefined, undefined],
  ])('%s', async (_name, r, values, value, enMsg, zhMsg) => {
    const v = parentValidator(r, 'single', titleOf);
    expect(await v(value, ctx(values))).toBe(enMsg);
    expect(await v(value, ctx(values, 'zh'))).toBe(zhMsg);
  });

  it('does not apply without a current user', async () => {
    expect(await parentValidator(rule('required', 'u1'), 'single', titleOf)('', makeCtx(makeField(), { values: {} }))).toBeUndefined();
  });
});

describe('parent rules on codes that are not form fields', () => {
  it('do not apply, so the field stays fillable', async () => {
    const v = parentValidator({ parent: 'dict-1', parentType: 'field', kind: 'after' });
    expect(await v('x', makeCtx(makeField(), { values: { other: 1 } }))).toBeUndefined();
    expect(await v('x', makeCtx(makeField(), { values: { 'group.dict-1': '' } }))).toBe('Please fill in dict-1 first');
  });
});

describe('counts', () => {
  it('reads bounds and file quantity', () => {
    expect(readCountBounds(undefined, '')).toBeUndefined();
    expect(readCountBounds('1', 3)).toEqual({ min: 1, max: 3 });
    expect(readFileQuantity(undefined, undefined)).toBe(1);
    expect(readFileQuantity('5', { count: 9 })).toBe(5);
    expect(readFileQuantity(0, { count: 9 })).toBe(9);
  });

  it.each([
    [{ min: 2 }, ['a', 'b'], undefined, undefined],
    [{ min: 2 }, ['a', ''], 'Selected items: at least 2', '至少选择2项'],
    [{ max: 2 }, ['a', 'b', 'c'], 'Selected items: at most 2', '最多选择2项'],
    [{ min: 1, max: 2 }, ['a', 'b', 'c'], 'Selected items: 1 to 2', '请选择1到2项'],
    [{ min: 2 }, [], undefined, undefined],
  ])('selection %j with %j', async (bounds, value, enMsg, zhMsg) => {
    const v = selectionCountValidator(bounds);
    expect(await v(value, makeCtx(makeField()))).toBe(enMsg);
    expect(await v(value, makeCtx(makeField(), { language: 'zh' }))).toBe(zhMsg);
  });

  it('limits file count', async () => {
    const v = fileCountValidator(2);
    expect(await v([{ id: 1 }, { id: 2 }], makeCtx(makeField()))).toBeUndefined();
    expect(await v([{ id: 1 }, { id: 2 }, { id: 3 }], makeCtx(makeField()))).toBe('Files: at most 2');
    expect(await v([{ id: 1 }, { id: 2 }, { id: 3 }], makeCtx(makeField(), { language: 'zh' }))).toBe('最多上传2个文件');
  });

  it('requires a table row with data', async () => {
    expect(isEmptyRow({ id: 'r1', rowNum: 0, rowData: { a: '', a_search: 'x' } })).toBe(true);
    expect(isEmptyRow({ id: 'r1', rowNum: 0, name: 'x' })).toBe(false);
    const v = tableNotEmptyValidator();
    expect(await v([{ rowData: { a: 'x' } }], makeCtx(makeField()))).toBeUndefined();
    expect(await v([{ rowData: { a: '' } }], makeCtx(makeField()))).toBe('The table data cannot be empty');
    expect(await v([], makeCtx(makeField(), { language: 'zh' }))).toBe('表格数据不能为空');
  });
});

describe('server x-rules', () => {
  it('normalises the three shapes and finds required', () => {
    expect(normalizeServerRules(true)).toEqual([{ required: true }]);
    expect(normalizeServerRules(false)).toEqual([]);
    expect(normalizeServerRules({ pattern: 'a' })).toEqual([{ pattern: 'a' }]);
    expect(serverRequired([{ max: 3 }, { required: true, message: 'Fill me' }])).toEqual({ required: true, message: 'Fill me' });
    expect(serverRequired([{ required: false }])).toEqual({ required: false });
  });

  it.each([
    ['pattern, server message', { pattern: '^\\d+$', message: 'Digits only' }, {}, '12', 'a1', 'Digits only', 'Digits only'],
    ['pattern, our message', { pattern: '^\\d+$' }, {}, '12', 'a1', 'Incorrect format', '格式不正确'],
    ['invalid pattern', { pattern: '[' }, {}, '', 'a', 'The validation rule is misconfigured, contact the administrator', '校验规则配置有误，请联系管理员'],
    ['maxLength', { maxLength: 3 }, {}, '中文字', '中文字符', 'Maximum length: 3 characters', '最多输入3个字符'],
    ['minLength', { minLength: 2 }, {}, 'ab', 'a', 'Minimum length: 2 characters', '至少输入2个字符'],
    ['max on text', { max: 2 }, {}, 'ab', 'abc', 'Maximum length: 2 characters', '最多输入2个字符'],
    ['max on a number', { max: 10 }, {}, 10, 11, 'The value cannot be greater than 10', '数值不能大于10'],
    ['min on a numeric field', { min: 1 }, { numeric: true }, '1', '0.5', 'The value cannot be less than 1', '数值不能小于1'],
    ['max on a list', { max: 1 }, {}, ['a'], ['a', 'b'], 'Selected items: at most 1', '最多选择1项'],
    ['len', { len: 4 }, {}, 'abcd', 'abc', 'Length must be exactly 4 characters', '请输入4个字符'],
    ['format email', { format: 'email' }, {}, 'a@b.cn', 'a@b', 'Please enter a valid email address', '请输入正确的邮箱地址'],
    ['format url', { format: 'url' }, {}, 'https://x.cn/a', 'ftp://x.cn', 'Please enter a valid http(s) address', '请输入正确的http(s)地址'],
    ['format integer', { format: 'integer' }, {}, '-3', '3.5', 'Please enter an integer', '请输入整数'],
    ['whitespace', { whitespace: true }, {}, 'a', '   ', 'Please enter required fields!', '请输入必填项！'],
  ])('%s', async (_name, rule, options, good, bad, enMsg, zhMsg) => {
    const validators = compileServerRule(rule, options);
    expect(validators.length).toBeGreaterThan(0);
    expect(validators.every((v) => v.kind === 'server')).toBe(true);
    const field = makeField();
    if (good !== '') expect(await firstError(validators, good, makeCtx(field))).toBeUndefined();
    expect(await firstError(validators, bad, makeCtx(field))).toBe(enMsg);
    expect(await firstError(validators, bad, makeCtx(field, { language: 'zh' }))).toBe(zhMsg);
  });

  it('ignores required (merged by the compiler) and unknown keys', () => {
    expect(compileServerRule({ required: true, message: 'x', foo: 1 })).toEqual([]);
  });
});
