// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestAdapter } from '@core';
import type { OptionPatch } from '@core/form/types';
import { controlledHost, createFakeRequest, fakeOptionSource, optionPopup, pickerTrigger, popupOption, renderField } from '../shared/test-utils';
import { selectField } from './definition';
import { SelectField } from './SelectField';
import { SelectReadPretty } from './SelectReadPretty';

afterEach(cleanup);

const custom = {
  dataType: 'custom',
  dataSource: [
    { label: '低', value: 'low' },
    { label: '中', value: 'mid' },
    { label: '高', value: 'high', status: 1 },
    { label: '紧急', value: 'urgent' },
  ],
};

const Host = controlledHost(SelectField);


function dictionaryPages(pages: Record<number, Array<Record<string, unknown>>>, total: number) {
  return createFakeRequest((call) => {
    const body = call.body as { pageNum: number; search: string };
    const records = (pages[body.pageNum] ?? []).filter((r) => !body.search || String(r.label).includes(body.search));
    return { records, total: body.search ? records.length : total };
  });
}

describe('SELECT definition', () => {
  it('serves SELECT as a single value; x-props become the option source', () => {
    expect(selectField.type).toBe('SELECT');
    expect(selectField.valueKind).toBe('single');
    expect(selectField.emptyValue?.()).toBe('');
    expect(selectField.mapProps?.({ ...custom, fieldWidth: 'HALF_LINE' })).toEqual({ source: custom });
  });
});

describe('SelectField', () => {
  it('opens a popup and commits the tapped option', async () => {
    const onChange = vi.fn();
    const onFocus = vi.fn();
    renderField(<Host source={custom} onChange={onChange} onFocus={onFocus} />);
    expect(pickerTrigger().textContent).toBe('请选择');
    fireEvent.click(pickerTrigger());
    expect(onFocus).toHaveBeenCalled();
    expect(within(optionPopup()).getAllByRole('option').map((o) => o.textContent)).toEqual(['低', '中', '高已停用', '紧急']);
    fireEvent.click(popupOption('中'));
    expect(onChange).toHaveBeenLastCalledWith('mid');
    await waitFor(() => expect(pickerTrigger().textContent).toBe('中'));
  });

  it('does not select options whose status is not 0', () => {
    const onChange = vi.fn();
    renderField(<Host source={custom} onChange={onChange} />);
    fireEvent.click(pickerTrigger());
    const high = popupOption('高');
    expect(high.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(high);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears the selection from the popup', () => {
    const onChange = vi.fn();
    renderField(<Host source={custom} initial="low" onChange={onChange} />);
    expect(pickerTrigger().textContent).toBe('低');
    fireEvent.click(pickerTrigger());
    fireEvent.click(within(optionPopup()).getByRole('button', { name: '清空' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('searches the options (debounced) and clears the search', async () => {
    const source = fakeOptionSource('SELECT', custom, createFakeRequest(() => []).client);
    renderField(<Host optionSource={source} />);
    fireEvent.click(pickerTrigger());
    const box = within(optionPopup()).getByPlaceholderText('搜索');
    fireEvent.change(box, { target: { value: '紧' } });
    await waitFor(() => expect(within(optionPopup()).getAllByRole('option').map((o) => o.textContent)).toEqual(['紧急']));
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(within(optionPopup()).getAllByRole('option')).toHaveLength(4));
  });

  for (const locked of ['readOnly', 'disabled'] as const) {
    it(`cannot be opened when ${locked}`, () => {
      const onFocus = vi.fn();
      renderField(<Host source={custom} initial="low" onFocus={onFocus} {...{ [locked]: true }} />);
      fireEvent.click(pickerTrigger());
      expect(screen.queryByTestId('option-popup')).toBeNull();
      expect(onFocus).not.toHaveBeenCalled();
      expect(pickerTrigger().getAttribute('aria-disabled')).toBe('true');
      expect(pickerTrigger().style.opacity).toBe('0.45');
    });
  }

  it('loads remote options lazily on first open, then pages on scroll near the bottom', async () => {
    const rows = (page: number) => Array.from({ length: page === 1 ? 50 : 10 }, (_, i) => ({ value: `a${page}-${i}`, label: `资产 ${page}-${i}` }));
    const fake = createFakeRequest((call) => {
      const { params } = call.body as { params: { currentPage: number } };
      return { records: rows(params.currentPage), total: 60 };
    });
    const source = fakeOptionSource('SELECT', { apiStr: 'https://cmdb.example.com/assets' }, fake.client);
    renderField(<Host optionSource={source} />);
    expect(fake.calls).toHaveLength(0);
    fireEvent.click(pickerTrigger());
    await waitFor(() => expect(within(optionPopup()).getAllByRole('option')).toHaveLength(50));
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ method: 'POST', path: '/api/v2/base/process/listApiContent4Page', body: { url: 'https://cmdb.example.com/assets', params: { currentPage: 1, pageSize: 50 } } });

    const list = screen.getByTestId('option-list');
    Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(list, 'clientHeight', { configurable: true, value: 400 });
    list.scrollTop = 590; // 10 px left: not yet
    fireEvent.scroll(list);
    expect(fake.calls).toHaveLength(1);
    list.scrollTop = 596; // 4 px left: the next page
    fireEvent.scroll(list);
    await waitFor(() => expect(within(optionPopup()).getAllByRole('option')).toHaveLength(60));
    expect(fake.calls[1]!.body).toMatchObject({ params: { currentPage: 2 } });
    // The last page is in: scrolling further asks for nothing.
    fireEvent.scroll(list);
    expect(fake.calls).toHaveLength(2);
  });

  it('loads at once when there is a value to label', async () => {
    const fake = dictionaryPages({ 1: [{ id: 'd1', label: '网络故障' }] }, 1);
    const source = fakeOptionSource('SELECT', { directoryValue: 'dict-x' }, fake.client);
    renderField(<Host optionSource={source} initial="d1" />);
    await waitFor(() => expect(pickerTrigger().textContent).toBe('网络故障'));
  });

  it('shows deleted dictionary entries only while selected', async () => {
    const records = [
      { id: 'a', label: '在用' },
      { id: 'b', label: '旧项', isDel: 1 },
    ];
    const make = (initial?: string) => {
      const source = fakeOptionSource('SELECT', { directoryValue: 'd' }, dictionaryPages({ 1: records }, 2).client);
      renderField(<Host optionSource={source} initial={initial} />);
    };
    make();
    fireEvent.click(pickerTrigger());
    await waitFor(() => expect(within(optionPopup()).getAllByRole('option').map((o) => o.textContent)).toEqual(['在用']));
    cleanup();
    make('b');
    await waitFor(() => expect(pickerTrigger().textContent).toBe('旧项'));
    fireEvent.click(pickerTrigger());
    expect(within(optionPopup()).getAllByRole('option').map((o) => o.textContent)).toEqual(['在用', '旧项已删除']);
  });

  it('applies linkage option patches and clears a selection that is no longer allowed', async () => {
    const onChange = vi.fn();
    const { rerender } = renderField(<SelectField source={custom} value="mid" onChange={onChange} />);
    const patch: OptionPatch = { mode: 'hide', values: ['mid'] };
    rerender(<SelectField source={custom} value="mid" onChange={onChange} optionPatch={patch} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(''));
    rerender(<SelectField source={custom} value="" onChange={onChange} optionPatch={patch} />);
    fireEvent.click(pickerTrigger());
    expect(within(optionPopup()).getAllByRole('option').map((o) => o.textContent)).toEqual(['低', '高已停用', '紧急']);
  });

  it('keeps a read-only selection even when it is not in the list', () => {
    const onChange = vi.fn();
    renderField(<SelectField source={custom} value="gone" onChange={onChange} readOnly />);
    expect(onChange).not.toHaveBeenCalled();
    expect(pickerTrigger().textContent).toBe('gone');
  });

  it('shows a failed option call in a toast', async () => {
    const fake = createFakeRequest(() => new Error('字典服务不可用'));
    const source = fakeOptionSource('SELECT', { directoryValue: 'd' }, fake.client);
    const { runtime } = renderField(<Host optionSource={source} />);
    const toasts: string[] = [];
    runtime.bus.on('toast:show', (toast) => toasts.push(toast.message));
    await act(async () => {
      fireEvent.click(pickerTrigger());
    });
    await waitFor(() => expect(toasts).toEqual(['字典服务不可用']));
  });

  it('speaks English', () => {
    renderField(<Host source={custom} />, { language: 'en' });
    expect(pickerTrigger().textContent).toBe('Please select');
    fireEvent.click(pickerTrigger());
    expect(within(optionPopup()).getByPlaceholderText('Search')).toBeTruthy();
    expect(within(optionPopup()).getByRole('button', { name: 'Clear' })).toBeTruthy();
    expect(popupOption('高').textContent).toBe('高Disabled');
  });
});

describe('SelectReadPretty', () => {
  it("shows the label, '--' when empty", () => {
    const { container } = renderField(<SelectReadPretty source={custom} value="urgent" />);
    expect(container.textContent).toBe('紧急');
    cleanup();
    expect(renderField(<SelectReadPretty source={custom} value="" />).container.textContent).toBe('--');
  });

  it('shows saved display values of a finished order without calling for options', () => {
    const fake = createFakeRequest(() => ({ records: [] }));
    const source = fakeOptionSource('SELECT', { directoryValue: 'd' }, fake.client);
    const { container } = renderField(<SelectReadPretty optionSource={source} value="d9" useSavedDisplay savedDisplay="已归档的选项" />);
    expect(container.textContent).toBe('已归档的选项');
    expect(fake.calls).toHaveLength(0);
  });
});

describe('option calls shared between fields', () => {
  it('two pickers on the same dictionary make one request (one deduper per runtime)', async () => {
    const urls: string[] = [];
    const requestAdapter: RequestAdapter = async (config) => {
      urls.push(String(config.url));
      return { data: { code: 100000, data: { records: [{ id: 'd1', label: '网络故障' }], total: 1 } }, status: 200 };
    };
    renderField(
      <>
        <Host source={{ directoryValue: 'd' }} initial="d1" />
        <Host source={{ directoryValue: 'd' }} initial="d1" />
      </>,
      { requestAdapter, config: { concurrency: 4 } },
    );
    await waitFor(() => expect(screen.getAllByText('网络故障')).toHaveLength(2));
    expect(urls).toHaveLength(1);
  });
});
