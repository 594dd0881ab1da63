import schema from '../../fixtures/fields/CMDB_CONFIG_TAB.fields.json';
import values from '../../fixtures/fields/CMDB_CONFIG_TAB.values.json';
import { batch2Story } from './story-factory';
import { cmdbMeta } from './cmdb-story';

// fixtures/fields/CMDB_CONFIG_TAB.fields.json: the CIs linked on the story ticket's CI tab (read-only list; the
// value follows their ids). The story gives the form its ticket with CmdbFormProvider; Empty shows the same list.
const meta = { title: 'Fields/CMDB_CONFIG_TAB', ...cmdbMeta({ schema, values }) };

export default meta;

export const Edit = batch2Story('edit');
export const Empty = batch2Story('empty');
export const ReadOnly = batch2Story('readOnly');
export const Disabled = batch2Story('disabled');
