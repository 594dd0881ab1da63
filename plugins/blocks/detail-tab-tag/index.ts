// The tags tab of the ticket detail (issue 16 item 5): the ticket's tags, the user's recent tags, add and delete.
// Its component loads the first time the tab opens.
import { defineDetailTab } from '../ticket-shared/detail-tab';

export type { OrderTag } from './model';

export const tagTab = defineDetailTab('tag', { zh: '标签', en: 'Tags' }, () => import('./tag-tab'));
