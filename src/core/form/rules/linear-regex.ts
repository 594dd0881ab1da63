/**
 * Linear-time matching of server regular expressions (issue 11, item 3).
 *
 * A pattern from the server (`x-props.regularExpression`, `x-rules[].pattern`)
 * must never run on the browser's backtracking engine: `^(a+)+$` against
 * `"a"` x 30 + `"!"` blocks the main thread for seconds, and JavaScript cannot
 * interrupt a running RegExp. So the pattern is parsed with the ECMAScript
 * grammar (`@eslint-community/regexpp`, the parser ESLint uses) and rewritten
 * into RE2 syntax that keeps the JavaScript meaning, then run by `re2js` (a
 * pure-JS port of RE2: time linear in the input, no eval, no wasm, so it works
 * under the app's CSP).
 *
 * What keeps the JavaScript meaning (the rewrite spells these out instead of
 * relying on RE2's own definitions, which differ):
 * - every literal becomes `\x{...}` (no RE2-only escapes such as `\z`, `\Q`,
 *   `\pN` can sneak in; a non-`u` pattern's `\p` is the letter p, as in JS);
 * - `.` excludes the four JS line terminators (`\n \r \u2028 \u2029`), or
 *   nothing with `s`;
 * - `\s` / `\S` are the JS white space set (it includes U+3000, the CJK full
 *   width space, and U+FEFF; RE2's `\s` is ASCII only); `\d`, `\w` ASCII;
 * - `^` / `$` are the input's start and end (`\A`, `\z`; RE2's `$` is the
 *   same), or line starts/ends with `m`;
 * - flags: `i` (case folding: RE2 folds by Unicode simple folding, JS without
 *   `u` by upper-casing; they differ only for a handful of letters such as
 *   the Kelvin sign), `m`, `s`; `u` / `v` decide how the pattern parses;
 *   `g`, `y`, `d` do not change a yes/no test and are ignored.
 * - `test` looks for a match anywhere, like `RegExp.prototype.test`.
 *
 * Patterns that a linear engine cannot run are refused (the caller reports
 * "the validation rule is misconfigured"): backreferences, lookahead and
 * lookbehind, `v`-flag set operations and string properties, modifier groups,
 * `\p{...}` names RE2 does not know, and counted repetitions over 1000
 * (RE2's limit). A JS pattern with a syntax error is refused as before.
 * Known remaining differences: without `u` JavaScript sees an astral
 * character (emoji) as two code units, RE2 as one code point, so `^.{2}$`
 * accepts one emoji in JS but not here (surrogate pairs written in the
 * pattern are joined into their code point); with `m`, a lone `\r` is not a
 * line break for `^`/`$`.
 *
 * This module is loaded on demand (see `format.ts`): it keeps ~60 KB gzip of
 * parser and engine out of the first page load.
 */
import { RegExpParser, type AST } from '@eslint-community/regexpp';
import { RE2JS } from 're2js';

/** A compiled server pattern. */
export interface LinearRegex {
  /** Whether the pattern matches somewhere in `text` (as `RegExp.prototype.test`), in linear time. */
  test(text: string): boolean;
}

type Ranges = ReadonlyArray<readonly [number, number]>;

const MAX_CODE_POINT = 0x10ffff;
const DIGIT: Ranges = [[0x30, 0x39]];
const WORD: Ranges = [[0x30, 0x39], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a]];
/** ECMAScript WhiteSpace and LineTerminator (the `\s` of JS). */
const SPACE: Ranges = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
const LINE_TERMINATORS: Ranges = [[0x0a, 0x0a], [0x0d, 0x0d], [0x2028, 0x2029]];

class Unsupported extends Error {}

const hex = (cp: number): string => `\\x{${cp.toString(16)}}`;

function complement(ranges: Ranges): Ranges {
  const out: Array<[number, number]> = [];
  let next = 0;
  for (const [lo, hi] of ranges) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

/** Class items (without brackets) for a list of ranges. */
const rangeItems = (ranges: Ranges): string => ranges.map(([lo, hi]) => (lo === hi ? hex(lo) : `${hex(lo)}-${hex(hi)}`)).join('');

const isHigh = (cp: number): boolean => cp >= 0xd800 && cp <= 0xdbff;
const isLow = (cp: number): boolean => cp >= 0xdc00 && cp <= 0xdfff;

interface Flags {
  dotAll: boolean;
  multiline: boolean;
}

function escapeSetRanges(set: AST.EscapeCharacterSet): Ranges {
  const base = set.kind === 'digit' ? DIGIT : set.kind === 'word' ? WORD : SPACE;
  return set.negate ? complement(base) : base;
}

/** `\p{...}` in RE2 spelling: general categories and scripts by their value, binary properties by name. */
function property(set: AST.UnicodePropertyCharacterSet): string {
  if (set.strings) throw new Unsupported('property of strings');
  let name: string;
  if (set.value === null) name = set.key;
  else if (set.key === 'General_Category' || set.key === 'gc' || set.key === 'Script' || set.key === 'sc') name = set.value;
  else throw new Unsupported(`\\p{${set.key}=...}`);
  return `\\${set.negate ? 'P' : 'p'}{${name}}`;
}

function classItem(element: AST.CharacterClassElement): string {
  switch (element.type) {
    case 'Character':
      return hex(element.value);
    case 'CharacterClassRange':
      return `${hex(element.min.value)}-${hex(element.max.value)}`;
    case 'CharacterSet':
      return element.kind === 'property' ? property(element) : rangeItems(escapeSetRanges(element));
    default:
      throw new Unsupported(element.type);
  }
}

function characterClass(node: AST.CharacterClass): string {
  // `[]` matches nothing, `[^]` anything; RE2 has no empty class syntax.
  if (node.elements.length === 0) return node.negate ? `[${rangeItems([[0, MAX_CODE_POINT]])}]` : `[^${rangeItems([[0, MAX_CODE_POINT]])}]`;
  return `[${node.negate ? '^' : ''}${node.elements.map(classItem).join('')}]`;
}

function element(node: AST.Element, flags: Flags): string {
  switch (node.type) {
    case 'Character':
      return hex(node.value);
    case 'CharacterSet':
      if (node.kind === 'any') return flags.dotAll ? '(?s:.)' : `[${rangeItems(complement(LINE_TERMINATORS))}]`;
      if (node.kind === 'property') return property(node);
      return `[${rangeItems(escapeSetRanges(node))}]`;
    case 'CharacterClass':
      return characterClass(node);
    case 'Group':
      if (node.modifiers) throw new Unsupported('modifiers');
      return `(?:${alternatives(node.alternatives, flags)})`;
    case 'CapturingGroup':
      // Captures do not change a yes/no test; a backreference to them is refused below.
      return `(?:${alternatives(node.alternatives, flags)})`;
    case 'Quantifier': {
      const count = node.max === Infinity ? `{${node.min},}` : node.min === node.max ? `{${node.min}}` : `{${node.min},${node.max}}`;
      return `(?:${element(node.element, flags)})${count}${node.greedy ? '' : '?'}`;
    }
    case 'Assertion':
      if (node.kind === 'start') return flags.multiline ? '(?m:^)' : '\\A';
      if (node.kind === 'end') return flags.multiline ? '(?m:$)' : '\\z';
      if (node.kind === 'word') return node.negate ? '\\B' : '\\b';
      throw new Unsupported(node.kind);
    default:
      // Backreference, ExpressionCharacterClass: no linear-time equivalent.
      throw new Unsupported(node.type);
  }
}

function alternative(node: AST.Alternative, flags: Flags): string {
  let out = '';
  const list = node.elements;
  for (let i = 0; i < list.length; i += 1) {
    const current = list[i];
    const next = list[i + 1];
    // Without `u` an astral literal arrives as two code units; RE2 matches code points.
    if (current.type === 'Character' && next?.type === 'Character' && isHigh(current.value) && isLow(next.value)) {
      out += hex(0x10000 + ((current.value - 0xd800) << 10) + (next.value - 0xdc00));
      i += 1;
      continue;
    }
    out += element(current, flags);
  }
  return out;
}

function alternatives(list: readonly AST.Alternative[], flags: Flags): string {
  return list.map((alt) => alternative(alt, flags)).join('|');
}

/**
 * Rewrites a JavaScript pattern (source and flags, as `new RegExp(source,
 * flags)` takes them) into RE2 syntax with the same meaning. Throws on a
 * syntax error or a construct a linear engine cannot run.
 */
export function toRe2Syntax(source: string, flags = ''): string {
  if (!/^[dgimsuyv]*$/.test(flags) || new Set(flags).size !== flags.length || (flags.includes('u') && flags.includes('v'))) {
    throw new SyntaxError(`invalid flags '${flags}'`);
  }
  const parser = new RegExpParser({ ecmaVersion: 2025 });
  const pattern = parser.parsePattern(source, 0, source.length, { unicode: flags.includes('u'), unicodeSets: flags.includes('v') });
  const body = alternatives(pattern.alternatives, { dotAll: flags.includes('s'), multiline: flags.includes('m') });
  return `${flags.includes('i') ? '(?i)' : ''}(?:${body})`;
}

/**
 * Compiles a JavaScript pattern for linear-time matching; undefined when it
 * is not valid JavaScript or cannot be run in linear time (see the module
 * comment). Never throws.
 */
export function compileLinearRegex(source: string, flags = ''): LinearRegex | undefined {
  try {
    const re = RE2JS.compile(toRe2Syntax(source, flags));
    return { test: (text: string) => re.test(text) };
  } catch {
    return undefined;
  }
}
