import type { AdapterResponse, RequestAdapter } from '@core';
import schema from '../../fixtures/fields/UPLOAD.fields.json';
import stored from '../../fixtures/fields/UPLOAD.values.json';
import { batch2Adapter, placeholderImage } from './batch2-adapter';
import { batch2Meta, batch2Story } from './story-factory';

// fixtures/fields/UPLOAD.fields.json: pictures (3 x 5 MB), files from the default groups, a custom
// list with a menu code and a template, and no limit. Uploads run through the story transport with
// real progress events; stored pictures get a drawn stand-in (there is no file server here). Large
// photos (over 1 MB) are compressed in the browser before they upload.
const values = { ...stored, sitePhotos: stored.sitePhotos.map((file) => ({ ...file, url: placeholderImage(file.name) })) };

const meta = { title: 'Fields/UPLOAD', ...batch2Meta({ schema, values, requestAdapter: batch2Adapter() }) };

export default meta;

export const Edit = batch2Story('edit');
export const Empty = batch2Story('empty');
export const ReadOnly = batch2Story('readOnly');
export const Disabled = batch2Story('disabled');

/** The first upload of each file fails with a server message: the failed entry offers Retry, the others stay. */
function failFirstAttempt(inner: RequestAdapter): RequestAdapter {
  const tried = new Set<string>();
  return async (config) => {
    const file = config.data instanceof FormData ? config.data.get('file') : null;
    if ((config.url ?? '').endsWith('upload') && file instanceof File && !tried.has(file.name)) {
      tried.add(file.name);
      const refused: AdapterResponse = { status: 200, data: { code: 500100, msg: '存储服务繁忙，请重试 / Storage busy, try again' } };
      return refused;
    }
    return inner(config);
  };
}

export const RetryAfterFailure = {
  ...batch2Story('empty'),
  parameters: { runtime: { ...meta.parameters.runtime, requestAdapter: failFirstAttempt(batch2Adapter({ uploadMs: 600 })) } },
};
