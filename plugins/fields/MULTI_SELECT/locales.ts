/**
 * Texts of MULTI_SELECT (multi-level dropdown), per language, under the `multiSelect` domain
 * (`t('multiSelect.<key>')`). The definition declares them as
 * `locales: { multiSelect: multiSelectTexts }`; the runtime adds them to i18n when the
 * plugin is registered. zh and en keep the same keys (a test checks it).
 */
export const multiSelectTexts = {
  zh: {
    separator: '、',
    all: '全部',
    reset: '重置',
    confirm: '确定',
    confirmWithCount: '确定({{count}})',
    cancel: '取消',
    searchPlaceholder: '搜索',
    root: '全部',
    noData: '暂无数据',
    loading: '加载中...',
    drillDown: '查看 {{label}} 的下级',
    columnLabel: '第 {{level}} 级',
  },
  en: {
    separator: '、',
    all: 'All',
    reset: 'Reset',
    confirm: 'Confirm',
    confirmWithCount: 'Confirm ({{count}})',
    cancel: 'Cancel',
    searchPlaceholder: 'Search',
    root: 'All',
    noData: 'No data',
    loading: 'Loading...',
    drillDown: 'Show the items under {{label}}',
    columnLabel: 'Level {{level}}',
  },
} as const;
