// @vitest-environment jsdom
// The entry sends the opened page's first calls with the boot calls; each must be the very call its block then
// makes (same path, body, headers), or the block would send it again and the head start would be lost.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, defaultConfig, startBootPrefetch } from '@core';
import { JsonPage, RuntimeProvider } from '@react';
import { builtinBlocks } from '@app/blocks';
import { blockFirstCalls, firstCallsFor } from '@app/first-calls';
import { pages, resolvePages } from '@app/pages';
import { createTestRuntime, ok } from '../core/fake-server';

afterEach(cleanup);

const stored = { token: 'tok-123', language: 'zh', requestConcurrency: '6' };

function prefetchingRuntime(route: string) {
  const fetched: string[] = [];
  const fetcher = vi.fn(async (url: string | URL | Request) => {
    fetched.push(String(url));
    const data = String(url).endsWith('/workStatus/count') ? { unfinished: 1, finished: 0, todo: 0 } : { records: [], total: 0 };
    return new Response(JSON.stringify({ code: 100000, data }), { status: 200 });
  });
  const calls = firstCallsFor(route, defaultConfig.homePath);
  const prefetch = startBootPrefetch({ config: defaultConfig, storage: createMemoryStorage(stored), fetch: fetcher as unknown as typeof fetch, calls })!;
  // The calls the client found an answer for.
  const taken: string[] = [];
  const requestPrefetch = {
    take: (key: Parameters<typeof prefetch.take>[0]) => {
      const answer = prefetch.take(key);
      if (answer) taken.push(key.url);
      return answer;
    },
  };
  const t = createTestRuntime({ plugins: { blocks: builtinBlocks }, storage: stored, requestPrefetch });
  for (const path of ['/api/v2/biz/h5workOrder/list', '/api/v2/biz/h5workOrder/workStatus/count', '/api/v2/biz/process/pageList']) {
    t.server.on('POST', path, ok({ records: [], total: 0 }));
  }
  return { t, fetched, calls, taken };
}

describe('first calls of the opened page', () => {
  it('are those of its blocks: home (list, counts), flow center (templates, drafts); none elsewhere', () => {
    expect(firstCallsFor('/homePage', '/homePage').map((call) => call.path)).toEqual(['/h5workOrder/list', '/h5workOrder/workStatus/count']);
    expect(firstCallsFor('/', '/homePage')).toEqual(firstCallsFor('/homePage', '/homePage'));
    expect(firstCallsFor('/flowCenter/', '/homePage').map((call) => call.path)).toEqual(['/process/pageList', '/h5workOrder/list']);
    expect(firstCallsFor('/orderDetails', '/homePage')).toEqual([]);
    expect(firstCallsFor('/nowhere', '/homePage')).toEqual([]);
    // Every block named here is a block of some page.
    const used = new Set(resolvePages(pages).flatMap((page) => page.blocks.map((block) => block.name)));
    for (const name of Object.keys(blockFirstCalls)) expect(used.has(name), name).toBe(true);
  });

  it.each([
    ['/homePage', 'homePage'],
    ['/flowCenter', 'flowCenter'],
  ])('on %s the blocks take the answers sent ahead: the server sees none of those calls', async (route) => {
    const { t, fetched, calls, taken } = prefetchingRuntime(route);
    expect(fetched.length).toBe(3 + calls.length - 1); // web config, login (no stored user: no roles), the page's calls
    const page = resolvePages(pages).find((candidate) => candidate.route === route)!;
    render(
      <RuntimeProvider runtime={t.runtime}>
        <JsonPage blocks={page.blocks} />
      </RuntimeProvider>,
    );
    // Each of the page's first calls was made by its block and answered from what was sent ahead.
    const expected = calls.map((call) => `${defaultConfig.apiBase}/api/v2/biz${call.path}`).sort();
    await vi.waitFor(() => expect([...taken].sort()).toEqual(expected), { timeout: 3000 });
    for (const call of calls) expect(t.server.callsTo(`/api/v2/biz${call.path}`), call.path).toHaveLength(0);
  });
});
