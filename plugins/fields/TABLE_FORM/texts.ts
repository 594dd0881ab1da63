/**
 * The plugin's own texts, added to i18n by the definition's `setup` under
 * the `tableForm` domain. Rule messages ('Same data exists', "table fields
 * filled wrongly") stay in the core's `rules.*` texts.
 */
export const tableFormTexts = {
  zh: {
    addRow: '添加行',
    deleteRow: '删除',
    deleteRowLabel: '删除第 {{index}} 行',
    rowTitle: '第 {{index}} 行',
    rowCount: '共 {{count}} 行',
    confirmDelete: '确定删除第 {{index}} 行吗？',
    confirm: '删除',
    cancel: '取消',
    noRows: '暂无数据',
    noColumns: '表格未配置列',
  },
  en: {
    addRow: 'Add row',
    deleteRow: 'Delete',
    deleteRowLabel: 'Delete row {{index}}',
    rowTitle: 'Row {{index}}',
    rowCount: 'Rows: {{count}}',
    confirmDelete: 'Delete row {{index}}?',
    confirm: 'Delete',
    cancel: 'Cancel',
    noRows: 'No rows',
    noColumns: 'The table has no columns',
  },
} as const;
