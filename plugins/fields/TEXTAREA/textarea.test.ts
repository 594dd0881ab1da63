import { describe, expect, it } from 'vitest';
import { commitTextarea, mapTextareaProps, TEXTAREA_RULE_KINDS } from './normalize';
import { TEXT_ROWS, textRows } from '../shared/text';

describe('TEXTAREA normalisers', () => {
  it('autosizes in the form and counts against range.max', () => {
    expect(mapTextareaProps({})).toEqual({ rowsMode: 'form' });
    expect(mapTextareaProps({ range: { min: 10, max: 500 } })).toEqual({ rowsMode: 'form', countMax: 500 });
    expect(mapTextareaProps({ singleLine: 'true', range: { min: 2 } })).toEqual({ rowsMode: 'form', singleLine: true });
  });

  it('shows 1 to 5 rows as a widget and up to 500 rows in the form', () => {
    expect(TEXT_ROWS.widget).toEqual({ minRows: 1, maxRows: 5 });
    expect(TEXT_ROWS.form).toEqual({ minRows: 1, maxRows: 500 });
    expect(textRows()).toEqual(TEXT_ROWS.widget);
    expect(textRows('form')).toEqual(TEXT_ROWS.form);
    // A table cell is a widget even inside a form.
    expect(textRows('form', true)).toEqual(TEXT_ROWS.widget);
  });

  it('trims on commit and keeps inner line breaks unless single-line', () => {
    expect(commitTextarea('  line 1\nline 2  ')).toBe('line 1\nline 2');
    expect(commitTextarea(' a\nb ', { singleLine: true })).toBe('ab');
    expect(commitTextarea(' a\nb ', { inTable: true })).toBe('a b');
  });

  it('supports the text range, not the rule picker', () => {
    expect(TEXTAREA_RULE_KINDS).toContain('textRange');
    expect(TEXTAREA_RULE_KINDS).not.toContain('email');
  });
});
