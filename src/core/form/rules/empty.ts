import type { ValueKind } from '../../registry';
import { isRecord } from '../../records';

/** Tags whose mere presence is content (an image-only rich text is not empty). */
const contentTags = new Set(['img', 'video', 'audio', 'iframe', 'embed', 'object', 'canvas', 'svg', 'input', 'picture', 'source', 'math']);

/** Entities that only produce blank space. */
const blankEntity = /&(?:nbsp|ensp|emsp|thinsp|zwnj|zwj|#160|#x0*a0|#8203|#x0*200b|#12288|#x0*3000);/gi;

// trim() covers the Unicode white space class; zero-width characters are not in it.
const zeroWidth = /[\u200b-\u200d\u2060\ufeff]/g;

/**
 * Whether rich-text markup holds nothing a reader would see: `<p></p>`,
 * `<p><br></p>`, paragraphs of spaces or `&nbsp;`, comments. Media tags
 * (img, video, iframe ...) count as content. Works on the string alone (no
 * DOM), so it runs in Node and before sanitising.
 */
export function isEmptyRichText(html: unknown): boolean {
  if (html === undefined || html === null) return true;
  if (typeof html !== 'string') return false;
  const text = visibleText(html);
  if (text === undefined) return false;
  return text.replace(blankEntity, ' ').replace(zeroWidth, '').trim() === '';
}

const TAG_NAME = /[a-zA-Z][a-zA-Z0-9-]*/y;

/**
 * The markup's text without tags, comments, scripts and styles; `undefined` as soon as a media tag
 * shows there is content. One pass over the string (linear whatever a user types or pastes: a
 * backtracking regex took seconds on `'<a'.repeat(20000)`). A tag that never closes is text, as is
 * everything after it.
 */
function visibleText(html: string): string | undefined {
  const lower = html.toLowerCase();
  // Elements whose end tag was looked for and is not there: it will not be there for a later one either.
  const unclosed = new Set<string>();
  let text = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) return text + html.slice(i);
    text += html.slice(i, lt);
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      if (close < 0) return text;
      i = close + 3;
      continue;
    }
    const closing = html[lt + 1] === '/';
    TAG_NAME.lastIndex = lt + (closing ? 2 : 1);
    const name = TAG_NAME.exec(html)?.[0]?.toLowerCase();
    if (!name) {
      text += '<';
      i = lt + 1;
      continue;
    }
    const end = tagEnd(html, TAG_NAME.lastIndex);
    // No '>' ends this tag, so none can end a later one: the rest is text.
    if (end < 0) return text + html.slice(lt);
    if (!closing && contentTags.has(name)) return undefined;
    i = end + 1;
    if (!closing && (name === 'script' || name === 'style') && !unclosed.has(name)) {
      const close = lower.indexOf(`</${name}`, i);
      if (close < 0) unclosed.add(name);
      else {
        const after = tagEnd(html, close + name.length + 2);
        if (after >= 0) i = after + 1;
      }
    }
  }
  return text;
}

/** Index of the '>' that ends a tag whose attributes start at `from` (quoted values may hold '>'); -1 when none. */
function tagEnd(html: string, from: number): number {
  let quote = '';
  for (let i = from; i < html.length; i += 1) {
    const ch = html[i]!;
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return i;
  }
  return -1;
}

/**
 * Whether a value counts as "not filled" for its value kind: `undefined`,
 * `null`, NaN, blank strings, empty arrays (and arrays of empty items), objects
 * whose every entry is empty (`{}`, a position without coordinates, a member
 * item with blank ids), and for rich text the empty markup of `isEmptyRichText`.
 * `false` and `0` are values.
 */
export function isEmptyValue(value: unknown, valueKind: ValueKind = 'single'): boolean {
  if (value === undefined || value === null) return true;
  if (valueKind === 'richText' && typeof value === 'string') return isEmptyRichText(value);
  if (typeof value === 'string') return value.replace(zeroWidth, '').trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.every((item) => isEmptyValue(item, 'single'));
  if (isRecord(value)) {
    if (value instanceof Date) return Number.isNaN(value.getTime());
    return Object.values(value).every((item) => isEmptyValue(item, 'single'));
  }
  return false;
}
