import schema from '../../fixtures/fields/MULTI_SELECT.fields.json';
import { batch2Adapter } from './batch2-adapter';
import { batch2Meta, batch2Story } from './story-factory';

// fixtures/fields/MULTI_SELECT.fields.json: a 3-level custom tree (columns), a 4-level tree (drill-down
// sheet), an API tree with a header list and a dictionary tree, answered from the gateway seed.
const values = { assetCategory: ['hw-pc-laptop', 'sw'], serviceCatalog: ['it-acc-mail-new'], officeLocation: ['loc-sh-pd-a'], incidentCategory: ['cat-hw-printer-jam'] };

const meta = { title: 'Fields/MULTI_SELECT', ...batch2Meta({ schema, values, requestAdapter: batch2Adapter() }) };

export default meta;

export const Edit = batch2Story('edit');
export const Empty = batch2Story('empty');
export const ReadOnly = batch2Story('readOnly');
export const Disabled = batch2Story('disabled');
