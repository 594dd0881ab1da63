// The browsing-history tab of the ticket detail (issue 16 item 7): who opened the ticket and when, newest first,
// 15 a page with "load more". Its component loads the first time the tab opens.
import { defineDetailTab } from '../ticket-shared/detail-tab';

export const browseHistoryTab = defineDetailTab('browseHistory', { zh: '浏览记录', en: 'Viewed by' }, () => import('./browse-history-tab'));
