// The process-info tab of the ticket detail (issue 16 item 2): the current node and the nodes the ticket went
// through, with their handlers and times; a node opens to its tasks; the requester may urge the current node.
// Its component loads the first time the tab opens.
import { defineDetailTab } from '../ticket-shared/detail-tab';

export const processInfoTab = defineDetailTab('processInfo', { zh: '流程信息', en: 'Process' }, () => import('./process-info-tab'));
