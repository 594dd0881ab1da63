import { describe, expect, it } from 'vitest';
import { textLang } from '@core';

describe('textLang', () => {
  it('marks Chinese-only server text as zh in the English UI', () => {
    expect(textLang('紧急程度', 'en')).toBe('zh');
    expect(textLang('故障描述（必填）', 'en')).toBe('zh');
    expect(textLang('张三', 'en')).toBe('zh');
  });
  it('leaves translated, mixed or non-text values and the Chinese UI alone', () => {
    expect(textLang('Urgency', 'en')).toBeUndefined();
    expect(textLang('事件 ID', 'en')).toBeUndefined();
    expect(textLang('2024', 'en')).toBeUndefined();
    expect(textLang('', 'en')).toBeUndefined();
    expect(textLang(undefined, 'en')).toBeUndefined();
    expect(textLang('紧急程度', 'zh')).toBeUndefined();
  });
});
