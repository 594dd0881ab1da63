import schema from '../../fixtures/fields/UPLOAD.fields.json';
import stored from '../../fixtures/fields/UPLOAD.values.json';
import { batch2Adapter, placeholderImage } from './batch2-adapter';
import { batch2Meta, batch2Story } from './story-factory';

// fixtures/fields/UPLOAD.fields.json: pictures (3 x 5 MB), files from the default groups, a custom
// list with a menu code and a template, and no limit. Uploads run through the story transport with
// real progress events; stored pictures get a drawn stand-in (there is no file server here).
const values = { ...stored, sitePhotos: stored.sitePhotos.map((file) => ({ ...file, url: placeholderImage(file.name) })) };

const meta = { title: 'Fields/UPLOAD', ...batch2Meta({ schema, values, requestAdapter: batch2Adapter() }) };

export default meta;

export const Edit = batch2Story('edit');
export const Empty = batch2Story('empty');
export const ReadOnly = batch2Story('readOnly');
export const Disabled = batch2Story('disabled');
