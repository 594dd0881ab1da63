// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlledHost, renderField } from '../shared/test-utils';
import { numberField } from './definition';
import { NumberField } from './NumberField';
import { NumberReadPretty } from './NumberReadPretty';

afterEach(cleanup);

const Host = controlledHost(NumberField);

describe('NUMBER definition', () => {
  it('serves NUMBER as a single value and maps decimalsMount and unit', () => {
    expect(numberField.type).toBe('NUMBER');
    expect(numberField.valueKind).toBe('single');
    expect(numberField.mapProps?.({ decimalsMount: 2, unit: '元' })).toEqual({ decimals: 2, unit: '元', maxDigits: 15 });
    expect(numberField.ruleKinds).toEqual(expect.arrayContaining(['numberRange', 'numberMaxLength', 'decimalsMount']));
  });
});

describe('NumberField', () => {
  it('blocks e, minus, plus and a second point', () => {
    renderField(<Host initial="1.5" decimals={2} />);
    const input = screen.getByRole('textbox');
    for (const key of ['e', 'E', '-', '+', '.']) expect(fireEvent.keyDown(input, { key })).toBe(false);
    expect(fireEvent.keyDown(input, { key: '7' })).toBe(true);
  });

  it('drops what the keys would block when the keyboard does not report them, and caps at 15 digits', () => {
    const onChange = vi.fn();
    renderField(<Host onChange={onChange} decimals={2} />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: '-1e2.3.4' } });
    expect(onChange).toHaveBeenLastCalledWith('12.34');
    fireEvent.change(input, { target: { value: '1234567890123456' } });
    expect(onChange).toHaveBeenLastCalledWith('123456789012345');
  });

  it('writes exactly decimalsMount decimals on blur, cut and never rounded', () => {
    const onChange = vi.fn();
    renderField(<Host onChange={onChange} decimals={2} />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '3.149' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('3.14');
    expect(input.value).toBe('3.14');
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.blur(input);
    expect(input.value).toBe('7.00');
  });

  it('gives an integer with 0 decimals; empty stays empty; a non-numeric stored value becomes undefined', () => {
    const onChange = vi.fn();
    renderField(<Host onChange={onChange} initial="12.9" />);
    const input = screen.getByRole('textbox');
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('12');
    cleanup();
    const empty = vi.fn();
    renderField(<Host onChange={empty} initial="" decimals={2} />);
    fireEvent.blur(screen.getByRole('textbox'));
    expect(empty).not.toHaveBeenCalled();
    cleanup();
    const bad = vi.fn();
    renderField(<Host onChange={bad} initial="abc" decimals={2} />);
    fireEvent.blur(screen.getByRole('textbox'));
    expect(bad).toHaveBeenLastCalledWith(undefined);
  });

  it('shows the unit', () => {
    renderField(<Host initial="30" unit="分钟" />);
    expect(screen.getByText('分钟')).toBeTruthy();
  });

  it('cannot be edited when read-only', () => {
    const { container } = renderField(<NumberField value="3" readOnly />);
    expect(screen.getByRole('textbox').hasAttribute('readonly')).toBe(true);
    expect((container.querySelector('.sd-number-field') as HTMLElement).style.opacity).toBe('0.45');
  });
});

describe('NumberReadPretty', () => {
  it("shows the number with its unit, '--' when empty", () => {
    const { container } = renderField(<NumberReadPretty value="12.50" unit="元" />);
    expect(container.textContent).toBe('12.50元');
    expect(screen.getByText('元').className).toContain('sd-field-read-suffix');
    cleanup();
    expect(renderField(<NumberReadPretty value="" unit="元" />).container.textContent).toBe('--');
  });
});
