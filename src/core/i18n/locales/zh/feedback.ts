// feedback texts (zh). Keys must match the other language's file (a test checks it).
const feedback = {
  errorPage: {
    forbidden: { title: '无权访问', description: '抱歉，您无权访问该页面/内容' },
    notFound: { title: '页面不存在', description: '页面走丢了，平台正在努力找回' },
    serverError: { title: '服务器异常', description: '服务器开小差了，平台正在紧急修复中' },
    loadFail: { title: '加载失败', description: '出了点问题，平台正在紧急修复中' },
    incompatible: { title: '浏览器版本过低', description: '当前浏览器版本过低，建议升级浏览器，以免存在安全风险' },
  },
  empty: {
    noData: { title: '暂无数据', description: '' },
    search: { title: '暂无数据', description: '没有找到相关结果，换个关键词试试' },
    noPermission: { title: '暂无权限', description: '您没有权限查看该内容' },
  },
  featureNotEnabled: {
    title: '功能未开通',
    description: '该功能暂不可用，请联系管理员',
  },
  noPermission: {
    title: '您没有权限',
    description: '如需访问，请联系管理员开通权限',
    backHome: '返回首页',
    logout: '退出登录',
    role: {
      title: '此账号不能在手机网页版使用',
      description: '您的账号角色用于电脑端或移动 App，手机网页版只对普通用户开放。请在电脑浏览器或移动 App 中打开服务台，或退出后换一个账号登录。',
    },
  },
  toast: {
    region: '消息通知',
  },
  success: {
    commonServiceRemoved: '已成功从常用服务中移除',
    commonServiceAdded: '已成功添加到常用服务',
    associationEstablished: '关联已建立',
    replySucceeded: '回复成功',
    ciAssociated: '关联成功',
    removed: '移除成功',
    importResults: '导入完成，可下载导入结果',
  },
  tenant: {
    expired: '已过期',
    deactivated: '已停用',
  },
} as const;
export default feedback;
