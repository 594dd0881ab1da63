// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixture from '../../../fixtures/fields/DATE.fields.json';
import { renderField } from '../shared/test-utils';
import { DateField } from './DateField';
import { DateReadPretty } from './DateReadPretty';
import { mapDateProps } from './normalize';

afterEach(cleanup);

const HOUR = 3_600_000;
const at = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, m - 1, d, h, mi, s) - 8 * HOUR;
const propsOf = (code: keyof typeof fixture.properties) => mapDateProps(fixture.properties[code]['x-props'], 'DATE');

async function confirmWheel(): Promise<void> {
  const confirm = await screen.findByText('确定');
  fireEvent.click(confirm);
}

describe('DateField', () => {
  it('shows the exact value, opens the wheel and gives a start-of-day timestamp for date-only fields', async () => {
    const onChange = vi.fn();
    renderField(<DateField {...propsOf('occurredDate')} fieldCode="occurredDate" value={at(2024, 5, 10, 15, 30)} onChange={onChange} now={() => at(2024, 5, 12, 9)} />);
    expect(screen.getByTestId('date-trigger').textContent).toBe('2024-05-10');
    fireEvent.click(screen.getByTestId('date-trigger'));
    await confirmWheel();
    expect(onChange).toHaveBeenCalledWith(at(2024, 5, 10));
  });

  it("reads the other field's value when the popup opens: the end's minimum is the start", async () => {
    const onChange = vi.fn();
    const values: Record<string, unknown> = { planStartTime: '' };
    const getFormValues = vi.fn(() => values);
    renderField(<DateField {...propsOf('planEndTime')} fieldCode="planEndTime" getFormValues={getFormValues} onChange={onChange} />);
    expect(getFormValues).not.toHaveBeenCalled();
    // Changed after render: the bounds still see it, because they are resolved on open.
    values.planStartTime = at(2099, 1, 2, 3, 4, 5);
    fireEvent.click(screen.getByTestId('date-trigger'));
    expect(getFormValues).toHaveBeenCalledTimes(1);
    // With no value the wheel starts at now, clamped to the minimum.
    await confirmWheel();
    expect(onChange).toHaveBeenCalledWith(at(2099, 1, 2, 3, 4, 5));
  });

  it('refuses to open with a toast when the limits leave no date', () => {
    const view = renderField(<DateField {...propsOf('reviewDate')} fieldCode="reviewDate" formValues={{ occurredDate: '2031-02-01' }} />, { language: 'en' });
    const toasts: string[] = [];
    view.runtime.bus.on('toast:show', (toast) => void toasts.push(toast.message));
    fireEvent.click(screen.getByTestId('date-trigger'));
    expect(toasts).toEqual(['No date can be chosen; check the related date fields first']);
    expect(screen.queryByText('Confirm')).toBeNull();
  });

  it('clears with the clear button; disabled and read-only fields are faded and do not open', async () => {
    const onChange = vi.fn();
    renderField(<DateField {...propsOf('planStartTime')} value="2024-05-10 08:00:00" onChange={onChange} />);
    expect(screen.getByTestId('date-trigger').textContent).toBe('2024-05-10 08:00:00');
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(onChange).toHaveBeenCalledWith('');
    cleanup();
    for (const locked of [{ disabled: true }, { readOnly: true }]) {
      renderField(<DateField {...propsOf('planStartTime')} {...locked} value="2024-05-10 08:00:00" onChange={onChange} />);
      const trigger = screen.getByTestId('date-trigger');
      expect(trigger.parentElement!.style.opacity).toBe('0.45');
      expect(trigger.getAttribute('aria-disabled')).toBe('true');
      expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
      fireEvent.click(trigger);
      await waitFor(() => expect(screen.queryByText('确定')).toBeNull());
      cleanup();
    }
  });
});

describe('DateField by keyboard', () => {
  it('is a button that opens a dialog; the date typed into its native input is confirmed with Enter', async () => {
    const onChange = vi.fn();
    renderField(<DateField {...propsOf('occurredDate')} fieldCode="occurredDate" onChange={onChange} now={() => at(2024, 5, 12, 9)} />);
    const trigger = screen.getByTestId('date-trigger');
    expect(trigger.tagName).toBe('BUTTON');
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const input = (await screen.findByTestId('date-input')) as HTMLInputElement;
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(input.type).toBe('date');
    expect(input.value).toBe('2024-05-12');
    expect(input.min).toBe('2024-05-05');
    expect(input.max).toBe('2024-05-12');
    fireEvent.change(input, { target: { value: '2024-05-08' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(at(2024, 5, 8));
  });

  it('a date-time field takes date and time to the second, kept within its bounds; Escape closes without a change', async () => {
    const onChange = vi.fn();
    const values: Record<string, unknown> = { planStartTime: at(2024, 5, 10, 8) };
    renderField(<DateField {...propsOf('planEndTime')} fieldCode="planEndTime" getFormValues={() => values} onChange={onChange} now={() => at(2024, 5, 12, 9)} />);
    fireEvent.click(screen.getByTestId('date-trigger'));
    const input = (await screen.findByTestId('date-input')) as HTMLInputElement;
    expect(input.type).toBe('datetime-local');
    expect(input.step).toBe('1');
    expect(input.min).toMatch(/^2024-05-10T08:00(:00)?$/);
    // Before the start: kept at the start.
    fireEvent.change(input, { target: { value: '2024-05-01T10:00:00' } });
    expect(input.value).toMatch(/^2024-05-10T08:00(:00)?$/);
    fireEvent.change(input, { target: { value: '2024-05-11T10:20:30' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('date-input')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('date-trigger'));
    const again = (await screen.findByTestId('date-input')) as HTMLInputElement;
    fireEvent.change(again, { target: { value: '2024-05-11T10:20:31' } });
    fireEvent.click(screen.getByText('确定'));
    expect(onChange).toHaveBeenCalledWith(at(2024, 5, 11, 10, 20, 31));
  });
});

describe('DateReadPretty', () => {
  it("shows the display rule with the exact value as tooltip, '--' when empty", () => {
    const now = () => at(2024, 5, 10, 12);
    renderField(<DateReadPretty {...propsOf('planStartTime')} value={at(2024, 5, 10, 8, 5)} now={now} />, { language: 'en' });
    const time = screen.getByText('Today 08:05');
    expect(time.getAttribute('title')).toBe('2024-05-10 08:05:00');
    cleanup();
    renderField(<DateReadPretty {...propsOf('occurredDate')} value={at(2024, 5, 9)} now={now} />);
    expect(screen.getByText('2024-05-09')).toBeTruthy();
    cleanup();
    renderField(<DateReadPretty {...propsOf('occurredDate')} value="" />);
    expect(screen.getByText('--')).toBeTruthy();
  });
});

describe('DATE definition', () => {
  it('is a single-value date type with the date rule kinds (TIME has its own tests in plugins/fields/TIME)', async () => {
    const { dateField } = await import('./definition');
    expect(dateField.mapProps!({ dateFormat: 'YEAR_MONTH_DAY', fieldWidth: 'HALF' })).toEqual({ fieldType: 'DATE', settings: { dateFormat: 'YEAR_MONTH_DAY' } });
    expect(dateField.valueKind).toBe('single');
    expect(dateField.emptyValue!()).toBe('');
    expect(dateField.ruleKinds).toEqual(expect.arrayContaining(['dateRange', 'dateRelative', 'startBeforeEnd']));
    expect(dateField.component).toBe(DateField);
  });
});
