import type { ValidationContext } from '../types';
import { isEmptyValue } from './empty';
import { defineValidator, type CompiledValidator } from './types';
import { isRecord } from './util';

// Format checks work on the trimmed text: the text field trims on blur and commit anyway.
const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

/**
 * E-mail: local part of the HTML "valid e-mail address" grammar, and a domain
 * of dot-separated labels with at least one dot (an intranet `user@host` is
 * rejected: ticket notifications need a routable address).
 */
export function isEmail(value: string): boolean {
  return /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/.test(value);
}

/**
 * Phone: the service desk takes both callbacks to mobiles and to office
 * lines, so it accepts
 * - a mainland mobile `1[3-9]` + 9 digits, optionally prefixed `+86`/`86`/`0086`;
 * - a landline with its area code: `0` + 2-3 digits, optional `-`, 7-8 digits
 *   not starting with 0, optional `-` extension of 1-6 digits (`010-12345678`,
 *   `0571-8765432-123`).
 * Spaces are not allowed inside the number.
 */
export function isPhone(value: string): boolean {
  return /^(?:(?:\+|00)?86-?)?1[3-9]\d{9}$/.test(value) || /^0\d{2,3}-?[1-9]\d{6,7}(?:-\d{1,6})?$/.test(value);
}

/** IPv4 dotted quad, 0-255 each, no leading zeros (they read as octal in some tools). */
export function isIPv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((p) => /^(?:0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}

/** IPv6 in full, compressed (`::`) or IPv4-suffixed form; zone ids are not accepted. */
export function isIPv6(value: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(value)) return false;
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string): string[] | undefined => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0]);
  const tail = halves.length === 2 ? groupsOf(halves[1]) : [];
  if (!head || !tail) return false;
  const all = [...head, ...tail];
  let count = 0;
  for (let i = 0; i < all.length; i += 1) {
    const group = all[i];
    const isLast = i === all.length - 1;
    if (isLast && group.includes('.')) {
      if (!isIPv4(group)) return false;
      count += 2;
    } else if (/^[0-9a-fA-F]{1,4}$/.test(group)) {
      count += 1;
    } else {
      return false;
    }
  }
  return halves.length === 2 ? count < 8 : count === 8;
}

/** IPv4 or IPv6. */
export function isIP(value: string): boolean {
  return isIPv4(value) || isIPv6(value);
}

/** An http(s) address (spec: "a URL check expects an http(s) address"). */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(value);
}

function formatValidator(kind: 'email' | 'phone' | 'ip', test: (text: string) => boolean, messageKey: string, message?: string): CompiledValidator {
  return defineValidator(kind, (value, ctx) => {
    if (isEmptyValue(value)) return undefined;
    const text = asText(value);
    return text !== undefined && test(text) ? undefined : (message ?? ctx.t(messageKey));
  });
}

export const emailValidator = (message?: string): CompiledValidator => formatValidator('email', isEmail, 'rules.email', message);
export const phoneValidator = (message?: string): CompiledValidator => formatValidator('phone', isPhone, 'rules.phone', message);
export const ipValidator = (message?: string): CompiledValidator => formatValidator('ip', isIP, 'rules.ip', message);

/** One entry of `x-props.regularExpression` after normalisation. */
export interface CustomPattern {
  /** The pattern source as configured. */
  source: string;
  /** The compiled expression, or undefined when the pattern is invalid. */
  regex?: RegExp;
  /** The server's message for this pattern. */
  message?: string;
}

/** Longest pattern accepted from the server. */
export const MAX_PATTERN_LENGTH = 1000;
/** Default bound of the input a server pattern runs on. */
export const DEFAULT_MAX_REGEX_INPUT = 4096;

/**
 * Builds a RegExp from a server string without ever throwing: returns
 * undefined for invalid or over-long patterns. Accepts `/source/flags`
 * literals; the stateful flags g and y are dropped so `test` stays pure.
 * Building a RegExp is not code evaluation, so it is allowed under the CSP.
 */
export function safeRegExp(pattern: string, flags = ''): RegExp | undefined {
  if (typeof pattern !== 'string' || pattern === '' || pattern.length > MAX_PATTERN_LENGTH) return undefined;
  let source = pattern;
  let allFlags = flags;
  const literal = /^\/([\s\S]+)\/([a-z]*)$/.exec(pattern);
  if (literal) {
    source = literal[1];
    allFlags += literal[2];
  }
  const cleanFlags = [...new Set(allFlags.replace(/[gy]/g, ''))].join('');
  try {
    return new RegExp(source, cleanFlags);
  } catch {
    return undefined;
  }
}

/**
 * Normalises `x-props.regularExpression`: a pattern string, an object
 * `{regular | pattern | regularExpression, message | msg}`, a list of those,
 * or a JSON string of such a list.
 */
export function normalizeCustomPatterns(config: unknown): CustomPattern[] {
  let list: unknown[];
  if (Array.isArray(config)) list = config;
  else if (typeof config === 'string' && config.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(config);
      list = Array.isArray(parsed) ? parsed : [config];
    } catch {
      list = [config];
    }
  } else if (config === undefined || config === null || config === '') list = [];
  else list = [config];

  const out: CustomPattern[] = [];
  for (const entry of list) {
    let source: unknown;
    let message: unknown;
    if (typeof entry === 'string') source = entry;
    else if (isRecord(entry)) {
      source = entry.regular ?? entry.pattern ?? entry.regularExpression ?? entry.regex;
      message = entry.message ?? entry.msg;
    }
    if (typeof source !== 'string' || source.trim() === '') continue;
    out.push({ source, regex: safeRegExp(source), message: typeof message === 'string' && message !== '' ? message : undefined });
  }
  return out;
}

/**
 * The value must match every pattern; the first failing pattern's message
 * (or "Incorrect format") is reported. An invalid pattern reports a
 * configuration error instead of throwing. Input longer than `maxInput` is
 * refused rather than matched: JavaScript cannot interrupt a backtracking
 * expression, so bounding the input is the guard against catastrophic patterns.
 */
export function customPatternValidator(
  patterns: readonly CustomPattern[],
  options: { message?: string; maxInput?: number; kind?: 'custom' | 'server' } = {},
): CompiledValidator {
  const maxInput = options.maxInput ?? DEFAULT_MAX_REGEX_INPUT;
  return defineValidator(options.kind ?? 'custom', (value, ctx: ValidationContext) => {
    if (isEmptyValue(value) || patterns.length === 0) return undefined;
    const text = asText(value);
    if (text === undefined) return options.message ?? ctx.t('rules.custom');
    for (const pattern of patterns) {
      if (!pattern.regex) return ctx.t('rules.regexInvalid');
      if (text.length > maxInput) return ctx.t('rules.tooLongToCheck', { max: maxInput });
      if (!pattern.regex.test(text)) return pattern.message ?? options.message ?? ctx.t('rules.custom');
    }
    return undefined;
  });
}
