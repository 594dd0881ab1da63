// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlledHost, createFakeRequest, fakeOptionSource, renderField } from '../shared/test-utils';
import { radioField } from './definition';
import { RadioField } from './RadioField';
import { RadioReadPretty } from './RadioReadPretty';

afterEach(cleanup);

const closeCodes = {
  dataType: 'custom',
  dataSource: [
    { label: '已解决', value: 'solved' },
    { label: '临时规避', value: 'workaround' },
    { label: '无法复现', value: 'not-reproducible', status: 1 },
  ],
};

const Host = controlledHost(RadioField);

describe('RADIO definition', () => {
  it('serves RADIO as a single value', () => {
    expect(radioField.type).toBe('RADIO');
    expect(radioField.valueKind).toBe('single');
    expect(radioField.emptyValue?.()).toBe('');
  });
});

describe('RadioField', () => {
  it('lays a short static list out as radios; status other than 0 is disabled', () => {
    const onChange = vi.fn();
    renderField(<Host source={closeCodes} onChange={onChange} />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(3);
    expect(radios[2]!.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('临时规避'));
    expect(onChange).toHaveBeenLastCalledWith('workaround');
    expect((screen.getByLabelText('临时规避') as HTMLInputElement).checked).toBe(true);
  });

  it('cannot be changed when read-only, and is faded', () => {
    const onChange = vi.fn();
    renderField(<Host source={closeCodes} initial="solved" onChange={onChange} readOnly />);
    fireEvent.click(screen.getByLabelText('临时规避'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('choice-group').style.opacity).toBe('0.45');
  });

  it('uses the popup picker for a dictionary source (lazy, radio-style)', async () => {
    const fake = createFakeRequest(() => ({ records: [{ id: 'impact-person', label: '个人' }, { id: 'impact-dept', label: '部门' }], total: 2 }));
    const source = fakeOptionSource('RADIO', { directoryValue: 'dict-impact' }, fake.client);
    const onChange = vi.fn();
    renderField(<Host optionSource={source} onChange={onChange} />);
    expect(screen.queryByTestId('choice-group')).toBeNull();
    expect(fake.calls).toHaveLength(0);
    fireEvent.click(screen.getByTestId('picker-trigger'));
    const popup = screen.getByTestId('option-popup');
    await waitFor(() => expect(within(popup).getAllByRole('option')).toHaveLength(2));
    fireEvent.click(within(popup).getByRole('option', { name: '部门' }));
    expect(onChange).toHaveBeenLastCalledWith('impact-dept');
  });

  it('uses the popup picker for a long list when asked to by display', () => {
    renderField(<Host source={closeCodes} display="popup" />);
    expect(screen.getByTestId('picker-trigger')).toBeTruthy();
  });

  it('in popup mode, a disabled or read-only field cannot be opened and is faded', () => {
    const onChange = vi.fn();
    for (const locked of [{ disabled: true }, { readOnly: true }]) {
      renderField(<Host source={closeCodes} display="popup" initial="solved" onChange={onChange} {...locked} />);
      const trigger = screen.getByTestId('picker-trigger');
      expect(trigger.textContent).toContain('已解决');
      fireEvent.click(trigger);
      expect(screen.queryByTestId('option-popup')).toBeNull();
      expect(trigger.style.opacity).toBe('0.45');
      cleanup();
    }
    // The same field unlocked opens: the check above is not vacuous.
    renderField(<Host source={closeCodes} display="popup" initial="solved" />);
    fireEvent.click(screen.getByTestId('picker-trigger'));
    expect(screen.getByTestId('option-popup')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('RadioReadPretty', () => {
  it("shows the label, '--' when empty", () => {
    expect(renderField(<RadioReadPretty source={closeCodes} value="solved" />).container.textContent).toBe('已解决');
    cleanup();
    expect(renderField(<RadioReadPretty source={closeCodes} />).container.textContent).toBe('--');
  });
});
