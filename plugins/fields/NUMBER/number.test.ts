import { describe, expect, it } from 'vitest';
import { compileRules } from '@core/form/rules';
import type { NormalizedField } from '@core/form/types';
import { commitNumber, formatNumberOnBlur, isBlockedNumberKey, mapNumberProps, NUMBER_RULE_KINDS, numberText, readDecimalsMount, sanitizeNumberInput } from './normalize';

describe('NUMBER keys and typing', () => {
  it('blocks e, minus and plus', () => {
    for (const key of ['e', 'E', '-', '+']) expect(isBlockedNumberKey(key, '12')).toBe(true);
    for (const key of ['1', '0', 'Backspace', 'ArrowLeft']) expect(isBlockedNumberKey(key, '12')).toBe(false);
  });

  it('blocks a second decimal point', () => {
    expect(isBlockedNumberKey('.', '12')).toBe(false);
    expect(isBlockedNumberKey('.', '12.5')).toBe(true);
  });

  it('reduces pasted text to digits and one point, at most 15 digits', () => {
    expect(sanitizeNumberInput('1e5')).toBe('15');
    expect(sanitizeNumberInput('-12.3.4')).toBe('12.34');
    expect(sanitizeNumberInput('+1 234,5')).toBe('12345');
    expect(sanitizeNumberInput('12345678901234567890')).toBe('123456789012345');
    expect(sanitizeNumberInput('1234567890.1234567')).toBe('1234567890.12345');
    expect(sanitizeNumberInput('1234', 3)).toBe('123');
  });
});

describe('NUMBER on blur', () => {
  it('keeps an empty value empty', () => {
    expect(formatNumberOnBlur('', 2)).toBe('');
    expect(formatNumberOnBlur('   ', 2)).toBe('');
    expect(formatNumberOnBlur(undefined, 2)).toBeUndefined();
    expect(formatNumberOnBlur(null, 2)).toBeUndefined();
  });

  it('turns a non-numeric value into undefined', () => {
    for (const bad of ['abc', '.', '1.2.3', '1e5', '12px', {}, [], true]) expect(formatNumberOnBlur(bad, 2)).toBeUndefined();
  });

  it('pads to exactly decimalsMount decimals', () => {
    expect(formatNumberOnBlur('3', 2)).toBe('3.00');
    expect(formatNumberOnBlur('3.1', 2)).toBe('3.10');
    expect(formatNumberOnBlur('3.', 1)).toBe('3.0');
    expect(formatNumberOnBlur('.5', 2)).toBe('0.50');
  });

  it('truncates extra decimals, never rounds', () => {
    expect(formatNumberOnBlur('3.149', 2)).toBe('3.14');
    expect(formatNumberOnBlur('3.999', 2)).toBe('3.99');
    expect(formatNumberOnBlur('0.129', 1)).toBe('0.1');
    expect(formatNumberOnBlur(2.675, 2)).toBe('2.67');
  });

  it('gives an integer with 0 decimals', () => {
    expect(formatNumberOnBlur('3.999', 0)).toBe('3');
    expect(formatNumberOnBlur('12.', 0)).toBe('12');
    expect(formatNumberOnBlur(42, 0)).toBe('42');
    expect(formatNumberOnBlur('007', 0)).toBe('7');
    expect(formatNumberOnBlur('0', 0)).toBe('0');
  });

  it('keeps a stored negative number (only typing a minus is blocked)', () => {
    expect(formatNumberOnBlur('-1.5', 2)).toBe('-1.50');
  });
});

describe('NUMBER props and rules', () => {
  it('reads decimalsMount (0..10, default 0), the unit and the 15-digit limit', () => {
    expect(mapNumberProps({ decimalsMount: 2, unit: '元', maxLength: 15, numberRange: { min: 0 } })).toEqual({ decimals: 2, unit: '元', maxDigits: 15 });
    expect(mapNumberProps({})).toEqual({ decimals: 0, maxDigits: 15 });
    expect(mapNumberProps({ maxLength: 30 }).maxDigits).toBe(15);
    expect(readDecimalsMount('3')).toBe(3);
    expect(readDecimalsMount(11)).toBe(0);
    expect(readDecimalsMount(1.5)).toBe(0);
  });

  it('formats on commit like on blur', () => {
    expect(commitNumber('1.239', { decimals: 2 })).toBe('1.23');
    expect(commitNumber('x', { decimals: 2 })).toBeUndefined();
  });

  it('shows stored numbers as plain decimals', () => {
    expect(numberText(1e21)).toBe('1000000000000000000000');
    expect(numberText(' 12.50 ')).toBe('12.50');
    expect(numberText(undefined)).toBe('');
  });

  it('compiles range, digit limit and decimal rules', () => {
    const field: NormalizedField = {
      code: 'cost',
      path: 'cost',
      type: 'NUMBER',
      title: 'Cost',
      width: 'full',
      props: {},
      xProps: { decimalsMount: 2, numberRange: { min: 0, max: 10 }, maxLength: 15 },
      rules: [],
      required: false,
      source: {},
    };
    expect(compileRules(field, { kinds: NUMBER_RULE_KINDS, fieldTypes: { get: (type) => (type === 'NUMBER' ? { type, valueKind: 'single', component: null, numeric: true } : undefined) } }).map((v) => v.kind)).toEqual(['numberRange', 'numberMaxLength', 'decimalsMount']);
  });
});
