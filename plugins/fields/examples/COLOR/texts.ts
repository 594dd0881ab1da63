/**
 * The plugin's own texts, added to i18n by the definition's `setup` under
 * the `colorField` domain: a plugin folder does not need the core locale files.
 */
export const colorTexts = {
  zh: { pick: '选择颜色 {{color}}', custom: '自定义颜色' },
  en: { pick: 'Pick colour {{color}}', custom: 'Custom colour' },
} as const;
