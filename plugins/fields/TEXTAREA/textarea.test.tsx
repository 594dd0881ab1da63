// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlledHost, renderField } from '../shared/test-utils';
import { textareaField } from './definition';
import { TextareaField } from './TextareaField';
import { TextareaReadPretty } from './TextareaReadPretty';

afterEach(cleanup);

const Host = controlledHost(TextareaField);

describe('TEXTAREA definition', () => {
  it('serves TEXTAREA as a single value; mapProps autosizes in the form', () => {
    expect(textareaField.type).toBe('TEXTAREA');
    expect(textareaField.valueKind).toBe('single');
    expect(textareaField.emptyValue?.()).toBe('');
    expect(textareaField.mapProps?.({ range: { max: 200 } })).toEqual({ rowsMode: 'form', countMax: 200 });
    expect(textareaField.commitValue?.('  a\nb  ', {})).toBe('a\nb');
  });
});

describe('TextareaField', () => {
  it('keeps line breaks and lets Enter through', () => {
    const onChange = vi.fn();
    renderField(<Host onChange={onChange} />);
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: 'line 1\nline 2' } });
    expect(onChange).toHaveBeenLastCalledWith('line 1\nline 2');
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(true);
  });

  it('strips line breaks and blocks Enter in single-line mode', () => {
    const onChange = vi.fn();
    renderField(<Host onChange={onChange} singleLine />);
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: 'a\r\nb' } });
    expect(onChange).toHaveBeenLastCalledWith('ab');
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
  });

  it('turns line breaks into spaces in a table', () => {
    const onChange = vi.fn();
    renderField(<Host onChange={onChange} inTable />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'a\nb' } });
    expect(onChange).toHaveBeenLastCalledWith('a b');
  });

  it('trims on blur; an empty field writes nothing on blur', () => {
    const onChange = vi.fn();
    renderField(<Host onChange={onChange} />);
    const box = screen.getByRole('textbox');
    fireEvent.blur(box);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '\n  text \n' } });
    fireEvent.blur(box);
    expect(onChange).toHaveBeenLastCalledWith('text');
  });

  it('shows a count against the maximum length', () => {
    renderField(<Host initial="abcd" countMax={200} />);
    expect(screen.getByText('4/200')).toBeTruthy();
  });
});

describe('TextareaReadPretty', () => {
  it("keeps line breaks, '--' when empty", () => {
    const { container } = renderField(<TextareaReadPretty value={'a\nb'} />);
    expect(container.querySelector('.sd-field-read--multiline')?.textContent).toBe('a\nb');
    cleanup();
    expect(renderField(<TextareaReadPretty value="" />).container.textContent).toBe('--');
  });
});
