// The SLA tab of the ticket detail (issue 16 item 4): the main SLA and the other OLAs with their targets,
// states and a live countdown to the next deadline. Its component loads the first time the tab opens.
import { defineDetailTab } from '../ticket-shared/detail-tab';

export const slaTab = defineDetailTab('sla', { zh: 'SLA', en: 'SLA' }, () => import('./sla-tab'));
