import schema from '../../fixtures/fields/CMDB_CONFIG.fields.json';
import values from '../../fixtures/fields/CMDB_CONFIG.values.json';
import { batch2Story } from './story-factory';
import { cmdbMeta } from './cmdb-story';

// fixtures/fields/CMDB_CONFIG.fields.json: a CMDB_MODEL field and the CIs of the model chosen there (locked with a
// hint while none is chosen, cleared when it changes), and CIs of a fixed model (the schema's cmdbModelId).
const meta = { title: 'Fields/CMDB_CONFIG', ...cmdbMeta({ schema, values }) };

export default meta;

export const Edit = batch2Story('edit');
export const Empty = batch2Story('empty');
export const ReadOnly = batch2Story('readOnly');
export const Disabled = batch2Story('disabled');
