// Issue 11 item 5: server answers of the wrong shape (an object where a list is expected ...) degrade
// like a failed request, are logged with console.warn, and never stop the form from being built.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tryControllerOf } from '../../../../support/controller';
import { resolvePermissions, permissionShapeProblem, type PermissionSource } from '@core/form/permissions';
import { createLinkageEngine, LinkageRequestError, type LinkageRequest, type LinkageRequestKind } from '@core/form/linkage/engine';
import { compileLocalRules, type LocalLinkageRule } from '@core/form/linkage';
import { createFormSession } from '@core/form/session';
import { createOptionSource } from '@core/form/options';
import { createFakeRequest, makeField, t as optionT } from '../options/fake-request';
import { formOf, testRegistry, testT } from '../interpreter/helpers';
import { field } from '../linkage/factories';
import { builtinFieldTypes } from '../../../../support/field-types';

const t = testT('en');

afterEach(() => {
  vi.restoreAllMocks();
});

const schema = formOf([
  ['title', { 'x-component': 'INPUT', 'x-index': 0 }],
  ['level', { 'x-component': 'SELECT', 'x-index': 1 }],
  ['grp', { 'x-component': 'ADD_GROUP', 'x-index': 2, properties: { inner: { 'x-component': 'INPUT' } } }],
]);

const MALFORMED: Array<[string, PermissionSource | unknown, string]> = [
  ['a group whose fields is an object (the issue)', { isPermissionEnable: true, fields: [{ type: 'VIEW', fields: { all: true } }] }, 'fields[0].fields must be a list, got an object'],
  ['fields is an object', { isPermissionEnable: true, fields: { VIEW: ['title'] } }, 'fields must be a list, got an object'],
  ['fields is a string', { isPermissionEnable: 1, fields: 'title' }, 'fields must be a list, got string'],
  ['a group is a string', { isPermissionEnable: true, fields: ['VIEW'] }, 'fields[0] must be an object, got string'],
  ['a group is null', { isPermissionEnable: true, fields: [null] }, 'fields[0] must be an object, got null'],
  ['a code is a number', { isPermissionEnable: true, fields: [{ type: 'EDIT', fields: [42] }] }, 'fields[0].fields[0] must be a code or an object, got number'],
  ['the envelope data is a list', { code: 100000, data: [] }, 'data must be an object, got a list'],
  ['the answer is a string', 'VIEW', 'the answer must be an object, got string'],
];

describe('a malformed permission answer counts as a failed permission request', () => {
  it.each(MALFORMED)('%s', (_name, source, reason) => {
    const onMalformed = vi.fn();
    const result = resolvePermissions(source as PermissionSource, { fields: ['title', 'level'], onMalformed });
    expect(result).toEqual({
      enabled: false,
      detailVisible: true,
      failed: true,
      view: [],
      edit: [],
      patch: { title: { visible: true, readOnly: false }, level: { visible: true, readOnly: false } },
    });
    expect(onMalformed).toHaveBeenCalledTimes(1);
    expect(onMalformed.mock.calls[0]![0]).toBe(reason);
  });

  it('is logged with console.warn by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resolvePermissions({ isPermissionEnable: true, fields: [{ type: 'VIEW', fields: { all: true } }] } as unknown as PermissionSource, { fields: ['title'] });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('[permissions] malformed permission answer (fields[0].fields must be a list, got an object)');
  });

  it('well-formed answers, disabled permissions and absent lists are not malformed', () => {
    expect(permissionShapeProblem({ isPermissionEnable: true, fields: [{ type: 'VIEW', fields: ['a', { fieldCode: 'b' }] }, { type: 'EDIT', fields: null }] })).toBeUndefined();
    expect(permissionShapeProblem({ isPermissionEnable: true })).toBeUndefined();
    const onMalformed = vi.fn();
    // Permission off: the lists are not read, so their shape does not matter.
    expect(resolvePermissions({ isPermissionEnable: false, fields: { all: true } } as unknown as PermissionSource, { onMalformed }).failed).toBe(false);
    expect(resolvePermissions(null, { onMalformed }).failed).toBe(false);
    expect(onMalformed).not.toHaveBeenCalled();
  });

  it('granted codes are data: __proto__ or toString from the server never reach a prototype', () => {
    const result = resolvePermissions({ isPermissionEnable: true, fields: [{ type: 'EDIT', fields: ['__proto__', 'toString'] }] });
    expect(Object.keys(result.patch).sort()).toEqual(['__proto__', 'toString']);
    expect(Object.getPrototypeOf(result.patch)).toBeNull();
    expect(result.edit.sort()).toEqual(['__proto__', 'toString']);
  });

  it('the controller builds the form with every field visible and editable', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const built = tryControllerOf({
      schema,
      registry: testRegistry(),
      context: { t },
      permissions: { isPermissionEnable: true, fields: [{ type: 'VIEW', fields: { all: true } }] } as unknown as PermissionSource,
    });
    if (!built.ok) throw new Error(built.error.message);
    expect(built.controller.permissions).toMatchObject({ enabled: false, failed: true, detailVisible: true });
    for (const path of ['title', 'level', 'inner']) expect(built.controller.getState(path)).toMatchObject({ visible: true, readOnly: false });
  });
});

describe('other server answers of the wrong shape', () => {
  const fields = [field('title'), field('level', 'SELECT')];
  const answering = (answers: Partial<Record<LinkageRequestKind, unknown>>) => vi.fn(((kind) => Promise.resolve(answers[kind])) as LinkageRequest);
  const state = { values: { title: 't', level: 'L1' } };

  it('a triggerFieldList answer that is not a list means no trigger field (logged), not a TypeError', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const request = answering({ triggerFieldList: { level: true } });
    const engine = createLinkageEngine({ fields, t, request, processDefKey: 'proc1' });
    expect(await engine.isTriggerField('level')).toBe(false);
    expect(await engine.change('level', state).settled).toMatchObject({ patch: {}, skipped: 'notTrigger' });
    expect(request.mock.calls.filter(([kind]) => kind === 'linkFieldContent')).toHaveLength(0);
    expect(String(warn.mock.calls[0]?.[0])).toContain('[linkage] malformed triggerFieldList answer');
  });

  it('a linkage answer with an object where a list is expected is refused like a failed request', async () => {
    const engine = createLinkageEngine({ fields, t, request: answering({ triggerFieldList: ['level'], linkFieldContent: { hideFieldList: { key: 'title' } } }), processDefKey: 'proc1' });
    await expect(engine.change('level', state).settled).rejects.toBeInstanceOf(LinkageRequestError);
  });

  it('a getAllFieldHook answer that is not a list means no hooks', async () => {
    const engine = createLinkageEngine({ fields, t, request: answering({ allFieldHooks: { fieldCode: 'level' } }), processDefKey: 'proc1' });
    expect(await engine.hooksOf('level')).toEqual([]);
  });

  it('dynamic rules of the wrong shape are left out and reported; the good ones still apply', () => {
    const errors: string[] = [];
    const good: LocalLinkageRule = { id: 'good', scenario: 'LOADING', conditions: [], operations: { hideFieldList: [{ key: 'title' }] } };
    const rules = [
      null,
      'rule',
      { id: 'conditionsObject', scenario: 'LOADING', conditions: { match: 'ALL', conditions: { field: 'level' } }, operations: {} },
      { id: 'triggerObject', scenario: 'ONCHANGE', triggerField: { code: 'level' }, operations: {} },
      { id: 'conditionNull', scenario: 'LOADING', conditions: [null], operations: {} },
      good,
    ] as unknown as LocalLinkageRule[];
    const compiled = compileLocalRules(rules, fields, {}, (message) => errors.push(message));
    expect(errors).toEqual([
      'Rule #0: a rule must be an object.',
      'Rule #1: a rule must be an object.',
      'Rule conditionsObject: conditions must be a list.',
      expect.stringMatching(/^Rule triggerObject: /),
      'Rule conditionNull: a condition must be an object.',
    ]);
    expect(compiled.onLoad(state)).toEqual({ title: { visible: false } });
    const none: string[] = [];
    expect(compileLocalRules({ id: 'x' } as unknown as LocalLinkageRule[], fields, {}, (message) => none.push(message)).onLoad(state)).toEqual({});
    expect(none).toEqual(['Rules: a list expected; no rule applied.']);
  });

  it('the form session builds with such rules and reports them in ruleErrors', async () => {
    const session = createFormSession({
      schema,
      registry: builtinFieldTypes(),
      t,
      now: () => 0,
      linkage: { localRules: [{ id: 'bad', scenario: 'LOADING', conditions: { match: 'ALL', conditions: { all: true } } }] as unknown as LocalLinkageRule[] },
    });
    expect(session.ruleErrors).toEqual(['Rule bad: conditions must be a list.']);
    expect((await session.validate()).valid).toBe(true);
    session.dispose();
  });

  it('stored form data that is not an object (a list, a string) is no values, not one value per index', async () => {
    for (const values of [['a', 'b'], 'ab', 7]) {
      const session = createFormSession({ schema, registry: builtinFieldTypes(), t, now: () => 0, values: values as unknown as Record<string, unknown> });
      expect(session.controller.getValues()).toEqual({});
      expect(session.getSubmitValues()).toEqual({});
      session.dispose();
      const built = tryControllerOf({ schema, registry: testRegistry(), context: { t }, values: values as unknown as Record<string, unknown> });
      if (!built.ok) throw new Error(built.error.message);
      expect(built.controller.getValues()).toEqual({});
    }
  });

  it('an option answer with an object where the list is expected shows the format error, like a failed load', async () => {
    const { client, calls } = createFakeRequest();
    const source = createOptionSource(makeField('SELECT', { dataType: 'api', apiStr: 'http://ext/api/list' }), { request: client, t: optionT });
    const loading = source.ensureLoaded();
    calls[0]!.resolve({ records: { a: 1 } });
    await loading;
    expect(source.getState().error).toBe('t:options.apiFormatError');
  });
});
