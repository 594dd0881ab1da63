import schema from '../../fixtures/fields/CMDB_MODEL.fields.json';
import values from '../../fixtures/fields/CMDB_MODEL.values.json';
import { batch2Story } from './story-factory';
import { cmdbMeta } from './cmdb-story';

// fixtures/fields/CMDB_MODEL.fields.json: a required model (stored: the database model, shown by name) and one whose
// stored model the list no longer has ("Model deleted"). Models come from the story CMDB (cmdb-adapter.ts).
const meta = { title: 'Fields/CMDB_MODEL', ...cmdbMeta({ schema, values }) };

export default meta;

export const Edit = batch2Story('edit');
export const Empty = batch2Story('empty');
export const ReadOnly = batch2Story('readOnly');
export const Disabled = batch2Story('disabled');
