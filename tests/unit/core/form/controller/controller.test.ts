import { describe, expect, it, vi } from 'vitest';
import { createFormController } from '@core/form/controller';
import { createFormSession } from '@core/form/session';
import { controllerOf, tryControllerOf } from '../../../../support/controller';
import { autorun, reaction } from '@formily/reactive';
import type { Field } from '@formily/core';
import {
  type FormChange,
  type FormControllerOptions,
} from '@core/form/controller';
import { interpretFormSchema, UNKNOWN_COMPONENT } from '@core/form/interpreter';
import { compileRules } from '@core/form/rules';
import { OrderStatus, type ServerFormSchema, type Validator } from '@core/form/types';
import { bigForm, formOf, loadForm, testRegistry, testT } from '../interpreter/helpers';

const t = testT('en');
const registry = testRegistry();

function controllerFor(schema: ServerFormSchema, options: Partial<FormControllerOptions> = {}) {
  return controllerOf({ schema, registry, context: { t }, ...options });
}

const basic = formOf([
  ['title', { title: 'Title', 'x-component': 'INPUT', 'x-index': 0, 'x-rules': true }],
  ['level', { title: 'Level', 'x-component': 'SELECT', 'x-index': 1 }],
  ['tags', { title: 'Tags', 'x-component': 'SELECT_MANY', 'x-index': 2 }],
  ['desc', { title: 'Desc', 'x-component': 'RICH_TEXT', 'x-index': 3 }],
  ['weird', { title: 'Weird', 'x-component': 'HOLOGRAM', 'x-index': 4 }],
  ['grp', { title: 'Group', 'x-component': 'ADD_GROUP', 'x-index': 5, properties: { inner: { 'x-component': 'INPUT', 'x-rules': { required: true } }, note: { 'x-component': 'TEXT' } } }],
  ['assets', { title: 'Assets', 'x-component': 'TABLE_FORM', 'x-index': 6, 'x-props': { columns: [{ key: 'qty', 'x-component': 'NUMBER' }] } }],
]);

describe('headless creation', () => {
  it('creates a value field\'s Formily field on first use, and the same one every time', async () => {
    const controller = controllerFor(bigForm(200), { values: { f3: 'three' } });
    const { form } = controller;
    expect(Object.keys(form.fields)).toHaveLength(0);
    expect(controller.isVisible('f3')).toBe(true);
    expect(controller.getValues().f3).toBe('three');
    expect(Object.keys(form.fields)).toHaveLength(0);
    expect(controller.getState('f3')).toEqual({ visible: true, readOnly: false, disabled: false, required: false, value: 'three', errors: [] });
    expect(Object.keys(form.fields)).toEqual(['f3']);
    expect(controller.node('f199')).toBe(form.fields.f199);
    expect(form.fields.f199!.mounted).toBe(false);
    expect(form.createField({ name: 'f3' })).toBe(form.fields.f3);
    expect(controller.node('f3')).toBe(form.fields.f3);
    expect(controller.node('nope')).toBeUndefined();
    await controller.validate();
    expect(Object.keys(form.fields)).toHaveLength(200);
    controller.dispose();
  });

  it('isVisible subscribes an observer to the display only, before and after the field exists', () => {
    const controller = controllerFor(basic, { values: { title: 't' } });
    let runs = 0;
    // Like a field slot's display reaction; the slot creates the field outside it.
    const dispose = autorun(() => {
      controller.isVisible('title');
      runs++;
    });
    controller.node('title');
    expect(runs).toBe(2);
    controller.setValue('title', 'changed');
    controller.applyPatch({ title: { required: false, readOnly: true } });
    expect(runs).toBe(2);
    controller.applyPatch({ title: { visible: false } });
    expect(runs).toBe(3);
    dispose();
  });

  it('a field that does not exist yet follows its container\'s display, reactively, and is left out of the submit when hidden', () => {
    const controller = controllerFor(basic, { values: { inner: 'x', title: 't' } });
    const seen: boolean[] = [];
    const dispose = reaction(() => controller.isVisible('inner'), (visible) => seen.push(visible));
    expect(controller.form.fields['grp.inner']).toBeUndefined();
    controller.applyPatch({ grp: { visible: false } });
    expect(controller.form.fields['grp.inner']).toBeUndefined();
    expect(controller.isVisible('grp.inner')).toBe(false);
    expect(controller.getSubmitValues()).toEqual({ title: 't' });
    controller.applyPatch({ grp: { visible: true } });
    expect(controller.form.fields['grp.inner']).toBeUndefined();
    // The patch creates the field; the observer follows the field's own display from then on.
    controller.applyPatch({ inner: { visible: false } });
    expect(controller.form.fields['grp.inner']).toBeDefined();
    controller.applyPatch({ inner: { visible: true } });
    expect(seen).toEqual([false, true, false, true]);
    dispose();
  });

  it('validates unmounted fields of a 200-field form', async () => {
    const schema = bigForm(200);
    for (const code of ['f10', 'f150']) schema.properties[code]['x-rules'] = true;
    const controller = controllerFor(schema);
    const result = await controller.validate();
    expect(result.valid).toBe(false);
    expect(Object.keys(result.errors).sort()).toEqual(['f10', 'f150']);
    expect(result.errors.f10).toEqual(['Please enter required fields!']);
  });

  it('builds fields with the plugin component, translated props and the FormItem decorator', () => {
    const controller = controllerFor(basic);
    const title = controller.node('title') as Field;
    expect(title.componentType).toBe('INPUT');
    expect(title.decoratorType).toBe('FormItem');
    expect(title.decoratorProps).toEqual({ width: 'full', title: 'Title' });
    expect(title.required).toBe(true);
    expect(controller.node('weird')!.componentType).toBe(UNKNOWN_COMPONENT);
    expect(controller.node('weird')!.componentProps).toMatchObject({ serverType: 'HOLOGRAM', message: 'No such component, please register' });
    expect(controller.node('tags')!.displayName).toBe('Field');
    expect(controller.form.createArrayField({ name: 'tags' })).toBe(controller.node('tags')!);
    expect(controller.node('grp')!.displayName).toBe('VoidField');
    expect(controller.node('grp.note')!.displayName).toBe('VoidField');
  });

  it('keeps container values flat and resolves fields by data path or address', () => {
    const controller = controllerFor(basic, { values: { inner: 'x' } });
    expect(controller.node('grp.inner')!.path.toString()).toBe('inner');
    expect(controller.getState('inner')?.value).toBe('x');
    expect(controller.getState('grp.inner')?.value).toBe('x');
    expect(controller.getField('inner')?.code).toBe('inner');
    expect(controller.getState('nope')).toBeUndefined();
  });

  it('accepts an already interpreted form and never mutates the stored values', () => {
    const result = interpretFormSchema(basic, { registry, t });
    if (!result.ok) throw result.error;
    const stored = { title: 'a', extra: { deep: 1 } };
    const controller = createFormController({ form: result.form, context: { t }, values: stored });
    controller.setValue('title', 'b');
    expect(stored.title).toBe('a');
    expect(controller.getValues()).toEqual({ title: 'b', extra: { deep: 1 } });
    expect(controller.interpreted).toBe(result.form);
  });

  it('throws FormSchemaError for a bad schema, or returns it from tryCreateFormController', () => {
    const bad = { properties: { a: { 'x-props': 'no' } } };
    expect(() => controllerOf({ schema: bad, registry, context: { t } })).toThrow('properties.a.x-props: must be object or null');
    const result = tryControllerOf({ schema: bad, registry, context: { t } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.path).toBe('properties.a.x-props');
  });
});

describe('applyPatch', () => {
  it('applies every entry in one batch: observers run once and subscribers get one change', () => {
    const controller = controllerFor(basic, { values: { title: 't' } });
    const seen = vi.fn();
    const dispose = reaction(
      () => [controller.node('title')!.display, controller.node('level')!.pattern, (controller.node('tags') as Field).value, (controller.node('desc') as Field).required],
      seen,
    );
    const changes: FormChange[] = [];
    controller.subscribe((change) => changes.push(change));
    const result = controller.applyPatch({
      title: { visible: false },
      level: { readOnly: true },
      tags: { value: ['a', 'b'] },
      desc: { required: true },
      missing: { visible: false },
      'nothere[0].x': { disabled: true },
    });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(changes).toEqual([{ type: 'patch', paths: ['title', 'level', 'tags', 'desc'] }]);
    expect(result).toEqual({ applied: ['title', 'level', 'tags', 'desc'], unknown: ['missing', 'nothere[0].x'] });
    dispose();
  });

  it('hides without losing the value, and shows again', () => {
    const controller = controllerFor(basic, { values: { title: 'keep me' } });
    controller.applyPatch({ title: { visible: false } });
    expect(controller.getState('title')).toMatchObject({ visible: false, value: 'keep me' });
    expect(controller.getValues().title).toBe('keep me');
    controller.applyPatch({ title: { visible: true } });
    expect(controller.getState('title')?.visible).toBe(true);
  });

  it('maps readOnly to readPretty and disabled to disabled; readOnly wins while both are set', () => {
    const controller = controllerFor(basic);
    controller.applyPatch({ level: { disabled: true } });
    expect(controller.node('level')!.pattern).toBe('disabled');
    expect(controller.getState('level')).toMatchObject({ disabled: true, readOnly: false });
    controller.applyPatch({ level: { readOnly: true } });
    expect(controller.node('level')!.pattern).toBe('readPretty');
    controller.applyPatch({ level: { readOnly: false } });
    expect(controller.getState('level')).toMatchObject({ disabled: true, readOnly: false });
    controller.applyPatch({ level: { disabled: false } });
    expect(controller.getState('level')).toMatchObject({ disabled: false, readOnly: false });
  });

  it('toggles required, sets values and stores option patches for the option layer', () => {
    const controller = controllerFor(basic);
    controller.applyPatch({ title: { required: false }, level: { value: 'high', options: { mode: 'hide', values: ['low'] } } });
    expect(controller.getState('title')?.required).toBe(false);
    expect(controller.getState('level')?.value).toBe('high');
    expect(controller.view('level')).toMatchObject({ optionPatch: { mode: 'hide', values: ['low'] }, optionPatchVersion: 1 });
    controller.applyPatch({ level: { options: { mode: 'showAll' } } });
    expect(controller.view('level')).toMatchObject({ optionPatch: { mode: 'showAll' }, optionPatchVersion: 2 });
  });

  it('hides a container together with its children', () => {
    const controller = controllerFor(basic);
    controller.applyPatch({ grp: { visible: false } });
    expect(controller.getState('inner')?.visible).toBe(false);
  });

  it('patches table cells by row, -1 meaning every row, and writes cell values into rowData', () => {
    const rows = [
      { id: 'r0', rowNum: 0, rowData: { qty: 1 } },
      { id: 'r1', rowNum: 1, rowData: { qty: 2 } },
    ];
    const controller = controllerFor(basic, { values: { assets: rows } });
    const result = controller.applyPatch({ 'assets[-1].qty': { disabled: true }, 'assets[1].qty': { disabled: false, value: 5 } });
    expect(result.unknown).toEqual([]);
    expect(controller.getState('assets[0].qty')).toMatchObject({ disabled: true, value: 1, visible: true });
    expect(controller.getState('assets[1].qty')).toMatchObject({ disabled: false, value: 5 });
    expect(controller.getValues().assets).toEqual([rows[0], { id: 'r1', rowNum: 1, rowData: { qty: 5 } }]);
    expect(controller.view('assets')!.cells).toEqual({ '-1.qty': { disabled: true }, '1.qty': { disabled: false } });
    expect(controller.setValue('assets[0].qty', 9)).toBe(true);
    expect(controller.getState('assets[0].qty')?.value).toBe(9);
    expect(controller.setValue('nothere[0].qty', 9)).toBe(false);
    controller.applyPatch({ assets: { visible: false } });
    expect(controller.getState('assets[0].qty')?.visible).toBe(false);
  });
});

describe('read-only mode and editable lists', () => {
  it('makes the form read-only except the editable fields, and linkage cannot unlock the others', () => {
    const controller = controllerFor(basic, { readOnly: true, editableFields: ['level', 'inner'] });
    expect(controller.getState('title')?.readOnly).toBe(true);
    expect(controller.getState('level')?.readOnly).toBe(false);
    expect(controller.getState('inner')?.readOnly).toBe(false);
    controller.applyPatch({ title: { readOnly: false } });
    expect(controller.getState('title')?.readOnly).toBe(true);
    controller.applyPatch({ level: { readOnly: true } });
    expect(controller.getState('level')?.readOnly).toBe(true);
    controller.applyPatch({ level: { readOnly: false } });
    expect(controller.getState('level')?.readOnly).toBe(false);
  });
});

describe('permissions', () => {
  const permissions = { isPermissionEnable: true, fields: [{ type: 'VIEW', fields: ['title'] }, { type: 'EDIT', fields: ['level', 'inner'] }] };

  it('applies VIEW / EDIT / hidden at creation and exposes the resolution', () => {
    const controller = controllerFor(basic, { permissions });
    expect(controller.permissions.enabled).toBe(true);
    expect(controller.getState('title')).toMatchObject({ visible: true, readOnly: true });
    expect(controller.getState('level')).toMatchObject({ visible: true, readOnly: false });
    expect(controller.getState('tags')?.visible).toBe(false);
    expect(controller.getState('grp')?.visible).toBe(true);
    expect(controller.getState('inner')?.visible).toBe(true);
  });

  it('shows saved display values for read-only fields of finished orders', () => {
    const controller = controllerFor(basic, { permissions, dataStatus: OrderStatus.FINISHED });
    expect(controller.getState('title')?.useSavedDisplay).toBe(true);
    expect(controller.form.fields.title.componentProps.useSavedDisplay).toBe(true);
    expect(controller.getState('level')?.useSavedDisplay).toBeUndefined();
    controller.applyPatch({ level: { readOnly: true } });
    expect(controller.node('level')!.componentProps.useSavedDisplay).toBe(true);
    const open = controllerFor(basic, { permissions, dataStatus: OrderStatus.PROCESSING });
    expect(open.form.fields.title.componentProps.useSavedDisplay).toBeUndefined();
  });

  it('hides the detail when permissions are on but no field is granted', () => {
    const controller = controllerFor(basic, { permissions: { isPermissionEnable: true, fields: [] } });
    expect(controller.permissions.detailVisible).toBe(false);
    expect(controller.getState('title')?.visible).toBe(false);
  });

  it('keeps everything visible when the permission request failed', () => {
    const controller = controllerFor(basic, { permissions: new Error('network') });
    expect(controller.permissions.failed).toBe(true);
    expect(controller.getState('tags')?.visible).toBe(true);
  });
});

describe('validate', () => {
  it('skips hidden fields', async () => {
    const controller = controllerFor(basic);
    expect(Object.keys((await controller.validate()).errors).sort()).toEqual(['inner', 'title']);
    controller.applyPatch({ title: { visible: false }, grp: { visible: false } });
    expect(await controller.validate()).toEqual({ valid: true, errors: {} });
  });

  it('counts blank text and empty rich-text paragraphs as missing, with one message', async () => {
    const schema = formOf([
      ['a', { 'x-component': 'INPUT', 'x-rules': true }],
      ['b', { 'x-component': 'RICH_TEXT', 'x-rules': { required: true, message: 'Describe it' } }],
      ['c', { 'x-component': 'SELECT_MANY', 'x-rules': true }],
    ]);
    const controller = controllerFor(schema, { values: { a: '   ', b: '<p><br></p>', c: [] } });
    const result = await controller.validate();
    expect(result.errors).toEqual({ a: ['Please enter required fields!'], b: ['Describe it'], c: ['Please enter required fields!'] });
    expect(controller.getState('b')?.errors).toEqual(['Describe it']);
    controller.setValue('b', '<p>ok</p>');
    controller.applyPatch({ a: { required: false }, c: { value: ['x'] } });
    expect((await controller.validate()).valid).toBe(true);
  });

  it('runs injected validators with the validation context, including async ones', async () => {
    const seen: { values: Readonly<Record<string, unknown>>; now: number; user?: { userId: string }; required: boolean }[] = [];
    const noAt: Validator = (value, ctx) => {
      seen.push({ values: ctx.values, now: ctx.now, user: ctx.user, required: ctx.field.required });
      return typeof value === 'string' && value.includes('@') ? ctx.t('form.noSuchComponent') : undefined;
    };
    const slow: Validator = async (value) => (value === 'slow' ? 'too slow' : undefined);
    const controller = controllerOf({
      schema: basic,
      registry,
      context: { t, now: () => 1234, user: { userId: 'u1', userName: 'Ann' } },
      values: { title: 'a@b', level: 'slow' },
      validators: (field) => (field.code === 'title' ? [noAt] : field.code === 'level' ? [slow] : []),
    });
    const result = await controller.validate();
    expect(result.errors.title).toEqual(['No such component, please register']);
    expect(result.errors.level).toEqual(['too slow']);
    expect(seen[0]).toMatchObject({ now: 1234, user: { userId: 'u1' }, required: true, values: { title: 'a@b', level: 'slow' } });
  });

  it('turns a throwing validator into a message instead of rejecting', async () => {
    const controller = controllerFor(basic, {
      values: { title: 'x', inner: 'y' },
      validators: (field) =>
        field.code === 'level'
          ? [
              () => {
                throw new Error('bug');
              },
            ]
          : [],
    });
    expect((await controller.validate()).errors).toEqual({ level: ['Validation failed, please try again'] });
  });

  it("works with the rule compiler's validators without doubling required messages", async () => {
    const controller = controllerOf({
      schema: loadForm('incident'),
      registry,
      context: { t },
      values: { title: '', reporter: [{ userId: 'u', userName: 'U' }], solution: 'done', impact: '1', urgentLevel: '1' },
      validators: (field) => compileRules(field),
    });
    const result = await controller.validate();
    expect(result.errors.title).toEqual(['请填写标题']);
    expect(result.errors.description).toEqual(['Please enter required fields!']);
    controller.applyPatch({ title: { value: 'x' } });
    const lengthErrors = (await controller.validate()).errors.title;
    expect(lengthErrors).toHaveLength(1);
    expect(lengthErrors[0]).toMatch(/2.*128/);
    controller.applyPatch({ description: { required: false } });
    expect((await controller.validate()).errors.description).toBeUndefined();
  });
});

describe('submit values', () => {
  const stored = { title: 'T', level: 'high', tags: ['a'], inner: 'in', stray: 'kept' };

  it('removes hidden fields for open orders', () => {
    const controller = controllerFor(basic, { values: stored, dataStatus: OrderStatus.PROCESSING });
    controller.applyPatch({ level: { visible: false }, grp: { visible: false } });
    expect(controller.getSubmitValues()).toEqual({ title: 'T', tags: ['a'], stray: 'kept' });
  });

  it.each([OrderStatus.FINISHED, OrderStatus.CLOSED])('keeps stored data as is for dataStatus %i', (status) => {
    const controller = controllerFor(basic, { values: stored, dataStatus: status });
    controller.applyPatch({ level: { visible: false }, grp: { visible: false } });
    expect(controller.getSubmitValues()).toEqual(stored);
  });

  it("the session applies a plugin's commitValue to visible fields only, and never to stored data", () => {
    const trimming = testRegistry([{ type: 'INPUT', valueKind: 'single', component: 'INPUT-component', commitValue: (value) => (typeof value === 'string' ? value.trim() : value) }]);
    const make = (dataStatus: number) => createFormSession({ schema: basic, registry: trimming, t, values: { ...stored, title: '  T  ', inner: ' in ' }, dataStatus });
    expect(make(OrderStatus.PROCESSING).getSubmitValues()).toMatchObject({ title: 'T', inner: 'in' });
    const hidden = make(OrderStatus.PROCESSING);
    hidden.applyPatch({ grp: { visible: false } });
    expect(hidden.getSubmitValues()).not.toHaveProperty('inner');
    expect(make(OrderStatus.PROCESSING).getDraftValues()).toMatchObject({ title: 'T', inner: 'in' });
    expect(make(OrderStatus.FINISHED).getSubmitValues()).toMatchObject({ title: '  T  ', inner: ' in ' });
  });

  it('lets the caller pass the status at submit time', () => {
    const controller = controllerFor(basic, { values: stored });
    controller.applyPatch({ level: { visible: false } });
    expect(controller.getSubmitValues({ dataStatus: OrderStatus.FINISHED }).level).toBe('high');
    expect(controller.getSubmitValues({ dataStatus: OrderStatus.REJECTED }).level).toBeUndefined();
  });
});

describe('subscribe and dispose', () => {
  it('reports setValue and input from the UI, stops after the disposer, and goes quiet after dispose', () => {
    const controller = controllerFor(basic);
    const changes: FormChange[] = [];
    const off = controller.subscribe((change) => changes.push(change));
    expect(controller.setValue('title', 'v')).toBe(true);
    expect(controller.setValue('missing', 'v')).toBe(false);
    void (controller.node('level')! as Field).onInput('typed');
    expect(changes).toEqual([
      { type: 'value', paths: ['title'] },
      { type: 'value', paths: ['level'] },
    ]);
    off();
    controller.setValue('title', 'w');
    expect(changes).toHaveLength(2);
    const late = vi.fn();
    controller.subscribe(late);
    controller.dispose();
    expect(controller.setValue('title', 'z')).toBe(false);
    expect(controller.applyPatch({ title: { visible: false } }).unknown).toEqual(['title']);
    expect(late).not.toHaveBeenCalled();
  });
});
