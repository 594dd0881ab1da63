// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function load(supportsFieldSizing: boolean) {
  vi.stubGlobal('CSS', { supports: (property: string, value: string) => supportsFieldSizing && property === 'field-sizing' && value === 'content' });
  return (await import('./auto-size-text-area')).AutoSizeTextArea;
}

describe('AutoSizeTextArea', () => {
  it('lets the browser size the box between the row bounds where it can, and measures nothing', async () => {
    const AutoSizeTextArea = await load(true);
    const scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get');
    const { container } = render(<AutoSizeTextArea value={'one\ntwo'} minRows={1} maxRows={5} onChange={() => undefined} />);
    const box = container.querySelector('textarea')!;
    expect(box.className).toBe('adm-text-area-element');
    expect(box.rows).toBe(1);
    expect(box.style.minHeight).toBe('1lh');
    expect(box.style.maxHeight).toBe('5lh');
    expect(box.getAttribute('style')).toContain('field-sizing: content');
    expect(scrollHeight).not.toHaveBeenCalled();
    scrollHeight.mockRestore();
  });

  it('elsewhere measures a box that holds text, clamped to the row bounds, and leaves an empty one alone', async () => {
    const AutoSizeTextArea = await load(false);
    const scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(400);
    vi.spyOn(window, 'getComputedStyle').mockReturnValue({ lineHeight: '20px' } as CSSStyleDeclaration);
    const empty = render(<AutoSizeTextArea value="" minRows={1} maxRows={5} onChange={() => undefined} />);
    expect(empty.container.querySelector('textarea')!.style.height).toBe('');
    expect(scrollHeight).not.toHaveBeenCalled();
    const { container, rerender } = render(<AutoSizeTextArea value="long text" minRows={1} maxRows={5} onChange={() => undefined} />);
    const box = container.querySelector('textarea')!;
    expect(box.style.height).toBe('100px');
    scrollHeight.mockReturnValue(10);
    rerender(<AutoSizeTextArea value="x" minRows={2} maxRows={5} onChange={() => undefined} />);
    expect(box.style.height).toBe('40px');
    vi.restoreAllMocks();
  });

  it('counts characters by code point', async () => {
    const AutoSizeTextArea = await load(true);
    const { container } = render(<AutoSizeTextArea value="a😀b" minRows={1} maxRows={5} onChange={() => undefined} count={(n) => <span data-testid="count">{n}</span>} />);
    expect(container.querySelector('[data-testid="count"]')!.textContent).toBe('3');
  });
});
