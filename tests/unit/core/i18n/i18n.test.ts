import { describe, expect, it, vi } from 'vitest';
import { createI18n, createMemoryStorage, detectLanguage, LANGUAGE_STORAGE_KEY } from '@core';

describe('language detection', () => {
  it('prefers the stored language, then the browser language, then zh', () => {
    expect(detectLanguage(createMemoryStorage({ language: 'en' }), 'zh-CN')).toBe('en');
    expect(detectLanguage(createMemoryStorage({ language: 'zh' }), 'en-US')).toBe('zh');
    expect(detectLanguage(createMemoryStorage(), 'en-US')).toBe('en');
    expect(detectLanguage(createMemoryStorage(), 'EN')).toBe('en');
    expect(detectLanguage(createMemoryStorage({ language: 'de' }), 'en-GB')).toBe('en');
    expect(detectLanguage(createMemoryStorage(), 'fr-FR')).toBe('zh');
    expect(detectLanguage(createMemoryStorage())).toBe('zh');
    expect(LANGUAGE_STORAGE_KEY).toBe('language');
  });
});

describe('createI18n', () => {
  it('translates domain keys in the detected language, with interpolation', () => {
    const i18n = createI18n({ storage: createMemoryStorage(), browserLanguage: 'en-US' });
    expect(i18n.language()).toBe('en');
    expect(i18n.t('errors.systemError')).toBe('system error');
    i18n.addTexts('en', 'demo', { hello: 'Hello {{name}}' });
    expect(i18n.t('demo.hello', { name: 'Ann' })).toBe('Hello Ann');
  });

  it('keeps translations with plain options until the language or the texts change', () => {
    const i18n = createI18n({ storage: createMemoryStorage(), browserLanguage: 'en-US' });
    const spy = vi.spyOn(i18n.instance, 't');
    expect(i18n.t('demo.hello', { name: 'Ann' })).toBe('demo.hello');
    // Texts added later (a block's lazy locale) replace what was kept.
    i18n.addTexts('en', 'demo', { hello: 'Hello {{name}}', count: '{{count}} items' });
    expect(i18n.t('demo.hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(i18n.t('demo.hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(i18n.t('demo.hello', { name: 'Bob' })).toBe('Hello Bob');
    expect(i18n.t('demo.count', { count: 2 })).toBe('2 items');
    expect(i18n.t('demo.count', { count: 2 })).toBe('2 items');
    expect(spy).toHaveBeenCalledTimes(4);
    // Options holding objects are never kept.
    i18n.t('demo.hello', { name: 'Ann', replace: { x: 1 } });
    i18n.t('demo.hello', { name: 'Ann', replace: { x: 1 } });
    expect(spy).toHaveBeenCalledTimes(6);
    i18n.instance.addResourceBundle('en', 'translation', { demo: { hello: 'Hi {{name}}' } }, true, true);
    expect(i18n.t('demo.hello', { name: 'Ann' })).toBe('Hi Ann');
    i18n.addTexts('zh', 'demo', { hello: '你好 {{name}}' });
    i18n.setLanguage('zh');
    expect(i18n.t('demo.hello', { name: 'Ann' })).toBe('你好 Ann');
  });

  it('setLanguage persists the choice and notifies', () => {
    const storage = createMemoryStorage();
    const onChange = vi.fn();
    const i18n = createI18n({ storage, onChange });
    expect(i18n.t('errors.requestFailed')).toBe('请求失败');
    i18n.setLanguage('en');
    expect(storage.getItem('language')).toBe('en');
    expect(onChange).toHaveBeenCalledWith('en');
    expect(i18n.t('errors.requestFailed')).toBe('request failed');
    expect(createI18n({ storage, browserLanguage: 'zh' }).language()).toBe('en');
  });

  it('keeps instances independent', () => {
    const a = createI18n({ storage: createMemoryStorage(), browserLanguage: 'en' });
    const b = createI18n({ storage: createMemoryStorage(), browserLanguage: 'zh' });
    a.addTexts('en', 'only', { a: 'A' });
    expect(b.language()).toBe('zh');
    expect(b.t('only.a')).toBe('only.a');
  });
});
