// options texts (zh). Keys must match the other language's file (a test checks it).
// Option pickers, option sources and the form-data display rules (src/core/form/options, src/core/form/data).
const options = {
  noData: '暂无数据',
  loading: '加载中...',
  loadFailed: '选项加载失败，请重试',
  apiFormatError: 'API不符合格式',
  searchPlaceholder: '搜索',
  selectAll: '全选',
  cancel: '取消',
  clear: '清空',
  back: '返回',
  confirm: '确定',
  confirmWithCount: '确定({{count}})',
  selectedCount: '已选择 {{count}} 项',
  selected: '已选择',
  optionDeleted: '已删除',
  optionDisabled: '已停用',
  /** Placeholder texts the server stores for an empty title / description (treated as empty). */
  placeholder: {
    untitled: '未命名',
    notFilled: '未填写',
  },
  /** dayjs formats of the list date display (text in [] is literal). */
  date: {
    today: '[今天] HH:mm',
    yesterday: '[昨天] HH:mm',
    monthDay: 'MM-DD',
    full: 'YYYY-MM-DD',
    monthDayTime: 'MM-DD HH:mm',
    fullTime: 'YYYY-MM-DD HH:mm',
  },
} as const;
export default options;
