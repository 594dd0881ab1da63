/** Texts of the /richText page (`t('richTextPage.<key>')`), added when its code first renders; zh and en keep the same keys. */
export const richTextPageTexts = {
  zh: {
    missing: '链接缺少工单或内容，无法显示',
    notFound: '内容不存在或无权查看',
    loadFailed: '内容加载失败',
    replyBy: '{{name}} 的回复',
    unknownAuthor: '未知用户',
    emptyText: '（无内容）',
    openTicket: '查看工单',
  },
  en: {
    missing: 'The link does not name a ticket and its content',
    notFound: 'The content does not exist or you may not see it',
    loadFailed: 'The content failed to load',
    replyBy: 'Reply of {{name}}',
    unknownAuthor: 'Unknown user',
    emptyText: '(No content)',
    openTicket: 'Open the ticket',
  },
} as const;
