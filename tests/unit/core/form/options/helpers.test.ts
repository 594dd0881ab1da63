import { describe, expect, it } from 'vitest';
import {
  createDedupingClient,
  createRequestDeduper,
  filterByKeyword,
  flattenOptions,
  mapRecords,
  mapTree,
  readOptionConfig,
  requestKey,
  shouldLoadMore,
  stableStringify,
} from '@core/form/options';
import { createFakeRequest, flush, makeField } from './fake-request';
import { builtinFieldTypes } from '../../../../support/field-types';

const fieldTypes = builtinFieldTypes().fields;

describe('shouldLoadMore (5 px threshold)', () => {
  it('loads when fewer than 5 px remain below the visible part', () => {
    expect(shouldLoadMore(596, 400, 1000)).toBe(true); // 4 px left
    expect(shouldLoadMore(600, 400, 1000)).toBe(true); // at the bottom
    expect(shouldLoadMore(595, 400, 1000)).toBe(false); // exactly 5 px left
    expect(shouldLoadMore(0, 400, 1000)).toBe(false);
  });

  it('treats a list shorter than its viewport as at the bottom and rejects bad numbers', () => {
    expect(shouldLoadMore(0, 400, 300)).toBe(true);
    expect(shouldLoadMore(Number.NaN, 400, 1000)).toBe(false);
  });

  it('accepts another threshold', () => {
    expect(shouldLoadMore(590, 400, 1000, 20)).toBe(true);
  });
});

describe('readOptionConfig', () => {
  it('infers the kind from x-props', () => {
    expect(readOptionConfig(makeField('SELECT', {})).kind).toBe('custom');
    expect(readOptionConfig(makeField('SELECT', { directoryValue: 'D' })).kind).toBe('dictionaryPage');
    expect(readOptionConfig(makeField('SELECT', { dataType: 'DICTIONARY', directoryValue: 'D' })).kind).toBe('dictionaryPage');
    expect(readOptionConfig(makeField('SELECT_MANY', { dataType: 'api', apiStr: 'http://a' })).kind).toBe('apiPage');
    expect(readOptionConfig(makeField('SELECT', { dataType: 'api', apiStr: 'http://a', apiPage: false })).kind).toBe('apiList');
    expect(readOptionConfig(makeField('SELECT', { dataType: 'api', apiStr: 'http://a', header: [{ key: 'k', value: 'v' }] })).headers).toEqual([
      { name: 'k', value: 'v' },
    ]);
    expect(readOptionConfig(makeField('MULTI_SELECT', { dataType: 'api', apiStr: 'http://a' }), fieldTypes).kind).toBe('apiTree');
    expect(readOptionConfig(makeField('MULTI_SELECT', { dataType: 'dictionary', directoryValue: 'D', level: 3 }), fieldTypes)).toMatchObject({
      kind: 'dictionaryTree',
      level: 3,
      tree: true,
    });
  });

  it('empties dataSource when cmdbDirectoryValue is set', () => {
    const config = readOptionConfig(makeField('SELECT', { dataSource: [{ label: 'x', value: 'x' }], cmdbDirectoryValue: 'C' }));
    expect(config).toMatchObject({ kind: 'memberDictionary', dictId: 'C', dataSource: [] });
  });

  it('treats a broken apiStr JSON as no API (falls back to the custom list)', () => {
    expect(readOptionConfig(makeField('SELECT', { dataType: 'api', apiStr: '{oops' })).kind).toBe('custom');
  });

  it('page sizes follow the spec: 500 for dictionaries, 50 for APIs', () => {
    expect(readOptionConfig(makeField('SELECT', { directoryValue: 'D' })).pageSize).toBe(500);
    expect(readOptionConfig(makeField('SELECT', { apiStr: 'http://a' })).pageSize).toBe(50);
  });
});

describe('record mapping', () => {
  it('falls back through the label and value keys, drops records without a value, reads dotted keys', () => {
    expect(mapRecords([{ id: 1, name: 'N' }, { value: 'v', dictName: 'D', isDel: '1' }, { label: 'no value' }, 'plain'])).toEqual([
      { label: 'N', value: '1', status: 0 },
      { label: 'D', value: 'v', status: 0, isDel: true },
      { label: 'plain', value: 'plain' },
    ]);
    expect(mapRecords([{ meta: { code: 'c' }, title: 'T' }], { optionValue: 'meta.code' })).toEqual([{ label: 'T', value: 'c', status: 0 }]);
    expect(mapRecords('not a list')).toEqual([]);
  });

  it('gives tree options their depth', () => {
    const tree = mapTree([{ value: 'a', children: [{ value: 'b' }] }]);
    expect(flattenOptions(tree).map((o) => [o.value, o.level])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('keyword filter keeps parents of matching children', () => {
    const tree = mapTree([{ value: 'p', label: 'Parent', children: [{ value: 'c', label: 'Needle' }, { value: 'd', label: 'Other' }] }]);
    const out = filterByKeyword(tree, 'needle');
    expect(out).toHaveLength(1);
    expect(out[0].children?.map((o) => o.value)).toEqual(['c']);
    expect(filterByKeyword(tree, '  ')).toHaveLength(1);
  });
});

describe('request dedupe', () => {
  it('keys ignore object key order', () => {
    expect(stableStringify({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe(stableStringify({ a: [1, { c: 3, d: 2 }], b: 1 }));
    expect(requestKey('POST', '/p', { a: 1 })).not.toBe(requestKey('POST', '/p', { a: 2 }));
    expect(requestKey('GET', '/p', { a: 1 })).not.toBe(requestKey('POST', '/p', { a: 1 }));
  });

  it('shares a pending call, forgets it once settled (also on failure)', async () => {
    const deduper = createRequestDeduper();
    let calls = 0;
    let fail!: (e: Error) => void;
    const call = () => {
      calls += 1;
      return new Promise<string>((_, reject) => {
        fail = reject;
      });
    };
    const a = deduper.run('k', call);
    const b = deduper.run('k', call);
    expect(calls).toBe(1);
    fail(new Error('x'));
    await expect(a).rejects.toThrow('x');
    await expect(b).rejects.toThrow('x');
    expect(deduper.pending()).toBe(0);
    void deduper.run('k', call).catch(() => undefined);
    expect(calls).toBe(2);
  });

  it('the deduping client shares identical GETs and POSTs but not different ones', async () => {
    const { client, calls } = createFakeRequest(() => ({ ok: true }));
    const deduped = createDedupingClient(client);
    const results = await Promise.all([
      deduped.get('/a', { params: { x: 1, y: 2 } }),
      deduped.get('/a', { params: { y: 2, x: 1 } }),
      deduped.post('/b', { q: 1 }),
      deduped.post('/b', { q: 1 }),
      deduped.post('/b', { q: 2 }),
    ]);
    expect(results).toHaveLength(5);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /a', 'POST /b', 'POST /b']);
    await flush();
    await deduped.get('/a', { params: { x: 1, y: 2 } });
    expect(calls).toHaveLength(4);
    expect(deduped.path('base', '/x')).toBe('/api/v2/base/x');
  });
});
