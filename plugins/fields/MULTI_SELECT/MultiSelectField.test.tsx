// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixture from '../../../fixtures/fields/MULTI_SELECT.fields.json';
import { createFakeServer, ok } from '../../../tests/unit/core/fake-server';
import { RuntimeProvider } from '@react';
import { renderField } from '../shared/test-utils';
import { multiSelectField } from './definition';
import { MultiSelectField } from './MultiSelectField';
import { MultiSelectReadPretty } from './MultiSelectReadPretty';

afterEach(cleanup);

const propsOf = (code: keyof typeof fixture.properties) => multiSelectField.mapProps!(fixture.properties[code]['x-props']) as { source: Record<string, unknown> };

function rowOf(container: HTMLElement, value: string): HTMLElement {
  const row = container.querySelector<HTMLElement>(`[data-value="${value}"]`);
  if (!row) throw new Error(`no row ${value}`);
  return row;
}

describe('MULTI_SELECT definition', () => {
  it('is a multi-value type with the multi rule kinds and an empty list as empty value', () => {
    expect(multiSelectField.type).toBe('MULTI_SELECT');
    expect(multiSelectField.valueKind).toBe('multi');
    expect(multiSelectField.emptyValue!()).toEqual([]);
    expect(multiSelectField.ruleKinds).toEqual(expect.arrayContaining(['selectionCount', 'unique', 'parent']));
  });
});

describe('MULTI_SELECT under 4 levels: the column popup', () => {
  it("opens columns with 'all' checkboxes; Reset clears selection and columns; Confirm writes ids; labels joined with 、", async () => {
    const onChange = vi.fn();
    const view = renderField(<MultiSelectField {...propsOf('assetCategory')} value={['sw']} onChange={onChange} placeholder="请选择资产分类" />);
    expect(screen.getByTestId('picker-trigger').textContent).toBe('软件');

    fireEvent.click(screen.getByTestId('picker-trigger'));
    const popup = await screen.findByTestId('multi-select-columns');
    expect(within(popup).getByTestId('ms-column-0')).toBeTruthy();
    expect(within(popup).queryByTestId('ms-column-1')).toBeNull();

    // Tapping an option with children opens the next column (up to three).
    fireEvent.click(rowOf(popup, 'hw'));
    fireEvent.click(rowOf(popup, 'hw-pc'));
    const third = within(popup).getByTestId('ms-column-2');
    // 'all' of the third column selects its usable options (the disabled one stays out).
    fireEvent.click(within(third).getAllByRole('checkbox')[0]!);
    expect(within(popup).getByRole('button', { name: '确定(3)' })).toBeTruthy();

    // Reset: nothing selected, only the first column left.
    fireEvent.click(within(popup).getByRole('button', { name: '重置' }));
    expect(within(popup).getByRole('button', { name: '确定(0)' })).toBeTruthy();
    expect(within(popup).queryByTestId('ms-column-1')).toBeNull();

    fireEvent.click(rowOf(popup, 'hw'));
    fireEvent.click(rowOf(popup, 'hw-print'));
    fireEvent.click(rowOf(popup, 'hw-print-laser'));
    fireEvent.click(within(rowOf(popup, 'net')).getByRole('checkbox'));
    fireEvent.click(within(popup).getByRole('button', { name: '确定(2)' }));
    expect(onChange).toHaveBeenLastCalledWith(['hw-print-laser', 'net']);

    view.rerender(
      <RuntimeProvider runtime={view.runtime}>
        <MultiSelectField {...propsOf('assetCategory')} value={['hw-print-laser', 'net']} onChange={onChange} />
      </RuntimeProvider>,
    );
    expect(screen.getByTestId('picker-trigger').textContent).toBe('激光打印机、网络');
  });

  it('a disabled or read-only field is faded to the configured opacity and does not open', () => {
    for (const locked of [{ disabled: true }, { readOnly: true }]) {
      renderField(<MultiSelectField {...propsOf('assetCategory')} {...locked} value={['net']} />);
      const trigger = screen.getByTestId('picker-trigger');
      expect(trigger.style.opacity).toBe('0.45');
      fireEvent.click(trigger);
      expect(screen.queryByTestId('multi-select-columns')).toBeNull();
      cleanup();
    }
  });
});

describe('MULTI_SELECT with 4 levels or more: the drill-down sheet', () => {
  it('drills down, goes back by breadcrumb, searches (debounced) at every level and confirms ids', async () => {
    vi.useFakeTimers();
    try {
      const onChange = vi.fn();
      renderField(<MultiSelectField {...propsOf('serviceCatalog')} onChange={onChange} />, { language: 'en' });
      fireEvent.click(screen.getByTestId('picker-trigger'));
      const sheet = screen.getByTestId('multi-select-sheet');
      expect(within(sheet).queryByTestId('multi-select-columns')).toBeNull();

      fireEvent.click(within(sheet).getByRole('button', { name: 'Show the items under IT 服务' }));
      fireEvent.click(within(sheet).getByRole('button', { name: 'Show the items under 账号与权限' }));
      fireEvent.click(within(sheet).getByRole('button', { name: 'Show the items under 邮箱' }));
      const crumbs = within(sheet).getByRole('navigation');
      expect(crumbs.textContent).toBe('All/IT 服务/账号与权限/邮箱');
      fireEvent.click(within(rowOf(sheet, 'it-acc-mail-new')).getByRole('checkbox'));

      fireEvent.click(within(crumbs).getByRole('button', { name: 'IT 服务' }));
      expect(within(sheet).getByRole('navigation').textContent).toBe('All/IT 服务');
      expect(rowOf(sheet, 'it-dev')).toBeTruthy();

      const search = sheet.querySelector('input[type="search"], .adm-search-bar input') as HTMLInputElement;
      fireEvent.change(search, { target: { value: 'VPN' } });
      // Not applied before the 500 ms debounce.
      expect(within(sheet).queryByText('申请 VPN 账号')).toBeNull();
      act(() => void vi.advanceTimersByTime(500));
      const hit = rowOf(sheet, 'it-acc-vpn-new');
      expect(hit.textContent).toContain('IT 服务 / 账号与权限 / VPN / 申请 VPN 账号');
      fireEvent.click(within(hit).getByRole('checkbox'));

      fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm (2)' }));
      expect(onChange).toHaveBeenLastCalledWith(['it-acc-mail-new', 'it-acc-vpn-new']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('MULTI_SELECT in api mode', () => {
  const apiTree = [
    { value: 'loc-sh', label: '上海', children: [{ value: 'loc-sh-pd', label: '浦东园区' }] },
    { value: 'loc-bj', label: '北京' },
  ];

  it('posts body.url and the header list to the tree call and shows the tree it receives', async () => {
    const server = createFakeServer();
    server.on('POST', '/api/v2/base/process/listApiContent4Tree', ok(apiTree));
    const onChange = vi.fn();
    renderField(<MultiSelectField {...propsOf('officeLocation')} value={['loc-sh-pd']} onChange={onChange} />, { requestAdapter: server.adapter });
    // A stored value loads the tree at once, so the trigger shows its label.
    await waitFor(() => expect(screen.getByTestId('picker-trigger').textContent).toBe('浦东园区'));
    const [call] = server.callsTo('/api/v2/base/process/listApiContent4Tree');
    expect(call!.data).toEqual({ url: 'https://hr.example.com/api/locations', header: [{ name: 'X-Tenant', value: '110' }] });

    fireEvent.click(screen.getByTestId('picker-trigger'));
    const popup = await screen.findByTestId('multi-select-columns');
    fireEvent.click(rowOf(popup, 'loc-sh'));
    expect(rowOf(popup, 'loc-sh-pd').className).toContain('sd-ms-item--checked');
  });

  it("shows the server's msg in a toast when the call fails", async () => {
    const server = createFakeServer();
    server.on('POST', '/api/v2/base/process/listApiContent4Tree', { status: 200, body: { code: 400123, msg: '接口地址错误' } });
    const view = renderField(<MultiSelectField {...propsOf('officeLocation')} />, { requestAdapter: server.adapter });
    const toasts: string[] = [];
    view.runtime.bus.on('toast:show', (toast) => void toasts.push(toast.message));
    fireEvent.click(screen.getByTestId('picker-trigger'));
    await waitFor(() => expect(toasts).toContain('接口地址错误'));
  });
});

describe('MULTI_SELECT read-only display', () => {
  it("shows the labels joined with 、, '--' when empty", () => {
    renderField(<MultiSelectReadPretty {...propsOf('assetCategory')} value={['hw-pc-laptop', 'sw-erp']} />);
    expect(screen.getByText('笔记本、ERP')).toBeTruthy();
    cleanup();
    renderField(<MultiSelectReadPretty {...propsOf('assetCategory')} value={[]} />);
    expect(screen.getByText('--')).toBeTruthy();
  });
});
