import { useTranslation } from 'react-i18next';

/**
 * A text given in page JSON: one string for every language, or one per
 * language (the same `{ zh, en }` shape as page titles).
 */
export type BlockText = string | { zh: string; en: string };

/** The text for `language`; Chinese (the default language) when that one is empty. */
export function pickBlockText(value: BlockText | undefined, language: string): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  return (language === 'en' ? value.en : value.zh) || value.zh;
}

/** `pickBlockText` bound to the current UI language. */
export function useBlockText(): (value: BlockText | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (value) => pickBlockText(value, language);
}

/** JSON Schema of a BlockText, for block `propsSchema`s. */
export const blockTextSchema = {
  oneOf: [
    { type: 'string' },
    {
      type: 'object',
      properties: { zh: { type: 'string' }, en: { type: 'string' } },
      required: ['zh', 'en'],
      additionalProperties: false,
    },
  ],
} as const;
