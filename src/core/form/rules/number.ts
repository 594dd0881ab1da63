import { isEmptyValue } from './empty';
import { defineValidator, type CompiledValidator } from './types';
import { isRecord, toFiniteNumber } from './util';

/** Digits a number field holds at most (spec: fixed at 15, the precision of a double). */
export const NUMBER_MAX_DIGITS = 15;
/** Decimal places the designer allows (1..10). */
export const MAX_DECIMALS = 10;

const numericText = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The plain decimal text of a number value (no exponent), or undefined when
 * the value is not a number. Strings must be plain decimals (`e`, `+`/`-`
 * inside, and a second point are blocked by the widget, so they are invalid).
 */
export function numericTextOf(value: unknown): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    const text = String(value);
    if (!/e/i.test(text)) return text;
    return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  }
  if (typeof value === 'string') {
    const text = value.trim();
    return numericText.test(text) ? text : undefined;
  }
  return undefined;
}

/** Count of digits (integer and fraction part, sign and point excluded). */
export function digitCount(text: string): number {
  return text.replace(/[^0-9]/g, '').length;
}

/** Count of digits after the decimal point, as written (`'1.20'` has 2). */
export function decimalCount(text: string): number {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/** Numeric bounds; either may be absent. */
export interface NumberBounds {
  min?: number;
  max?: number;
}

/** Reads `x-props.numberRange` as `{min, max}` or `[min, max]`; undefined when neither bound is set. */
export function readNumberBounds(range: unknown): NumberBounds | undefined {
  const [rawMin, rawMax] = Array.isArray(range) ? range : isRecord(range) ? [range.min, range.max] : [];
  const bounds: NumberBounds = {};
  const min = toFiniteNumber(rawMin);
  const max = toFiniteNumber(rawMax);
  if (min !== undefined) bounds.min = min;
  if (max !== undefined) bounds.max = max;
  return bounds.min === undefined && bounds.max === undefined ? undefined : bounds;
}

/** The value lies within `min..max` (inclusive). A non-numeric value reports "Please enter a number". */
export function numberRangeValidator(bounds: NumberBounds, message?: string): CompiledValidator {
  const { min, max } = bounds;
  return defineValidator('numberRange', (value, ctx) => {
    if (isEmptyValue(value)) return undefined;
    const text = numericTextOf(value);
    if (text === undefined) return ctx.t('rules.notNumber');
    const n = Number(text);
    if ((min === undefined || n >= min) && (max === undefined || n <= max)) return undefined;
    if (message) return message;
    if (min !== undefined && max !== undefined) return ctx.t('rules.numberBetween', { min, max });
    return min !== undefined && n < min ? ctx.t('rules.numberMin', { min }) : ctx.t('rules.numberMax', { max });
  });
}

/**
 * At most `maxDigits` digits in all (15 by the spec, whatever the configured
 * maxLength says: beyond that a double loses digits). Also the place where a
 * non-numeric value of a number field is reported.
 */
export function numberMaxLengthValidator(maxDigits: number = NUMBER_MAX_DIGITS): CompiledValidator {
  return defineValidator('numberMaxLength', (value, ctx) => {
    if (isEmptyValue(value)) return undefined;
    const text = numericTextOf(value);
    if (text === undefined) return ctx.t('rules.notNumber');
    return digitCount(text) > maxDigits ? ctx.t('rules.numberMaxLength', { max: maxDigits }) : undefined;
  });
}

/**
 * The decimal-places setting when it yields a rule: an integer 1..10.
 * 0 means "integer" and is enforced by the widget's formatting, not by a
 * rule (spec: the rule exists only when decimalsMount is nonzero); other
 * values are outside what the designer allows and are ignored.
 */
export function readDecimals(decimalsMount: unknown): number | undefined {
  const n = toFiniteNumber(decimalsMount);
  return n !== undefined && Number.isInteger(n) && n > 0 && n <= MAX_DECIMALS ? n : undefined;
}

/** At most `count` digits after the decimal point. */
export function decimalsValidator(count: number): CompiledValidator {
  return defineValidator('decimalsMount', (value, ctx) => {
    if (isEmptyValue(value)) return undefined;
    const text = numericTextOf(value);
    if (text === undefined) return ctx.t('rules.notNumber');
    return decimalCount(text) > count ? ctx.t('rules.decimals', { count }) : undefined;
  });
}
