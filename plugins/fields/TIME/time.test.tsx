// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixture from '../../../fixtures/fields/TIME.fields.json';
import { DateField, DateReadPretty, type DateMappedProps } from '../DATE';
import { renderField } from '../shared/test-utils';
import { timeField } from './definition';

afterEach(cleanup);

const HOUR = 3_600_000;
const at = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, m - 1, d, h, mi, s) - 8 * HOUR;
// The props SchemaForm gives TIME: its definition's mapping of the fixture's x-props.
const propsOf = (code: keyof typeof fixture.properties) => timeField.mapProps!(fixture.properties[code]['x-props']) as unknown as DateMappedProps;
const now = () => at(2024, 5, 10, 12);

describe('TIME definition', () => {
  it('is the date picker and display with the date rule kinds, date and time by default', () => {
    expect(timeField.mapProps!({ fieldWidth: 'HALF', placeholder: 'x' })).toEqual({ fieldType: 'TIME', settings: {} });
    expect(timeField.component).toBe(DateField);
    expect(timeField.readPretty).toBe(DateReadPretty);
    expect(timeField.valueKind).toBe('single');
    expect(timeField.emptyValue!()).toBe('');
    expect(timeField.ruleKinds).toEqual(expect.arrayContaining(['dateRange', 'dateRelative', 'startBeforeEnd']));
  });
});

describe('TIME field', () => {
  it('shows the value to the second and confirms the wheel with hours, minutes and seconds', async () => {
    const onChange = vi.fn();
    renderField(<DateField {...propsOf('restoredAt')} fieldCode="restoredAt" value={at(2024, 5, 9, 9, 30, 15)} onChange={onChange} now={now} />);
    expect(screen.getByTestId('date-trigger').textContent).toBe('2024-05-09 09:30:15');
    fireEvent.click(screen.getByTestId('date-trigger'));
    fireEvent.click(await screen.findByText('确定'));
    expect(onChange).toHaveBeenCalledWith(at(2024, 5, 9, 9, 30, 15));
  });

  it('a date-only TIME shows and gives the start of the day', async () => {
    const onChange = vi.fn();
    renderField(<DateField {...propsOf('callbackDay')} fieldCode="callbackDay" value={at(2024, 5, 9, 9, 30, 15)} onChange={onChange} now={now} />);
    expect(screen.getByTestId('date-trigger').textContent).toBe('2024-05-09');
    fireEvent.click(screen.getByTestId('date-trigger'));
    fireEvent.click(await screen.findByText('确定'));
    expect(onChange).toHaveBeenCalledWith(at(2024, 5, 9));
  });

  it('"at most today": a value later today is kept, the wheel never goes past today', async () => {
    const onChange = vi.fn();
    // Now is 12:00; 23:00 today is still within the limit (the whole day is allowed).
    renderField(<DateField {...propsOf('restoredAt')} fieldCode="restoredAt" value={at(2024, 5, 10, 23)} onChange={onChange} now={now} />);
    fireEvent.click(screen.getByTestId('date-trigger'));
    fireEvent.click(await screen.findByText('确定'));
    expect(onChange).toHaveBeenLastCalledWith(at(2024, 5, 10, 23));
    cleanup();
    // Tomorrow is beyond the limit: the wheel clamps it to the last second of today.
    renderField(<DateField {...propsOf('restoredAt')} fieldCode="restoredAt" value={at(2024, 5, 11, 8)} onChange={onChange} now={now} />);
    fireEvent.click(screen.getByTestId('date-trigger'));
    fireEvent.click(await screen.findByText('确定'));
    expect(onChange).toHaveBeenLastCalledWith(at(2024, 5, 10, 23, 59, 59));
  });

  it('disabled and read-only TIME fields do not open', async () => {
    for (const locked of [{ disabled: true }, { readOnly: true }]) {
      renderField(<DateField {...propsOf('restoredAt')} {...locked} value={at(2024, 5, 9, 9, 30)} now={now} />);
      fireEvent.click(screen.getByTestId('date-trigger'));
      await waitFor(() => expect(screen.queryByText('确定')).toBeNull());
      cleanup();
    }
  });
});

describe('TIME display', () => {
  it("today / yesterday with the time, month-day this year, the exact second as tooltip, '--' when empty", () => {
    renderField(<DateReadPretty {...propsOf('restoredAt')} value={at(2024, 5, 9, 9, 30, 15)} now={now} />, { language: 'en' });
    expect(screen.getByText('Yesterday 09:30').getAttribute('title')).toBe('2024-05-09 09:30:15');
    cleanup();
    renderField(<DateReadPretty {...propsOf('restoredAt')} value={at(2024, 5, 10, 8, 5)} now={now} />);
    expect(screen.getByText('今天 08:05')).toBeTruthy();
    cleanup();
    renderField(<DateReadPretty {...propsOf('restoredAt')} value={at(2024, 3, 5, 12)} now={now} />);
    expect(screen.getByText('03-05')).toBeTruthy();
    cleanup();
    renderField(<DateReadPretty {...propsOf('callbackDay')} value={at(2024, 5, 9)} now={now} />);
    expect(screen.getByText('2024-05-09')).toBeTruthy();
    cleanup();
    renderField(<DateReadPretty {...propsOf('restoredAt')} value="" />);
    expect(screen.getByText('--')).toBeTruthy();
  });
});
