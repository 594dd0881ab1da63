import { describe, expect, it, vi } from 'vitest';
import { createLinkageRequest } from '@core/form/linkage/request';
import type { ApiPrefix, RequestClient } from '@core/request/types';

function fakeClient(answer: (method: string, url: string) => unknown): RequestClient & { log: unknown[][] } {
  const log: unknown[][] = [];
  return {
    log,
    path: (prefix: ApiPrefix, path: string) => `/api/v2/${prefix === 'business' ? 'biz' : prefix}${path}`,
    get: vi.fn(async (url: string, options?: unknown) => {
      log.push(['GET', url, options]);
      return answer('GET', url);
    }) as RequestClient['get'],
    post: vi.fn(async (url: string, data?: unknown, options?: unknown) => {
      log.push(['POST', url, data, options]);
      return answer('POST', url);
    }) as RequestClient['post'],
    upload: vi.fn() as RequestClient['upload'],
    mergedGet: vi.fn() as RequestClient['mergedGet'],
    clearCache: vi.fn(),
  };
}

describe('createLinkageRequest', () => {
  it('posts linkFieldContent under the business prefix and unwraps a nested triggerMap', async () => {
    const client = fakeClient(() => ({ triggerMap: { hideFieldList: [{ key: 'a' }] } }));
    const request = createLinkageRequest(client);
    const signal = new AbortController().signal;
    const payload = { eventType: 'LOADING' as const, formData: { a: 1 } };
    expect(await request('linkFieldContent', payload, { signal })).toEqual({ hideFieldList: [{ key: 'a' }] });
    expect(client.log[0]).toEqual(['POST', '/api/v2/biz/form/mdlAdvDynamicRule/linkFieldContent', payload, { signal }]);
  });

  it('passes a bare triggerMap through', async () => {
    const request = createLinkageRequest(fakeClient(() => ({ showFieldList: [] })));
    expect(await request('linkFieldContent', { eventType: 'ONCHANGE', showField: 'a', formData: {} })).toEqual({ showFieldList: [] });
  });

  it('gets the trigger field list by processDefKey and posts field hooks', async () => {
    const client = fakeClient((method) => (method === 'GET' ? ['a'] : { a: 1 }));
    const request = createLinkageRequest(client);
    expect(await request('triggerFieldList', { processDefKey: 'p1' })).toEqual(['a']);
    expect(client.log[0]).toEqual(['GET', '/api/v2/biz/form/mdlAdvDynamicRule/triggerFieldList', { params: { processDefKey: 'p1' }, signal: undefined }]);
    const hook = { fieldCode: 'a', dirtCode: 'd', formDataMap: {} };
    expect(await request('fieldHook', hook)).toEqual({ a: 1 });
    expect(client.log[1]).toEqual(['POST', '/api/v2/biz/form/mdlFieldHook/fieldHook', hook, { signal: undefined }]);
    await request('allFieldHooks', { formId: 'f' });
    expect(client.log[2]).toEqual(['GET', '/api/v2/biz/form/mdlFieldHook/getAllFieldHook', { params: { formId: 'f' }, signal: undefined }]);
  });

  it('propagates the client error as is', async () => {
    const client = fakeClient(() => {
      throw { message: 'server says no', code: 123 };
    });
    await expect(createLinkageRequest(client)('linkFieldContent', { eventType: 'LOADING', formData: {} })).rejects.toEqual({ message: 'server says no', code: 123 });
  });
});
