// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlledHost, renderField } from '../shared/test-utils';
import { inputField } from './definition';
import { InputField } from './InputField';
import { InputReadPretty } from './InputReadPretty';

afterEach(cleanup);

const Host = controlledHost(InputField);

describe('INPUT definition', () => {
  it('serves INPUT as a single value with the edit and read-only components', () => {
    expect(inputField.type).toBe('INPUT');
    expect(inputField.valueKind).toBe('single');
    expect(inputField.emptyValue?.()).toBe('');
    expect(inputField.component).toBe(InputField);
    expect(inputField.readPretty).toBe(InputReadPretty);
    expect(inputField.commitValue?.(' x\n ', {})).toBe('x');
  });
});

describe('InputField', () => {
  it('strips line breaks as they are typed (single-line mode)', () => {
    const onChange = vi.fn();
    renderField(<Host onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'a\nb' } });
    expect(onChange).toHaveBeenLastCalledWith('ab');
  });

  it('turns line breaks into spaces in a table', () => {
    const onChange = vi.fn();
    renderField(<Host onChange={onChange} inTable />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'a\nb' } });
    expect(onChange).toHaveBeenLastCalledWith('a b');
  });

  it('trims on blur', () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    renderField(<Host onChange={onChange} onBlur={onBlur} />);
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: '  hello world  ' } });
    fireEvent.blur(box);
    expect(onChange).toHaveBeenLastCalledWith('hello world');
    expect((box as HTMLTextAreaElement).value).toBe('hello world');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('does not commit an empty value on blur', () => {
    const onChange = vi.fn();
    renderField(<Host onChange={onChange} />);
    const box = screen.getByRole('textbox');
    fireEvent.focus(box);
    fireEvent.blur(box);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('blocks Enter (it commits by leaving the field)', () => {
    const onChange = vi.fn();
    renderField(<Host onChange={onChange} initial=" ok " />);
    const box = screen.getByRole('textbox');
    box.focus();
    const notPrevented = fireEvent.keyDown(box, { key: 'Enter' });
    expect(notPrevented).toBe(false);
    expect(document.activeElement).not.toBe(box);
    expect(onChange).toHaveBeenLastCalledWith('ok');
  });

  it('lets Enter through while an IME is composing', () => {
    renderField(<Host />);
    const box = screen.getByRole('textbox');
    fireEvent.compositionStart(box);
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(true);
  });

  it('shows the placeholder, or "Please enter" in the current language', () => {
    renderField(<Host placeholder="Briefly describe" />);
    expect(screen.getByPlaceholderText('Briefly describe')).toBeTruthy();
    cleanup();
    renderField(<Host />, { language: 'en' });
    expect(screen.getByPlaceholderText('Please enter')).toBeTruthy();
  });

  it('is faded with the configured opacity and not editable when read-only or disabled', () => {
    const { container } = renderField(<InputField value="x" readOnly />);
    expect((container.querySelector('.sd-text-field') as HTMLElement).style.opacity).toBe('0.45');
    expect(screen.getByRole('textbox').hasAttribute('readonly')).toBe(true);
    cleanup();
    const disabled = renderField(<InputField value="x" disabled />, { config: { readOnlyOpacity: 0.6 } });
    expect((disabled.container.querySelector('.sd-text-field') as HTMLElement).style.opacity).toBe('0.6');
    expect(screen.getByRole('textbox').hasAttribute('disabled')).toBe(true);
    cleanup();
    const editable = renderField(<InputField value="x" />);
    expect((editable.container.querySelector('.sd-text-field') as HTMLElement).style.opacity).toBe('');
  });
});

describe('InputReadPretty', () => {
  it("shows the text, or '--' when empty", () => {
    renderField(<InputReadPretty value="Printer jam" />);
    expect(screen.getByText('Printer jam')).toBeTruthy();
    cleanup();
    for (const empty of [undefined, '', '   ', null]) {
      const { container } = renderField(<InputReadPretty value={empty} />);
      expect(container.textContent).toBe('--');
      cleanup();
    }
  });
});
