import schema from '../../fixtures/fields/GROUP.fields.json';
import values from '../../fixtures/fields/GROUP.values.json';
import { memberAdapter } from './member-adapter';
import { batch2Meta, batch2Story } from './story-factory';

// fixtures/fields/GROUP.fields.json: a single required group (browse every group), several groups
// limited to IT Operations (selectRange) with a count limit, and a single group where the visitors'
// group cannot be chosen (unSelected + toast). The group lists come from the gateway's own handlers
// over the seed groups, through MEMBER's story transport.
const meta = { title: 'Fields/GROUP', ...batch2Meta({ schema, values, requestAdapter: memberAdapter() }) };

export default meta;

export const Edit = batch2Story('edit');
export const Empty = batch2Story('empty');
export const ReadOnly = batch2Story('readOnly');
export const Disabled = batch2Story('disabled');
