// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import schema from '../../../fixtures/fields/TABLE_FORM.fields.json';
import stored from '../../../fixtures/fields/TABLE_FORM.values.json';
import { createMemoryStorage, createRuntime, type AppConfig, type Language } from '@core';
import { createFormSession } from '@core/form/session';
import { RuntimeProvider } from '@react';
import { SchemaForm, type SchemaFormMode } from '@react/form';
import { builtinFieldPlugins } from '../index';
import { tableFormField } from './definition';
import type { TableRowValue } from './normalize';
import { TableFormField } from './TableFormField';
import { rowBandOf, rowRange } from '@react/hooks/use-row-band';
import { FakeIntersectionObserver } from '../../../tests/support/fake-intersection-observer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface MountOptions {
  language?: Language;
  mode?: SchemaFormMode;
  values?: Record<string, unknown>;
  schema?: unknown;
  config?: Partial<AppConfig>;
}

/** A server form with TABLE_FORM fields through the form session (compiled rules) into SchemaForm. */
function mount(options: MountOptions = {}) {
  const runtime = createRuntime({ storage: createMemoryStorage({ language: options.language ?? 'zh' }), config: options.config, plugins: { fields: builtinFieldPlugins } });
  const session = createFormSession({
    schema: options.schema ?? schema,
    values: options.values ?? structuredClone(stored),
    registry: runtime.registry,
    t: (key, opts) => runtime.i18n.t(key, opts),
  });
  render(
    <RuntimeProvider runtime={runtime}>
      <SchemaForm controller={session} mode={options.mode} windowing={false} />
    </RuntimeProvider>,
  );
  return { runtime, session, controller: session.controller };
}

const table = (code = 'items') => document.querySelector<HTMLElement>(`[data-field="${code}"]`)!;
const row = (index: number, code = 'items') => within(table(code)).getByRole('region', { name: `第 ${index + 1} 行` });
const cell = (index: number, column: string, code = 'items') => row(index, code).querySelector<HTMLElement>(`[data-column="${column}"]`)!;
const cellBox = (index: number, column: string, code = 'items') => within(cell(index, column, code)).getByRole('textbox') as HTMLTextAreaElement;
const rowsOfForm = (values: Record<string, unknown>, code = 'items') => values[code] as TableRowValue[];

describe('TABLE_FORM definition', () => {
  it('is a built-in list-valued type with the table rule kinds and a stored-shape commit', () => {
    expect(builtinFieldPlugins).toContain(tableFormField);
    expect(tableFormField.valueKind).toBe('multi');
    expect(tableFormField.ruleKinds).toEqual(['tableNotEmpty', 'tableCells']);
    expect(tableFormField.emptyValue?.()).toEqual([]);
    expect(tableFormField.commitValue?.([{ id: 'new_1', name: 'a' }], {})).toEqual([{ id: 'stored_1', rowNum: 0, rowData: { name: 'a' } }]);
  });
});

describe('TABLE_FORM in SchemaForm', () => {
  it('renders the rows with the cell plugins; typing into a cell updates the form value', () => {
    const { controller } = mount();
    expect(within(table()).getByText('共 2 行')).toBeTruthy();
    expect(cellBox(0, 'assetName').value).toBe('ThinkPad X1');
    // A MEMBER cell is the member plugin's picker (inTable), empty here.
    expect(within(cell(0, 'user')).getByTestId('picker-trigger').textContent).toBe('请选择');
    expect(within(table()).queryByTestId('unknown-field')).toBeNull();
    fireEvent.change(cellBox(1, 'assetName'), { target: { value: 'Dell P2422' } });
    const rows = rowsOfForm(controller.getValues());
    expect(rows[1]).toEqual({ id: 'r-2', rowNum: 1, rowData: { assetName: 'Dell P2422', assetCode: 'A-1002', quantity: 2, assetType: 'monitor' }, needCheck: false });
    expect(rows[0]!.rowData!.assetName).toBe('ThinkPad X1');
    // Line breaks become spaces in a table cell (the INPUT plugin's inTable mode).
    fireEvent.change(cellBox(0, 'assetName'), { target: { value: 'a\nb' } });
    expect(rowsOfForm(controller.getValues())[0]!.rowData!.assetName).toBe('a b');
  });

  it('adds a row, and deletes one only after the confirmation', async () => {
    const { controller } = mount();
    fireEvent.click(within(table()).getByRole('button', { name: '添加行' }));
    let rows = rowsOfForm(controller.getValues());
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({ rowNum: 2, rowData: {} });
    expect(row(2)).toBeTruthy();
    // The new row's required cell is not reported before anyone typed.
    await act(async () => {
      await Promise.resolve();
    });
    expect(within(table()).queryAllByRole('alert')).toHaveLength(0);

    // Cancel keeps the row.
    fireEvent.click(within(row(0)).getByRole('button', { name: '删除第 1 行' }));
    expect(await screen.findByText('确定删除第 1 行吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确定删除第 1 行吗？')).toBeNull());
    expect(rowsOfForm(controller.getValues())).toHaveLength(3);

    fireEvent.click(within(row(0)).getByRole('button', { name: '删除第 1 行' }));
    await screen.findByText('确定删除第 1 行吗？');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '删除' }));
    });
    rows = rowsOfForm(controller.getValues());
    expect(rows.map((r) => [r.id, r.rowNum])).toEqual([
      ['r-2', 0],
      [rows[1]!.id, 1],
    ]);
    await waitFor(() => expect(cellBox(0, 'assetName').value).toBe('Dell U2723'));
    // A cell's control is named by its column (not the table's title), required, with an id of its own.
    const box = cellBox(0, 'assetName');
    expect(document.getElementById(box.getAttribute('aria-labelledby')!)?.textContent).toBe('*物品名称');
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.id).not.toBe(cellBox(1, 'assetName').id);
    // The deleted row's button is gone: the keyboard continues from the add button.
    await waitFor(() => expect(document.activeElement?.textContent).toBe(within(table()).getAllByRole('button')[0]!.textContent));
    expect(document.activeElement?.closest('.sd-table-form__toolbar')).toBeTruthy();
  });

  it('a cell patch with rowNum -1 disables the column in every row; a row patch only that row', () => {
    const { session } = mount();
    act(() => {
      session.applyPatch({ 'items[-1].assetCode': { disabled: true }, 'items[1].assetName': { disabled: true } });
    });
    expect(cellBox(0, 'assetCode').disabled).toBe(true);
    expect(cellBox(1, 'assetCode').disabled).toBe(true);
    expect(cellBox(0, 'assetName').disabled).toBe(false);
    expect(cellBox(1, 'assetName').disabled).toBe(true);
    // A disabled cell is faded like other fields; an editable one is not.
    expect(cell(1, 'assetName').querySelector<HTMLElement>('.sd-table-form__control')!.style.opacity).toBe('0.45');
    expect(cell(0, 'assetName').querySelector<HTMLElement>('.sd-table-form__control')!.style.opacity).toBe('');
    // Hidden and required by row, too.
    act(() => {
      session.applyPatch({ 'items[0].remark': { visible: false }, 'items[-1].quantity': { required: true } });
    });
    expect(cell(0, 'remark')).toBeNull();
    expect(cell(1, 'remark')).not.toBeNull();
    expect(within(cell(1, 'quantity')).getByText('*')).toBeTruthy();
  });

  it('shows the error of a required cell and the table message on save', async () => {
    const { session } = mount();
    fireEvent.change(cellBox(1, 'assetName'), { target: { value: '' } });
    let result: Awaited<ReturnType<typeof session.validate>> | undefined;
    await act(async () => {
      result = await session.validate();
    });
    expect(result!.valid).toBe(false);
    expect(result!.errors['items[1].assetName']).toEqual(['请输入必填项！']);
    await waitFor(() => expect(within(cell(1, 'assetName')).getByRole('alert').textContent).toBe('请输入必填项！'));
    expect(within(cell(0, 'assetName')).queryByRole('alert')).toBeNull();
    expect(within(table()).getAllByText('表格字段填写有误，请完善表单').length).toBeGreaterThan(0);
  });

  it("reports 'Same data exists' (存在相同数据) on the duplicates of a unique column", async () => {
    const { session } = mount();
    fireEvent.change(cellBox(1, 'assetCode'), { target: { value: 'A-1001' } });
    await act(async () => {
      await session.validate();
    });
    await waitFor(() => expect(within(cell(1, 'assetCode')).getByRole('alert').textContent).toBe('存在相同数据'));
    expect(within(cell(0, 'assetCode')).getByRole('alert').textContent).toBe('存在相同数据');
    // Fixing the duplicate clears the cell messages.
    fireEvent.change(cellBox(1, 'assetCode'), { target: { value: 'A-2002' } });
    await act(async () => {
      await session.validate();
    });
    await waitFor(() => expect(within(table()).queryAllByRole('alert')).toHaveLength(0));
  });

  it("shows every cell read-only with '--' for empty cells in a read-only form", () => {
    mount({ mode: 'readOnly' });
    expect(within(table()).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(table()).queryByRole('button', { name: '添加行' })).toBeNull();
    expect(within(cell(0, 'assetName')).getByText('ThinkPad X1')).toBeTruthy();
    expect(cell(0, 'remark').textContent).toContain('--');
    expect(cell(1, 'remark').textContent).toContain('--');
    cleanup();
    mount({ mode: 'readOnly', values: {} });
    expect(table().textContent).toContain('--');
  });

  it('cannot be edited when the table is disabled, and fixed rows have no add or delete', () => {
    const { session } = mount();
    expect(within(table('fixedItems')).queryByRole('button', { name: '添加行' })).toBeNull();
    expect(within(table('fixedItems')).queryByRole('button', { name: /删除第/ })).toBeNull();
    expect(cellBox(0, 'result', 'fixedItems').disabled).toBe(false);
    act(() => {
      session.applyPatch({ items: { disabled: true } });
    });
    expect(within(table()).queryByRole('button', { name: '添加行' })).toBeNull();
    expect(within(table()).queryByRole('button', { name: /删除第/ })).toBeNull();
    expect(within(table()).getAllByRole('textbox').every((box) => (box as HTMLTextAreaElement).disabled)).toBe(true);
  });

  it('adds the default first row to an empty table unless the host says abortDefaultRowAdded', () => {
    const first = mount({ values: {} });
    expect(rowsOfForm(first.controller.getValues())).toHaveLength(1);
    expect(rowsOfForm(first.controller.getValues(), 'fixedItems') ?? []).toHaveLength(0);
    cleanup();
    const second = mount({ values: {}, config: { abortDefaultRowAdded: true } });
    expect(rowsOfForm(second.controller.getValues()) ?? []).toHaveLength(0);
    expect(within(table()).getByText('暂无数据')).toBeTruthy();
  });

  it('speaks English through the texts its setup added', () => {
    mount({ language: 'en' });
    expect(within(table()).getByRole('button', { name: 'Add row' })).toBeTruthy();
    expect(within(table()).getByRole('button', { name: 'Delete row 2' })).toBeTruthy();
    expect(within(table()).getByRole('region', { name: 'Row 1' })).toBeTruthy();
  });
});

describe('TABLE_FORM windowing', () => {
  const columns = Array.from({ length: 10 }, (_, i) => ({ key: `c${i}`, title: `列 ${i + 1}`, 'x-component': 'INPUT' }));
  const bigSchema = { type: 'object', properties: { items: { title: '明细', 'x-component': 'TABLE_FORM', 'x-index': 0, 'x-props': { columns } } } };
  const bigValue = Array.from({ length: 500 }, (_, r) => ({ id: `r${r}`, rowNum: r, rowData: Object.fromEntries(columns.map((c, i) => [c.key, `${r + 1}-${i + 1}`])) }));
  const mountedRows = () => [...table().querySelectorAll('[data-row-mounted="true"]')];

  const ROW_HEIGHT = 44 + 10 * 52;
  const slotKeys = () => [...table().querySelectorAll('[data-row-key]')].map((e) => e.getAttribute('data-row-key'));
  const spacer = (where: 'before' | 'after') => table().querySelector<HTMLElement>(`[data-testid="table-form-spacer-${where}"]`);

  it('keeps a dozen of 500 rows x 10 columns in the page (spacers stand for the rest) and mounts the ones that come near', () => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { controller } = mount({ schema: bigSchema, values: { items: bigValue } });
    const slots = slotKeys();
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.length).toBeLessThan(20);
    expect(slots[0]).toBe('id:r0');
    expect(spacer('before')).toBeNull();
    expect(spacer('after')!.style.height).toBe(`${(500 - slots.length) * ROW_HEIGHT}px`);
    const initial = mountedRows().length;
    expect(initial).toBeGreaterThan(0);
    expect(within(table()).getAllByRole('textbox').length).toBe(initial * 10);

    // The observer reports rows 1..2 near and the others far: exactly those are mounted.
    const rowObserver = FakeIntersectionObserver.instances.find((o) => [...o.targets].some((t) => t.hasAttribute('data-row-key')))!;
    const near = new Set(['id:r1', 'id:r2']);
    act(() => rowObserver.report((element) => near.has(element.getAttribute('data-row-key') ?? '')));
    expect(mountedRows().map((e) => e.getAttribute('data-row-key'))).toEqual([...near]);
    expect(cellBox(1, 'c0').value).toBe('2-1');

    // Deleting row 0 through the value keeps the mounted rows (keyed by id) in place, with their new numbers.
    const before = table().querySelector('[data-row-key="id:r1"]');
    act(() => {
      controller.setValue('items', bigValue.slice(1));
    });
    expect(table().querySelector('[data-testid="table-form"]')!.getAttribute('data-rows')).toBe('499');
    expect(table().querySelector('[data-row-key="id:r1"]')).toBe(before);
    expect(mountedRows()).toHaveLength(2);
    expect(within(table()).getByRole('region', { name: '第 1 行' }).getAttribute('data-row-index')).toBe('0');
  });

  it('gives slots to the rows around the viewport when the list scrolls', async () => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => clearTimeout(handle));
    mount({ schema: bigSchema, values: { items: bigValue } });
    const rows = table().querySelector<HTMLElement>('.sd-table-form__rows')!;
    // The list's top is 300 rows above the viewport.
    vi.spyOn(rows, 'getBoundingClientRect').mockReturnValue({ top: -300 * ROW_HEIGHT } as DOMRect);
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    const slots = slotKeys();
    expect(slots).toContain('id:r300');
    expect(slots).not.toContain('id:r0');
    expect(slots.length).toBeLessThan(20);
    const first = Number(slots[0]!.slice('id:r'.length));
    expect(spacer('before')!.style.height).toBe(`${first * ROW_HEIGHT}px`);
    expect(spacer('after')!.style.height).toBe(`${(500 - first - slots.length) * ROW_HEIGHT}px`);
  });
});

describe('rowRange', () => {
  it('gives every row a slot without a band, else the rows overlapping it and the spacers around them', () => {
    expect(rowRange([10, 10, 10], undefined)).toEqual({ start: 0, end: 3, before: 0, after: 0 });
    expect(rowRange([10, 10, 10, 10, 10], { top: 15, bottom: 25 })).toEqual({ start: 1, end: 3, before: 10, after: 20 });
    expect(rowRange([10, 10, 10], { top: -100, bottom: 5 })).toEqual({ start: 0, end: 1, before: 0, after: 20 });
    expect(rowRange([10, 10, 10], { top: 100, bottom: 200 })).toEqual({ start: 3, end: 3, before: 30, after: 0 });
    expect(rowBandOf(-1000, 0, 800, 2)).toEqual({ top: 1000 - 1600, bottom: 1000 + 2400 });
  });
});

describe('TableFormField outside SchemaForm', () => {
  it('is a plain controlled component that fades its locked cells itself', () => {
    const runtime = createRuntime({ storage: createMemoryStorage({ language: 'zh' }), plugins: { fields: builtinFieldPlugins } });
    const onChange = vi.fn();
    const columns = [{ key: 'n', title: 'N', type: 'INPUT', xProps: {}, required: false, unique: false }];
    const { rerender } = render(
      <RuntimeProvider runtime={runtime}>
        <TableFormField value={[{ id: 'a', rowNum: 0, rowData: { n: 'x' } }]} onChange={onChange} columns={columns} />
      </RuntimeProvider>,
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'y' } });
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'a', rowNum: 0, rowData: { n: 'y' } }]);
    rerender(
      <RuntimeProvider runtime={runtime}>
        <TableFormField value={[{ id: 'a', rowNum: 0, rowData: { n: 'x' } }]} onChange={onChange} columns={columns} disabled />
      </RuntimeProvider>,
    );
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '添加行' })).toBeNull();
  });
});

describe('columns keyed with object-prototype names (issue 11)', () => {
  it('an absent cell of a column keyed toString or constructor is empty, a typed one is submitted as is', async () => {
    const protoSchema = {
      type: 'object',
      properties: {
        items: {
          title: '清单',
          'x-component': 'TABLE_FORM',
          'x-props': { columns: [{ key: 'toString', title: '名称', 'x-component': 'INPUT' }, { key: 'constructor', title: '型号', 'x-component': 'INPUT' }] },
        },
      },
    };
    const { session } = mount({ schema: protoSchema, values: { items: [{ rowNum: 0, rowData: { constructor: 'X1' } }] } });
    const box = cellBox(0, 'toString');
    expect(box.value).toBe('');
    expect(cellBox(0, 'constructor').value).toBe('X1');
    await act(async () => {
      fireEvent.change(box, { target: { value: '笔记本' } });
    });
    await waitFor(() => expect(rowsOfForm(session.getSubmitValues())[0]!.rowData).toEqual({ constructor: 'X1', toString: '笔记本' }));
  });
});
