// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyCode, LazyCodeFailure, useLazyCode, type LazyCode } from './lazy-code';
import { OptionTrigger } from './option-trigger';
import { renderField } from './test-utils';

afterEach(cleanup);

interface PopupModule {
  Popup: () => JSX.Element;
}
const popupModule: PopupModule = { Popup: () => <div role="dialog">popup</div> };

/** A picker on a given loader, as the fields use it. */
function Picker({ code }: { code: LazyCode<PopupModule> }) {
  const [open, setOpen] = useState(false);
  const popup = useLazyCode(code);
  return (
    <>
      <OptionTrigger labels={[]} multiple={false} placeholder="pick" label="Field" expanded={open && popup.module !== undefined} busy={open && popup.busy} onPrefetch={popup.prefetch} onOpen={() => (setOpen(true), popup.request())} />
      {open ? <LazyCodeFailure state={popup} /> : null}
      {open && popup.module ? <popup.module.Popup /> : null}
    </>
  );
}

/** An import that fails `failures` times, then gives the module; each call counted. */
function flakyImport(failures: number) {
  let calls = 0;
  const importer = vi.fn(() => {
    calls += 1;
    return calls <= failures ? Promise.reject(new Error('chunk failed')) : Promise.resolve(popupModule);
  });
  return importer;
}

describe('lazyCode / useLazyCode', () => {
  it('loads once, on pointerdown or focus ahead of the tap; the trigger is busy until the popup shows', async () => {
    let resolve: (module: PopupModule) => void = () => undefined;
    const importer = vi.fn(() => new Promise<PopupModule>((done) => (resolve = done)));
    const code = lazyCode(importer);
    renderField(<Picker code={code} />);
    const trigger = screen.getByTestId('picker-trigger');
    fireEvent.pointerDown(trigger);
    fireEvent.focus(trigger);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(trigger.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-busy')).toBe('true');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await act(async () => resolve(popupModule));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(trigger.getAttribute('aria-busy')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(importer).toHaveBeenCalledTimes(1);
    // Another field needing the same code has it at once.
    cleanup();
    renderField(<Picker code={code} />);
    fireEvent.click(screen.getByTestId('picker-trigger'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('a failed load shows the translated failure with Retry (a silent prefetch failure does not); Retry loads again and gives the focus back to the trigger', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importer = flakyImport(2);
    renderField(<Picker code={lazyCode(importer)} />, { language: 'en' });
    const trigger = screen.getByTestId('picker-trigger');
    fireEvent.focus(trigger);
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
    trigger.focus();
    fireEvent.click(trigger);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Retry/);
    expect(trigger.getAttribute('aria-busy')).toBeNull();
    const retry = screen.getByRole('button', { name: 'Retry' });
    retry.focus();
    fireEvent.click(retry);
    await screen.findByRole('dialog');
    expect(document.activeElement).toBe(trigger);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(importer).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });
});
