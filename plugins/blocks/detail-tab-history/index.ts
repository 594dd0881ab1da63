// The history tab of the ticket detail (issue 16 item 7): who did what, when, from which step to which.
// Its component loads the first time the tab opens.
import { defineDetailTab } from '../ticket-shared/detail-tab';

export const historyTab = defineDetailTab('history', { zh: '处理记录', en: 'History' }, () => import('./history-tab'));
