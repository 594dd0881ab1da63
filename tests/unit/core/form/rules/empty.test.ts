import { describe, expect, it } from 'vitest';
import { isEmptyRichText, isEmptyValue } from '../../../../../src/core/form/rules';

describe('isEmptyRichText', () => {
  it.each([
    ['', true],
    ['<p></p>', true],
    ['<p><br></p>', true],
    ['<p><br/></p>', true],
    ['<P><BR /></P>', true],
    ['<p> </p>', true],
    ['<p>&nbsp;</p>', true],
    ['<p>&nbsp;&nbsp; &#160;</p><p><br></p>', true],
    ['<p>\u200b</p>', true],
    ['<p class="x" data-a=">"></p>', true],
    ['<!-- note --><p></p>', true],
    ['<div><span></span></div>\n', true],
    ['<style>p{color:red}</style><p></p>', true],
    ['<p>a</p>', false],
    ['<p>&amp;</p>', false],
    ['<p>&lt;p&gt;</p>', false],
    ['hello', false],
    ['<p><img src="x.png"></p>', false],
    ['<p><video src="a.mp4"></video></p>', false],
    ['<p>中文</p>', false],
  ])('%j -> %s', (html, empty) => {
    expect(isEmptyRichText(html)).toBe(empty);
  });

  it('treats null and undefined as empty and other types as content', () => {
    expect(isEmptyRichText(null)).toBe(true);
    expect(isEmptyRichText(undefined)).toBe(true);
    expect(isEmptyRichText(0)).toBe(false);
  });
});

describe('isEmptyValue', () => {
  it.each([
    [undefined, 'single', true],
    [null, 'single', true],
    ['', 'single', true],
    ['   \t\n', 'single', true],
    ['\u3000', 'single', true],
    [NaN, 'single', true],
    [[], 'multi', true],
    [['', null], 'multi', true],
    [{}, 'single', true],
    [{ latitude: null, longitude: '' }, 'single', true],
    [{ groupId: '', groupName: '', userId: '', userName: '' }, 'multi', true],
    ['<p><br></p>', 'richText', true],
    ['<p>x</p>', 'richText', false],
    // As plain text the markup is a value; only rich text reads it as markup.
    ['<p></p>', 'single', false],
    [0, 'single', false],
    [false, 'single', false],
    ['a', 'single', false],
    [['a'], 'multi', false],
    [[{ userId: 'u1', userName: 'A', groupId: '', groupName: '' }], 'multi', false],
    [{ latitude: 30, longitude: 120 }, 'single', false],
  ] as const)('%j (%s) -> %s', (value, kind, empty) => {
    expect(isEmptyValue(value, kind)).toBe(empty);
  });
});
