import schema from '../../fixtures/fields/WRITTEN_SIGNATURE.fields.json';
import stored from '../../fixtures/fields/WRITTEN_SIGNATURE.values.json';
import { batch2Adapter, placeholderImage } from './batch2-adapter';
import { batch2Meta, batch2Story } from './story-factory';

// fixtures/fields/WRITTEN_SIGNATURE.fields.json: tap to open the (lazily loaded) pad; Confirm uploads the
// PNG through the story transport and the field shows it.
const values = { approverSignature: { ...stored.approverSignature, url: placeholderImage('张三', '#ffffff', '#222222') } };

const meta = { title: 'Fields/WRITTEN_SIGNATURE', ...batch2Meta({ schema, values, requestAdapter: batch2Adapter({ uploadMs: 600 }) }) };

export default meta;

export const Edit = batch2Story('edit');
export const Empty = batch2Story('empty');
export const ReadOnly = batch2Story('readOnly');
export const Disabled = batch2Story('disabled');
