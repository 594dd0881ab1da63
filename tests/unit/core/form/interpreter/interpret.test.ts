import { describe, expect, it } from 'vitest';
import type { Field } from '@formily/core';
import { createFormController } from '@core/form/controller';
import {
  interpretFormSchema,
  flattenFieldTree,
  UNKNOWN_COMPONENT,
  FORM_ITEM_DECORATOR,
  type InterpretedForm,
} from '@core/form/interpreter';
import type { ServerFieldSchema } from '@core/form/types';
import { defineFieldType } from '@core/registry';
import { bigForm, formOf, loadForm, testRegistry, testT } from './helpers';

const t = testT('en');

function interpret(input: unknown, registry = testRegistry()): InterpretedForm {
  const result = interpretFormSchema(input, { registry, t });
  if (!result.ok) throw new Error(`expected ok, got ${result.error.message}`);
  return result.form;
}

function only(field: ServerFieldSchema) {
  return interpret(formOf([['a', field]])).fields[0];
}


describe('x-props translation', () => {
  it('translates the common keys and keeps fieldWidth / defaultValue out of the component props', () => {
    const field = only({
      title: 'Name',
      'x-component': 'INPUT',
      'x-props': { fieldWidth: 'HALF_LINE', placeholder: 'Type here', defaultValue: 'abc', approvalFieldFlag: 1, supportCopy: 'true', check: 'EMAIL' },
    });
    expect(field.width).toBe('half');
    expect(field.props).toEqual({ placeholder: 'Type here', approvalFieldFlag: true, supportCopy: true, check: 'EMAIL' });
    expect(field.defaultValue).toBe('abc');
    expect(field.xProps.fieldWidth).toBe('HALF_LINE');
  });

  it('reads flags written as 0/"0"/false as false and numeric placeholders as text', () => {
    const field = only({ 'x-component': 'INPUT', 'x-props': { approvalFieldFlag: '0', supportCopy: 0, placeholder: 42 } });
    expect(field.props).toMatchObject({ approvalFieldFlag: false, supportCopy: false, placeholder: '42' });
  });

  it('prefers x-props.defaultValue over the schema default, and falls back to it', () => {
    expect(only({ 'x-component': 'INPUT', default: 'schema', 'x-props': { defaultValue: 'xprops' } }).defaultValue).toBe('xprops');
    expect(only({ 'x-component': 'INPUT', default: 'schema', 'x-props': {} }).defaultValue).toBe('schema');
  });

  it("applies the plugin's mapProps after the common keys", () => {
    const registry = testRegistry([
      defineFieldType({ type: 'NUMBER', valueKind: 'single', component: 'n', mapProps: (x) => ({ digits: Number(x.decimalsMount ?? 0), placeholder: 'from plugin' }) }),
    ]);
    const field = interpret(formOf([['n', { 'x-component': 'NUMBER', 'x-props': { decimalsMount: 2, placeholder: 'server', unit: 'kg' } }]]), registry).fields[0];
    expect(field.props).toEqual({ digits: 2, placeholder: 'from plugin' });
  });

  it('keeps the form when a plugin mapProps throws, with a warning naming the field', () => {
    const registry = testRegistry([
      defineFieldType({
        type: 'INPUT',
        valueKind: 'single',
        component: 'i',
        mapProps: () => {
          throw new Error('boom');
        },
      }),
    ]);
    const result = interpretFormSchema(formOf([['a', { 'x-component': 'INPUT', 'x-props': { placeholder: 'p' } }], ['b', { 'x-component': 'DATE' }]]), { registry, t });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.form.fields.map((f) => f.code)).toEqual(['a', 'b']);
    expect(result.form.fields[0].props).toEqual({ placeholder: 'p' });
    expect(result.form.warnings).toContainEqual({ path: 'properties.a.x-props', message: 'mapProps of INPUT failed: boom' });
  });

  it('gives each field its plugin, translated props, width, required flag and server index; the controller builds its Formily field with the FormItem decorator', () => {
    const form = interpret(formOf([['a', { title: 'A', 'x-component': 'INPUT', 'x-index': 3, 'x-props': { fieldWidth: 'QUARTER', placeholder: 'p' }, 'x-rules': true }]]));
    expect(form.fields[0]).toMatchObject({ code: 'a', pluginType: 'INPUT', type: 'INPUT', props: { placeholder: 'p' }, width: 'quarter', required: true, index: 3, title: 'A' });
    expect(form.entries[0]).toMatchObject({ address: 'a', kind: 'value', position: 0 });
    const node = createFormController({ form, context: { t: testT() } }).node('a') as Field;
    expect(node.decoratorType).toBe(FORM_ITEM_DECORATOR);
    expect(node.decoratorProps).toEqual({ width: 'quarter', title: 'A' });
    expect(node.componentType).toBe('INPUT');
    expect(node.componentProps).toEqual({ placeholder: 'p' });
    expect(node.required).toBe(true);
  });
});

describe('field widths', () => {
  const cases: [unknown, string][] = [
    [undefined, 'full'],
    ['WHOLE_LINE', 'full'],
    ['full', 'full'],
    ['FULL', 'full'],
    ['HALF_LINE', 'half'],
    ['half', 'half'],
    ['1/2', 'half'],
    ['50%', 'half'],
    [12, 'half'],
    ['THIRD', 'third'],
    ['third_line', 'third'],
    ['ONE_THIRD', 'third'],
    ['1/3', 'third'],
    ['QUARTER', 'quarter'],
    ['quarter-line', 'quarter'],
    ['1/4', 'quarter'],
    [6, 'quarter'],
  ];
  it.each(cases)('%s -> %s', (raw, width) => {
    expect(only({ 'x-component': 'INPUT', 'x-props': raw === undefined ? {} : { fieldWidth: raw } }).width).toBe(width);
  });

  it('falls back to full for an unknown width and warns', () => {
    const result = interpretFormSchema(formOf([['a', { 'x-component': 'INPUT', 'x-props': { fieldWidth: 'HUGE' } }]]), { registry: testRegistry(), t });
    expect(result.ok && result.form.fields[0].width).toBe('full');
    expect(result.ok && result.form.warnings[0]).toEqual({ path: 'properties.a.x-props.fieldWidth', message: 'unknown width "HUGE", using full' });
  });
});

describe('ordering by x-index', () => {
  const duplicates = formOf([
    ['e', { 'x-component': 'INPUT', 'x-index': 2 }],
    ['noIndexA', { 'x-component': 'INPUT' }],
    ['a', { 'x-component': 'INPUT', 'x-index': 1 }],
    ['b', { 'x-component': 'INPUT', 'x-index': 1 }],
    ['c', { 'x-component': 'INPUT', 'x-index': '0' as unknown as number }],
    ['noIndexB', { 'x-component': 'INPUT', 'x-index': 'abc' as unknown as number }],
    ['neg', { 'x-component': 'INPUT', 'x-index': -5 }],
    ['d', { 'x-component': 'INPUT', 'x-index': 1 }],
  ]);

  it('sorts stably, keeps every field sharing an index and puts unindexed fields last in arrival order', () => {
    const form = interpret(duplicates);
    expect(form.fields.map((f) => f.code)).toEqual(['neg', 'c', 'a', 'b', 'd', 'e', 'noIndexA', 'noIndexB']);
    expect(form.fields.find((f) => f.code === 'c')?.index).toBe(0);
    expect(form.fields.find((f) => f.code === 'noIndexB')?.index).toBeUndefined();
  });

  it('gives every field a unique sequential position, so repeated server indexes lose no field', () => {
    const form = interpret(duplicates);
    expect(form.entries.map((entry) => entry.field.code)).toEqual(['neg', 'c', 'a', 'b', 'd', 'e', 'noIndexA', 'noIndexB']);
    expect(form.entries.map((entry) => entry.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('orders the shared incident fixture and drops nothing', () => {
    const server = loadForm('incident');
    const form = interpret(server);
    expect(form.fields.map((f) => f.code)).toEqual([
      'title',
      'urgentLevel',
      'impact',
      'category',
      'affectedService',
      'reporter',
      'handlerGroup',
      'happenTime',
      'description',
      'attachments',
      'handleInfo',
      'affectedAssets',
      'orderNo',
    ]);
    expect(form.fields.find((f) => f.code === 'handleInfo')?.children?.map((f) => f.code)).toEqual(['solution', 'rootCause', 'resolvedTime', 'satisfaction']);
    expect(form.entries).toHaveLength(17);
  });
});

describe('ADD_GROUP containers', () => {
  const grouped = formOf([
    ['before', { 'x-component': 'INPUT', 'x-index': 0 }],
    [
      'grp',
      {
        title: 'Group',
        'x-component': 'ADD_GROUP',
        'x-index': 1,
        properties: {
          second: { 'x-component': 'DATE', 'x-index': 2 },
          first: { 'x-component': 'INPUT', 'x-index': 1, 'x-rules': [{ required: true }] },
          inner: { 'x-component': 'ADD_GROUP', 'x-index': 3, properties: { deep: { 'x-component': 'NUMBER' } } },
        },
      },
    ],
  ]);

  it('nests ordered children; values stay flat (path = code) while Formily addresses nest', () => {
    const form = interpret(grouped);
    const grp = form.fields[1];
    expect(grp.children?.map((f) => f.code)).toEqual(['first', 'second', 'inner']);
    expect(grp.children?.[0]).toMatchObject({ path: 'first', required: true });
    const entries = Object.fromEntries(form.entries.map((e) => [e.field.code, e]));
    expect(entries.grp).toMatchObject({ address: 'grp', kind: 'void', container: true });
    expect(entries.first).toMatchObject({ address: 'grp.first', parentAddress: 'grp', kind: 'value' });
    expect(entries.deep).toMatchObject({ address: 'grp.inner.deep', parentAddress: 'grp.inner' });
    expect(flattenFieldTree(form.fields).map((f) => f.code)).toEqual(['before', 'grp', 'first', 'second', 'inner', 'deep']);
    expect(form.byPath.get('deep')?.type).toBe('NUMBER');
  });

  it('makes containers void entries with their children, and the controller gives them no decorator', () => {
    const form = interpret(grouped);
    const group = form.fields.find((f) => f.code === 'grp')!;
    expect(group.children?.map((f) => f.code)).toEqual(['first', 'second', 'inner']);
    expect(group.children?.[2]?.children?.[0]).toMatchObject({ code: 'deep', pluginType: 'NUMBER' });
    const node = createFormController({ form, context: { t: testT() } }).node('grp')!;
    expect(node.decoratorType).toBeUndefined();
  });

  it('maps value kinds to entry kinds (multi -> array, none -> void)', () => {
    const form = interpret(formOf([['m', { 'x-component': 'MEMBER' }], ['txt', { 'x-component': 'TEXT' }], ['i', { 'x-component': 'INPUT' }]]));
    expect(form.entries.map((entry) => entry.kind)).toEqual(['array', 'void', 'value']);
  });
});

describe('unknown components', () => {
  it('keeps the field with pluginType undefined and maps it to __unknown__ with the message', () => {
    const form = interpret(formOf([['a', { 'x-component': 'INPUT' }], ['weird', { title: 'Weird', 'x-component': 'HOLOGRAM', 'x-props': { foo: 1 } }], ['b', { 'x-component': 'DATE' }]]));
    const weird = form.fields[1];
    expect(weird.pluginType).toBeUndefined();
    expect(weird.type).toBe('HOLOGRAM');
    expect(weird.props).toMatchObject({ serverType: 'HOLOGRAM', message: 'No such component, please register', foo: 1 });
    const node = createFormController({ form, context: { t: testT() } }).node('weird') as Field;
    expect(node.componentType).toBe(UNKNOWN_COMPONENT);
    expect(form.fields.map((f) => f.pluginType)).toEqual(['INPUT', undefined, 'DATE']);
    expect(form.warnings.some((w) => w.path === 'properties.weird.x-component')).toBe(true);
  });

  it('uses the Chinese message in zh', () => {
    const result = interpretFormSchema(formOf([['w', { 'x-component': 'NOPE' }]]), { registry: testRegistry(), t: testT('zh') });
    expect(result.ok && result.form.fields[0].props.message).toBe('组件不存在，请注册');
  });

  it('accepts lower-case server spellings of registered types', () => {
    expect(only({ 'x-component': 'input' }).pluginType).toBe('INPUT');
  });
});

describe('x-rules and required', () => {
  it.each([
    [true, [{ required: true }], true],
    [false, [], false],
    [{ required: true, message: 'm' }, [{ required: true, message: 'm' }], true],
    [[{ pattern: '^a' }, { required: false }], [{ pattern: '^a' }, { required: false }], false],
    ['email', [{ format: 'email' }], false],
    [null, [], false],
  ])('%j', (raw, rules, required) => {
    const field = only({ 'x-component': 'INPUT', 'x-rules': raw as ServerFieldSchema['x-rules'] });
    expect(field.rules).toEqual(rules);
    expect(field.required).toBe(required);
  });

  it('is required through x-props.required as well', () => {
    expect(only({ 'x-component': 'INPUT', 'x-props': { required: true } }).required).toBe(true);
  });
});

describe('placeholder titles', () => {
  it('replaces empty and "untitled" titles by the localised default', () => {
    const form = interpret(formOf([['a', { title: '未命名', 'x-component': 'INPUT' }], ['b', { title: '  ', 'x-component': 'INPUT' }], ['c', { 'x-component': 'INPUT' }], ['d', { title: ' Real ', 'x-component': 'INPUT' }]]));
    expect(form.fields.map((f) => f.title)).toEqual(['Untitled', 'Untitled', 'Untitled', 'Real']);
    const zh = interpretFormSchema(formOf([['a', { title: 'Untitled', 'x-component': 'INPUT' }]]), { registry: testRegistry(), t: testT('zh') });
    expect(zh.ok && zh.form.fields[0].title).toBe('未命名');
  });

  it('treats a "not filled" / "untitled" default value as empty', () => {
    expect(only({ 'x-component': 'RICH_TEXT', default: '未填写' }).defaultValue).toBeUndefined();
    expect(only({ 'x-component': 'INPUT', 'x-props': { defaultValue: 'Untitled' } }).defaultValue).toBeUndefined();
    expect(only({ 'x-component': 'INPUT', default: 'Printer broken' }).defaultValue).toBe('Printer broken');
  });

  it('drops a placeholder description from the props', () => {
    expect(only({ 'x-component': 'INPUT', 'x-props': { description: 'Not filled' } }).props.description).toBeUndefined();
    expect(only({ 'x-component': 'INPUT', 'x-props': { description: 'Help' } }).props.description).toBe('Help');
  });
});

describe('fixtures and scale', () => {
  it('interprets every field of the all-basic-types fixture, each served by a built-in plugin (the CMDB types too, issue 21)', () => {
    const server = loadForm('all-basic-types');
    const form = interpret(server);
    const serverCodes = Object.keys(server.properties).length + Object.keys(server.properties.addGroup.properties ?? {}).length;
    expect(form.entries).toHaveLength(serverCodes);
    const unknown = form.entries.filter((e) => !e.field.pluginType).map((e) => e.field.type);
    expect(unknown).toEqual([]);
    expect(form.fields.map((f) => f.width).slice(0, 4)).toEqual(['full', 'half', 'third', 'quarter']);
  });

  it('keeps all 500 fields of a large form', () => {
    const form = interpret(bigForm(500));
    expect(form.fields).toHaveLength(500);
    expect(form.entries).toHaveLength(500);
  });
});

describe('no code from data', () => {
  it('does not let Formily compile {{ }} strings from the server when the form builds a field', () => {
    const marker = globalThis as { __schemadeskPwned?: number };
    delete marker.__schemadeskPwned;
    const evil = '{{ globalThis.__schemadeskPwned = 1 }}';
    const form = interpret(formOf([['a', { title: evil, 'x-component': 'INPUT', 'x-props': { placeholder: evil } }]]));
    const field = createFormController({ form, context: { t: testT() } }).node('a') as Field;
    expect(marker.__schemadeskPwned).toBeUndefined();
    expect(field.title).toBe(evil);
    expect(field.componentProps.placeholder).toBe(evil);
  });
});
