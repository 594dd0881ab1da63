import type { ServerFieldSchema, ServerRule, ValidationContext } from '../types';
import type { ValueKind } from '../../registry';
import { isEmptyValue } from './empty';
import { customPatternValidator, isEmail, isHttpUrl, isIP, isIPv4, isIPv6, isPhone } from './format';
import { numericTextOf } from './number';
import { defineValidator, type CompiledValidator } from './types';
import { charCount, isRecord, toBool, toFiniteNumber } from './util';

/**
 * Normalises `x-rules` (one rule, a list, or a bare `required` boolean) to
 * a list; the interpreter does the same, this keeps the compiler usable on
 * raw schemas too.
 */
export function normalizeServerRules(xRules: ServerFieldSchema['x-rules']): ServerRule[] {
  if (xRules === undefined || xRules === null) return [];
  if (typeof xRules === 'boolean') return xRules ? [{ required: true }] : [];
  const list: unknown[] = Array.isArray(xRules) ? xRules : [xRules];
  return list.filter(isRecord) as ServerRule[];
}

/** Whether any server rule asks for a value, and its message. */
export function serverRequired(rules: readonly ServerRule[]): { required: boolean; message?: string } {
  const rule = rules.find((r) => toBool(r.required));
  return rule ? { required: true, ...(typeof rule.message === 'string' && rule.message !== '' ? { message: rule.message } : {}) } : { required: false };
}

/**
 * The size a server `min`/`max`/`len` applies to, as in Formily 1.0: the
 * number itself for numbers (and numeric strings of numeric fields), the
 * item count of lists, the character count of text.
 */
function measure(value: unknown, numeric: boolean): { size: number; unit: 'number' | 'count' | 'length' } | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? { size: value, unit: 'number' } : undefined;
  if (Array.isArray(value)) return { size: value.filter((v) => !isEmptyValue(v)).length, unit: 'count' };
  if (typeof value === 'string') {
    if (numeric) {
      const text = numericTextOf(value);
      return text === undefined ? undefined : { size: Number(text), unit: 'number' };
    }
    return { size: charCount(value), unit: 'length' };
  }
  return undefined;
}

const formatChecks: Record<string, { test: (text: string) => boolean; key: string }> = {
  email: { test: isEmail, key: 'rules.email' },
  phone: { test: isPhone, key: 'rules.phone' },
  mobile: { test: isPhone, key: 'rules.phone' },
  ip: { test: isIP, key: 'rules.ip' },
  ipv4: { test: isIPv4, key: 'rules.ip' },
  ipv6: { test: isIPv6, key: 'rules.ip' },
  url: { test: isHttpUrl, key: 'rules.url' },
  number: { test: (t) => numericTextOf(t) !== undefined, key: 'rules.notNumber' },
  integer: { test: (t) => /^[+-]?\d+$/.test(t), key: 'rules.integer' },
};

/** Options of `compileServerRule`. */
export interface ServerRuleOptions {
  valueKind?: ValueKind;
  /** Numeric field: numeric strings are compared as numbers. */
  numeric?: boolean;
  maxRegexInput?: number;
}

/**
 * Validators of one `x-rules` entry other than `required` (the compiler
 * merges that with the field's flag): `pattern`, `min`/`max`,
 * `minLength`/`maxLength`, `len`, `format` (email, phone, ip, url, number,
 * integer) and `whitespace`. The server's `message` replaces ours when given.
 */
export function compileServerRule(rule: ServerRule, options: ServerRuleOptions = {}): CompiledValidator[] {
  const message = typeof rule.message === 'string' && rule.message !== '' ? rule.message : undefined;
  const out: CompiledValidator[] = [];
  if (typeof rule.pattern === 'string' && rule.pattern !== '') {
    out.push(customPatternValidator([{ source: rule.pattern, message }], { kind: 'server', maxInput: options.maxRegexInput }));
  }
  const format = typeof rule.format === 'string' ? formatChecks[rule.format.toLowerCase()] : undefined;
  if (format) {
    out.push(
      defineValidator('server', (value, ctx) => {
        if (isEmptyValue(value)) return undefined;
        const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : undefined;
        return text !== undefined && format.test(text) ? undefined : (message ?? ctx.t(format.key));
      }),
    );
  }
  if (toBool(rule.whitespace)) {
    out.push(defineValidator('server', (value, ctx) => (typeof value === 'string' && value !== '' && value.trim() === '' ? (message ?? ctx.t('rules.required')) : undefined)));
  }
  const min = toFiniteNumber(rule.min);
  const max = toFiniteNumber(rule.max);
  const len = toFiniteNumber(rule.len);
  const minLength = toFiniteNumber(rule.minLength);
  const maxLength = toFiniteNumber(rule.maxLength);
  if (min !== undefined || max !== undefined || len !== undefined) {
    out.push(
      defineValidator('server', (value, ctx: ValidationContext) => {
        if (isEmptyValue(value, options.valueKind)) return undefined;
        const m = measure(value, options.numeric ?? false);
        if (!m) return undefined;
        if (len !== undefined && m.size !== len) return message ?? (m.unit === 'count' ? ctx.t('rules.countBetween', { min: len, max: len }) : m.unit === 'number' ? ctx.t('rules.numberBetween', { min: len, max: len }) : ctx.t('rules.length', { len }));
        const low = min !== undefined && m.size < min;
        const high = max !== undefined && m.size > max;
        if (!low && !high) return undefined;
        if (message) return message;
        if (m.unit === 'number') return low ? ctx.t('rules.numberMin', { min }) : ctx.t('rules.numberMax', { max });
        if (m.unit === 'count') return low ? ctx.t('rules.minCount', { min }) : ctx.t('rules.maxCount', { max });
        return low ? ctx.t('rules.minLength', { min }) : ctx.t('rules.maxLength', { max });
      }),
    );
  }
  if (minLength !== undefined || maxLength !== undefined) {
    out.push(
      defineValidator('server', (value, ctx) => {
        if (isEmptyValue(value, options.valueKind)) return undefined;
        const size = typeof value === 'string' ? charCount(value) : typeof value === 'number' ? charCount(String(value)) : Array.isArray(value) ? value.length : undefined;
        if (size === undefined) return undefined;
        if (minLength !== undefined && size < minLength) return message ?? ctx.t('rules.minLength', { min: minLength });
        if (maxLength !== undefined && size > maxLength) return message ?? ctx.t('rules.maxLength', { max: maxLength });
        return undefined;
      }),
    );
  }
  return out;
}
