// The texts a fully built app has: the core's resources plus the locales every built-in plugin declares.
import { resources, type Language, type PluginLocales } from '@core';
import { builtinActionPlugins } from '@plugins/actions';
import { builtinFieldPlugins } from '@plugins/fields';

/** Each built-in plugin that declares texts, with them. */
export const builtinPluginLocales: ReadonlyArray<readonly [owner: string, locales: PluginLocales]> = [
  ...builtinFieldPlugins.map((def): [string, PluginLocales | undefined] => [`field ${def.type}`, def.locales]),
  ...builtinActionPlugins.map((def): [string, PluginLocales | undefined] => [`action ${def.type}`, def.locales]),
].flatMap(([owner, locales]) => (locales ? [[owner, locales] as const] : []));

/** Core texts and every built-in plugin's texts of one language, by domain. */
export function allTexts(language: Language): Record<string, unknown> {
  const out: Record<string, unknown> = { ...resources[language] };
  for (const [, locales] of builtinPluginLocales) {
    for (const [domain, texts] of Object.entries(locales)) out[domain] = { ...(out[domain] as object | undefined), ...texts[language] };
  }
  return out;
}
