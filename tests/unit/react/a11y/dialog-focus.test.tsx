// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogFocus } from '@react/a11y';

afterEach(cleanup);

function Harness({ onEscape }: { onEscape?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)} aria-expanded={open}>
        open
      </button>
      {open ? (
        <DialogFocus
          open
          label="Pick one"
          onEscape={() => {
            onEscape?.();
            setOpen(false);
          }}
        >
          <button type="button">first</button>
          <button type="button">second</button>
        </DialogFocus>
      ) : null}
    </div>
  );
}

describe('DialogFocus', () => {
  it('is a labelled modal dialog that takes focus, closes on Escape and gives focus back', async () => {
    const escaped = vi.fn();
    render(<Harness onEscape={escaped} />);
    const trigger = screen.getByRole('button', { name: 'open' });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Pick one' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'first' })));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(escaped).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('lets only the innermost of nested dialogs handle Escape', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <DialogFocus open label="outer" onEscape={outer}>
        <button type="button">outer button</button>
        <DialogFocus open label="inner" onEscape={inner}>
          <button type="button">inner button</button>
        </DialogFocus>
      </DialogFocus>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    fireEvent.keyDown(screen.getByRole('button', { name: 'inner button' }), { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
