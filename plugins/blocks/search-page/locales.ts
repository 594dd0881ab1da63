/**
 * Texts of the search page, under the `searchPage` domain (`t('searchPage.<key>')`), added to i18n
 * when the block is registered. zh and en keep the same keys.
 */
export const searchPageTexts = {
  zh: {
    placeholder: '搜索服务名称或描述',
    label: '搜索服务',
    clear: '清除搜索内容',
    submit: '搜索',
    history: '搜索历史',
    clearHistory: '清空',
    clearHistoryLabel: '清空全部搜索历史',
    searchAgain: '再次搜索“{{keyword}}”',
    deleteOne: '删除搜索记录“{{keyword}}”',
    popular: '热门搜索',
    results: '搜索结果',
    resultCount_one: '找到 {{count}} 个服务',
    resultCount_other: '找到 {{count}} 个服务',
    noMatch: '没有找到与“{{keyword}}”相关的服务',
    loadFailed: '搜索失败',
  },
  en: {
    placeholder: 'Search service names or descriptions',
    label: 'Search services',
    clear: 'Clear the search',
    submit: 'Search',
    history: 'Search history',
    clearHistory: 'Clear',
    clearHistoryLabel: 'Clear all search history',
    searchAgain: 'Search “{{keyword}}” again',
    deleteOne: 'Delete the search “{{keyword}}”',
    popular: 'Popular searches',
    results: 'Results',
    resultCount_one: '{{count}} service found',
    resultCount_other: '{{count}} services found',
    noMatch: 'No services match “{{keyword}}”',
    loadFailed: 'Search failed',
  },
} as const;
