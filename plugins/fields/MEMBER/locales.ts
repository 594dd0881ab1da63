/**
 * Texts of MEMBER and GROUP (user / group picker), per language, under the `member` domain
 * (`t('member.<key>')`). The definition declares them as
 * `locales: { member: memberTexts }`; the runtime adds them to i18n when the
 * plugin is registered. zh and en keep the same keys (a test checks it).
 */
export const memberTexts = {
  zh: {
    searchPlaceholder: '搜索姓名、账号或用户组',
    searchGroupsPlaceholder: '搜索用户组',
    root: '全部用户组',
    cancel: '取消',
    confirmWithCount: '确定({{count}})',
    clear: '清空',
    noData: '暂无数据',
    securityHint: '请输入关键字搜索',
    loading: '加载中...',
    tabGroups: '用户组',
    tabUsers: '用户',
    selectedTags: '已选',
    showSelected: '查看已选',
    drillDown: '查看 {{label}} 的下级',
    unSelected: '该选项不可选择',
    mismatch: '{{title}}的值与字段设置不符，已清空',
    statusDisabled: '已禁用',
    statusDeleted: '已删除',
  },
  en: {
    searchPlaceholder: 'Search name, account or group',
    searchGroupsPlaceholder: 'Search groups',
    root: 'All groups',
    cancel: 'Cancel',
    confirmWithCount: 'OK ({{count}})',
    clear: 'Clear',
    noData: 'No data',
    securityHint: 'Enter a keyword to search',
    loading: 'Loading...',
    tabGroups: 'User groups',
    tabUsers: 'Users',
    selectedTags: 'Selected',
    showSelected: 'Show selected',
    drillDown: 'Open {{label}}',
    unSelected: 'This item cannot be selected',
    mismatch: 'The value of {{title}} does not fit the field settings and was cleared',
    statusDisabled: 'Disabled',
    statusDeleted: 'Deleted',
  },
} as const;
