// Which language the admin tools (`npx schemadesk …`) speak: `--lang zh|en`, else the LANG / LC_ALL / LC_MESSAGES
// environment, else zh (the product's default language, spec: "language (default zh)").

/** A language of the tools' messages. */
export type Lang = 'zh' | 'en';

/** One message in both languages. */
export interface Texts {
  zh: string;
  en: string;
}

/** Whether a value names a supported language. */
export function isLang(value: unknown): value is Lang {
  return value === 'zh' || value === 'en';
}

/**
 * The language from the environment: `LC_ALL`, `LC_MESSAGES`, then `LANG` (`en_US.UTF-8` → en, `zh_CN.UTF-8` → zh).
 * @default 'zh' when none names zh or en
 */
export function languageFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): Lang {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = env[name]?.trim().toLowerCase();
    if (!value || value === 'c' || value === 'posix') continue;
    if (value.startsWith('zh')) return 'zh';
    if (value.startsWith('en')) return 'en';
  }
  return 'zh';
}

/** `--lang` when given, else the environment's language. Throws a UsageError for another value. */
export function chooseLanguage(flag: string | undefined, env: Readonly<Record<string, string | undefined>> = process.env): Lang {
  if (flag === undefined) return languageFromEnv(env);
  const value = flag.trim().toLowerCase();
  if (isLang(value)) return value;
  throw new UsageError({ zh: `--lang 只能是 zh 或 en（收到 ${flag}）`, en: `--lang must be zh or en (got ${flag})` });
}

/** Picks a message's text in a language. */
export function say(texts: Texts, lang: Lang): string {
  return texts[lang];
}

/** A mistake in the command line (unknown option, missing argument): the tools print it with their usage and exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
  constructor(readonly texts: Texts) {
    super(texts.en);
  }
}
