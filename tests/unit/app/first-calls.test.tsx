// @vitest-environment jsdom
// The entry sends the opened page's first calls with the boot calls; each must be the very call its block then
// makes (same path, body, headers), or the block would send it again and the head start would be lost.
import { MemoryRouter } from 'react-router-dom';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, defaultConfig, startBootPrefetch } from '@core';
import { JsonPage, RuntimeProvider } from '@react';
import { builtinBlocks } from '@app/blocks';
import { blockFirstCalls, firstCallsFor } from '@app/first-calls';
import { pages, resolvePages } from '@app/pages';
import type { FirstCall } from '@core/request/prefetch';
import { loadCreateData } from '@plugins/blocks/order-create/model';
import { loadDetailData } from '@plugins/blocks/order-detail/model';
import { createTestRuntime, ok, type TestRuntime } from '../core/fake-server';

afterEach(cleanup);

const stored = { token: 'tok-123', language: 'zh', requestConcurrency: '6' };

function prefetchingRuntime(route: string, search = '') {
  const fetched: string[] = [];
  const fetcher = vi.fn(async (url: string | URL | Request) => {
    fetched.push(String(url));
    const data = String(url).endsWith('/workStatus/count') ? { unfinished: 1, finished: 0, todo: 0 } : String(url).includes('/listQueryDef/get') ? { queryContent: null } : { records: [], total: 0 };
    return new Response(JSON.stringify({ code: 100000, data }), { status: 200 });
  });
  const calls = firstCallsFor(route, defaultConfig.homePath, new URLSearchParams(search));
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
  for (const path of ['/api/v2/catalog/h5/list', '/api/v2/catalog/user/commonlist']) t.server.on('GET', path, ok([]));
  return { t, fetched, calls, taken };
}

/** A first call's path below the API base: the business prefix, or none (the catalogue's `/api/v2/catalog/...`). */
const apiPath = (call: FirstCall) => (call.prefix === 'none' ? `/api/v2${call.path}` : `/api/v2/biz${call.path}`);

describe('first calls of the opened page', () => {
  it('are those of its blocks: home (list, counts, banner), flow center (templates, drafts); none elsewhere', () => {
    expect(firstCallsFor('/homePage', '/homePage').map((call) => `${call.path}${call.params ? ` ${JSON.stringify(call.params)}` : ''}`)).toEqual([
      '/h5workOrder/list',
      '/h5workOrder/workStatus/count',
      '/listQueryDef/get {"queryType":"H5_CAROUSEL_LIST"}',
    ]);
    expect(firstCallsFor('/', '/homePage')).toEqual(firstCallsFor('/homePage', '/homePage'));
    expect(firstCallsFor('/flowCenter/', '/homePage').map((call) => call.path)).toEqual(['/catalog/h5/list', '/catalog/user/commonlist', '/process/pageList', '/h5workOrder/list']);
    // The ticket pages': what the address names (none without it).
    expect(firstCallsFor('/orderDetails', '/homePage')).toEqual([]);
    expect(firstCallsFor('/orderCreate', '/homePage')).toEqual([]);
    expect(firstCallsFor('/orderDetails', '/homePage', new URLSearchParams('id=t%2F1')).map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /mdl/instance/body/get/t%2F1',
      'GET /mdl/instance/header/get/t%2F1',
      'GET /mdl/instance/permission/t%2F1',
      'POST /custom/butt/mdl/querybtn',
      'POST /nodeFormConfig/getNodePutAwayResult',
      'GET /btn/getNoFinishSubTaskHandlerUser',
    ]);
    expect(firstCallsFor('/orderCreate', '/homePage', new URLSearchParams('processDefId=p:1&draftId=d1')).map((call) => `${call.method} ${call.path} ${JSON.stringify(call.data ?? null)}`)).toEqual([
      'GET /mdl/instance/draft/get/d1 null',
      'GET /mdl/instance/draft/header/get/d1 null',
      'POST /custom/butt/mdl/querybtn {"workOrderId":"d1"}',
    ]);
    expect(firstCallsFor('/orderCreate', '/homePage', new URLSearchParams('processDefId=p:1'))[0]!.path).toBe('/mdl/instance/body/create/p%3A1');
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
        <MemoryRouter initialEntries={[route]}>
          <JsonPage blocks={page.blocks} />
        </MemoryRouter>
      </RuntimeProvider>,
    );
    // Each of the page's first calls was made by its block and answered from what was sent ahead.
    const expected = calls.map((call) => `${defaultConfig.apiBase}${apiPath(call)}`).sort();
    await vi.waitFor(() => expect([...taken].sort()).toEqual(expected), { timeout: 3000 });
    for (const call of calls) expect(t.server.callsTo(apiPath(call)), call.path).toHaveLength(0);
  });

  it.each([
    ['/orderCreate', 'processDefId=proc-incident%3A3%3A1', (t: TestRuntime) => loadCreateData(t.runtime.request, { kind: 'template', processDefId: 'proc-incident:3:1' })],
    ['/orderCreate', 'draftId=d-9', (t: TestRuntime) => loadCreateData(t.runtime.request, { kind: 'draft', draftId: 'd-9' })],
    ['/orderDetails', 'id=INC-1', (t: TestRuntime) => loadDetailData(t.runtime.request, 'INC-1')],
  ])('on %s?%s the page load takes the answers sent ahead (as many as the request limit let go)', async (route, search, load) => {
    const { t, fetched, calls, taken } = prefetchingRuntime(route, search);
    // Limit 6: web config and login first, then the page's calls.
    const sent = calls.slice(0, 6 - 2);
    expect(fetched).toHaveLength(2 + sent.length);
    await load(t).catch(() => undefined);
    const prefix = (call: FirstCall) => `${defaultConfig.apiBase}/api/v2/biz${call.path}`;
    expect([...taken].sort()).toEqual(sent.map(prefix).sort());
    for (const call of sent) expect(t.server.callsTo(`/api/v2/biz${call.path}`), call.path).toHaveLength(0);
  });
});
