// A lazily loaded plugin's texts, added when its code first renders (issue 14): a block whose texts sit in its
// definition (`locales`) puts them in the boot code every page downloads; with this hook they come with the block.
import type { I18n, PluginLocales } from '@core/i18n';
import { supportedLanguages } from '@core/i18n/detect';
import { useRuntime } from '../runtime/runtime-provider';

const added = new WeakMap<I18n, WeakSet<PluginLocales>>();

/** Adds `locales` (domain -> { zh, en }) to i18n once per runtime, before the caller's texts are read. */
export function addPluginTexts(i18n: I18n, locales: PluginLocales): void {
  let done = added.get(i18n);
  if (!done) added.set(i18n, (done = new WeakSet()));
  if (done.has(locales)) return;
  done.add(locales);
  for (const [domain, texts] of Object.entries(locales)) {
    for (const language of supportedLanguages) i18n.addTexts(language, domain, texts[language]);
  }
}

/**
 * The block's own texts, at the top of its (lazily loaded) component: `usePluginTexts(texts)` with `texts` a
 * module-level `{ domain: { zh, en } }`. Idempotent; the texts are there for this render and every later one.
 */
export function usePluginTexts(locales: PluginLocales): void {
  addPluginTexts(useRuntime().i18n, locales);
}
