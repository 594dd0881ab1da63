// fields texts (zh). Keys must match the other language's file (a test checks it).
// Field plugins (plugins/fields); option-picker texts shared with the option sources live in `options.*`.
const fields = {
  pleaseEnter: '请输入',
  pleaseSelect: '请选择',
  /** Between the labels of a multi-value field (the Chinese enumeration comma). */
  listSeparator: '、',
  selectedTitle: '已选择（{{count}}）',
  viewSelected: '查看已选',
  removeItem: '移除 {{label}}',
  autoNumber: {
    pending: '提交后自动生成',
  },
  quote: {
    from: '引用自：{{source}}',
  },
  star: {
    /** i18next plurals by `count` (the star's number / the number of stars). */
    value_one: '{{count}} 星',
    value_other: '{{count}} 星',
    of_one: '{{value}} / {{count}} 星',
    of_other: '{{value}} / {{count}} 星',
  },
  banner: {
    info: '提示',
    success: '成功',
    warning: '注意',
  },
} as const;
export default fields;
