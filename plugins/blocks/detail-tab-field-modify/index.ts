// The field-modification tab of the ticket detail (issue 16 item 7): who changed which fields, when, with which
// action, each field's old and new value; a preview of the 2 newest records, then "show all". Its component loads
// the first time the tab opens.
import { defineDetailTab } from '../ticket-shared/detail-tab';

export const fieldModifyTab = defineDetailTab('fieldModify', { zh: '字段修改记录', en: 'Field changes' }, () => import('./field-modify-tab'));
