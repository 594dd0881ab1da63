// Message centre blocks (/messageCenter, /messageCenterList, /messageDetail): announcements and messages with their
// read state, notice settings per type; and the unread badge (hook, badge, shared counts) the app shell and the home
// page show on the centre's entry. The badge part is small and antd-free: it loads with the first screen.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { messageCenterListPropsSchema, messageCenterPropsSchema, messageDetailPropsSchema } from './props';
import './events';

export {
  messageCenterListPropsSchema,
  messageCenterPropsSchema,
  messageDetailPropsSchema,
  type MessageCenterListProps,
  type MessageCenterProps,
  type MessageDetailProps,
} from './props';
export { UnreadBadge, useUnreadCount, type UnreadBadgeProps } from './unread-badge';
export { isMessageCenterEntry, MESSAGE_CENTER_PATH, unreadStoreOf, type UnreadCounts, type UnreadStore } from './unread';

export const messageCenterBlock = defineBlock({
  name: 'messageCenter',
  ...lazyBlock(messageCenterPropsSchema, () => import('./message-center')),
});

export const messageCenterListBlock = defineBlock({
  name: 'messageCenterList',
  ...lazyBlock(messageCenterListPropsSchema, () => import('./message-center-list')),
});

export const messageDetailBlock = defineBlock({
  name: 'messageDetail',
  ...lazyBlock(messageDetailPropsSchema, () => import('./message-detail')),
});
