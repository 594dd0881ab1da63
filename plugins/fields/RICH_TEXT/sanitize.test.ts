// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import values from '../../../fixtures/fields/RICH_TEXT.values.json';
import { sanitizeRichText } from './sanitize';
import { editorValue, EMPTY_RICH_TEXT, isEmptyRichText, mapRichTextProps } from './normalize';

describe('rich-text sanitising', () => {
  it('keeps allowed formatting and drops scripts, handlers, styles, classes, ids, data attributes, frames and forms', () => {
    const clean = sanitizeRichText(values.hostile);
    expect(clean).toContain('cover');
    for (const banned of ['style=', 'class=', 'id=', 'data-x', 'onclick', '<iframe', 'javascript:', '<script', '<svg', '<form', '<input']) {
      expect(clean).not.toContain(banned);
    }
    const solution = sanitizeRichText(values.solution);
    expect(solution).toContain('<img src="data:image/png;base64,');
    expect(solution).toContain('alt="截图"');
    expect(solution).not.toContain('onerror');
    expect(solution).not.toContain('<script');
  });

  it('opens links in a new tab that cannot reach back', () => {
    const clean = sanitizeRichText(values.description);
    expect(clean).toContain('<a href="https://support.example.com/kb/1024" target="_blank" rel="noopener noreferrer nofollow">KB-1024</a>');
    expect(clean).toContain('<strong>“无法打开默认电子邮件文件夹”</strong>');
    expect(clean).toContain('<li>影响：财务部 12 人</li>');
  });
});

describe('rich-text values and props', () => {
  it('an empty paragraph is the empty value and counts as empty', () => {
    expect(EMPTY_RICH_TEXT).toBe('<p></p>');
    expect(isEmptyRichText(EMPTY_RICH_TEXT)).toBe(true);
    expect(isEmptyRichText('<p><br></p>')).toBe(true);
    expect(editorValue('<p></p>', true)).toBe('<p></p>');
    expect(editorValue('<p>  </p>', false)).toBe('<p></p>');
    expect(editorValue('<p>a</p>', false)).toBe('<p>a</p>');
  });

  it('maps the banner kind and passes showAIButton and generateRuleId through', () => {
    expect(mapRichTextProps({ showAIButton: 'true', generateRuleId: 'gen-1', bannerType: 'INFO', placeholder: 'x' })).toEqual({ showAIButton: true, generateRuleId: 'gen-1', bannerType: 'info' });
    expect(mapRichTextProps({ noticeType: 'success' })).toEqual({ bannerType: 'success' });
    expect(mapRichTextProps({})).toEqual({});
  });
});
