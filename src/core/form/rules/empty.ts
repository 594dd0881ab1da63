import type { ValueKind } from '../../registry';
import { isRecord } from './util';

/** Tags whose mere presence is content (an image-only rich text is not empty). */
const contentTags = new Set(['img', 'video', 'audio', 'iframe', 'embed', 'object', 'canvas', 'svg', 'input', 'picture', 'source', 'math']);

/** Entities that only produce blank space. */
const blankEntity = /&(?:nbsp|ensp|emsp|thinsp|zwnj|zwj|#160|#x0*a0|#8203|#x0*200b|#12288|#x0*3000);/gi;

const tagOrComment = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const scriptOrStyle = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
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
  let hasMedia = false;
  const text = html.replace(scriptOrStyle, '').replace(tagOrComment, (_match, name: string | undefined) => {
    if (name && contentTags.has(name.toLowerCase()) && !_match.startsWith('</')) hasMedia = true;
    return '';
  });
  if (hasMedia) return false;
  return text.replace(blankEntity, ' ').replace(zeroWidth, '').trim() === '';
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
