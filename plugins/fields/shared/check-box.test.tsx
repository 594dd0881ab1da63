// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckBox } from './check-box';

afterEach(cleanup);

describe('CheckBox', () => {
  it('is a named native checkbox that Enter toggles as well as Space (a disabled one does nothing)', () => {
    const onChange = vi.fn();
    render(<CheckBox checked={false} label="Li Si" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Li Si' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledTimes(2);
    cleanup();
    const locked = vi.fn();
    render(<CheckBox checked={false} disabled label="Li Si" onChange={locked} />);
    fireEvent.keyDown(screen.getByRole('checkbox'), { key: 'Enter' });
    expect(locked).not.toHaveBeenCalled();
  });
});
