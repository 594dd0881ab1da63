import i18next, { type i18n as I18nInstance, type TOptions } from 'i18next';
import type { KeyValueStorage } from '../storage';
import { detectLanguage, isLanguage, LANGUAGE_STORAGE_KEY } from './detect';
import type { Language } from '../events';
import zhCommon from './locales/zh/common';
import zhErrors from './locales/zh/errors';
import zhRequest from './locales/zh/request';
import zhRules from './locales/zh/rules';
import zhApp from './locales/zh/app';
import zhFields from './locales/zh/fields';
import zhActions from './locales/zh/actions';
import zhFeedback from './locales/zh/feedback';
import zhForm from './locales/zh/form';
import zhOptions from './locales/zh/options';
import zhSchemaForm from './locales/zh/schemaForm';
import zhTickets from './locales/zh/tickets';
import enCommon from './locales/en/common';
import enErrors from './locales/en/errors';
import enRequest from './locales/en/request';
import enRules from './locales/en/rules';
import enApp from './locales/en/app';
import enFields from './locales/en/fields';
import enActions from './locales/en/actions';
import enFeedback from './locales/en/feedback';
import enForm from './locales/en/form';
import enOptions from './locales/en/options';
import enSchemaForm from './locales/en/schemaForm';
import enTickets from './locales/en/tickets';

/**
 * Every core text, per language, grouped by domain (`errors.systemError`).
 * Plugins bring their own texts (`locales` of a definition), added when the
 * plugin is registered; a plugin may not replace one of these domains.
 */
export const resources = {
  zh: { common: zhCommon, errors: zhErrors, request: zhRequest, rules: zhRules, app: zhApp, fields: zhFields, actions: zhActions, feedback: zhFeedback, form: zhForm, options: zhOptions, schemaForm: zhSchemaForm, tickets: zhTickets },
  en: { common: enCommon, errors: enErrors, request: enRequest, rules: enRules, app: enApp, fields: enFields, actions: enActions, feedback: enFeedback, form: enForm, options: enOptions, schemaForm: enSchemaForm, tickets: enTickets },
} as const;

/** The core's text domains (`common`, `errors` ...): names a plugin's `locales` may not use. */
export const coreTextDomains: readonly string[] = Object.keys(resources.zh);

/**
 * A plugin's own texts: domain -> the texts per language (same keys in
 * each). The runtime adds them under `domain.` when the plugin is registered,
 * so the plugin's components call `t('domain.key')`.
 * @example locales: { member: { zh: { cancel: '取消' }, en: { cancel: 'Cancel' } } }
 */
export type PluginLocales = Readonly<Record<string, Readonly<Record<Language, Readonly<Record<string, unknown>>>>>>;

export { detectLanguage, isLanguage, LANGUAGE_STORAGE_KEY, supportedLanguages } from './detect';

export interface I18n {
  /** Translates `domain.key`, with i18next interpolation. */
  t(key: string, options?: TOptions): string;
  language(): Language;
  /** Changes the language and stores it under `language`. */
  setLanguage(language: Language): void;
  /** Adds texts (e.g. from a plugin) under a domain (merged into what the domain already has). */
  addTexts(language: Language, domain: string, texts: Readonly<Record<string, unknown>>): void;
  /** The underlying i18next instance (for react-i18next). */
  readonly instance: I18nInstance;
}

/** Translations kept per runtime at most (then the cache starts again). */
const TEXT_CACHE_MAX = 4000;

/** The cache key of a translation, or undefined when its options hold more than plain values (not cached). */
function cacheId(key: string, opts: TOptions | undefined): string | undefined {
  if (opts === undefined) return key;
  let id = key;
  for (const name of Object.keys(opts).sort()) {
    const value = (opts as Record<string, unknown>)[name];
    if (value !== null && value !== undefined && typeof value === 'object') return undefined;
    if (typeof value === 'function') return undefined;
    id += `\u0000${name}\u0001${typeof value}:${String(value)}`;
  }
  return id;
}

export function createI18n(options: { storage: KeyValueStorage; browserLanguage?: string; onChange?: (language: Language) => void }): I18n {
  const instance = i18next.createInstance();
  // A copy per instance: texts added later (plugins' locales) stay in this runtime, never in the shared `resources`.
  const toResources = (lang: Language) => ({ translation: structuredClone(resources[lang]) as unknown as Record<string, unknown> });
  void instance.init({
    lng: detectLanguage(options.storage, options.browserLanguage),
    fallbackLng: 'zh',
    resources: { zh: toResources('zh'), en: toResources('en') },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // Texts are asked for again on every render (a list of 10 cards asks dozens): a translation whose options are
  // plain values is kept until the language or the texts change.
  const cache = new Map<string, string>();
  const forget = () => cache.clear();
  instance.on('languageChanged', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  return {
    t(key, opts) {
      const id = cacheId(key, opts);
      if (id === undefined) return String(instance.t(key, opts));
      let text = cache.get(id);
      if (text === undefined) {
        text = String(instance.t(key, opts));
        if (cache.size >= TEXT_CACHE_MAX) cache.clear();
        cache.set(id, text);
      }
      return text;
    },
    language: () => (isLanguage(instance.language) ? instance.language : 'zh'),
    setLanguage(language) {
      options.storage.setItem(LANGUAGE_STORAGE_KEY, language);
      void instance.changeLanguage(language);
      options.onChange?.(language);
    },
    addTexts(language, domain, texts) {
      instance.addResourceBundle(language, 'translation', { [domain]: texts }, true, true);
    },
    instance,
  };
}
export { textLang } from './text-lang';
