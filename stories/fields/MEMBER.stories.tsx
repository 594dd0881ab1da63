import schema from '../../fixtures/fields/MEMBER.fields.json';
import values from '../../fixtures/fields/MEMBER.values.json';
import { memberAdapter } from './member-adapter';
import { batch2Meta, batch2Story } from './story-factory';

// fixtures/fields/MEMBER.fields.json: a single person (the reporter), several people with one who
// cannot be chosen (unSelected + toast) and a count limit, people and groups (tabs while searching),
// a person limited to one group (selectRange) and a single group. The user and group lists come from
// the gateway's own handlers over the seed users and groups.
const meta = { title: 'Fields/MEMBER', ...batch2Meta({ schema, values, requestAdapter: memberAdapter() }) };

export default meta;

export const Edit = batch2Story('edit');
export const Empty = batch2Story('empty');
export const ReadOnly = batch2Story('readOnly');
export const Disabled = batch2Story('disabled');
