import schema from '../../fixtures/fields/ADD_GROUP.fields.json';
import { batch2Adapter } from './batch2-adapter';
import { batch2Meta, batch2Story } from './story-factory';

// fixtures/fields/ADD_GROUP.fields.json: a titled group holding the planned start/end pair; the fields
// inside keep flat values and still bound each other.
const values = { summary: ['net-vpn'], planStartTime: Date.now() + 3_600_000 };

const meta = { title: 'Fields/ADD_GROUP', ...batch2Meta({ schema, values, requestAdapter: batch2Adapter() }) };

export default meta;

export const Edit = batch2Story('edit');
export const ReadOnly = batch2Story('readOnly');
