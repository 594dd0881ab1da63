import { describe, expect, it } from 'vitest';
import {
  decimalCount,
  decimalsValidator,
  digitCount,
  numberMaxLengthValidator,
  numberRangeValidator,
  numericTextOf,
  readDecimals,
  readLengthBounds,
  readNumberBounds,
  textLengthValidator,
} from '@core/form/rules';
import { makeCtx, makeField } from './helpers';

const en = makeCtx(makeField({ type: 'NUMBER' }));
const zh = makeCtx(makeField({ type: 'NUMBER' }), { language: 'zh' });

describe('textRange', () => {
  it('reads bounds only when one is set', () => {
    expect(readLengthBounds({ min: '', max: null })).toBeUndefined();
    expect(readLengthBounds(undefined)).toBeUndefined();
    expect(readLengthBounds({ min: 2 })).toEqual({ min: 2 });
    expect(readLengthBounds({ max: '10' })).toEqual({ max: 10 });
    expect(readLengthBounds([1, 3])).toEqual({ min: 1, max: 3 });
  });

  it.each([
    [{ min: 2 }, 'ab', undefined, undefined],
    [{ min: 2 }, 'a', 'Minimum length: 2 characters', '至少输入2个字符'],
    [{ max: 3 }, '中文字', undefined, undefined],
    [{ max: 3 }, '中文字符', 'Maximum length: 3 characters', '最多输入3个字符'],
    [{ max: 2 }, '😀😀', undefined, undefined],
    [{ max: 2 }, '😀😀😀', 'Maximum length: 2 characters', '最多输入2个字符'],
    [{ min: 2, max: 4 }, 'abcde', 'Length: 2 to 4 characters', '请输入2到4个字符'],
    [{ min: 2, max: 4 }, '', undefined, undefined],
  ])('%j with %j', async (bounds, value, enMsg, zhMsg) => {
    const v = textLengthValidator(bounds);
    expect(await v(value, en)).toBe(enMsg);
    expect(await v(value, zh)).toBe(zhMsg);
  });
});

describe('number helpers', () => {
  it.each([
    [12, '12'],
    ['  -1.50 ', '-1.50'],
    ['.5', '.5'],
    ['1.', '1.'],
    [1e21, '1000000000000000000000'],
    [1e-7, '0.0000001'],
    ['1e5', undefined],
    ['1.2.3', undefined],
    ['--1', undefined],
    ['abc', undefined],
    [Infinity, undefined],
  ])('numericTextOf(%j) = %j', (value, text) => {
    expect(numericTextOf(value)).toBe(text);
  });

  it('counts digits and decimals as written', () => {
    expect(digitCount('-123.45')).toBe(5);
    expect(decimalCount('1.20')).toBe(2);
    expect(decimalCount('7')).toBe(0);
  });
});

describe('numberMaxLength (15 digits)', () => {
  it.each([
    ['123456789012345', undefined, undefined],
    ['-123456789012345', undefined, undefined],
    ['1234567890123.45', undefined, undefined],
    [123456789012345, undefined, undefined],
    ['1234567890123456', 'Enter at most 15 digits', '最多输入15位数字'],
    ['12345678901234.56', 'Enter at most 15 digits', '最多输入15位数字'],
    [1234567890123456, 'Enter at most 15 digits', '最多输入15位数字'],
    ['12a', 'Please enter a number', '请输入数字'],
    ['', undefined, undefined],
  ])('%j', async (value, enMsg, zhMsg) => {
    const v = numberMaxLengthValidator();
    expect(await v(value, en)).toBe(enMsg);
    expect(await v(value, zh)).toBe(zhMsg);
  });
});

describe('decimalsMount', () => {
  it('yields a rule only for integers 1..10', () => {
    expect(readDecimals(0)).toBeUndefined();
    expect(readDecimals('0')).toBeUndefined();
    expect(readDecimals(1)).toBe(1);
    expect(readDecimals('10')).toBe(10);
    expect(readDecimals(11)).toBeUndefined();
    expect(readDecimals(2.5)).toBeUndefined();
    expect(readDecimals(-2)).toBeUndefined();
  });

  it.each([
    [2, '1.23', undefined, undefined],
    [2, '1.2', undefined, undefined],
    [2, 5, undefined, undefined],
    [2, '1.234', 'Decimal places: at most 2', '最多输入2位小数'],
    [2, 1.234, 'Decimal places: at most 2', '最多输入2位小数'],
    [10, '0.0123456789', undefined, undefined],
    [10, '0.01234567891', 'Decimal places: at most 10', '最多输入10位小数'],
    [1, 'x', 'Please enter a number', '请输入数字'],
  ])('%i decimals, %j', async (count, value, enMsg, zhMsg) => {
    const v = decimalsValidator(count);
    expect(await v(value, en)).toBe(enMsg);
    expect(await v(value, zh)).toBe(zhMsg);
  });
});

describe('numberRange', () => {
  it('reads object and array bounds', () => {
    expect(readNumberBounds({ min: 0, max: '' })).toEqual({ min: 0 });
    expect(readNumberBounds([null, 9])).toEqual({ max: 9 });
    expect(readNumberBounds({})).toBeUndefined();
  });

  it.each([
    [{ min: 0, max: 10 }, 0, undefined, undefined],
    [{ min: 0, max: 10 }, '10', undefined, undefined],
    [{ min: 0, max: 10 }, -0.01, 'Enter a number between 0 and 10', '请输入0到10之间的数字'],
    [{ min: 0, max: 10 }, 10.5, 'Enter a number between 0 and 10', '请输入0到10之间的数字'],
    [{ min: 5 }, 4, 'The value cannot be less than 5', '数值不能小于5'],
    [{ max: 5 }, 6, 'The value cannot be greater than 5', '数值不能大于5'],
    [{ max: 5 }, 'five', 'Please enter a number', '请输入数字'],
  ])('%j with %j', async (bounds, value, enMsg, zhMsg) => {
    const v = numberRangeValidator(bounds);
    expect(await v(value, en)).toBe(enMsg);
    expect(await v(value, zh)).toBe(zhMsg);
  });
});
