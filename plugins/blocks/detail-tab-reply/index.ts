// The replies tab of the ticket detail (issue 16 item 3): the thread by page or in full, sanitised, and a composer
// with rich text and attachments. Its component loads the first time the tab opens.
import { defineDetailTab } from '../ticket-shared/detail-tab';

export const replyTab = defineDetailTab('reply', { zh: '回复', en: 'Replies' }, () => import('./reply-tab'));
// The /richText page reads a reply with these (pure, small).
export { readReplyList, replyPaths, type Reply } from './model';
