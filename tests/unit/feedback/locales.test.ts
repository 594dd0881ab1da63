import { describe, expect, it } from 'vitest';
import en from '@core/i18n/locales/en/feedback';
import zh from '@core/i18n/locales/zh/feedback';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('feedback locale files', () => {
  it('zh and en have the same keys', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
  });

  it('no text is left untranslated (only intentionally empty descriptions may match)', () => {
    const enTexts = new Map(keys(en).map((key) => [key, key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en)]));
    for (const key of keys(zh)) {
      const zhText = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], zh);
      if (zhText === '') continue;
      expect(zhText, key).not.toBe(enTexts.get(key));
      expect(String(zhText), key).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
