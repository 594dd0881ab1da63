/**
 * Text normalisers shared by INPUT and TEXTAREA (form-widgets §2, §5):
 * trimmed on blur and on commit, an empty value not committed on blur, line
 * breaks turned into spaces in table input, stripped in single-line mode.
 */

const lineBreak = /\r\n|\r|\n/g;

/** How a text field treats line breaks. */
export interface TextModeOptions {
  /** Single-line mode: line breaks are removed and Enter is blocked. @default false */
  singleLine?: boolean;
  /** The field is a table cell: line breaks become spaces (wins over `singleLine`). @default false */
  inTable?: boolean;
}

/** Removes every line break. */
export function stripLineBreaks(text: string): string {
  return text.replace(lineBreak, '');
}

/** Turns every line break into one space. */
export function lineBreaksToSpaces(text: string): string {
  return text.replace(lineBreak, ' ');
}

/** The typed (or pasted) text after the mode's line-break rule; not trimmed, so typing a space works. */
export function sanitizeTyped(raw: string, options: TextModeOptions = {}): string {
  if (options.inTable) return lineBreaksToSpaces(raw);
  if (options.singleLine) return stripLineBreaks(raw);
  return raw;
}

/** The display text of a stored value (numbers as written; anything else empty). */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Result of {@link blurCommit}: whether to call onChange, and with what. */
export type BlurCommit = { commit: true; value: string } | { commit: false };

/**
 * What to write when a text field loses focus: the trimmed text, when it
 * differs from the stored value. A blank result is not committed, so tapping
 * into an empty field and out again writes nothing; the one exception is a
 * stored whitespace-only text, which is cleaned to ''.
 */
export function blurCommit(value: unknown, options: TextModeOptions = {}): BlurCommit {
  const current = textOf(value);
  const next = sanitizeTyped(current, options).trim();
  if (next === '') return current !== '' && typeof value === 'string' ? { commit: true, value: '' } : { commit: false };
  return next === value ? { commit: false } : { commit: true, value: next };
}

/**
 * The value of a text field when the form is committed (submit or save):
 * text is trimmed (with the mode's line-break rule); other values pass.
 */
export function commitText(value: unknown, options: TextModeOptions = {}): unknown {
  return typeof value === 'string' ? sanitizeTyped(value, options).trim() : value;
}

/** Rows of a text area: 1 to 5 in the widget (tables, compact use), autosize up to 500 in the form. */
export const TEXT_ROWS = {
  widget: { minRows: 1, maxRows: 5 },
  form: { minRows: 1, maxRows: 500 },
} as const;

/** Where a text field is shown; decides its rows. */
export type TextRowsMode = keyof typeof TEXT_ROWS;

/** Autosize bounds of a text field. */
export function textRows(mode: TextRowsMode = 'widget', inTable = false): { minRows: number; maxRows: number } {
  return inTable ? TEXT_ROWS.widget : TEXT_ROWS[mode];
}
