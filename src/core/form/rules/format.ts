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
  /** The pattern source as configured (a bare source or a `/source/flags` literal). */
  source: string;
  /** The server's message for this pattern. */
  message?: string;
}

/** Longest pattern accepted from the server. */
export const MAX_PATTERN_LENGTH = 1000;
/** Default bound of the input a server pattern runs on. */
export const DEFAULT_MAX_REGEX_INPUT = 4096;

/**
 * Splits a server pattern into source and flags: a `/source/flags` literal
 * gives both, anything else is the source. Undefined for an empty or
 * over-long pattern.
 */
export function parsePatternLiteral(pattern: string, flags = ''): { source: string; flags: string } | undefined {
  if (typeof pattern !== 'string' || pattern === '' || pattern.length > MAX_PATTERN_LENGTH) return undefined;
  const literal = /^\/([\s\S]+)\/([a-z]*)$/.exec(pattern);
  return literal ? { source: literal[1], flags: flags + literal[2] } : { source: pattern, flags };
}

/**
 * Builds a native RegExp from a server string without ever throwing: returns
 * undefined for invalid or over-long patterns. Accepts `/source/flags`
 * literals; the stateful flags g and y are dropped so `test` stays pure.
 * Building a RegExp is not code evaluation, so it is allowed under the CSP.
 *
 * Do not run the result on user input: the native engine backtracks, and a
 * pattern like `^(a+)+$` freezes the page. Validation runs server patterns
 * through `compileServerPattern` (linear time) instead.
 */
export function safeRegExp(pattern: string, flags = ''): RegExp | undefined {
  const parsed = parsePatternLiteral(pattern, flags);
  if (!parsed) return undefined;
  const cleanFlags = [...new Set(parsed.flags.replace(/[gy]/g, ''))].join('');
  try {
    return new RegExp(parsed.source, cleanFlags);
  } catch {
    return undefined;
  }
}

/** A server pattern compiled for linear-time matching. */
export interface ServerPattern {
  /** Whether the pattern matches somewhere in `text`, as `RegExp.prototype.test`. */
  test(text: string): boolean;
}

/**
 * Compiles a server pattern (bare source or `/source/flags`) for matching in
 * time linear in the input (RE2, see `linear-regex.ts`), so no pattern can
 * hang the page. Undefined when the pattern is empty, over-long, not valid
 * JavaScript, or uses what a linear engine cannot run (backreferences,
 * lookaround): such a rule is reported as misconfigured. The engine is
 * loaded on first use, outside the first-load bundle; if loading fails the
 * result is undefined too, and the next call tries again. Never rejects.
 */
export async function compileServerPattern(pattern: string, flags = ''): Promise<ServerPattern | undefined> {
  const parsed = parsePatternLiteral(pattern, flags);
  if (!parsed) return undefined;
  try {
    const { compileLinearRegex } = await import('./linear-regex');
    return compileLinearRegex(parsed.source, parsed.flags);
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
    out.push({ source, message: typeof message === 'string' && message !== '' ? message : undefined });
  }
  return out;
}

/**
 * The value must match every pattern; the first failing pattern's message
 * (or "Incorrect format") is reported. A pattern that is invalid, or that a
 * linear-time engine cannot run, reports a configuration error
 * (`rules.regexInvalid`) instead of throwing or hanging. Patterns run in time
 * linear in the input (`compileServerPattern`); input longer than `maxInput`
 * is still refused to bound the work per keystroke.
 */
export function customPatternValidator(
  patterns: readonly CustomPattern[],
  options: { message?: string; maxInput?: number; kind?: 'custom' | 'server' } = {},
): CompiledValidator {
  const maxInput = options.maxInput ?? DEFAULT_MAX_REGEX_INPUT;
  // Compiled once per validator; a failed engine load is not kept, so it is retried.
  const compiled = new Map<CustomPattern, ServerPattern>();
  const compile = async (pattern: CustomPattern): Promise<ServerPattern | undefined> => {
    const known = compiled.get(pattern);
    if (known) return known;
    const made = await compileServerPattern(pattern.source);
    if (made) compiled.set(pattern, made);
    return made;
  };
  return defineValidator(options.kind ?? 'custom', async (value, ctx: ValidationContext) => {
    if (isEmptyValue(value) || patterns.length === 0) return undefined;
    const text = asText(value);
    if (text === undefined) return options.message ?? ctx.t('rules.custom');
    for (const pattern of patterns) {
      const regex = await compile(pattern);
      if (!regex) return ctx.t('rules.regexInvalid');
      if (text.length > maxInput) return ctx.t('rules.tooLongToCheck', { max: maxInput });
      if (!regex.test(text)) return pattern.message ?? options.message ?? ctx.t('rules.custom');
    }
    return undefined;
  });
}
