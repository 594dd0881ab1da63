import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@core/i18n';
import { createMemoryStorage } from '@core/storage';
import { createLinkageEngine, LinkageRequestError, type LinkageEngineOptions, type LinkageRequest, type LinkageRequestKind } from '@core/form/linkage/engine';
import type { LinkageState, TriggerMap } from '@core/form/linkage/types';
import { field } from './factories';
import { builtinFieldTypes } from '../../../../support/field-types';

/** The built-in plugins' field facts (the core asks a registry for them). */
const fieldTypes = builtinFieldTypes().fields;

const i18n = createI18n({ storage: createMemoryStorage(), browserLanguage: 'en' });

const fields = [field('title'), field('level', 'SELECT'), field('city', 'SELECT', { firstId: 'level' }), field('tags', 'CHECKBOX'), field('items', 'TABLE_FORM')];

interface Call {
  kind: LinkageRequestKind;
  payload: unknown;
  signal?: AbortSignal;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

/** A transport whose answers the test releases one by one. */
function controllableRequest() {
  const calls: Call[] = [];
  const request = ((kind, payload, options) =>
    new Promise((resolve, reject) => {
      calls.push({ kind, payload, signal: options?.signal, resolve, reject });
    })) as LinkageRequest;
  const of = (kind: LinkageRequestKind) => calls.filter((c) => c.kind === kind);
  return { request, calls, of };
}

/** A transport answering at once from a table. */
function answering(answers: Partial<Record<LinkageRequestKind, unknown>>) {
  return vi.fn(((kind) => Promise.resolve(answers[kind])) as LinkageRequest);
}

const engineWith = (opts: Partial<LinkageEngineOptions>) => createLinkageEngine({ fields, t: i18n.t, processDefKey: 'proc1', compile: { fieldTypes }, cascade: { fieldTypes }, ...opts });
const state: LinkageState = { values: { title: 't', level: 'L1' } };
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('linkage engine: load', () => {
  it('makes one LOADING call and compiles the answer', async () => {
    const request = answering({ linkFieldContent: { hideFieldList: [{ key: 'title' }] }, triggerFieldList: [] });
    const engine = engineWith({ request, context: { workOrderId: 'w1' } });
    const { settled } = engine.load(state);
    const result = await settled;
    expect(result.patch.title).toEqual({ visible: false });
    const linkCalls = request.mock.calls.filter(([kind]) => kind === 'linkFieldContent');
    expect(linkCalls).toHaveLength(1);
    expect(linkCalls[0][1]).toEqual({ workOrderId: 'w1', processDefKey: 'proc1', eventType: 'LOADING', formData: state.values });
  });

  it('applies the initial cascade immediately and again with the server values', async () => {
    const request = answering({ linkFieldContent: { setValueList: [{ key: 'level', value: '' }] }, triggerFieldList: [] });
    const engine = engineWith({ request });
    const { immediate, settled } = engine.load(state);
    expect(immediate.patch).toEqual({ city: { disabled: false } });
    expect((await settled).patch).toEqual({ level: { value: '' }, city: { disabled: true } });
  });

  it('skips the call while copying form data', async () => {
    const request = answering({ linkFieldContent: { hideFieldList: [{ key: 'title' }] } });
    let copying = true;
    const engine = engineWith({ request, copying: () => copying });
    expect(await engine.load(state).settled).toMatchObject({ patch: {}, skipped: 'copying' });
    expect(await engine.change('title', state).settled).toMatchObject({ patch: {}, skipped: 'copying' });
    expect(request).not.toHaveBeenCalled();
    copying = false;
    expect((await engine.load(state).settled).patch.title).toEqual({ visible: false });
  });

  it('runs only local rules without a transport', async () => {
    const engine = engineWith({ localRules: [{ scenario: 'LOADING', operations: { requiredFieldList: [{ key: 'title' }] } }] });
    const { immediate, settled } = engine.load(state);
    expect(immediate.patch.title).toEqual({ required: true });
    expect(await settled).toMatchObject({ skipped: 'noRequest' });
  });
});

describe('linkage engine: change', () => {
  it('calls ONCHANGE only for fields in the trigger field list (fetched once by processDefKey)', async () => {
    const request = answering({ triggerFieldList: ['level', { fieldCode: 'qty' }], linkFieldContent: { requiredFieldList: [{ key: 'title' }] } });
    const engine = engineWith({ request });
    expect(await engine.change('title', state).settled).toMatchObject({ patch: {}, skipped: 'notTrigger' });
    const result = await engine.change('level', state).settled;
    expect(result.patch.title).toEqual({ required: true });
    const cell = await engine.change({ field: 'items', tableColumnCode: 'qty', rowNum: 2 }, state).settled;
    expect(cell.skipped).toBeUndefined();
    const kinds = request.mock.calls.map(([kind]) => kind);
    expect(kinds.filter((k) => k === 'triggerFieldList')).toHaveLength(1);
    expect(request.mock.calls.find(([kind]) => kind === 'triggerFieldList')![1]).toEqual({ processDefKey: 'proc1' });
    const changeCalls = request.mock.calls.filter(([kind]) => kind === 'linkFieldContent').map(([, p]) => p);
    expect(changeCalls).toEqual([
      { processDefKey: 'proc1', eventType: 'ONCHANGE', showField: 'level', formData: state.values },
      { processDefKey: 'proc1', eventType: 'ONCHANGE', showField: 'items', tableCode: 'items', tableColumnCode: 'qty', rowNum: 2, formData: state.values },
    ]);
  });

  it('uses a given trigger field list without fetching it', async () => {
    const request = answering({ linkFieldContent: {} });
    const engine = engineWith({ request, triggerFieldList: ['title'] });
    expect(await engine.isTriggerField('title')).toBe(true);
    expect(await engine.isTriggerField('level')).toBe(false);
    await engine.change('title', state).settled;
    expect(request.mock.calls.map(([k]) => k)).toEqual(['linkFieldContent']);
  });

  it('drops a stale answer when a newer change of the same field is in flight', async () => {
    const t = controllableRequest();
    const engine = engineWith({ request: t.request, triggerFieldList: ['level', 'title'] });
    const first = engine.change('level', { values: { level: 'A' } }).settled;
    await flush();
    const second = engine.change('level', { values: { level: 'B' } }).settled;
    await flush();
    const other = engine.change('title', { values: { title: 'x' } }).settled;
    await flush();
    const [c1, c2, c3] = t.of('linkFieldContent');
    expect(c1.signal?.aborted).toBe(true);
    expect(c2.signal?.aborted).toBe(false);
    // the newer answer arrives first, the older one afterwards
    c2.resolve({ setValueList: [{ key: 'title', value: 'from B' }] });
    c1.resolve({ setValueList: [{ key: 'title', value: 'from A' }] });
    c3.resolve({ hideFieldList: [{ key: 'tags' }] });
    expect(await first).toEqual({ patch: {}, loadOptionsFor: [], skipped: 'stale' });
    expect((await second).patch.title).toEqual({ value: 'from B' });
    // another field is not superseded
    expect((await other).patch.tags).toEqual({ visible: false });
  });

  it('a superseded call that rejects (aborted) is stale, not an error', async () => {
    const t = controllableRequest();
    const engine = engineWith({ request: t.request, triggerFieldList: ['level'] });
    const first = engine.change('level', state).settled;
    await flush();
    const second = engine.change('level', state).settled;
    await flush();
    const [c1, c2] = t.of('linkFieldContent');
    c1.reject(new Error('canceled'));
    c2.resolve(null);
    expect(await first).toMatchObject({ skipped: 'stale' });
    expect(await second).toEqual({ patch: {}, loadOptionsFor: [] });
  });

  it('returns the cascade immediately and asks to load the dependents options', async () => {
    const request = answering({ linkFieldContent: {} });
    const engine = engineWith({ request, triggerFieldList: [] });
    const filled = engine.change('level', { values: { level: 'L2', city: 'c' } });
    expect(filled.immediate).toEqual({ patch: { city: { disabled: false } }, loadOptionsFor: ['city'] });
    const emptied = engine.change('level', { values: { level: '', city: 'c' } });
    expect(emptied.immediate).toEqual({ patch: { city: { disabled: true, value: '' } }, loadOptionsFor: [] });
    await filled.settled;
  });

  it('adds the cascade of values the server sets', async () => {
    const request = answering({ linkFieldContent: { setValueList: [{ key: 'level', value: 'L9' }] } });
    const engine = engineWith({ request, triggerFieldList: ['title'] });
    const result = await engine.change('title', state).settled;
    expect(result).toEqual({ patch: { level: { value: 'L9' }, city: { disabled: false } }, loadOptionsFor: ['city'] });
  });

  it('merges local ONCHANGE rules into the immediate part', () => {
    const engine = engineWith({ triggerFieldList: [], localRules: [{ scenario: 'ONCHANGE', triggerField: 'title', conditions: [{ field: 'title', op: 'EQ', value: 'x' }], operations: { setValueList: [{ key: 'level', value: '' }] } }] });
    expect(engine.change('title', { values: { title: 'x', level: 'L1', city: 'c' } }).immediate.patch).toEqual({ level: { value: '' }, city: { disabled: true, value: '' } });
  });

  it('drops answers after dispose', async () => {
    const t = controllableRequest();
    const engine = engineWith({ request: t.request, triggerFieldList: ['level'] });
    const pending = engine.change('level', state).settled;
    await flush();
    engine.dispose();
    expect(t.of('linkFieldContent')[0].signal?.aborted).toBe(true);
    t.of('linkFieldContent')[0].resolve({ hideFieldList: [{ key: 'title' }] });
    expect(await pending).toMatchObject({ patch: {}, skipped: 'disposed' });
    expect(await engine.load(state).settled).toMatchObject({ skipped: 'disposed' });
  });
});

describe('linkage engine: failures', () => {
  it('rejects with the server message', async () => {
    const request = vi.fn((() => Promise.reject({ message: 'rule engine down', code: 500 })) as LinkageRequest);
    const engine = engineWith({ request, triggerFieldList: ['level'] });
    await expect(engine.change('level', state).settled).rejects.toThrow('rule engine down');
    await expect(engine.load(state).settled).rejects.toBeInstanceOf(LinkageRequestError);
  });

  it('rejects with "request failed" when there is no message', async () => {
    const engine = engineWith({ request: () => Promise.reject(new Error('')), triggerFieldList: ['level'] });
    await expect(engine.change('level', state).settled).rejects.toThrow('request failed');
    i18n.setLanguage('zh');
    await expect(engine.change('level', state).settled).rejects.toThrow(i18n.t('errors.requestFailed'));
    i18n.setLanguage('en');
  });

  it('rejects an answer that breaks the schema', async () => {
    const engine = engineWith({ request: answering({ linkFieldContent: { hideFieldList: 'title' } as unknown as TriggerMap }), triggerFieldList: ['level'] });
    const error = await engine.change('level', state).settled.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LinkageRequestError);
    expect((error as LinkageRequestError).details).toEqual(expect.arrayContaining([expect.objectContaining({ instancePath: '/hideFieldList' })]));
  });

  it('retries a failed trigger field list on the next change', async () => {
    let fail = true;
    const request = vi.fn(((kind) => {
      if (kind === 'triggerFieldList') return fail ? Promise.reject({ message: 'no list' }) : Promise.resolve(['level']);
      return Promise.resolve({ hideFieldList: [{ key: 'title' }] });
    }) as LinkageRequest);
    const engine = engineWith({ request });
    await expect(engine.change('level', state).settled).rejects.toThrow('no list');
    fail = false;
    expect((await engine.change('level', state).settled).patch.title).toEqual({ visible: false });
  });
});

describe('linkage engine: field hooks', () => {
  it('skips a hook without dirtCode', async () => {
    const request = answering({ fieldHook: { title: 'x' } });
    const engine = engineWith({ request });
    expect(await engine.fieldHook({ fieldCode: 'title', dirtCode: '' }, state)).toMatchObject({ skipped: 'noDirtCode' });
    expect(await engine.fieldHook({ fieldCode: 'title' }, state)).toMatchObject({ skipped: 'noDirtCode' });
    expect(request).not.toHaveBeenCalled();
  });

  it('sends the hook payload and applies field values or a triggerMap', async () => {
    const request = vi.fn(((kind, payload) => {
      const p = payload as { dataCode?: string };
      return Promise.resolve(p.dataCode === 'values' ? { title: ['first', 'second'], tags: 'a', unknown: 1 } : { readOnlyFieldList: [{ key: 'title' }] });
    }) as LinkageRequest);
    const engine = engineWith({ request });
    const values = await engine.fieldHook({ fieldCode: 'level', dataCode: 'values', dirtCode: 'd1', dataLevel: 1, formId: 'f1' }, state);
    expect(values.patch).toEqual({ title: { value: 'first' }, tags: { value: ['a'] } });
    expect(request.mock.calls[0]).toEqual(['fieldHook', { fieldCode: 'level', dataCode: 'values', dirtCode: 'd1', dataLevel: 1, formId: 'f1', formDataMap: state.values }, expect.objectContaining({ signal: expect.any(AbortSignal) })]);
    const map = await engine.fieldHook({ fieldCode: 'level', dataCode: 'map', dirtCode: 'd1', formDataMap: { x: 1 } }, state);
    expect(map.patch).toEqual({ title: { readOnly: true } });
    expect((request.mock.calls[1][1] as { formDataMap: unknown }).formDataMap).toEqual({ x: 1 });
  });
});

describe('linkage engine: the field hook list', () => {
  it('is fetched once (getAllFieldHook with the processDefKey) and filtered by the changed field; cells have none', async () => {
    const request = answering({ allFieldHooks: [{ fieldCode: 'level', dirtCode: 'd1' }, { fieldCode: 'title', dirtCode: '' }, { nope: 1 }, 'junk'] });
    const engine = engineWith({ request });
    expect(await engine.hooksOf('level')).toEqual([{ fieldCode: 'level', dirtCode: 'd1' }]);
    expect(await engine.hooksOf('title')).toEqual([{ fieldCode: 'title', dirtCode: '' }]);
    expect(await engine.hooksOf('city')).toEqual([]);
    expect(await engine.hooksOf({ field: 'items', tableColumnCode: 'level', rowNum: 0 })).toEqual([]);
    expect(request.mock.calls.filter(([kind]) => kind === 'allFieldHooks')).toEqual([['allFieldHooks', { processDefKey: 'proc1' }]]);
  });

  it('given hooks are used as they are; a page answer is read; a failed fetch rejects and is retried', async () => {
    expect(await engineWith({ fieldHooks: [{ fieldCode: 'level', dirtCode: 'x' }] }).hooksOf('level')).toEqual([{ fieldCode: 'level', dirtCode: 'x' }]);
    expect(await engineWith({ request: answering({ allFieldHooks: { records: [{ fieldCode: 'level', dirtCode: 'p' }] } }) }).hooksOf('level')).toHaveLength(1);
    let fail = true;
    const request = vi.fn(((kind) => (kind === 'allFieldHooks' && fail ? Promise.reject(new Error('down')) : Promise.resolve([{ fieldCode: 'level', dirtCode: 'y' }]))) as LinkageRequest);
    const engine = engineWith({ request });
    await expect(engine.hooksOf('level')).rejects.toThrow('down');
    fail = false;
    expect(await engine.hooksOf('level')).toEqual([{ fieldCode: 'level', dirtCode: 'y' }]);
    expect(await engineWith({}).hooksOf('level')).toEqual([]);
  });
});
