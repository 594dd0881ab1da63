import schema from '../../fixtures/fields/DATE.fields.json';
import { batch2Meta, batch2Story } from './story-factory';

// fixtures/fields/DATE.fields.json: the planned start/end pair (the end's minimum is the start), limits
// relative to today, and a limit taken from another field; bounds are resolved when the wheel opens.
const day = 86_400_000;
const now = Date.now();
const values = { planStartTime: now - 2 * 3_600_000, planEndTime: now + day, occurredDate: now - 3 * day, reviewDate: '' };

const meta = { title: 'Fields/DATE', ...batch2Meta({ schema, values }) };

export default meta;

export const Edit = batch2Story('edit');
export const Empty = batch2Story('empty');
/** Date-time values today show as "today HH:mm" (the display rule); the exact value is the tooltip. */
export const ReadOnly = batch2Story('readOnly');
export const Disabled = batch2Story('disabled');
