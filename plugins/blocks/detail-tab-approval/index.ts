// The approval tab of the ticket detail (issue 16 item 1): each approval node with its approvers, their results,
// comments and times; a back-to-back countersign hides the other approvers' results. Its component loads the
// first time the tab opens.
import { defineDetailTab } from '../ticket-shared/detail-tab';

export const approvalTab = defineDetailTab('approval', { zh: '审批信息', en: 'Approval' }, () => import('./approval-tab'));
