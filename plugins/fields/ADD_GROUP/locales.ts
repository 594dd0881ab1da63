/**
 * Texts of ADD_GROUP (layout group), per language, under the `group` domain
 * (`t('group.<key>')`). The definition declares them as
 * `locales: { group: groupTexts }`; the runtime adds them to i18n when the
 * plugin is registered. zh and en keep the same keys (a test checks it).
 */
export const groupTexts = {
  zh: {
    untitled: '分组',
  },
  en: {
    untitled: 'Group',
  },
} as const;
