/**
 * Texts of the group-chat entry (flow center notice, create page, success page) under the `groupChat` domain
 * (`t('groupChat.<key>')`), added when a block that shows them first renders. zh and en keep the same keys.
 */
export const groupChatTexts = {
  zh: {
    notice: '将根据群聊中选中的消息创建工单：选择服务或流程后，消息会填入工单描述。',
    noPermission: '你没有权限使用该快捷操作',
    converting: '正在读取群聊消息…',
    converted: '群聊消息已填入描述',
    convertFailed: '群聊消息读取失败，请手动填写描述',
    noMessages: '未找到群聊消息',
    unsupported: '格式不支持',
    imageLimit: '图片超过 9 张，未下载',
    imageFailed: '图片下载失败',
    fileFailed: '文件下载失败',
    image: '图片',
    file: '附件',
    successTitle: '提交成功',
    successText: '工单已创建。',
    countdown_one: '{{count}} 秒后关闭页面',
    countdown_other: '{{count}} 秒后关闭页面',
    closing: '正在关闭…',
    cannotClose: '当前窗口无法自动关闭。',
    home: '返回首页',
  },
  en: {
    notice: 'The ticket will be created from the messages chosen in the chat: once you choose a service or a workflow, they are put into its description.',
    noPermission: 'You have no permission to use this shortcut',
    converting: 'Reading the chat messages…',
    converted: 'The chat messages were put into the description',
    convertFailed: 'The chat messages could not be read; please write the description yourself',
    noMessages: 'No chat messages were found',
    unsupported: 'format not supported',
    imageLimit: 'more than 9 images, not downloaded',
    imageFailed: 'image download failed',
    fileFailed: 'file download failed',
    image: 'Image',
    file: 'Attachment',
    successTitle: 'Submitted successfully',
    successText: 'Your ticket has been created.',
    countdown_one: 'This page closes in {{count}} second',
    countdown_other: 'This page closes in {{count}} seconds',
    closing: 'Closing…',
    cannotClose: 'This window cannot be closed automatically.',
    home: 'Back to home',
  },
} as const;

/** The plugin locales (domain → texts), for `usePluginTexts`. */
export const GROUP_CHAT_LOCALES = { groupChat: groupChatTexts };
