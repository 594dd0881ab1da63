// The associated-tickets tab of the ticket detail (issue 16 item 6): the ticket's links with a search, open the
// other ticket, unlink, urge, and "Link tickets" (the /searchAssorder screen). Its component loads the first time
// the tab opens.
import { defineDetailTab } from '../ticket-shared/detail-tab';

export { searchAssorderRoute } from './model';

export const assorderTab = defineDetailTab('assorder', { zh: '关联工单', en: 'Linked tickets' }, () => import('./assorder-tab'));
