/**
 * Texts of RICH_TEXT (tiptap editor), per language, under the `richText` domain
 * (`t('richText.<key>')`). The definition declares them as
 * `locales: { richText: richTextTexts }`; the runtime adds them to i18n when the
 * plugin is registered. zh and en keep the same keys (a test checks it).
 */
export const richTextTexts = {
  zh: {
    placeholder: '请输入内容',
    loadingEditor: '编辑器加载中...',
    loadFailed: '编辑器加载失败',
    bold: '加粗',
    italic: '斜体',
    strike: '删除线',
    bulletList: '无序列表',
    orderedList: '有序列表',
    undo: '撤销',
    redo: '重做',
    aiGenerate: 'AI 生成',
    aiStop: '停止生成',
    aiStreaming: 'AI 正在生成内容',
    aiNotOk: '网络响应异常，请稍后重试',
    aiFailed: 'AI 生成失败，请稍后重试',
    toolbar: '格式工具栏',
  },
  en: {
    placeholder: 'Enter content',
    loadingEditor: 'Loading the editor...',
    loadFailed: 'The editor failed to load',
    bold: 'Bold',
    italic: 'Italic',
    strike: 'Strikethrough',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    undo: 'Undo',
    redo: 'Redo',
    aiGenerate: 'AI generate',
    aiStop: 'Stop generating',
    aiStreaming: 'AI is writing',
    aiNotOk: 'Network response was not ok, please try again later',
    aiFailed: 'AI generation failed, please try again later',
    toolbar: 'Formatting',
  },
} as const;
