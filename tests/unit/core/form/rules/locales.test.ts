import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@core/i18n/locales/en/rules';
import zh from '@core/i18n/locales/zh/rules';

const rulesDir = join(__dirname, '../../../../../src/core/form/rules');

describe('rules locale texts', () => {
  it('has the same keys in zh and en, all non-empty', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(zh), ...Object.values(en)]) expect(text.trim()).not.toBe('');
  });

  it('has the same placeholders in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as Array<keyof typeof en>) expect(vars(zh[key]), key).toEqual(vars(en[key]));
  });

  it('defines every rules.* key the compiler uses', () => {
    const used = new Set<string>();
    for (const file of readdirSync(rulesDir)) {
      for (const m of readFileSync(join(rulesDir, file), 'utf8').matchAll(/'rules\.(\w+)'/g)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !(key in en))).toEqual([]);
  });

  it('keeps the spec texts', () => {
    expect(en.required).toBe('Please enter required fields!');
    expect(zh.required).toBe('请输入必填项！');
    expect(en.unique).toBe('Same data exists');
    expect(zh.unique).toBe('存在相同数据');
    expect(en.positionOutOfRange).toBe('Not within the restricted range of positioning');
  });
});
