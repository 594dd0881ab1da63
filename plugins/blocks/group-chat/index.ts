// Create a ticket from a group chat (service-desk §2, §4, §7): the entry helpers (pure, light: the flow center and
// the create page read them), the texts, the success page block (`groupChatSuccess`), and the create page's part
// (host bridge, conversion, prefill) as lazily loaded code.
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { groupChatSuccessPropsSchema } from './props';

export { groupChatSuccessPropsSchema, type GroupChatSuccessProps } from './props';
export {
  MESSAGE_ACTION,
  ENTRY_PARAMS,
  authIdOf,
  chatEntryOf,
  entryParamsOf,
  forgetChat,
  forgetEntry,
  isChatEntry,
  parseLaunchQuery,
  rememberEntry,
  rememberedEntryParams,
  withEntryParams,
  withoutLaunchQuery,
  type ChatEntry,
} from './entry';
export { CHAT_NO_PERMISSION_ROUTE, CHAT_RELOAD_DELAY_MS, CHAT_SUCCESS_ROUTE, chatPaths, isAllowed, type HostSignature } from './model';
export { GROUP_CHAT_LOCALES, groupChatTexts } from './locales';
export type { ChatMessage, ChatPostPart } from './messages';
export type { HostBridge, GetFileRequest, SavedChatFile } from './host-bridge';

/** The create page's part of an entry (bridge, conversion, sanitising, prefill): loaded only in an entry. */
export const loadGroupChatPrefill = () => import('./prefill');

export const groupChatSuccessBlock = defineBlock({
  name: 'groupChatSuccess',
  ...lazyBlock(groupChatSuccessPropsSchema, () => import('./group-chat-success')),
});
