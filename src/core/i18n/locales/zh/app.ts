// app texts (zh). Keys must match the other language's file (a test checks it).
const app = {
  loading: '加载中...',
  retry: '重试',
  confirm: '确定',
  cancel: '取消',
  time: {
    today: '今天',
    yesterday: '昨天',
  },
  back: '返回',
  unknownBlock: '未知的区块：{{name}}',
  blockFailed: '区块“{{name}}”加载失败',
  status: {
    '-10': '未开始',
    '0': '处理中',
    '10': '待认领',
    '20': '已完成',
    '30': '已驳回',
    '40': '已关闭',
    '50': '已挂起',
    unknown: '未知状态',
  },
  urgency: {
    '0': '低',
    '1': '中',
    '2': '高',
    '3': '紧急',
  },
  home: {
    searchPlaceholder: '搜索工单号或标题',
    tabs: {
      unfinished: '未完成',
      finished: '已完成',
      todo: '我的待办',
    },
    createdAt: '创建时间 {{value}}',
    number: '工单号',
    urgency: '紧急度：{{value}}',
    untitled: '无标题',
    loadMore: '加载更多',
    noMore: '没有更多了',
    loadFailed: '加载失败，点击重试',
  },
  me: {
    title: '我的',
    group: '所属组：{{value}}',
    account: '账号：{{value}}',
    noGroup: '未分组',
    language: '语言',
    languages: {
      zh: '中文',
      en: 'English',
    },
    logout: '退出登录',
    logoutConfirm: '确定退出登录吗？',
  },
} as const;
export default app;
