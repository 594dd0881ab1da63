import { describe, expect, it } from 'vitest';
import {
  resolvePermissions,
  readOnlyFormPatch,
  tableCellDisablePatch,
  resolveCellPatch,
  cellPath,
  parseCellPath,
  type PermissionSource,
} from '@core/form/permissions';
import { interpretFormSchema } from '@core/form/interpreter';
import { OrderStatus, type NormalizedField } from '@core/form/types';
import { formOf, testRegistry, testT } from '../interpreter/helpers';

function fields(): NormalizedField[] {
  const result = interpretFormSchema(
    formOf([
      ['title', { 'x-component': 'INPUT' }],
      ['desc', { 'x-component': 'RICH_TEXT' }],
      ['level', { 'x-component': 'SELECT' }],
      ['grp', { 'x-component': 'ADD_GROUP', properties: { inner1: { 'x-component': 'INPUT' }, inner2: { 'x-component': 'DATE' } } }],
      ['grp2', { 'x-component': 'ADD_GROUP', properties: { other: { 'x-component': 'INPUT' } } }],
    ]),
    { registry: testRegistry(), t: testT() },
  );
  if (!result.ok) throw result.error;
  return result.form.fields;
}
const ALL = ['title', 'desc', 'level', 'grp', 'inner1', 'inner2', 'grp2', 'other'];

describe('resolvePermissions', () => {
  it.each<[string, PermissionSource]>([
    ['flag false', { isPermissionEnable: false, fields: [{ type: 'VIEW', fields: ['title'] }] }],
    ['flag 0', { isPermissionEnable: 0, fields: [{ type: 'VIEW', fields: ['title'] }] }],
    ['flag "false"', { isPermissionEnable: 'false' }],
    ['no flag', {}],
    ['null data', null],
  ])('permission disabled (%s): everything visible and editable', (_name, source) => {
    const result = resolvePermissions(source, { fields: fields() });
    expect(result).toMatchObject({ enabled: false, detailVisible: true, failed: false, view: [], edit: [] });
    expect(Object.keys(result.patch)).toEqual(ALL);
    expect(Object.values(result.patch).every((p) => p.visible === true && p.readOnly === false)).toBe(true);
  });

  it.each<[string, PermissionSource]>([
    ['an Error', new Error('timeout')],
    ['a failure object', { error: { status: 500 } }],
    ['an error envelope', { code: 100006, msg: 'bad' }],
    ['an error envelope with string code', { code: '400', data: { isPermissionEnable: true, fields: [] } }],
  ])('failed request (%s): visible with permission off', (_name, source) => {
    const result = resolvePermissions(source, { fields: fields() });
    expect(result).toMatchObject({ enabled: false, detailVisible: true, failed: true });
    expect(result.patch.title).toEqual({ visible: true, readOnly: false });
  });

  it.each<[string, PermissionSource]>([
    ['no fields key', { isPermissionEnable: true }],
    ['empty list', { isPermissionEnable: true, fields: [] }],
    ['groups without codes', { isPermissionEnable: 1, fields: [{ type: 'VIEW', fields: [] }, { type: 'EDIT', fields: null }] }],
  ])('enabled but no fields (%s): the detail is hidden', (_name, source) => {
    const result = resolvePermissions(source, { fields: fields() });
    expect(result).toMatchObject({ enabled: true, detailVisible: false, failed: false });
    expect(Object.values(result.patch).every((p) => p.visible === false)).toBe(true);
  });

  it('maps EDIT to editable, VIEW to read-only and hides unlisted fields', () => {
    const result = resolvePermissions(
      { isPermissionEnable: 'true', fields: [{ type: 'VIEW', fields: ['title', 'inner1', 'level'] }, { type: 'edit', fields: ['desc', { fieldCode: 'level' }] }] },
      { fields: fields() },
    );
    expect(result.enabled).toBe(true);
    expect(result.edit.sort()).toEqual(['desc', 'level']);
    expect(result.view).toEqual(['title', 'inner1']);
    expect(result.patch).toEqual({
      title: { visible: true, readOnly: true },
      desc: { visible: true, readOnly: false },
      level: { visible: true, readOnly: false },
      grp: { visible: true },
      inner1: { visible: true, readOnly: true },
      inner2: { visible: false },
      grp2: { visible: false },
      other: { visible: false },
    });
  });

  it('accepts the raw success envelope', () => {
    const result = resolvePermissions({ code: 100000, data: { isPermissionEnable: true, fields: [{ type: 'EDIT', fields: ['title'] }] } }, { fields: fields() });
    expect(result.patch.title).toEqual({ visible: true, readOnly: false });
    expect(result.patch.desc).toEqual({ visible: false });
  });

  it('flags VIEW fields to show saved display values only for finished orders', () => {
    const source = { isPermissionEnable: true, fields: [{ type: 'VIEW', fields: ['title'] }, { type: 'EDIT', fields: ['desc'] }] };
    const finished = resolvePermissions(source, { fields: fields(), dataStatus: OrderStatus.FINISHED });
    expect(finished.patch.title).toEqual({ visible: true, readOnly: true, useSavedDisplay: true });
    expect(finished.patch.desc.useSavedDisplay).toBeUndefined();
    const open = resolvePermissions(source, { fields: fields(), dataStatus: OrderStatus.PROCESSING });
    expect(open.patch.title.useSavedDisplay).toBeUndefined();
  });

  it('patches only the listed codes when no field list is given', () => {
    const result = resolvePermissions({ isPermissionEnable: true, fields: [{ type: 'VIEW', fields: ['a'] }, { type: 'EDIT', fields: ['b'] }] });
    expect(result.patch).toEqual({ a: { visible: true, readOnly: true }, b: { visible: true, readOnly: false } });
  });
});

describe('read-only form mode', () => {
  it('makes every value field read-only except the editable list, leaving containers alone', () => {
    expect(readOnlyFormPatch(fields(), ['desc', 'inner2'])).toEqual({
      title: { readOnly: true },
      desc: { readOnly: false },
      level: { readOnly: true },
      inner1: { readOnly: true },
      inner2: { readOnly: false },
      other: { readOnly: true },
    });
  });
});

describe('table cells', () => {
  it('builds and parses cell paths', () => {
    expect(cellPath('assets', -1, 'qty')).toBe('assets[-1].qty');
    expect(parseCellPath('assets[12].qty')).toEqual({ tableCode: 'assets', rowNum: 12, columnCode: 'qty' });
    expect(parseCellPath('assets[-1].qty')).toEqual({ tableCode: 'assets', rowNum: -1, columnCode: 'qty' });
    expect(parseCellPath('assets.qty')).toBeUndefined();
    expect(parseCellPath('assets[x].qty')).toBeUndefined();
  });

  it('disables cells per row or for all rows (-1), except editable columns and cells', () => {
    const patch = tableCellDisablePatch({ tableCode: 't', columns: ['a', 'b', 'c'], rows: [-1], editable: ['c', 't[2].a'] });
    expect(patch).toEqual({ 't[-1].a': { disabled: true }, 't[-1].b': { disabled: true }, 't[2].a': { disabled: false } });
    expect(tableCellDisablePatch({ tableCode: 't', columns: ['a'], rows: [0, 3] })).toEqual({ 't[0].a': { disabled: true }, 't[3].a': { disabled: true } });
  });

  it('resolves a cell from the all-rows entry with the row entry on top', () => {
    const cells = { '-1.a': { disabled: true, required: true }, '2.a': { disabled: false } };
    expect(resolveCellPatch(cells, 0, 'a')).toEqual({ disabled: true, required: true });
    expect(resolveCellPatch(cells, 2, 'a')).toEqual({ disabled: false, required: true });
    expect(resolveCellPatch(cells, 2, 'b')).toEqual({});
  });
});
