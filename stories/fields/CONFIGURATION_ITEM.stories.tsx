import schema from '../../fixtures/fields/CONFIGURATION_ITEM.fields.json';
import values from '../../fixtures/fields/CONFIGURATION_ITEM.values.json';
import { batch2Story } from './story-factory';
import { cmdbMeta } from './cmdb-story';

// fixtures/fields/CONFIGURATION_ITEM.fields.json: required servers (the schema's cmdbModelId, several: chips with
// name and code, 25 servers in pages of 10), one application (x-props.cmdbModelId, single) and a field without a
// model (locked, says why). CIs come from the story CMDB (cmdb-adapter.ts).
const meta = { title: 'Fields/CONFIGURATION_ITEM', ...cmdbMeta({ schema, values }) };

export default meta;

export const Edit = batch2Story('edit');
export const Empty = batch2Story('empty');
export const ReadOnly = batch2Story('readOnly');
export const Disabled = batch2Story('disabled');
