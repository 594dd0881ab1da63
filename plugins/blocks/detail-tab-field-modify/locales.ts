/** Texts of the field-modification tab, under the `fieldModifyTab` domain. zh and en keep the same keys. */
export const fieldModifyTabTexts = {
  zh: {
    listLabel: '字段修改记录，共 {{count}} 条',
    recordLabel: '{{name}}，{{time}}，{{action}}',
    atNode: '节点：{{node}}',
    change: '{{field}}：由 {{from}} 改为 {{to}}',
    emptyValue: '空',
    empty: '暂无字段修改记录',
    loadFailed: '字段修改记录加载失败',
    showAll: '查看全部（共 {{count}} 条）',
    loadMore: '加载更多',
    loadMoreFailed: '加载失败，点击重试',
  },
  en: {
    listLabel: 'Field changes, {{count}} in all',
    recordLabel: '{{name}}, {{time}}, {{action}}',
    atNode: 'Step: {{node}}',
    change: '{{field}}: from {{from}} to {{to}}',
    emptyValue: '(empty)',
    empty: 'No field has been changed',
    loadFailed: 'Could not load the field changes',
    showAll: 'Show all ({{count}})',
    loadMore: 'Load more',
    loadMoreFailed: 'Could not load more. Tap to retry',
  },
};
