// form texts (zh). Keys must match the other language's file (a test checks it).
const form = {
  noSuchComponent: '组件不存在，请注册',
  /** An unknown field type as end users see it (noSuchComponent is shown in development builds only). */
  fieldUnavailable: '此字段无法在当前应用中显示',
  untitled: '未命名',
  validatorFailed: '校验失败，请重试',
  schemaInvalid: '表单配置有误：{{detail}}',
  detailHidden: '您没有权限查看工单详情',
} as const;
export default form;
