// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeProvider, useRequest } from '@react';
import { ok, setup } from './support';

afterEach(cleanup);

function hookWrapper(runtime: ReturnType<typeof setup>['runtime']) {
  return ({ children }: { children: ReactNode }) => <RuntimeProvider runtime={runtime}>{children}</RuntimeProvider>;
}

describe('useRequest', () => {
  it('goes from loading to data through the request client', async () => {
    const t = setup();
    t.server.on('POST', '/api/v2/biz/h5workOrder/list', ok({ records: [{ workOrderId: 'a' }], total: 1 }));
    const { result } = renderHook(
      () => useRequest((signal, rt) => rt.request.post<{ total: number }>(rt.request.path('business', '/h5workOrder/list'), {}, { signal }), []),
      { wrapper: hookWrapper(t.runtime) },
    );
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual({ records: [{ workOrderId: 'a' }], total: 1 });
    expect(result.current.error).toBeUndefined();
  });

  it('reports a failure with the translated message', async () => {
    const t = setup();
    t.server.on('GET', '/api/v2/x', { status: 200, body: { code: 500123, msg: '服务器开小差了' } });
    const { result } = renderHook(() => useRequest((signal, rt) => rt.request.get('/api/v2/x', { signal, silent: true }), []), {
      wrapper: hookWrapper(t.runtime),
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error?.message).toBe('服务器开小差了');
    expect(result.current.data).toBeUndefined();
  });

  it('aborts the pending call on unmount', async () => {
    const t = setup();
    t.server.on('GET', '/api/v2/slow', 'hang');
    let seen: AbortSignal | undefined;
    const { unmount } = renderHook(
      () =>
        useRequest((signal, rt) => {
          seen = signal;
          return rt.request.get('/api/v2/slow', { signal });
        }, []),
      { wrapper: hookWrapper(t.runtime) },
    );
    await waitFor(() => expect(t.server.callsTo('/api/v2/slow')).toHaveLength(1));
    unmount();
    expect(seen?.aborted).toBe(true);
  });

  it('lets the newest call win when the dependencies change', async () => {
    const t = setup();
    t.server.on('GET', '/api/v2/item', (call) => ({
      status: 200,
      body: { code: 100000, data: `item-${String(call.params.id)}` },
      delayMs: call.params.id === 1 ? 50 : 0,
    }));
    const { result, rerender } = renderHook(
      ({ id }) => useRequest((signal, rt) => rt.request.get<string>('/api/v2/item', { signal, params: { id } }), [id]),
      { wrapper: hookWrapper(t.runtime), initialProps: { id: 1 } },
    );
    rerender({ id: 2 });
    await waitFor(() => expect(result.current.data).toBe('item-2'));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(result.current.data).toBe('item-2');
  });

  it('reports loading from the very render in which the dependencies change, never the old data as current', async () => {
    const t = setup();
    t.server.on('GET', '/api/v2/item', (call) => ok(`item-${String(call.params.id)}`));
    const seen: Array<{ id: number; loading: boolean; data: string | undefined }> = [];
    const { result, rerender } = renderHook(
      ({ id }) => {
        const state = useRequest((signal, rt) => rt.request.get<string>('/api/v2/item', { signal, params: { id } }), [id]);
        seen.push({ id, loading: state.loading, data: state.data });
        return state;
      },
      { wrapper: hookWrapper(t.runtime), initialProps: { id: 1 } },
    );
    await waitFor(() => expect(result.current.data).toBe('item-1'));
    rerender({ id: 2 });
    await waitFor(() => expect(result.current.data).toBe('item-2'));
    // No render for id 2 claims to be done while it still holds item-1.
    expect(seen.filter((s) => s.id === 2 && !s.loading).every((s) => s.data === 'item-2')).toBe(true);
    expect(seen.some((s) => s.id === 2 && s.loading)).toBe(true);
  });

  it('reloads on demand and skips the call while disabled', async () => {
    const t = setup();
    let n = 0;
    t.server.on('GET', '/api/v2/counter', () => ok(++n));
    const { result, rerender } = renderHook(
      ({ enabled }) => useRequest((signal, rt) => rt.request.get<number>('/api/v2/counter', { signal }), [], { enabled }),
      { wrapper: hookWrapper(t.runtime), initialProps: { enabled: false } },
    );
    expect(result.current.loading).toBe(false);
    expect(t.server.callsTo('/api/v2/counter')).toHaveLength(0);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe(2));
  });
});
