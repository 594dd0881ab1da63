/**
 * Texts of DATE and TIME (wheel date picker), per language, under the `date` domain
 * (`t('date.<key>')`). The definition declares them as
 * `locales: { date: dateTexts }`; the runtime adds them to i18n when the
 * plugin is registered. zh and en keep the same keys (a test checks it).
 */
export const dateTexts = {
  zh: {
    clear: '清除',
    formatDay: 'YYYY-MM-DD',
    formatTime: 'YYYY-MM-DD HH:mm:ss',
    pickTitle: '选择日期',
    pickTimeTitle: '选择日期时间',
    typeDay: '输入日期',
    typeTime: '输入日期和时间',
    noValidRange: '可选范围为空，请先检查相关日期字段',
  },
  en: {
    clear: 'Clear',
    formatDay: 'YYYY-MM-DD',
    formatTime: 'YYYY-MM-DD HH:mm:ss',
    pickTitle: 'Select a date',
    pickTimeTitle: 'Select date and time',
    typeDay: 'Type the date',
    typeTime: 'Type the date and time',
    noValidRange: 'No date can be chosen; check the related date fields first',
  },
} as const;
