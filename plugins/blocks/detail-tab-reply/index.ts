// The replies tab of the ticket detail (issue 16 item 3): the thread by page or in full, sanitised, and a composer
// with rich text and attachments. Its component loads the first time the tab opens.
import { defineDetailTab } from '../ticket-shared/detail-tab';

export const replyTab = defineDetailTab('reply', { zh: '回复', en: 'Replies' }, () => import('./reply-tab'));
// The /richText page reads a reply with these (pure, small).
export { readReplyList, replyPaths, type Reply } from './model';

/**
 * The replies' reader for the /richText page (a reply's full text), loaded with the tab's own code: the page and
 * the tab then share one chunk rather than a small one the bundler would fold into every page's first load.
 */
export const loadReplyReader = () => import('./reply-tab').then((module) => module.replyReader);
