import { isEmpty } from '@formily/shared';

/** Empty rich-text markup the editors leave behind (`<p></p>`, `<p><br></p>`, nbsp only). */
const EMPTY_RICH_TEXT = /^(\s|&nbsp;|\u00a0|<br\s*\/?>|<p>|<\/p>|<div>|<\/div>)*$/i;

/** Formily's own notion of empty, used by its `required` rule. */
export function isFormilyEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.every((item) => item === undefined || item === null);
  return isEmpty(value);
}

/**
 * Whether a value counts as "not filled" for required checks: Formily's empty
 * values plus blank strings and empty rich-text paragraphs (spec §5).
 */
export function isBlankValue(value: unknown): boolean {
  if (isFormilyEmpty(value)) return true;
  if (typeof value === 'string') return value.trim() === '' || (value.includes('<') && EMPTY_RICH_TEXT.test(value));
  return false;
}
