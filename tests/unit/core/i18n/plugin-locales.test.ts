// @vitest-environment jsdom
// A plugin's texts live in its folder (the definition's `locales`): zh and en keep the same keys, no plugin
// writes into a core domain, two plugins sharing a domain share its texts, and the runtime adds them on registration.
import { describe, expect, it } from 'vitest';
import { coreTextDomains, createMemoryStorage, createRuntime, defineFieldType, RegistryError } from '@core';
import { builtinPluginLocales } from './plugin-texts';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

const domains = builtinPluginLocales.flatMap(([owner, locales]) => Object.entries(locales).map(([domain, texts]) => [owner, domain, texts] as const));

describe('plugin locales', () => {
  it('are declared by the built-in plugins that have texts of their own', () => {
    expect([...new Set(domains.map(([, domain]) => domain))].sort()).toEqual(['cmdbField', 'date', 'group', 'member', 'multiSelect', 'position', 'richText', 'signature', 'tableForm', 'upload']);
  });

  it.each(domains)('%s: %s has the same keys in zh and en, every text a non-empty string', (_owner, _domain, texts) => {
    expect(keyPaths(texts.en).sort()).toEqual(keyPaths(texts.zh).sort());
    for (const language of ['zh', 'en'] as const) {
      for (const path of keyPaths(texts[language])) {
        const text = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], texts[language]);
        expect(typeof text === 'string' && text.trim() !== '', `${language} ${path}`).toBe(true);
      }
    }
  });

  it('never use a core domain, and a domain two plugins declare is the same texts', () => {
    const byDomain = new Map<string, unknown>();
    for (const [owner, domain, texts] of domains) {
      expect(coreTextDomains, owner).not.toContain(domain);
      if (byDomain.has(domain)) expect(texts, `${owner} redeclares ${domain}`).toBe(byDomain.get(domain));
      byDomain.set(domain, texts);
    }
  });

  it('are added to i18n when the plugin is registered (eagerly or lazily), in both languages', async () => {
    const demo = defineFieldType({ type: 'DEMO', valueKind: 'single', component: 'demo', locales: { demoField: { zh: { hello: '你好 {{name}}' }, en: { hello: 'Hello {{name}}' } } } });
    const eager = createRuntime({ storage: createMemoryStorage({ language: 'en' }), plugins: { fields: [demo] } });
    expect(eager.i18n.t('demoField.hello', { name: 'Ann' })).toBe('Hello Ann');
    eager.i18n.setLanguage('zh');
    expect(eager.i18n.t('demoField.hello', { name: 'Ann' })).toBe('你好 Ann');

    const lazy = createRuntime({ storage: createMemoryStorage({ language: 'en' }), lazyPlugins: [() => Promise.resolve({ fields: [demo] })] });
    expect(lazy.i18n.t('demoField.hello')).toBe('demoField.hello');
    await lazy.ensurePlugins();
    expect(lazy.i18n.t('demoField.hello', { name: 'Bo' })).toBe('Hello Bo');
  });

  it('refuses a plugin that writes into a core domain, before registering anything', () => {
    const rogue = defineFieldType({ type: 'ROGUE', valueKind: 'single', component: 'x', locales: { errors: { zh: { systemError: '!' }, en: { systemError: '!' } } } });
    expect(() => createRuntime({ plugins: { fields: [rogue] } })).toThrow(RegistryError);
  });
});
