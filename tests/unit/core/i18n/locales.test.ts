// Guards every helper's texts: each zh locale file needs an en twin with exactly the same nested keys.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resources } from '@core';

const localesDir = fileURLToPath(new URL('../../../../src/core/i18n/locales/', import.meta.url));
const domainsOf = (language: string) =>
  readdirSync(`${localesDir}${language}`)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -3))
    .sort();

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

async function load(language: string, domain: string): Promise<unknown> {
  const module = (await import(`${localesDir}${language}/${domain}.ts`)) as { default: unknown };
  return module.default;
}

describe('locale files', () => {
  const zhDomains = domainsOf('zh');

  it('exist in pairs', () => {
    expect(zhDomains.length).toBeGreaterThan(0);
    expect(domainsOf('en')).toEqual(zhDomains);
  });

  it.each(zhDomains)('%s has the same nested keys in zh and en, every text a string, empty in both or neither', async (domain) => {
    const [zh, en] = await Promise.all([load('zh', domain), load('en', domain)]);
    expect(keyPaths(en).sort()).toEqual(keyPaths(zh).sort());
    const leaf = (texts: unknown, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], texts);
    for (const path of keyPaths(zh).filter(Boolean)) {
      const [zhText, enText] = [leaf(zh, path), leaf(en, path)];
      expect([typeof zhText, typeof enText], `${domain}.${path}`).toEqual(['string', 'string']);
      expect(zhText === '', `${domain}.${path} is empty in one language only`).toBe(enText === '');
    }
  });

  it.each(zhDomains)('%s is registered in the i18n resources', async (domain) => {
    expect(Object.keys(resources.zh)).toContain(domain);
    expect(Object.keys(resources.en)).toContain(domain);
    expect((resources.zh as Record<string, unknown>)[domain]).toBe(await load('zh', domain));
  });
});
