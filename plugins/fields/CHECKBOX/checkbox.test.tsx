// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlledHost, renderField } from '../shared/test-utils';
import { checkboxField } from './definition';
import { CheckboxField } from './CheckboxField';
import { CheckboxReadPretty } from './CheckboxReadPretty';

afterEach(cleanup);

const channels = {
  dataType: 'custom',
  dataSource: [
    { label: '短信', value: 'sms' },
    { label: '邮件', value: 'email' },
    { label: '企业微信', value: 'wecom' },
    { label: '电话', value: 'phone', status: 1 },
  ],
};

const Host = controlledHost(CheckboxField);

describe('CHECKBOX definition', () => {
  it('serves CHECKBOX as a list', () => {
    expect(checkboxField.type).toBe('CHECKBOX');
    expect(checkboxField.valueKind).toBe('multi');
    expect(checkboxField.emptyValue?.()).toEqual([]);
  });
});

describe('CheckboxField', () => {
  it('toggles inline checkboxes into a list; unusable options are disabled', () => {
    const onChange = vi.fn();
    renderField(<Host source={channels} onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('邮件'));
    expect(onChange).toHaveBeenLastCalledWith(['email']);
    fireEvent.click(screen.getByLabelText('短信'));
    expect(onChange).toHaveBeenLastCalledWith(['email', 'sms']);
    fireEvent.click(screen.getByLabelText('邮件'));
    expect(onChange).toHaveBeenLastCalledWith(['sms']);
    expect((screen.getByLabelText('电话') as HTMLInputElement).disabled).toBe(true);
  });

  it('cannot be changed when disabled', () => {
    const onChange = vi.fn();
    renderField(<Host source={channels} initial={['sms']} onChange={onChange} disabled />);
    fireEvent.click(screen.getByLabelText('邮件'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uses the multi-select popup with select-all for a long list', () => {
    const many = { dataType: 'custom', dataSource: Array.from({ length: 12 }, (_, i) => ({ label: `选项 ${i + 1}`, value: `o${i + 1}` })) };
    const onChange = vi.fn();
    renderField(<Host source={many} onChange={onChange} />, { language: 'en' });
    fireEvent.click(screen.getByTestId('picker-trigger'));
    const popup = screen.getByTestId('option-popup');
    fireEvent.click(within(popup).getByLabelText('Select all'));
    fireEvent.click(within(popup).getByRole('button', { name: 'OK (12)' }));
    expect(onChange.mock.lastCall?.[0]).toHaveLength(12);
  });

  it('in popup mode, a disabled or read-only field cannot be opened and is faded', () => {
    const onChange = vi.fn();
    for (const locked of [{ disabled: true }, { readOnly: true }]) {
      renderField(<Host source={channels} display="popup" initial={['sms']} onChange={onChange} {...locked} />);
      const trigger = screen.getByTestId('picker-trigger');
      expect(trigger.textContent).toContain('短信');
      fireEvent.click(trigger);
      expect(screen.queryByTestId('option-popup')).toBeNull();
      expect(trigger.style.opacity).toBe('0.45');
      cleanup();
    }
    // The same field unlocked opens: the check above is not vacuous.
    renderField(<Host source={channels} display="popup" initial={['sms']} />);
    fireEvent.click(screen.getByTestId('picker-trigger'));
    expect(screen.getByTestId('option-popup')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('CheckboxReadPretty', () => {
  it("shows the labels, '--' when empty", () => {
    expect(renderField(<CheckboxReadPretty source={channels} value={['sms', 'wecom']} />).container.textContent).toBe('短信、企业微信');
    cleanup();
    expect(renderField(<CheckboxReadPretty source={channels} value={[]} />).container.textContent).toBe('--');
  });
});
