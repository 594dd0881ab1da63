/**
 * Texts of WRITTEN_SIGNATURE (handwritten signature), per language, under the `signature` domain
 * (`t('signature.<key>')`). The definition declares them as
 * `locales: { signature: signatureTexts }`; the runtime adds them to i18n when the
 * plugin is registered. zh and en keep the same keys (a test checks it).
 */
export const signatureTexts = {
  zh: {
    tapToSign: '点击签名',
    title: '手写签名',
    clear: '清除',
    cancel: '取消',
    confirm: '确定',
    empty: '请先签名',
    saving: '正在保存签名...',
    resign: '重新签名',
    loadFailed: '签名板加载失败',
    alt: '手写签名',
    fileName: '签名',
  },
  en: {
    tapToSign: 'Tap to sign',
    title: 'Handwritten signature',
    clear: 'Clear',
    cancel: 'Cancel',
    confirm: 'Confirm',
    empty: 'Please sign first',
    saving: 'Saving the signature...',
    resign: 'Sign again',
    loadFailed: 'The signature pad failed to load',
    alt: 'Handwritten signature',
    fileName: 'signature',
  },
} as const;
