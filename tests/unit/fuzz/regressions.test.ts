// @vitest-environment jsdom
// The shrunk counterexamples of the fuzz properties (issue 20 item 2), one case per crash, named by what
// crashed. Each threw before its fix; each now builds (or renders) and the rest of the form keeps working.
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createRuntime, defineBlock } from '@core';
import { buildActionButtons, type ServerButton } from '@core/buttons';
import { valuesEqual } from '@core/form/linkage/conditions';
import { resolvePermissions, type PermissionSource } from '@core/form/permissions';
import { createFormSession, tryCreateFormSession, type FormSessionOptions } from '@core/form/session';
import { RuntimeProvider } from '@react';
import { JsonPage } from '@react/json-page';
import { runtimeFor } from './support/harness';

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

const runtime = runtimeFor('en');
const base = { registry: runtime.registry, t: (key: string, options?: Record<string, unknown>) => runtime.i18n.t(key, options) };
const schema = {
  type: 'object',
  properties: {
    title: { title: 'Title', 'x-component': 'INPUT', 'x-index': 0 },
    level: { title: 'Level', 'x-component': 'SELECT', 'x-index': 1, 'x-props': { dataType: 'custom', dataSource: [{ label: 'High', value: 'h' }] } },
  },
};
/** An object JSON can carry whose conversion to text throws (`String()`, template literals, `join`). */
const noText = () => JSON.parse('{"toString": 1, "valueOf": 1}') as object;

function build(options: Partial<FormSessionOptions>) {
  const built = tryCreateFormSession({ ...base, schema, ...options });
  if (!built.ok) throw new Error(`not built: ${built.error.message}`);
  return built.session;
}

/** The form still takes, validates and sends a value. */
async function stillWorks(session: ReturnType<typeof build>) {
  expect(session.controller.setValue('title', 'typed')).toBe(true);
  expect((await session.validate()).errors.title).toBeUndefined();
  expect(session.getSubmitValues().title).toBe('typed');
  session.dispose();
}

describe('fuzz regressions', () => {
  it('permission answer: a group type whose text conversion throws (String() in readPermissionAnswer)', async () => {
    // Shrunk: the permissions property's `replace` of fields[0].type with [[{toString, valueOf}]].
    const permissions = { isPermissionEnable: true, fields: [{ type: [[noText()]], fields: ['level'] }, { type: 'EDIT', fields: ['title'] }] };
    const resolved = resolvePermissions(permissions as unknown as PermissionSource, { fields: ['title', 'level'] });
    expect(resolved.edit).toEqual(['title']);
    expect(resolved.patch.level).toEqual({ visible: false });
    await stillWorks(build({ permissions: permissions as unknown as PermissionSource }));
  });

  it('permission envelope: a code whose text conversion throws counts as a failed request (Number() in unwrap)', () => {
    const resolved = resolvePermissions({ code: noText(), data: { isPermissionEnable: true } } as unknown as PermissionSource, { fields: ['title'] });
    expect(resolved.failed).toBe(true);
    expect(resolved.patch.title).toEqual({ visible: true, readOnly: false });
  });

  it('stored data: a value nested 2,500 levels deep (structuredClone in createFormSession overflowed the stack)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let deep: unknown = 'x';
    for (let i = 0; i < 2500; i++) deep = [deep];
    const session = build({ values: { title: 'kept', level: deep } });
    expect(session.controller.getValues()).toEqual({ title: 'kept' });
    expect(String(warn.mock.calls[0]?.[0])).toContain('stored value of "level" is nested deeper than 64 levels');
    await stillWorks(session);
  });

  it('linkage answer: a setValueList value nested 2,500 levels deep (toJS of the form values overflowed the stack)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Shrunk: the linkage property's `nest` of incident's setValueList[0].value in 2,500 lists.
    let deep: unknown = 'h';
    for (let i = 0; i < 2500; i++) deep = [deep];
    const request = (async (kind: string) => (kind === 'linkFieldContent' ? { setValueList: [{ key: 'level', value: deep }], readOnlyFieldList: [{ key: 'level' }] } : [])) as never;
    const session = build({ linkage: { request, processDefKey: 'p' } });
    expect((await session.load()).error).toBeNull();
    expect(session.controller.getState('level')).toMatchObject({ readOnly: true });
    expect(session.controller.getValues().level).toBeUndefined();
    expect(String(warn.mock.calls[0]?.[0])).toContain('linkage value of "level" is nested deeper than 64 levels');
    await stillWorks(session);
  });

  it('editable list: editableFields that is not iterable (the spread in createFormSession)', async () => {
    const session = build({ readOnly: true, editableFields: 0 as unknown as string[] });
    expect(session.controller.getState('title')?.readOnly).toBe(true);
    session.dispose();
    const one = build({ readOnly: true, editableFields: 'title' as unknown as string[] });
    expect(one.controller.getState('title')?.readOnly).toBe(false);
    await stillWorks(one);
  });

  it('linkage condition: a list value holding an object whose text conversion throws (String() in scalarEquals)', async () => {
    expect(valuesEqual([[noText()]], 'h')).toBe(false);
    const session = build({
      linkage: { localRules: [{ scenario: 'ONCHANGE', triggerField: 'level', conditions: [{ field: 'level', op: 'EQ', value: 'h' }], operations: { hideFieldList: [{ key: 'title' }] } }] },
    });
    session.controller.setValue('level', [[noText()]]);
    expect((await session.change('level')).error).toBeNull();
    expect(session.controller.getState('title')?.visible).toBe(true);
    await stillWorks(session);
  });

  it('schema: an x-props.fieldWidth nested 2,500 levels deep (JSON.stringify of the width warning)', async () => {
    let width: unknown = 'HALF';
    for (let i = 0; i < 2500; i++) width = { 'x-component': 'ADD_GROUP', properties: { n: width } };
    const session = build({ schema: { type: 'object', properties: { ...schema.properties, level: { ...schema.properties.level, 'x-props': { fieldWidth: width } } } } });
    expect(session.interpreted.warnings).toContainEqual({ path: 'properties.level.x-props.fieldWidth', message: 'unknown width an object, using full' });
    await stillWorks(session);
  });

  it('submit and draft values: a plugin commitValue that throws on a stored value (POSITION reading a range [{"toString": "__proto__"}])', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Shrunk: the form-context property's `replace` of siteLocation.range in fixtures/fields/POSITION.values.json.
    const stored = { longitude: 121.4741, latitude: 31.2307, positionName: 'HQ', range: [JSON.parse('{"toString": "__proto__", "x-component": "INPUT"}') as object] };
    const session = createFormSession({ ...base, schema: { type: 'object', properties: { ...schema.properties, site: { title: 'Site', 'x-component': 'POSITION' } } }, values: { site: stored } });
    // The range that is no number reads as none (0); before the fix commitValue threw on it (the stored value was kept, with a warning).
    expect(session.getDraftValues().site).toEqual({ ...stored, range: 0 });
    expect(warn).not.toHaveBeenCalled();
    await stillWorks(session);
  });

  it('button list: a null entry and fields of the wrong type (button.extString of null in buildActionButtons)', () => {
    const raw = [null, 'COMMIT', { extString: 'COMMIT', name: { zh: '提交' }, id: {}, orderNumber: noText() }, { extString: 7, name: 'Seven', orderNumber: '1' }];
    expect(buildActionButtons(raw as unknown as ServerButton[])).toEqual([
      { key: '7', type: '7', name: 'Seven', orderNumber: 1, disabled: false },
      { key: 'COMMIT', type: 'COMMIT', name: 'COMMIT', orderNumber: Number.POSITIVE_INFINITY, disabled: false },
    ]);
    expect(buildActionButtons({ length: 1 } as unknown as ServerButton[])).toEqual([]);
  });

  it('page JSON: blocks that is not a list, entries that are not blocks (blocks.map in JsonPage)', () => {
    const rt = createRuntime({ plugins: { blocks: [defineBlock({ name: 'hello', component: () => createElement('p', null, 'hello') })] }, storage: createMemoryStorage({ language: 'en' }), browserLanguage: 'en' });
    const show = (blocks: unknown) => {
      const view = render(createElement(RuntimeProvider, { runtime: rt }, createElement(JsonPage, { blocks: blocks as never })));
      const texts = [...view.container.querySelectorAll('p, [data-testid="block-error"]')].map((node) => node.textContent);
      view.unmount();
      return texts;
    };
    expect(show(undefined)).toEqual(['Unknown block: ']);
    expect(show({ name: 'hello', props: 'x' })).toEqual(['hello']);
    expect(show([null, { name: { toString: 1 } }, 'hello', { name: 'hello', props: [1] }])).toEqual(['Unknown block: ', 'Unknown block: ', 'hello', 'hello']);
  });
});
