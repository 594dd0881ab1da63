import schema from '../../fixtures/fields/RICH_TEXT.fields.json';
import values from '../../fixtures/fields/RICH_TEXT.values.json';
import { batch2Meta, batch2Story } from './story-factory';

// fixtures/fields/RICH_TEXT.fields.json with RICH_TEXT.values.json: the editor loads on demand; the
// read-only display is sanitised (the solution value carries an onerror handler and a script) and
// shows the warning / success banners.
const meta = { title: 'Fields/RICH_TEXT', ...batch2Meta({ schema, values }) };

export default meta;

export const Edit = batch2Story('edit');
export const Empty = batch2Story('empty');
export const ReadOnly = batch2Story('readOnly');
export const Disabled = batch2Story('disabled');
