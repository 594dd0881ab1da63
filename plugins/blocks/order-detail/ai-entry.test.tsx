// @vitest-environment jsdom
// Issue 22: the detail's AI summary and recommended solutions (service-desk §3, §7, §8) against the gateway's AI
// routes in process: shown only where the process has the rule, the sheet streams the answer, Stop keeps the text
// so far, a failure says so with Retry, closing stops the stream.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage, createRuntime, type RequestAdapter } from '@core';
import { RuntimeProvider } from '@react';
import { AiFetchContext } from '@react/ai/context';
import { aiFetch, type AiFetchOptions } from '../../../fixtures/gateway/lib/ai-fetch';
import { matchRoute } from '../../../fixtures/gateway/router';
import { aiRoutes } from '../../../fixtures/gateway/routes/ai';
import { richTextSanitizerCode } from '../../fields/RICH_TEXT';
import type { OrderDetail } from '../ticket-shared/model';
import { AiEntry } from './ai-entry';

afterEach(cleanup);
// The sanitiser shows the text as paragraphs once loaded: loaded first, so only the stream changes the text.
beforeAll(() => richTextSanitizerCode.load());

const detail = {
  workOrderId: 'wo-1',
  processDefId: 'proc-incident:3:90017',
  processDefKey: 'proc-incident',
  formData: { title: 'VPN 连接频繁断开', description: '<p>每隔十分钟断开一次</p>' },
} as unknown as OrderDetail;

/** Answers the AI rule and record calls with the gateway's handlers; records what was posted. */
function aiAdapter(posted: Array<{ url: string; body: unknown }>): RequestAdapter {
  return async (request) => {
    const path = request.url;
    const body: unknown = typeof request.data === 'string' ? JSON.parse(request.data) : undefined;
    if (request.method === 'POST') {
      posted.push({ url: path, body });
      return { status: 200, data: { code: '100000', data: { id: 'ai-1' } } };
    }
    const found = matchRoute(aiRoutes, 'GET', path);
    if (!found) return { status: 404, data: { code: 404, msg: 'unknown' } };
    const lang = String(request.headers.language ?? 'zh').startsWith('en') ? 'en' : 'zh';
    const data = await found.route.handler({ method: 'GET', path, query: {}, body: undefined, params: found.params, user: undefined as never, token: undefined, store: undefined as never, lang, decrypt: () => '', apiBase: '' });
    return { status: 200, data: { code: '100000', data } };
  };
}

function renderEntry(options: AiFetchOptions & { language?: 'zh' | 'en'; ticket?: OrderDetail } = {}) {
  const posted: Array<{ url: string; body: unknown }> = [];
  const streamed: Array<{ path: string; body: unknown }> = [];
  const runtime = createRuntime({ storage: createMemoryStorage({ language: options.language ?? 'zh' }), requestAdapter: aiAdapter(posted) });
  render(
    <RuntimeProvider runtime={runtime}>
      <AiFetchContext.Provider value={aiFetch({ delayMs: 10, ...options, onCall: (path, body) => streamed.push({ path, body }) })}>
        <AiEntry detail={options.ticket ?? detail} />
      </AiFetchContext.Provider>
    </RuntimeProvider>,
  );
  return { posted, streamed };
}

const sheetText = () => screen.getByTestId('detail-ai-text').textContent ?? '';

describe('detail AI helpers', () => {
  it('offers both helpers for the incident process, named and reachable; streams the summary, Stop keeps the partial text', async () => {
    const { streamed } = renderEntry();
    const summary = await screen.findByRole('button', { name: 'AI 摘要' });
    expect(screen.getByRole('button', { name: '推荐方案' })).toBeTruthy();
    fireEvent.click(summary);
    await waitFor(() => expect(sheetText().length).toBeGreaterThan(4));
    expect(streamed[0]).toEqual({ path: '/api/v2/biz/ai/v1/chat', body: expect.objectContaining({ ruleId: 'sum-incident', scene: 'summary', workOrderId: 'wo-1' }) });
    expect(screen.getByTestId('detail-ai-text').getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByTestId('detail-ai-stop'));
    const words = () => sheetText().replace(/\s+/g, '');
    const partial = words();
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(words()).toBe(partial);
    expect(partial.startsWith('【工单摘要】')).toBe(true);
    expect(screen.getByTestId('detail-ai-sheet').getAttribute('data-phase')).toBe('stopped');
    expect(screen.getByTestId('detail-ai-retry').textContent).toBe('重新生成');
  });

  it('recommended solutions stream to the end in English and are recorded', async () => {
    const { posted } = renderEntry({ delayMs: 0, language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Recommended solutions' }));
    await waitFor(() => expect(screen.getByTestId('detail-ai-sheet').getAttribute('data-phase')).toBe('done'));
    expect(sheetText()).toContain('Update the VPN client to the latest version');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.url).toBe('/api/v2/biz/ai/createAiRecommend');
    expect(posted[0]!.body).toMatchObject({ ruleId: 'rec-incident', workOrderId: 'wo-1', content: expect.stringContaining('Recommended solutions') });
  });

  it('an HTTP error says the translated "Network response was not ok"; Retry runs it again; closing stops the stream', async () => {
    renderEntry({ status: 500, language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'AI summary' }));
    expect((await screen.findByTestId('detail-ai-error')).textContent).toBe('Network response was not ok, please try again later');
    expect(screen.getByTestId('detail-ai-retry').textContent).toBe('Retry');
    fireEvent.click(screen.getByTestId('detail-ai-close'));
    await waitFor(() => expect(screen.queryByTestId('detail-ai-sheet')).toBeNull());
  });

  it('nothing for a process without rules', async () => {
    renderEntry({ ticket: { ...detail, processDefKey: 'proc-request', processDefId: 'proc-request:1:1' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(screen.queryByTestId('detail-ai')).toBeNull();
  });
});
