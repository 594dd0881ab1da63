// @vitest-environment jsdom
// Issue 22: the rich-text field's AI button streams the rule's generation into the field (the gateway's AI routes in
// process, paced), shows Stop meanwhile, keeps the partial text when stopped, says a failure in words.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AiFetchContext } from '@react/ai/context';
import { aiFetch, type AiFetchOptions } from '../../../fixtures/gateway/lib/ai-fetch';
import { controlledHost, renderField } from '../shared/test-utils';
import { RichTextField } from './RichTextField';

afterEach(cleanup);

const Host = controlledHost(RichTextField);

function renderWithAi(options: AiFetchOptions & { initial?: string; language?: 'zh' | 'en' } = {}) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const values: string[] = [];
  const fetch = aiFetch({ delayMs: 10, ...options, onCall: (path, body) => calls.push({ path, body }) });
  const view = renderField(
    <AiFetchContext.Provider value={fetch}>
      <Host initial={options.initial ?? '<p></p>'} showAIButton generateRuleId="gen-incident-desc" onChange={(value) => values.push(value ?? '')} />
    </AiFetchContext.Provider>,
    { language: options.language },
  );
  return { ...view, calls, values };
}

const shownText = () => screen.getByTestId('rich-text-standin').querySelector('[role="textbox"]')!.textContent ?? '';

describe('RICH_TEXT AI generation', () => {
  it('streams the text into the field piece by piece, Stop keeps the partial text and nothing arrives after it', async () => {
    const { calls, values } = renderWithAi();
    fireEvent.click(screen.getByTestId('rich-ai-generate'));
    const stop = await screen.findByTestId('rich-ai-stop');
    expect(screen.queryByTestId('rich-ai-generate')).toBeNull();
    await waitFor(() => expect(values.length).toBeGreaterThanOrEqual(3));
    expect(calls[0]!.path).toBe('/api/v2/biz/ai/v1/solution/generate');
    expect(calls[0]!.body).toMatchObject({ ruleId: 'gen-incident-desc' });
    // Each value is the field's markup so far, growing.
    expect(values[1]!.length).toBeGreaterThan(values[0]!.length);
    expect(values[0]).toMatch(/^<p>问题/);
    fireEvent.click(stop);
    const partial = shownText();
    const count = values.length;
    expect(partial.startsWith('问题')).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(values.length).toBe(count);
    expect(shownText()).toBe(partial);
    expect(screen.getByTestId('rich-ai-generate')).toBeTruthy();
    expect(screen.queryByTestId('rich-ai-error')).toBeNull();
  });

  it('the keyboard focus stays on the control as it turns from Generate into Stop and back', async () => {
    renderWithAi({ delayMs: 20 });
    const generate = screen.getByTestId('rich-ai-generate');
    generate.focus();
    fireEvent.click(generate);
    const stop = await screen.findByTestId('rich-ai-stop');
    expect(document.activeElement).toBe(stop);
    fireEvent.click(stop);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('rich-ai-generate')));
  });

  it('a finished generation is added after what was there, the whole answer', async () => {
    const { values } = renderWithAi({ delayMs: 0, initial: '<p>before</p>', language: 'en' });
    fireEvent.click(screen.getByTestId('rich-ai-generate'));
    await waitFor(() => expect(screen.getByTestId('rich-ai-generate')).toBeTruthy());
    await waitFor(() => expect(values.at(-1)).toContain('Expected: normal use again as soon as possible.'));
    expect(values.at(-1)!.startsWith('<p>before</p><p>What happens:')).toBe(true);
  });

  it('an HTTP error says the translated "Network response was not ok" and keeps the content', async () => {
    const { values } = renderWithAi({ status: 500, initial: '<p>mine</p>' });
    fireEvent.click(screen.getByTestId('rich-ai-generate'));
    expect((await screen.findByTestId('rich-ai-error')).textContent).toBe('网络响应异常，请稍后重试');
    expect(values).toEqual([]);
    expect(shownText()).toBe('mine');
  });

  it('an error event mid-stream says the service\'s message; the text so far stays', async () => {
    const { values } = renderWithAi({ delayMs: 1, failAfter: 4, language: 'en' });
    fireEvent.click(screen.getByTestId('rich-ai-generate'));
    expect((await screen.findByTestId('rich-ai-error')).textContent).toBe('The AI service is busy, please try again later');
    expect(values).toHaveLength(4);
    expect(values.at(-1)).toMatch(/^<p>What happens: a ticket/);
    expect(shownText().startsWith('What happens: a ticket')).toBe(true);
  });

  it('unmounting mid-stream stops it', async () => {
    const { values, unmount } = renderWithAi();
    fireEvent.click(screen.getByTestId('rich-ai-generate'));
    await waitFor(() => expect(values.length).toBeGreaterThanOrEqual(1));
    unmount();
    const count = values.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(values.length).toBe(count);
  });

  it('streamed markup is text, never markup of the page', async () => {
    const { withGeneratedText } = await import('./ai-generate');
    const { aiTextToHtml } = await import('@core/ai/text');
    expect(withGeneratedText('<p></p>', 'a <img src=x onerror=alert(1)> b\nnext', aiTextToHtml)).toBe('<p>a &lt;img src=x onerror=alert(1)&gt; b</p><p>next</p>');
    expect(withGeneratedText('<p>x<script>bad()</script></p>', 'y', aiTextToHtml)).toBe('<p>x</p><p>y</p>');
  });
});
