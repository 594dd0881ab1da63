import { describe, expect, it } from 'vitest';
import { blurCommit, commitText, lineBreaksToSpaces, sanitizeTyped, stripLineBreaks, textOf } from './text';

describe('text normalisers', () => {
  it('strips line breaks in single-line mode and turns them into spaces in tables', () => {
    expect(stripLineBreaks('a\nb\r\nc\rd')).toBe('abcd');
    expect(lineBreaksToSpaces('a\nb\r\nc')).toBe('a b c');
    expect(sanitizeTyped('a\nb', { singleLine: true })).toBe('ab');
    expect(sanitizeTyped('a\nb', { inTable: true })).toBe('a b');
    expect(sanitizeTyped('a\nb', { singleLine: true, inTable: true })).toBe('a b');
    expect(sanitizeTyped('a\n b ')).toBe('a\n b ');
  });

  it('trims on blur and writes only what changed', () => {
    expect(blurCommit('  abc  ')).toEqual({ commit: true, value: 'abc' });
    expect(blurCommit('abc')).toEqual({ commit: false });
    expect(blurCommit(' a\nb ', { inTable: true })).toEqual({ commit: true, value: 'a b' });
  });

  it('does not commit an empty value on blur', () => {
    expect(blurCommit(undefined)).toEqual({ commit: false });
    expect(blurCommit(null)).toEqual({ commit: false });
    expect(blurCommit('')).toEqual({ commit: false });
    // A stored whitespace-only text is cleaned, it is not left behind.
    expect(blurCommit('   ')).toEqual({ commit: true, value: '' });
  });

  it('trims on commit and leaves other values alone', () => {
    expect(commitText('  a b  ')).toBe('a b');
    expect(commitText(' a\nb ', { singleLine: true })).toBe('ab');
    expect(commitText(12)).toBe(12);
    expect(commitText(undefined)).toBeUndefined();
  });

  it('shows numbers as written and nothing for other values', () => {
    expect(textOf('x')).toBe('x');
    expect(textOf(12.5)).toBe('12.5');
    expect(textOf(null)).toBe('');
    expect(textOf({})).toBe('');
  });
});
