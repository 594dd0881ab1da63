import schema from '../../fixtures/fields/TIME.fields.json';
import { batch2Meta, batch2Story } from './story-factory';

// fixtures/fields/TIME.fields.json: date and time to the second (at most today), and a date-only TIME.
const values = { restoredAt: Date.now() - 86_400_000 - 5 * 60_000, callbackDay: '2023-11-02' };

const meta = { title: 'Fields/TIME', ...batch2Meta({ schema, values }) };

export default meta;

export const Edit = batch2Story('edit');
export const Empty = batch2Story('empty');
export const ReadOnly = batch2Story('readOnly');
export const Disabled = batch2Story('disabled');
