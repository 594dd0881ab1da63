// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlledHost, optionPopup, pickerTrigger, popupOption, renderField } from '../shared/test-utils';
import { selectManyField } from './definition';
import { SelectManyField } from './SelectManyField';
import { SelectManyReadPretty } from './SelectManyReadPretty';

afterEach(cleanup);

const systems = {
  dataType: 'custom',
  dataSource: [
    { label: '核心网络', value: 'core-network' },
    { label: '邮件系统', value: 'mail' },
    { label: 'ERP', value: 'erp', status: 2 },
    { label: '财务系统', value: 'finance' },
  ],
};

const tree = {
  dataType: 'custom',
  isTree: true,
  dataSource: [
    { label: '硬件', value: 'hw', children: [{ label: '笔记本', value: 'laptop', children: [{ label: '电池', value: 'battery' }] }] },
    { label: '软件', value: 'sw' },
  ],
};

const Host = controlledHost(SelectManyField);

const button = (name: string | RegExp) => within(optionPopup()).getByRole('button', { name });

describe('SELECT_MANY definition', () => {
  it('serves SELECT_MANY as a list with [] as empty value and the selection-count rule', () => {
    expect(selectManyField.type).toBe('SELECT_MANY');
    expect(selectManyField.valueKind).toBe('multi');
    expect(selectManyField.emptyValue?.()).toEqual([]);
    expect(selectManyField.ruleKinds).toContain('selectionCount');
    expect(selectManyField.mapProps?.({ ...systems, minCount: 1, maxCount: 4 })).toEqual({ source: systems });
  });
});

describe('SelectManyField', () => {
  it('edits a draft and commits it with OK showing the count', async () => {
    const onChange = vi.fn();
    renderField(<Host source={systems} onChange={onChange} />);
    fireEvent.click(pickerTrigger());
    expect(within(optionPopup()).getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
    fireEvent.click(popupOption('核心网络'));
    fireEvent.click(popupOption('财务系统'));
    expect(onChange).not.toHaveBeenCalled();
    expect(popupOption('核心网络').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(button('确定(2)'));
    expect(onChange).toHaveBeenLastCalledWith(['core-network', 'finance']);
    await waitFor(() => expect(within(pickerTrigger()).getAllByText(/./).map((e) => e.textContent)).toEqual(['核心网络', '财务系统']));
  });

  it('drops the draft on cancel', () => {
    const onChange = vi.fn();
    renderField(<Host source={systems} initial={['mail']} onChange={onChange} />);
    fireEvent.click(pickerTrigger());
    fireEvent.click(popupOption('核心网络'));
    fireEvent.click(within(optionPopup()).getAllByRole('button', { name: '取消' })[0]!);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(pickerTrigger());
    expect(popupOption('核心网络').getAttribute('aria-selected')).toBe('false');
    expect(popupOption('邮件系统').getAttribute('aria-selected')).toBe('true');
  });

  it('select-all takes the usable options only and shows the count (zh)', () => {
    const onChange = vi.fn();
    renderField(<Host source={systems} onChange={onChange} />);
    fireEvent.click(pickerTrigger());
    fireEvent.click(within(optionPopup()).getByLabelText('全选'));
    expect(button('已选择 3 项')).toBeTruthy();
    expect(popupOption('ERP').getAttribute('aria-selected')).toBe('false');
    fireEvent.click(button('确定(3)'));
    expect(onChange).toHaveBeenLastCalledWith(['core-network', 'mail', 'finance']);
  });

  it('select-all toggles back, and is indeterminate in between (en)', () => {
    renderField(<Host source={systems} initial={['mail']} />, { language: 'en' });
    fireEvent.click(pickerTrigger());
    const all = within(optionPopup()).getByLabelText('Select all') as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    expect(button('1 selected')).toBeTruthy();
    fireEvent.click(all);
    expect(all.checked).toBe(true);
    expect(button('OK (3)')).toBeTruthy();
    fireEvent.click(all);
    expect(button('OK (0)')).toBeTruthy();
  });

  it('by keyboard: the picker and the selected-items popup are nested dialogs; Escape closes the inner one, then the picker, focus back each time', async () => {
    renderField(<Host source={systems} initial={['core-network', 'mail']} />);
    const trigger = pickerTrigger();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const picker = optionPopup().closest('[role="dialog"]') as HTMLElement;
    await waitFor(() => expect(picker.contains(document.activeElement)).toBe(true));
    const count = button('已选择 2 项');
    count.focus();
    fireEvent.click(count);
    const selected = screen.getByTestId('selected-popup').closest('[role="dialog"]') as HTMLElement;
    await waitFor(() => expect(selected.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(count));
    expect(screen.getByTestId('option-popup')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the selected-items popup: search, remove, clear and back', () => {
    renderField(<Host source={systems} initial={['core-network', 'mail', 'finance']} />);
    fireEvent.click(pickerTrigger());
    fireEvent.click(button('已选择 3 项'));
    const selected = screen.getByTestId('selected-popup');
    expect(within(selected).getByRole('heading').textContent).toBe('已选择（3）');
    expect(within(selected).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['核心网络', '邮件系统', '财务系统']);
    fireEvent.change(within(selected).getByPlaceholderText('搜索'), { target: { value: '系统' } });
    expect(within(selected).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['邮件系统', '财务系统']);
    fireEvent.click(within(selected).getByRole('button', { name: '移除 邮件系统' }));
    expect(within(selected).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['财务系统']);
    fireEvent.click(within(selected).getByRole('button', { name: '清空' }));
    expect(within(selected).getByRole('status').textContent).toBe('暂无数据');
    fireEvent.click(within(selected).getByRole('button', { name: '返回' }));
    expect(button('确定(0)')).toBeTruthy();
  });

  it('shows tree options with their levels', () => {
    renderField(<Host source={tree} />);
    fireEvent.click(pickerTrigger());
    expect(within(optionPopup()).getAllByRole('option').map((o) => [o.textContent, o.getAttribute('data-level')])).toEqual([
      ['硬件', '1'],
      ['笔记本', '2'],
      ['电池', '3'],
      ['软件', '1'],
    ]);
  });

  it('cannot be opened when read-only', () => {
    renderField(<Host source={systems} initial={['mail']} readOnly />);
    fireEvent.click(pickerTrigger());
    expect(screen.queryByTestId('option-popup')).toBeNull();
  });
});

describe('SelectManyReadPretty', () => {
  it("joins the labels with the language's separator, '--' when empty", () => {
    expect(renderField(<SelectManyReadPretty source={systems} value={['mail', 'finance']} />).container.textContent).toBe('邮件系统、财务系统');
    cleanup();
    expect(renderField(<SelectManyReadPretty source={systems} value={['mail', 'finance']} />, { language: 'en' }).container.textContent).toBe('邮件系统, 财务系统');
    cleanup();
    expect(renderField(<SelectManyReadPretty source={systems} value={[]} />).container.textContent).toBe('--');
  });

  it('shows stored labels when saved display values are asked for, and the option label of a code saved without one', async () => {
    const { container } = renderField(<SelectManyReadPretty source={systems} useSavedDisplay value={[{ label: '旧系统', value: 'legacy' }, 'mail']} />);
    await waitFor(() => expect(container.textContent).toBe('旧系统、邮件系统'));
  });

  it('a finished order whose codes were saved without labels shows the option labels, not the codes', async () => {
    const { container } = renderField(<SelectManyReadPretty source={systems} useSavedDisplay value={['mail', 'finance']} />);
    await waitFor(() => expect(container.textContent).toBe('邮件系统、财务系统'));
  });
});
