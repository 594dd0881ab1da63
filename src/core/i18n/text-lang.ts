import type { Language } from '../events';

// Han ideographs (CJK Unified, Extension A, Compatibility) and CJK punctuation / full-width forms.
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const LATIN_LETTER = /[A-Za-z\u00c0-\u024f]/;

/**
 * The `lang` to put on a piece of server text (a field title, an option label, a name) shown in
 * the UI language `uiLanguage`: `'zh'` when the UI is not Chinese and the text holds Chinese
 * characters and no Latin letters (server data that was never translated), so screen readers
 * pronounce it as Chinese; otherwise undefined (the page's language applies).
 *
 * @example textLang('紧急程度', 'en') // 'zh'
 * textLang('Urgency', 'en') // undefined
 * textLang('紧急程度', 'zh') // undefined
 */
export function textLang(text: unknown, uiLanguage: Language): 'zh' | undefined {
  if (uiLanguage === 'zh' || typeof text !== 'string') return undefined;
  return HAN.test(text) && !LATIN_LETTER.test(text) ? 'zh' : undefined;
}
