import { isEmptyValue } from './empty';
import { defineValidator, type CompiledValidator, type RuleKind } from './types';
import { charCount, isRecord, toFiniteNumber } from './util';

/** Length bounds in characters; either may be absent. */
export interface LengthBounds {
  min?: number;
  max?: number;
}

/**
 * Reads `x-props.range {min, max}` (or `[min, max]`): bounds that are set
 * (a number or numeric string; negative values ignored). Returns undefined
 * when neither is set, since the text-range rule exists only then.
 */
export function readLengthBounds(range: unknown): LengthBounds | undefined {
  const [rawMin, rawMax] = Array.isArray(range) ? range : isRecord(range) ? [range.min, range.max] : [];
  const min = toFiniteNumber(rawMin);
  const max = toFiniteNumber(rawMax);
  const bounds: LengthBounds = {};
  if (min !== undefined && min >= 0) bounds.min = Math.floor(min);
  if (max !== undefined && max >= 0) bounds.max = Math.floor(max);
  return bounds.min === undefined && bounds.max === undefined ? undefined : bounds;
}

/** The text of a value for length checks: strings as they are, numbers as written, lists by their items. */
export function lengthOf(value: unknown): number | undefined {
  if (typeof value === 'string') return charCount(value);
  if (typeof value === 'number' && Number.isFinite(value)) return charCount(String(value));
  if (Array.isArray(value)) return value.length;
  return undefined;
}

/**
 * Text length between `min` and `max` characters (code points, so a Chinese
 * character or an emoji counts as one). Empty values pass: that is the
 * required rule's business.
 */
export function textLengthValidator(bounds: LengthBounds, message?: string, kind: RuleKind = 'textRange'): CompiledValidator {
  const { min, max } = bounds;
  return defineValidator(kind, (value, ctx) => {
    if (isEmptyValue(value)) return undefined;
    const length = typeof value === 'string' ? charCount(value) : lengthOf(value);
    if (length === undefined) return undefined;
    const tooShort = min !== undefined && length < min;
    const tooLong = max !== undefined && length > max;
    if (!tooShort && !tooLong) return undefined;
    if (message) return message;
    if (min !== undefined && max !== undefined) return ctx.t('rules.lengthBetween', { min, max });
    return tooShort ? ctx.t('rules.minLength', { min }) : ctx.t('rules.maxLength', { max });
  });
}
