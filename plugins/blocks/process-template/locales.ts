/**
 * Texts of a catalogue service's page, under the `processTemplate` domain (`t('processTemplate.<key>')`), added when
 * the block first renders. zh and en keep the same keys.
 */
export const processTemplateTexts = {
  zh: {
    faq: '常见问题',
    path: '所属目录',
    serviceMissing: '未找到该服务，或你没有使用它的权限',
    loadFailed: '服务加载失败',
  },
  en: {
    faq: 'Frequently asked questions',
    path: 'Catalogue',
    serviceMissing: 'This service was not found, or you may not use it',
    loadFailed: 'The service could not be loaded',
  },
} as const;
