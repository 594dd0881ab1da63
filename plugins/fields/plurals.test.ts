// @vitest-environment jsdom
// Issue 13 ("1 stars"): field plugin texts that count something use i18next plurals (`key_one` / `key_other`).
import { describe, expect, it } from 'vitest';
import { builtinFieldPlugins } from '@plugins/fields';

function flatten(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

describe('field plugin texts', () => {
  it('no English text counts with a fixed plural ("{{count}} stars", "file(s)")', () => {
    const texts = builtinFieldPlugins.flatMap((def) => Object.entries(def.locales ?? {}).flatMap(([domain, byLanguage]) => flatten(byLanguage.en, domain)));
    expect(texts.length).toBeGreaterThan(0);
    const fixed = texts.filter(([key, text]) => !/_(one|other)$/.test(key) && (/\{\{count\}\}\s+(?:\w+\s+){0,2}?\w+s\b/.test(text) || /\(s\)/.test(text)));
    expect(fixed).toEqual([]);
  });
});
