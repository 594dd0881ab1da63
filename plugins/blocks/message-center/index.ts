// Message centre blocks (/messageCenter, /messageCenterList, /messageDetail): announcements and messages with their
// read state, notice settings per type. The unread badge the app shell and the home page show on the centre's entry
// (hook, badge, shared counts, the `messages:read` event) is in ../shared/unread-badge.tsx: importing this list of
// blocks loads no block code.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { messageCenterListPropsSchema, messageCenterPropsSchema, messageDetailPropsSchema } from './props';
import '../shared/message-events';

export {
  messageCenterListPropsSchema,
  messageCenterPropsSchema,
  messageDetailPropsSchema,
  type MessageCenterListProps,
  type MessageCenterProps,
  type MessageDetailProps,
} from './props';

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
