/**
 * Texts of the recommendation list, under the `recommend` domain (`t('recommend.<key>')`), added
 * to i18n when the block is registered. zh and en keep the same keys.
 */
export const recommendTexts = {
  zh: {
    title: '为你推荐',
    refresh: '换一批',
    refreshLabel: '换一批推荐',
  },
  en: {
    title: 'Recommended for you',
    refresh: 'Refresh',
    refreshLabel: 'Refresh recommendations',
  },
} as const;
