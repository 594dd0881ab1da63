// Which language the user reads, without the texts or i18next (the boot prefetch needs it before they load).
import type { KeyValueStorage } from '../storage';
import type { Language } from '../events';

export const LANGUAGE_STORAGE_KEY = 'language';

export const supportedLanguages: readonly Language[] = ['zh', 'en'];

export function isLanguage(value: unknown): value is Language {
  return value === 'zh' || value === 'en';
}

/**
 * The language: local storage key `language`, else the browser language's
 * first two letters (when supported), else zh.
 */
export function detectLanguage(storage: KeyValueStorage, browserLanguage?: string): Language {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const prefix = (browserLanguage ?? '').slice(0, 2).toLowerCase();
  return isLanguage(prefix) ? prefix : 'zh';
}

