/** Texts of the browsing-history tab, under the `browseHistoryTab` domain. zh and en keep the same keys. */
export const browseHistoryTabTexts = {
  zh: {
    listLabel: '浏览记录，共 {{count}} 条',
    empty: '暂无浏览记录',
    loadFailed: '浏览记录加载失败',
    loadMore: '加载更多',
    loadMoreFailed: '加载失败，点击重试',
  },
  en: {
    listLabel: 'Viewed by, {{count}} in all',
    empty: 'Nobody has viewed this ticket yet',
    loadFailed: 'Could not load who viewed the ticket',
    loadMore: 'Load more',
    loadMoreFailed: 'Could not load more. Tap to retry',
  },
};
