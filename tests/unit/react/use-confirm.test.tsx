// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useConfirm } from '@react';

afterEach(cleanup);

const answers: boolean[] = [];

function Asker() {
  const [confirm, dialog] = useConfirm();
  return (
    <div>
      <button type="button" onClick={() => void confirm({ content: 'Delete it?', confirmText: 'Yes', cancelText: 'No' }).then((a) => answers.push(a))}>
        ask
      </button>
      {dialog}
    </div>
  );
}

function Host() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        leave
      </button>
      {shown && <Asker />}
    </>
  );
}

describe('useConfirm', () => {
  it('resolves true on confirm and false on cancel', async () => {
    answers.length = 0;
    render(<Host />);
    fireEvent.click(screen.getByText('ask'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(answers).toEqual([true]));
    fireEvent.click(screen.getByText('ask'));
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(answers).toEqual([true, false]));
  });

  it('goes away with its component and answers a pending question with false', async () => {
    answers.length = 0;
    render(<Host />);
    fireEvent.click(screen.getByText('ask'));
    expect(await screen.findByText('Delete it?')).toBeTruthy();
    fireEvent.click(screen.getByText('leave'));
    await waitFor(() => expect(answers).toEqual([false]));
    expect(screen.queryByText('Delete it?')).toBeNull();
  });
});
