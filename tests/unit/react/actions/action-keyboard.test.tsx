// @vitest-environment jsdom
// Issue 13: the action bar, the More sheet, the action modals and the confirmations by keyboard and
// screen reader: dialogs of real buttons, focus moved in and given back, Escape, radio rows by keys,
// the field in error marked and focused.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionBar } from '@react/actions';
import { RuntimeProvider, useConfirm } from '@react';
import { createScenario, type Actor } from '../../core/buttons/support';

afterEach(cleanup);

async function renderBar(actor: Actor, id: string) {
  const buttons = await actor.buttons(id);
  const ticket = await actor.ticket(id);
  const onRun = vi.fn();
  render(
    <RuntimeProvider runtime={actor.runtime}>
      <ActionBar buttons={buttons} ticket={ticket} onRun={onRun} />
    </RuntimeProvider>,
  );
  return { onRun, done: (n = 1) => waitFor(() => expect(onRun).toHaveBeenCalledTimes(n)) };
}

const toolbar = () => screen.getByRole('toolbar');
const focused = () => document.activeElement as HTMLElement | null;
const escape = (element: Element = focused() ?? document.body) => fireEvent.keyDown(element, { key: 'Escape' });

describe('action bar by keyboard', () => {
  it('More opens a dialog of buttons (aria-expanded on More); Escape closes it and the focus goes back to More', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    await renderBar(await s.as('lisi', { language: 'en' }), id);
    const more = within(toolbar()).getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-haspopup')).toBe('dialog');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    more.focus();
    fireEvent.click(more);
    const sheet = await screen.findByRole('dialog', { name: 'More actions' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(more.getAttribute('aria-expanded')).toBe('true');
    // Real buttons, no orphan options.
    expect(sheet.querySelectorAll('[role="option"], a:not([href])')).toHaveLength(0);
    const items = within(sheet).getAllByRole('button');
    expect(items.map((b) => b.tagName)).toEqual(items.map(() => 'BUTTON'));
    expect(items.map((b) => b.textContent)).toContain('Close');
    expect(items.at(-1)!.textContent).toBe('Cancel');
    // The focus moves in.
    await waitFor(() => expect(sheet.contains(focused())).toBe(true));
    escape();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'More actions' })).toBeNull());
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(focused()).toBe(more));
  });

  it('a More action from the keyboard: its modal takes the focus, the reason in error is marked and focused, Escape cancels back to More', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const { done } = await renderBar(await s.as('lisi', { language: 'en' }), id);
    const more = within(toolbar()).getByRole('button', { name: 'More' });
    more.focus();
    fireEvent.click(more);
    const sheet = await screen.findByRole('dialog', { name: 'More actions' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(dialog.contains(focused())).toBe(true));
    const reason = within(dialog).getByRole('textbox', { name: /Reason for closing/ });
    expect(reason.getAttribute('aria-required')).toBe('true');
    expect(reason.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const alert = await within(dialog).findByRole('alert');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    await waitFor(() => expect(focused()).toBe(reason));
    escape(reason);
    await done();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close' })).toBeNull());
    await waitFor(() => expect(focused()).toBe(more));
  });

  it('transfer: the modal takes the focus on the person rows, arrow keys and Space or Enter pick one, the choice is sent', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const { done } = await renderBar(await s.as('lisi', { language: 'en' }), id);
    const transfer = within(toolbar()).getByRole('button', { name: 'Transfer' });
    transfer.focus();
    fireEvent.click(transfer);
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Transfer to' });
    expect(group.getAttribute('aria-required')).toBe('true');
    const rows = within(group).getAllByRole('radio');
    expect(rows.every((row) => row.tagName === 'BUTTON')).toBe(true);
    // Every row is in the Tab order; the first has the focus.
    expect(rows.every((row) => row.tabIndex === 0)).toBe(true);
    await waitFor(() => expect(focused()).toBe(rows[0]));
    expect(rows[0]!.getAttribute('aria-checked')).toBe('false');
    // Confirming with nobody chosen marks the group and keeps the focus there.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const alert = await within(dialog).findByRole('alert');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe(alert.id);
    // Arrow keys move and select, as radios do.
    fireEvent.keyDown(rows[0]!, { key: 'ArrowDown' });
    await waitFor(() => expect(focused()).toBe(within(group).getAllByRole('radio')[1]));
    expect(within(group).getAllByRole('radio')[1]!.getAttribute('aria-checked')).toBe('true');
    expect(group.getAttribute('aria-invalid')).toBeNull();
    fireEvent.keyDown(focused()!, { key: 'End' });
    const sunQi = within(group).getByRole('radio', { name: /Sun Qi/ });
    fireEvent.keyDown(focused()!, { key: 'Home' });
    expect(focused()).toBe(within(group).getAllByRole('radio')[0]);
    // Space / Enter on a row (a button: the browser turns them into a click).
    sunQi.focus();
    fireEvent.click(sunQi);
    expect(sunQi.getAttribute('aria-checked')).toBe('true');
    expect(within(group).getAllByRole('radio').filter((row) => row.getAttribute('aria-checked') === 'true')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await done();
    expect(s.stored(id).tasks.filter((t) => t.status === 'active').map((t) => t.assignee)).toEqual(['10005']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transfer' })).toBeNull());
  });

  it('Escape cancels the transfer modal and the focus goes back to the Transfer button', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    const { done, onRun } = await renderBar(await s.as('lisi', { language: 'en' }), id);
    const transfer = within(toolbar()).getByRole('button', { name: 'Transfer' });
    transfer.focus();
    fireEvent.click(transfer);
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
    await waitFor(() => expect(dialog.contains(focused())).toBe(true));
    escape();
    await done();
    expect(onRun.mock.calls[0]![1].status).toBe('cancelled');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transfer' })).toBeNull());
    await waitFor(() => expect(focused()).toBe(transfer));
  });
});

describe('people modals by keyboard', () => {
  it('endorse: a multi-select listbox of buttons, arrow keys move, the chosen show as remove buttons; the missing note is marked', async () => {
    const s = createScenario();
    const id = await s.startIncident();
    await renderBar(await s.as('lisi'), id);
    fireEvent.click(within(toolbar()).getByRole('button', { name: '更多' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '更多操作' })).getByRole('button', { name: '会签' }));
    const dialog = await screen.findByRole('dialog', { name: '会签' });
    const list = within(dialog).getByRole('listbox', { name: '可选人员' });
    expect(list.getAttribute('aria-multiselectable')).toBe('true');
    expect(list.getAttribute('aria-required')).toBe('true');
    const options = within(list).getAllByRole('option');
    expect(options.every((option) => option.tagName === 'BUTTON' && option.tabIndex === 0)).toBe(true);
    await waitFor(() => expect(focused()).toBe(options[0]));
    fireEvent.keyDown(options[0]!, { key: 'ArrowDown' });
    expect(focused()).toBe(options[1]);
    // Moving does not select in a listbox; a press (Space / Enter on the button) toggles.
    expect(options[1]!.getAttribute('aria-selected')).toBe('false');
    const wang = within(list).getByRole('option', { name: /王五/ });
    fireEvent.click(wang);
    expect(wang.getAttribute('aria-selected')).toBe('true');
    const remove = within(dialog).getByRole('button', { name: '移除 王五(Wang Wu)' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定 (1)' }));
    const reason = within(dialog).getByRole('textbox');
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(list.getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(focused()).toBe(reason));
    fireEvent.click(remove);
    expect(wang.getAttribute('aria-selected')).toBe('false');
  });
});

describe('confirmations by keyboard', () => {
  function Asker({ onAnswer }: { onAnswer(ok: boolean): void }) {
    const [confirm, dialog] = useConfirm();
    return (
      <>
        <button type="button" onClick={() => void confirm({ content: 'Delete the draft?', confirmText: 'Delete', cancelText: 'Keep' }).then(onAnswer)}>
          ask
        </button>
        {dialog}
      </>
    );
  }

  it('is an alertdialog with the focus on the safe choice; Escape answers no and gives the focus back', async () => {
    const onAnswer = vi.fn();
    render(<Asker onAnswer={onAnswer} />);
    const ask = screen.getByRole('button', { name: 'ask' });
    ask.focus();
    fireEvent.click(ask);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the draft?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(focused()).toBe(within(dialog).getByRole('button', { name: 'Keep' })));
    escape();
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(focused()).toBe(ask));
  });
});
