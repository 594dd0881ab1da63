// errors texts (zh). Keys must match the other language's file (a test checks it).
const errors = {
  systemError: '系统错误',
  requestFailed: '请求失败',
  requestErrorRetry: '请求错误，请重试',
  parameterValidationFailed: '参数校验失败',
  notAllowedToCreate: '您无权创建该工单，或该流程不存在，请联系IT服务台',
  configLoadFailed: '获取配置失败，请检查网络设置',
  authLoadFailed: '获取权限失败，请检查网络',
  paramsLoadFailed: '获取参数失败',
  userCenterData: '表单数据异常，请检查用户中心数据或修改表单',
  noPermission: '您没有权限',
  formatNotSupported: '格式不支持',
  timeout: '请求超时',
  network: '网络错误，请检查网络连接',
  unauthorized: '登录已失效，请重新登录',
  chunkLoadFailed: '脚本加载失败，请刷新重试',
} as const;
export default errors;
