// Issue 10 item 6 ("1 stars"): an English text that counts something uses i18next plurals (`key_one` /
// `key_other`, chosen by the `count` option), never a fixed plural or "(s)".
import { describe, expect, it } from 'vitest';
import { createI18n, createMemoryStorage, resources } from '@core';

function flatten(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

const en = () => createI18n({ storage: createMemoryStorage({ language: 'en' }) });
const zh = () => createI18n({ storage: createMemoryStorage({ language: 'zh' }) });

describe('plurals', () => {
  it('no en text counts with a fixed plural: "{{count}} stars", "of {{count}} stars", "field(s)"', () => {
    const fixed = flatten(resources.en).filter(([key, text]) => !/_(one|other)$/.test(key) && (/\{\{(count|value)\}\}\s+(?:\w+\s+){0,2}?\w+s\b/.test(text) || /(?<!http)\(s\)/.test(text)));
    expect(fixed).toEqual([]);
  });

  it('every _one has its _other, in both languages', () => {
    for (const language of ['zh', 'en'] as const) {
      const keys = new Set(flatten(resources[language]).map(([key]) => key));
      for (const key of keys) if (key.endsWith('_one')) expect(keys.has(key.replace(/_one$/, '_other')), `${language} ${key}`).toBe(true);
    }
  });

  it('says one star, one field, one issue in en; the same words for every count in zh', () => {
    const i18n = en();
    expect(i18n.t('fields.star.value', { count: 1 })).toBe('1 star');
    expect(i18n.t('fields.star.value', { count: 2 })).toBe('2 stars');
    expect(i18n.t('fields.star.of', { value: 1, count: 5 })).toBe('1 of 5 stars');
    expect(i18n.t('schemaForm.previewFieldCount', { count: 1 })).toBe('1 field');
    expect(i18n.t('schemaForm.previewFieldCount', { count: 12 })).toBe('12 fields');
    expect(i18n.t('schemaForm.previewInvalid', { count: 1 })).toBe('Validation failed: 1 field has errors');
    expect(i18n.t('schemaForm.moreIssues', { count: 1 })).toBe('1 more issue');
    expect(i18n.t('schemaForm.moreIssues', { count: 3 })).toBe('3 more issues');
    const chinese = zh();
    expect(chinese.t('fields.star.value', { count: 1 })).toBe('1 星');
    expect(chinese.t('schemaForm.previewFieldCount', { count: 1 })).toBe('共 1 个字段');
  });
});
