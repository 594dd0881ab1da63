/** Texts of the detail's AI helpers (issue 22), under `orderDetailAi`; zh and en keep the same keys. */
export const orderDetailAiTexts = {
  zh: {
    label: 'AI 助手',
    summary: 'AI 摘要',
    recommend: '推荐方案',
    close: '关闭',
    stop: '停止',
    retry: '重试',
    again: '重新生成',
    streaming: 'AI 正在生成…',
    stopped: '已停止生成',
    notOk: '网络响应异常，请稍后重试',
    failed: 'AI 生成失败，请稍后重试',
    empty: '暂无内容',
  },
  en: {
    label: 'AI assistant',
    summary: 'AI summary',
    recommend: 'Recommended solutions',
    close: 'Close',
    stop: 'Stop',
    retry: 'Retry',
    again: 'Generate again',
    streaming: 'AI is writing…',
    stopped: 'Stopped',
    notOk: 'Network response was not ok, please try again later',
    failed: 'AI generation failed, please try again later',
    empty: 'Nothing yet',
  },
} as const;

export const ORDER_DETAIL_AI_LOCALES = { orderDetailAi: orderDetailAiTexts };
