import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOptionSource, createRequestDeduper } from '@core/form/options';
import { createFakeRequest, flush, makeField, t } from './fake-request';
import { builtinFieldTypes } from '../../../../support/field-types';

const fieldTypes = builtinFieldTypes().fields;

const dictField = (xProps: Record<string, unknown> = {}) => makeField('SELECT', { dataType: 'dictionary', directoryValue: 'D1', ...xProps });
const apiField = (xProps: Record<string, unknown> = {}) => makeField('SELECT', { dataType: 'api', apiStr: 'http://ext/api/list', ...xProps });
const records = (from: number, count: number, extra: Record<string, unknown> = {}) =>
  Array.from({ length: count }, (_, i) => ({ id: `id${from + i}`, dictName: `Item ${from + i}`, ...extra }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('custom list', () => {
  it('is available at once without any call and filters locally after the debounce', async () => {
    const { client, calls } = createFakeRequest();
    const field = makeField('SELECT', {
      dataType: 'custom',
      dataSource: [
        { label: 'Apple', value: 'a' },
        { label: 'Banana', value: 'b' },
        { label: 'Cherry', id: 'c' },
      ],
    });
    const source = createOptionSource(field, { request: client, t });
    expect(source.config.kind).toBe('custom');
    expect(source.getState().options.map((o) => o.value)).toEqual(['a', 'b', 'c']);
    expect(source.getState().loaded).toBe(true);
    expect(source.getState().complete).toBe(true);
    await source.ensureLoaded();
    const done = source.search('an');
    await vi.advanceTimersByTimeAsync(499);
    expect(source.getState().options).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(source.getState().options.map((o) => o.label)).toEqual(['Banana']);
    expect(source.getState().keyword).toBe('an');
    expect(source.getState().complete).toBe(false);
    expect(calls).toHaveLength(0);
  });
});

describe('dictionary page list', () => {
  it('loads lazily on first focus, once, with the spec body', async () => {
    const { client, calls } = createFakeRequest();
    const source = createOptionSource(dictField(), { request: client, t });
    expect(calls).toHaveLength(0);
    expect(source.getState().loaded).toBe(false);
    const first = source.ensureLoaded();
    const second = source.ensureLoaded();
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].path).toBe('/api/v2/base/dataDict/detail/page');
    expect(calls[0].body).toEqual({ dictId: 'D1', level: 1, search: '', pageNum: 1, pageSize: 500, withDisable: true });
    expect(calls[0].options?.silent).toBe(true);
    expect(source.getState().loading).toBe(true);
    calls[0].resolve({ records: records(1, 3) });
    await Promise.all([first, second]);
    const state = source.getState();
    expect(state.loading).toBe(false);
    expect(state.loaded).toBe(true);
    expect(state.options.map((o) => [o.value, o.label])).toEqual([
      ['id1', 'Item 1'],
      ['id2', 'Item 2'],
      ['id3', 'Item 3'],
    ]);
    await source.ensureLoaded();
    expect(calls).toHaveLength(1);
  });

  it('pages while a full page comes back and stops at a short page', async () => {
    const { client, calls } = createFakeRequest();
    const source = createOptionSource(dictField({ level: 2 }), { request: client, t });
    const loading = source.ensureLoaded();
    calls[0].resolve({ records: records(1, 500) });
    await loading;
    expect(source.getState().hasMore).toBe(true);
    expect(source.getState().complete).toBe(false);
    const more = source.loadMore();
    void source.loadMore(); // ignored while loading
    expect(calls).toHaveLength(2);
    expect(calls[1].body).toMatchObject({ pageNum: 2, pageSize: 500, level: 2 });
    calls[1].resolve({ records: records(501, 3) });
    await more;
    expect(source.getState().options).toHaveLength(503);
    expect(source.getState().page).toBe(2);
    expect(source.getState().hasMore).toBe(false);
    expect(source.getState().complete).toBe(true);
    await source.loadMore();
    expect(calls).toHaveLength(2);
  });

  it('uses the page counters when the server sends them', async () => {
    const { client, calls } = createFakeRequest();
    const source = createOptionSource(dictField(), { request: client, t });
    const loading = source.ensureLoaded();
    calls[0].resolve({ records: records(1, 2), current: 1, pages: 2 });
    await loading;
    expect(source.getState().hasMore).toBe(true);
  });

  it('shows entries flagged deleted only while selected', async () => {
    const { client, calls } = createFakeRequest();
    const source = createOptionSource(dictField(), { request: client, t });
    const loading = source.ensureLoaded();
    calls[0].resolve({ records: [...records(1, 2), { id: 'gone', dictName: 'Old', isDel: 1 }] });
    await loading;
    expect(source.getState().options.map((o) => o.value)).toEqual(['id1', 'id2']);
    source.setSelected(['gone']);
    expect(source.getState().options.map((o) => o.value)).toEqual(['id1', 'id2', 'gone']);
    expect(source.getState().options[2].isDel).toBe(true);
    source.setSelected('id1');
    expect(source.getState().options.map((o) => o.value)).toEqual(['id1', 'id2']);
  });
});

describe('search', () => {
  it('is debounced by 500 ms and sends only the last keyword', async () => {
    const { client, calls } = createFakeRequest();
    const source = createOptionSource(apiField(), { request: client, t });
    void source.search('a');
    await vi.advanceTimersByTimeAsync(300);
    void source.search(' ab ');
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0].path).toBe('/api/v2/base/process/listApiContent4Page');
    expect(calls[0].body).toEqual({ url: 'http://ext/api/list', params: { currentPage: 1, pageSize: 50, keyword: 'ab' } });
  });

  it('never lets a stale response overwrite a newer search (newer answers first)', async () => {
    const { client, calls } = createFakeRequest();
    const source = createOptionSource(apiField(), { request: client, t });
    const older = source.search('a');
    await vi.advanceTimersByTimeAsync(500);
    const newer = source.search('ab');
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => (c.body as { params: { keyword: string } }).params.keyword)).toEqual(['a', 'ab']);
    calls[1].resolve({ records: [{ value: 'ab1', label: 'AB 1' }] });
    await newer;
    calls[0].resolve({ records: [{ value: 'a1', label: 'A 1' }] });
    await older;
    await flush();
    expect(source.getState().options.map((o) => o.value)).toEqual(['ab1']);
    expect(source.getState().keyword).toBe('ab');
    expect(source.getState().loading).toBe(false);
  });

  it('drops an older response that arrives while the newer one is pending', async () => {
    const { client, calls } = createFakeRequest();
    const source = createOptionSource(apiField(), { request: client, t });
    void source.search('a');
    await vi.advanceTimersByTimeAsync(500);
    let newerDone = false;
    void source.search('ab').then(() => {
      newerDone = true;
    });
    await vi.advanceTimersByTimeAsync(500);
    calls[0].resolve({ records: [{ value: 'a1', label: 'A 1' }] });
    await flush();
    expect(source.getState().options).toEqual([]);
    expect(source.getState().loading).toBe(true);
    expect(newerDone).toBe(false);
    calls[1].reject({ message: 'boom' });
    await flush();
    expect(newerDone).toBe(true);
    expect(source.getState().error).toBe('boom');
  });

  it('a page of the old keyword arriving after a search is ignored', async () => {
    const { client, calls } = createFakeRequest();
    const source = createOptionSource(apiField(), { request: client, t });
    const first = source.ensureLoaded();
    calls[0].resolve({ records: Array.from({ length: 50 }, (_, i) => ({ value: `v${i}`, label: `L${i}` })) });
    await first;
    void source.loadMore();
    void source.search('x');
    await vi.advanceTimersByTimeAsync(500);
    calls[2].resolve({ records: [{ value: 'x1', label: 'X1' }] });
    await flush();
    calls[1].resolve({ records: [{ value: 'v50', label: 'L50' }] });
    await flush();
    expect(source.getState().options.map((o) => o.value)).toEqual(['x1']);
    expect(source.getState().page).toBe(1);
  });
});

describe('sharing identical calls', () => {
  it('two sources with a shared deduper make one call, and a later load calls again', async () => {
    const { client, calls } = createFakeRequest();
    const deduper = createRequestDeduper();
    const a = createOptionSource(dictField(), { request: client, t, deduper });
    const b = createOptionSource(dictField(), { request: client, t, deduper });
    const both = Promise.all([a.ensureLoaded(), b.ensureLoaded()]);
    expect(calls).toHaveLength(1);
    expect(deduper.pending()).toBe(1);
    calls[0].resolve({ records: records(1, 2) });
    await both;
    expect(deduper.pending()).toBe(0);
    expect(a.getState().options).toEqual(b.getState().options);
    void a.reload();
    expect(calls).toHaveLength(2);
  });
});

describe('other source kinds', () => {
  it('maps API records with optionLabel / optionValue and status', async () => {
    const { client, calls } = createFakeRequest();
    const source = createOptionSource(apiField({ optionLabel: 'name', optionValue: 'code' }), { request: client, t });
    const loading = source.ensureLoaded();
    calls[0].resolve({ records: [{ code: 'c1', name: 'One', status: 0 }, { code: 'c2', name: 'Two', status: 1 }, { name: 'no value' }] });
    await loading;
    expect(source.getState().options).toEqual([
      { label: 'One', value: 'c1', status: 0 },
      { label: 'Two', value: 'c2', status: 1 },
    ]);
  });

  it('an API with headers posts the whole-list call with the header list', async () => {
    const { client, calls } = createFakeRequest();
    const field = apiField({ apiStr: JSON.stringify({ url: 'http://ext/x', header: [{ name: 'X-Token', value: 't1' }] }) });
    const source = createOptionSource(field, { request: client, t });
    expect(source.config.kind).toBe('apiList');
    const loading = source.ensureLoaded();
    expect(calls[0].path).toBe('/api/v2/base/process/listApiContent');
    expect(calls[0].body).toEqual({ url: 'http://ext/x', header: [{ name: 'X-Token', value: 't1' }] });
    calls[0].resolve([{ value: '1', label: 'x' }]);
    await loading;
    expect(source.getState().hasMore).toBe(false);
    expect(source.getState().complete).toBe(true);
  });

  it('a multi-level dropdown on a dictionary GETs the tree and sets levels', async () => {
    const { client, calls } = createFakeRequest();
    const source = createOptionSource(makeField('MULTI_SELECT', { dataType: 'dictionary', directoryValue: 'REGION' }), { request: client, t, fieldTypes });
    const loading = source.ensureLoaded();
    expect(calls[0].method).toBe('GET');
    expect(calls[0].path).toBe('/api/v2/base/dataDict/getFieldContents/dictId/REGION/level/1');
    calls[0].resolve([{ id: 'cn', label: 'China', children: [{ id: 'bj', label: 'Beijing', children: [{ id: 'cy', label: 'Chaoyang' }] }] }]);
    await loading;
    const [china] = source.getState().options;
    expect(china.level).toBe(1);
    expect(china.children?.[0].level).toBe(2);
    expect(china.children?.[0].children?.[0]).toMatchObject({ value: 'cy', level: 3 });
  });

  it('a multi-level dropdown on an API posts the tree call', async () => {
    const { client, calls } = createFakeRequest();
    const source = createOptionSource(makeField('MULTI_SELECT', { dataType: 'api', apiStr: 'http://ext/tree' }), { request: client, t, fieldTypes });
    void source.ensureLoaded();
    expect(calls[0].path).toBe('/api/v2/base/process/listApiContent4Tree');
    expect(calls[0].body).toEqual({ url: 'http://ext/tree', header: [] });
  });

  it('cmdbDirectoryValue empties dataSource and reads the member dictionary', async () => {
    const { client, calls } = createFakeRequest();
    const field = makeField('SELECT', { dataType: 'custom', dataSource: [{ label: 'stale', value: 's' }], cmdbDirectoryValue: 'CM1' });
    const source = createOptionSource(field, { request: client, t });
    expect(source.getState().options).toEqual([]);
    const loading = source.ensureLoaded();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/v2/form/mdlFormMember/dictList' });
    expect(calls[0].options?.params).toEqual({ dictId: 'CM1' });
    calls[0].resolve({ enumList: [{ value: 'v1', label: 'Label 1' }] });
    await loading;
    expect(source.getState().options).toEqual([{ label: 'Label 1', value: 'v1', status: 0 }]);
  });
});

describe('errors', () => {
  it('exposes the server message, keeps the options and retries on the next focus', async () => {
    const { client, calls } = createFakeRequest();
    const source = createOptionSource(dictField(), { request: client, t });
    const loading = source.ensureLoaded();
    calls[0].reject({ message: 'dictionary missing', code: 500 });
    await loading;
    expect(source.getState()).toMatchObject({ error: 'dictionary missing', loading: false, loaded: false, options: [] });
    const retry = source.ensureLoaded();
    expect(calls).toHaveLength(2);
    calls[1].resolve({ records: records(1, 1) });
    await retry;
    expect(source.getState().error).toBeUndefined();
  });

  it('a response that is not a list is a format error', async () => {
    const { client, calls } = createFakeRequest();
    const source = createOptionSource(apiField(), { request: client, t });
    const loading = source.ensureLoaded();
    calls[0].resolve('<html>');
    await loading;
    expect(source.getState().error).toBe('t:options.apiFormatError');
  });

  it('falls back to the load-failed text without a message', async () => {
    const { client, calls } = createFakeRequest();
    const source = createOptionSource(apiField(), { request: client, t });
    const loading = source.ensureLoaded();
    calls[0].reject(undefined);
    await loading;
    expect(source.getState().error).toBe('t:options.loadFailed');
  });
});

describe('linkage patches, subscriptions and disposal', () => {
  it('applies visibility and content patches separately', () => {
    const { client } = createFakeRequest();
    const field = makeField('SELECT', { dataSource: ['a', 'b', 'c'].map((v) => ({ label: v.toUpperCase(), value: v })) });
    const source = createOptionSource(field, { request: client, t });
    source.setPatch({ mode: 'hide', values: ['b'] });
    expect(source.getState().options.map((o) => o.value)).toEqual(['a', 'c']);
    source.setPatch({ mode: 'add', options: [{ label: 'D', value: 'd' }] });
    expect(source.getState().options.map((o) => o.value)).toEqual(['a', 'c', 'd']);
    source.setPatch({ mode: 'showAll' });
    expect(source.getState().options.map((o) => o.value)).toEqual(['a', 'b', 'c', 'd']);
    source.setPatch(undefined);
    expect(source.getState().options.map((o) => o.value)).toEqual(['a', 'b', 'c']);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const { client } = createFakeRequest();
    const source = createOptionSource(makeField('SELECT', { dataSource: [{ label: 'A', value: 'a' }] }), { request: client, t });
    const seen: number[] = [];
    const off = source.subscribe((s) => seen.push(s.options.length));
    source.setPatch({ mode: 'hide', values: ['a'] });
    off();
    source.setPatch({ mode: 'showAll' });
    expect(seen).toEqual([0]);
  });

  it('dispose cancels the pending search and ignores late responses', async () => {
    const { client, calls } = createFakeRequest();
    const source = createOptionSource(apiField(), { request: client, t });
    const listener = vi.fn();
    source.subscribe(listener);
    const loading = source.ensureLoaded();
    const searching = source.search('late');
    listener.mockClear();
    source.dispose();
    await searching;
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    calls[0].resolve({ records: [{ value: 'x', label: 'X' }] });
    await loading;
    expect(listener).not.toHaveBeenCalled();
    expect(source.getState().options).toEqual([]);
  });
});

describe('cascade superior value', () => {
  it('is sent as the query code: lazily before the first load, at once when loaded or asked to load, dropped when empty', async () => {
    const { client, calls } = createFakeRequest(() => ({ records: records(1, 2), total: 2 }));
    const source = createOptionSource(dictField(), { request: client, t });
    await source.setSuperiorValue('zj');
    expect(calls).toHaveLength(0);
    await source.ensureLoaded();
    expect(calls.map((c) => (c.body as { code?: string }).code)).toEqual(['zj']);
    await source.setSuperiorValue([{ value: 'js', label: 'Jiangsu' }]);
    expect(calls.map((c) => (c.body as { code?: string }).code)).toEqual(['zj', 'js']);
    await source.setSuperiorValue('js');
    expect(calls).toHaveLength(2);
    await source.setSuperiorValue('js', { load: true });
    expect(calls).toHaveLength(3);
    await source.setSuperiorValue('');
    expect(calls).toHaveLength(4);
    expect(calls[3]!.body).not.toHaveProperty('code');
  });

  it('goes into the params of API sources and the GET params of a dictionary tree', async () => {
    const { client, calls } = createFakeRequest(() => []);
    const api = createOptionSource(apiField(), { request: client, t });
    await api.setSuperiorValue(7, { load: true });
    expect(calls[0]!.body).toMatchObject({ url: 'http://ext/api/list', params: { code: '7' } });
    const tree = createOptionSource(makeField('MULTI_SELECT', { dataType: 'dictionary', directoryValue: 'D2' }), { request: client, t, fieldTypes });
    await tree.setSuperiorValue('root', { load: true });
    expect(calls[1]!.options?.params).toEqual({ code: 'root' });
  });
});
