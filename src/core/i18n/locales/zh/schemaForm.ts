// schemaForm texts (zh): the form renderer and the form preview page. Keys must match the other language's file (a test checks it).
const schemaForm = {
  schemaErrorTitle: '表单配置有误，无法显示',
  schemaErrorHint: '请联系管理员修改表单配置。',
  issuePath: '位置',
  issueMessage: '问题',
  moreIssues: '另有 {{count}} 处问题',
  unknownType: '组件类型：{{type}}',
  fieldFailed: '字段“{{title}}”显示出错',
  group: '分组',
  previewValidate: '校验',
  previewSubmit: '提交',
  previewValid: '校验通过',
  previewInvalid: '校验未通过：{{count}} 个字段有误',
  previewResult: '提交数据',
  previewMissingWorkflow: '请在地址中指定 workflow 参数，例如 ?workflow=incident',
  previewLoadFailed: '表单加载失败',
  previewFieldCount: '共 {{count}} 个字段',
  previewReadOnly: '只读查看',
  previewEdit: '返回编辑',
} as const;
export default schemaForm;
