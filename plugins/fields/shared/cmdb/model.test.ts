import { describe, expect, it } from 'vitest';
import { readOptionConfig } from '@core/form/options';
import type { RequestClient } from '@core/request/types';
import { cmdbFieldTexts } from './locales';
import {
  ciHasMore,
  ciLabel,
  ciListQuery,
  fetchBackfill,
  fetchCiPage,
  fetchCisByIds,
  fetchModels,
  modelIdOf,
  readCiPage,
  readModels,
  sameIds,
  toCiIds,
  toCiItems,
  toModelId,
} from './model';

/** A request client answering from a function, recording every call. */
function createFakeRequest(answer: (call: { path: string }) => unknown) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const client = {
    path: (prefix: string, path: string) => `/api/v2/${prefix === 'business' ? 'biz' : prefix}${path}`,
    post: (path: string, body?: unknown) => {
      calls.push({ method: 'POST', path, body });
      return Promise.resolve(answer({ path }));
    },
  } as unknown as RequestClient;
  return { client, calls };
}

describe('CMDB readers', () => {
  it('reads models and pages of CIs, ids as text, entries without an id left out', () => {
    expect(readModels([{ modelId: 7, modelCode: 'server', modelName: '服务器', color: '#1063e0', isDefault: true }, { modelName: 'no id' }, null])).toEqual([
      { modelId: '7', modelCode: 'server', modelName: '服务器', color: '#1063e0', isDefault: true },
    ]);
    expect(readModels({ records: [] })).toEqual([]);
    expect(readCiPage({ records: [{ ciId: 'c1', ciName: 'web-001', modelId: 'm', modelName: 'Server', code: 'SRV-001', tags: {} }, { ciName: 'x' }], total: '31' })).toEqual({
      records: [{ ciId: 'c1', ciName: 'web-001', modelId: 'm', modelName: 'Server', code: 'SRV-001', tags: {} }],
      total: 31,
    });
    expect(readCiPage(null)).toEqual({ records: [], total: 0 });
  });

  it('pages by 10 and asks for more while a full page returns', () => {
    expect(ciListQuery('m-server', '  web ', 2)).toEqual({ modelId: 'm-server', keyword: 'web', pageNum: 2, pageSize: 10 });
    expect(ciListQuery(undefined, '   ', 1)).toEqual({ pageNum: 1, pageSize: 10 });
    expect(ciHasMore(10)).toBe(true);
    expect(ciHasMore(9)).toBe(false);
    expect(ciHasMore(0)).toBe(false);
  });

  it('calls the contract paths under the business prefix, silently', async () => {
    const { client, calls } = createFakeRequest((call) =>
      call.path.endsWith('/cmdb/modelList') ? [{ modelId: 'm1', modelName: 'A' }] : call.path.endsWith('/backfill') ? [{ ciId: 'c1', ciName: 'x' }] : { records: [{ ciId: 'c2', ciName: 'y' }], total: 1 },
    );
    expect(await fetchModels(client)).toHaveLength(1);
    expect((await fetchCiPage(client, ciListQuery('m1', 'y', 1))).records[0]?.ciId).toBe('c2');
    expect(await fetchCisByIds(client, ['c2'])).toHaveLength(1);
    expect((await fetchBackfill(client, 'tab-1', 'WO1'))[0]?.ciId).toBe('c1');
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/v2/biz/cmdb/modelList', {}],
      ['POST', '/api/v2/biz/cmdb/ciList', { modelId: 'm1', keyword: 'y', pageNum: 1, pageSize: 10 }],
      ['POST', '/api/v2/biz/cmdb/ciList', { ciIds: ['c2'], pageNum: 1, pageSize: 1 }],
      ['POST', '/api/v2/biz/tab/listCi/backfill', { tabId: 'tab-1', workOrderId: 'WO1' }],
    ]);
  });
});

describe('CI values', () => {
  it('keeps [{ciId, ciName, modelId}], each CI once; a bare id or a single entry is a list of one', () => {
    expect(toCiItems([{ ciId: 1, ciName: 'web', modelId: 'm', code: 'x' }, { ciId: '1', ciName: 'dup' }, { ciName: 'no id' }])).toEqual([{ ciId: '1', ciName: 'web', modelId: 'm' }]);
    expect(toCiItems({ ciId: 'c', ciName: 'c-name', modelId: 'm' })).toEqual([{ ciId: 'c', ciName: 'c-name', modelId: 'm' }]);
    expect(toCiItems('c9')).toEqual([{ ciId: 'c9', ciName: 'c9', modelId: '' }]);
    expect(toCiItems(undefined)).toEqual([]);
    expect(toCiItems('')).toEqual([]);
    expect(toCiIds(['a', { ciId: 'b' }, 'a'])).toEqual(['a', 'b']);
    expect(sameIds(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameIds(['a'], ['a', 'b'])).toBe(false);
  });

  it('reads a model id from a string, a number or an entry; the schema model wins over the x-props one', () => {
    expect(toModelId('m1')).toBe('m1');
    expect(toModelId(12)).toBe('12');
    expect(toModelId({ modelId: 'm2' })).toBe('m2');
    expect(toModelId(['m3'])).toBe('m3');
    expect(toModelId(null)).toBe('');
    expect(modelIdOf('m-schema', 'm-x')).toBe('m-schema');
    expect(modelIdOf(undefined, 'm-x')).toBe('m-x');
    expect(modelIdOf('', undefined)).toBeUndefined();
    expect(ciLabel({ ciName: 'web', code: 'SRV-1' })).toBe('web (SRV-1)');
  });

  it('has the same text keys in zh and en', () => {
    expect(Object.keys(cmdbFieldTexts.en).sort()).toEqual(Object.keys(cmdbFieldTexts.zh).sort());
  });
});

describe('cmdbDirectoryValue (form-widgets §3: when set, dataSource is emptied)', () => {
  it.each(['SELECT', 'SELECT_MANY', 'RADIO', 'CHECKBOX', 'MULTI_SELECT'])('%s reads the member dictionary and drops its dataSource', (type) => {
    const config = readOptionConfig({ type, xProps: { dataType: 'custom', dataSource: [{ label: 'stale', value: 's' }], cmdbDirectoryValue: 'CMDB-DICT' } });
    expect(config).toMatchObject({ kind: 'memberDictionary', dictId: 'CMDB-DICT', dataSource: [] });
    // Without it the same schema keeps its static options.
    expect(readOptionConfig({ type, xProps: { dataType: 'custom', dataSource: [{ label: 'kept', value: 'k' }] } }).dataSource).toHaveLength(1);
  });
});
