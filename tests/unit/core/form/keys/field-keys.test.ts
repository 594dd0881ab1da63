// Field keys are data (issue 11, item 4): object-prototype names work like any key; keys that break
// Formily paths (blank, whitespace, '.', '[' ...) and __proto__ are schema errors naming the JSON path.
import { describe, expect, it, vi } from 'vitest';
import { controllerOf } from '../../../../support/controller';
import { interpretFormSchema, FormSchemaError } from '@core/form/interpreter';
import { FIELD_KEY_RULE, fieldKeyProblem, isValidFieldKey, ownValue, toKeyRecord } from '@core/form/keys';
import { createFormSession } from '@core/form/session';
import type { LinkageRequest } from '@core/form/linkage/engine';
import { testRegistry, testT } from '../interpreter/helpers';
import { builtinFieldTypes } from '../../../../support/field-types';

const t = testT('en');
const PROTOTYPE_KEYS = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'toLocaleString'];

/** A form with one field per key, parsed from JSON like the server's answer. */
function formJson(fields: Record<string, unknown>): unknown {
  return JSON.parse(JSON.stringify({ type: 'object', properties: fields }));
}

const prototypeForm = formJson({
  constructor: { title: 'C', 'x-component': 'INPUT', 'x-index': 0, 'x-rules': [{ required: true, message: 'constructor is required' }] },
  toString: { title: 'T', 'x-component': 'TEXTAREA', 'x-index': 1, 'x-rules': true },
  hasOwnProperty: { title: 'H', 'x-component': 'SELECT_MANY', 'x-index': 2 },
  valueOf: { title: 'V', 'x-component': 'NUMBER', 'x-index': 3 },
  group: { title: 'G', 'x-component': 'ADD_GROUP', 'x-index': 4, properties: { isPrototypeOf: { title: 'I', 'x-component': 'INPUT' } } },
  toLocaleString: { title: 'L', 'x-component': 'INPUT', 'x-index': 5 },
});

describe('field keys that are object-prototype names', () => {
  it('are valid keys', () => {
    for (const key of PROTOTYPE_KEYS) expect(fieldKeyProblem(key)).toBeUndefined();
    for (const key of ['title', '123', 'a-b', '中文', 'field_1', '$x', 'a/b']) expect(isValidFieldKey(key)).toBe(true);
  });

  it('the controller reads empty fields as empty, validates them and submits the exact values', async () => {
    const controller = controllerOf({ schema: prototypeForm, registry: testRegistry(), context: { t } });
    for (const key of PROTOTYPE_KEYS) {
      const state = controller.getState(key);
      expect(state, key).toBeDefined();
      expect(state!.visible, key).toBe(true);
      expect(typeof state!.value, key).not.toBe('function');
    }
    const empty = await controller.validate();
    expect(empty.valid).toBe(false);
    expect(Object.keys(empty.errors).sort()).toEqual(['constructor', 'toString']);
    expect(empty.errors.constructor).toEqual(['constructor is required']);

    expect(controller.setValue('constructor', 'c-value')).toBe(true);
    expect(controller.setValue('toString', 't-value')).toBe(true);
    expect(controller.setValue('hasOwnProperty', ['h1', 'h2'])).toBe(true);
    expect(controller.setValue('valueOf', '42')).toBe(true);
    expect(controller.setValue('group.isPrototypeOf', 'inner')).toBe(true);
    const filled = await controller.validate();
    expect(filled).toEqual({ valid: true, errors: {} });
    expect(controller.getSubmitValues()).toEqual({ constructor: 'c-value', toString: 't-value', hasOwnProperty: ['h1', 'h2'], valueOf: '42', isPrototypeOf: 'inner' });
    controller.dispose();
  });

  it('the form session (rules, linkage, defaults) keeps stored values and submits them exactly', async () => {
    const stored = { constructor: 'c', toString: 't', hasOwnProperty: ['h'], valueOf: '7', isPrototypeOf: 'i', toLocaleString: 'l' };
    const session = createFormSession({ schema: prototypeForm, registry: builtinFieldTypes(), t, values: stored, now: () => Date.parse('2025-06-03T10:30:00+08:00') });
    expect(session.ruleErrors).toEqual([]);
    const result = await session.validate();
    expect(result).toEqual({ valid: true, errors: {} });
    expect(session.getSubmitValues()).toEqual(stored);
    expect(session.getDraftValues()).toEqual(stored);
    session.applyPatch({ toString: { visible: false }, valueOf: { value: '8' } });
    expect(session.getSubmitValues()).toEqual({ ...stored, toString: undefined, valueOf: '8' });
    expect(Object.keys(session.getSubmitValues())).not.toContain('toString');
    session.dispose();
  });

  it('linkage answers and defaults address such fields like any other', async () => {
    const schema = formJson({
      constructor: { title: 'C', 'x-component': 'INPUT', 'x-index': 0 },
      toString: { title: 'T', 'x-component': 'INPUT', 'x-index': 1, 'x-rules': true },
      valueOf: { title: 'V', 'x-component': 'INPUT', 'x-index': 2, 'x-props': { defaultValue: 'five' } },
    });
    const request = vi.fn(async (kind: string, payload: Record<string, unknown>) => {
      if (kind !== 'linkFieldContent') return null;
      if (payload.eventType === 'ONCHANGE' && payload.showField === 'constructor') return { hideFieldList: [{ key: 'toString' }], setValueList: [{ key: 'valueOf', value: 'six' }] };
      return null;
    });
    const session = createFormSession({
      schema,
      registry: builtinFieldTypes(),
      t,
      now: () => 0,
      defaults: { user: { accountId: 'a', userId: 'u', userName: 'n' } },
      linkage: { request: request as unknown as LinkageRequest, processDefKey: 'p', triggerFieldList: ['constructor'] },
    });
    expect(session.controller.getState('valueOf')?.value).toBe('five');
    expect(session.controller.setValue('constructor', 'go')).toBe(true);
    const outcome = await session.change('constructor');
    expect(outcome.error).toBeNull();
    expect(session.controller.getState('toString')?.visible).toBe(false);
    expect(await session.validate()).toEqual({ valid: true, errors: {} });
    expect(session.getSubmitValues()).toEqual({ constructor: 'go', valueOf: 'six' });
    session.dispose();
  });

  it('an empty session does not see inherited members as values', async () => {
    const session = createFormSession({ schema: prototypeForm, registry: builtinFieldTypes(), t, now: () => 0 });
    for (const key of PROTOTYPE_KEYS) expect(typeof session.controller.getState(key)?.value, key).not.toBe('function');
    const result = await session.validate();
    expect(Object.keys(result.errors).sort()).toEqual(['constructor', 'toString']);
    expect(Object.values(session.getSubmitValues()).some((value) => typeof value === 'function')).toBe(false);
    session.dispose();
  });
});

describe('table columns keyed with object-prototype names', () => {
  const tableForm = formJson({
    items: {
      title: 'Items',
      'x-component': 'TABLE_FORM',
      'x-props': { columns: [{ key: 'toString', title: 'T', type: 'input', required: true }, { key: 'constructor', title: 'C', type: 'input' }] },
    },
  });

  it('an empty cell is empty (required error), a filled one validates, and cell values are read and written as sent', async () => {
    const session = createFormSession({
      schema: tableForm,
      registry: builtinFieldTypes(),
      t,
      now: () => 0,
      values: { items: [{ rowNum: 0, rowData: { constructor: 'c0' } }, { rowNum: 1, rowData: { toString: 't1', constructor: 'c1' } }] },
    });
    const invalid = await session.validate();
    expect(Object.keys(invalid.errors)).toEqual(['items', 'items[0].toString']);
    expect(session.controller.getState('items[0].toString')?.value).toBeUndefined();
    expect(session.controller.getState('items[1].constructor')?.value).toBe('c1');
    session.applyPatch({ 'items[0].toString': { value: 't0' }, 'items[1].constructor': { disabled: true } });
    expect(session.controller.getState('items[1].constructor')?.disabled).toBe(true);
    expect(await session.validate()).toEqual({ valid: true, errors: {} });
    expect(session.getSubmitValues()).toEqual({
      items: [
        { rowNum: 0, rowData: { constructor: 'c0', toString: 't0' } },
        { rowNum: 1, rowData: { toString: 't1', constructor: 'c1' } },
      ],
    });
    session.dispose();
  });
});

describe('invalid field keys are schema errors naming the JSON path', () => {
  const errorOf = (fields: Record<string, unknown>): FormSchemaError => {
    const result = interpretFormSchema(formJson(fields), { registry: testRegistry(), t });
    if (result.ok) throw new Error('expected a schema error');
    return result.error;
  };

  it.each([
    ['empty', '', 'properties[""]: field key must not be empty'],
    ['a space', ' ', 'properties[" "]: field key must not be blank'],
    ['tabs and new lines', '\t\n', 'properties["\\t\\n"]: field key must not be blank'],
    ['__proto__', '__proto__', 'properties.__proto__: field key must not be __proto__'],
  ])('%s', (_name, key, message) => {
    const error = errorOf({ title: { 'x-component': 'INPUT' }, [key]: { 'x-component': 'INPUT' } });
    expect(error.message).toBe(message);
    expect(error.path).toBe(message.slice(0, message.indexOf(': ')));
  });

  it.each(['a b', ' a', 'a.b', 'a[0]', 'a]', 'a*', 'a!', 'a,b', 'a:b', 'a~', 'a(b)', 'a{b}', 'a\\b', 'a\u0000', 'a\u00a0b'])('%j', (key) => {
    const error = errorOf({ [key]: { 'x-component': 'INPUT' } });
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]!.path).toBe(`properties[${JSON.stringify(key)}]`);
    expect(error.issues[0]!.message).toMatch(/^field key must not contain /);
    expect(error.issues[0]!.message).toContain(FIELD_KEY_RULE);
  });

  it('nested keys are checked too, and every bad key is listed', () => {
    const error = errorOf({ ok: { 'x-component': 'INPUT' }, ' ': { 'x-component': 'INPUT' }, g: { 'x-component': 'ADD_GROUP', properties: { 'x.y': { 'x-component': 'INPUT' } } } });
    expect(error.issues.map((issue) => issue.path)).toEqual(['properties[" "]', 'properties.g.properties["x.y"]']);
  });

  it('TABLE_FORM column codes follow the same rule; columns without a code stay ignored', () => {
    const error = errorOf({
      items: {
        'x-component': 'TABLE_FORM',
        'x-props': { columns: [{ key: 'ok' }, { key: 'a.b' }, { title: 'no key' }, { key: '  ' }, { dataIndex: 'x[0]' }, { key: '__proto__' }, { key: 'constructor' }] },
      },
    });
    expect(error.issues.map((issue) => `${issue.path}: ${issue.message.replace(/ \(a field key.*$/, '')}`)).toEqual([
      'properties.items.x-props.columns[1].key: column key must not contain "."',
      'properties.items.x-props.columns[4].dataIndex: column key must not contain "["',
      'properties.items.x-props.columns[5].key: column key must not be __proto__',
    ]);
  });

  it('the controller refuses such a schema with FormSchemaError', () => {
    expect(() => controllerOf({ schema: formJson({ ' ': { 'x-component': 'INPUT' } }), registry: testRegistry(), context: { t } })).toThrow(FormSchemaError);
  });
});

describe('key records', () => {
  it('toKeyRecord copies own entries into a record without a prototype; ownValue ignores inherited members', () => {
    const copy = toKeyRecord(JSON.parse('{"__proto__": 1, "a": 2}') as Record<string, number>);
    expect(Object.getPrototypeOf(copy)).toBeNull();
    expect(Object.keys(copy)).toEqual(['__proto__', 'a']);
    expect(ownValue({}, 'toString')).toBeUndefined();
    expect(ownValue({ toString: 'x' }, 'toString')).toBe('x');
  });
});
