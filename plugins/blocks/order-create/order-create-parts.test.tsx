// @vitest-environment jsdom
// The create page's parts on their own: the draft calls of its model, and the local copy hook.
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createRuntime, type Runtime } from '@core';
import { createFormSession, type FormSession } from '@core/form/session';
import type { RequestClient } from '@core/request/types';
import { RuntimeProvider } from '@react';
import { deleteDraft, draftUpdateBody, saveDraft, updateDraft } from './model';
import { useLocalCopy, type UseLocalCopyOptions } from './use-local-copy';
import { readLocalCopy, writeLocalCopy } from '@plugins/blocks/ticket-shared/local-copy';
import { readOrderDetail } from '@plugins/blocks/ticket-shared/model';
import { createTestFieldPlugins } from '../../../tests/support/test-field-plugins';

/** A request client that records its POSTs and answers each with `answer`. */
function recordingClient(answer: unknown = null) {
  const posts: Array<{ path: string; data: unknown }> = [];
  const client = {
    path: (service: string, path: string) => `/${service}${path}`,
    post: vi.fn(async (path: string, data?: unknown) => {
      posts.push({ path, data });
      return answer;
    }),
  } as unknown as RequestClient;
  return { client, posts };
}

describe('draft calls (service-desk §4 draft flow)', () => {
  const detail = readOrderDetail({ processDefId: 'p1', processDefKey: 'incident', mdlDefCode: 'M1', formDataInfo: {} });

  it('save: POST draft/save with the template reference and the form data; resolves the new id', async () => {
    const { client, posts } = recordingClient({ workOrderId: 'd9' });
    await expect(saveDraft(client, detail, { title: 'T' })).resolves.toBe('d9');
    expect(posts).toEqual([{ path: '/business/mdl/instance/draft/save', data: { processDefId: 'p1', processDefKey: 'incident', mdlDefCode: 'M1', formData: { title: 'T' } } }]);
  });

  it('save: an answer that names no draft resolves undefined', async () => {
    const { client } = recordingClient({});
    await expect(saveDraft(client, detail, {})).resolves.toBeUndefined();
  });

  it('update: POST draft/update with the draft under both id keys and the form data', async () => {
    const { client, posts } = recordingClient();
    await updateDraft(client, 'd1', { title: 'T2' });
    expect(draftUpdateBody('d1', { title: 'T2' })).toEqual({ id: 'd1', workOrderId: 'd1', formData: { title: 'T2' } });
    expect(posts).toEqual([{ path: '/business/mdl/instance/draft/update', data: { id: 'd1', workOrderId: 'd1', formData: { title: 'T2' } } }]);
  });

  it('delete: POST draft/delete/{id} without a body (the id escaped)', async () => {
    const { client, posts } = recordingClient();
    await deleteDraft(client, 'd 1');
    expect(posts).toEqual([{ path: '/business/mdl/instance/draft/delete/d%201', data: undefined }]);
  });

  it('a failed call rejects (the page keeps the input)', async () => {
    const client = { path: () => '/x', post: vi.fn(async () => Promise.reject(new Error('boom'))) } as unknown as RequestClient;
    await expect(updateDraft(client, 'd1', {})).rejects.toThrow('boom');
    await expect(saveDraft(client, detail, {})).rejects.toThrow('boom');
    await expect(deleteDraft(client, 'd1')).rejects.toThrow('boom');
  });
});

describe('useLocalCopy', () => {
  const schema = { properties: { title: { title: 'Title', 'x-component': 'INPUT' } } };
  let runtime: Runtime;
  let session: FormSession;

  beforeEach(() => {
    vi.useFakeTimers();
    runtime = createRuntime({ plugins: { fields: createTestFieldPlugins() }, storage: createMemoryStorage({ language: 'en' }) });
    session = createFormSession({ schema, registry: runtime.registry, t: (key, options) => runtime.i18n.t(key, options) });
  });
  afterEach(() => {
    session.dispose();
    cleanup();
    vi.useRealTimers();
  });

  const mount = (options: Partial<UseLocalCopyOptions> = {}) =>
    renderHook(() => useLocalCopy({ session, copyKey: 'p1', userId: 'u1', delayMs: 300, ...options }), {
      wrapper: ({ children }: { children: ReactNode }) => <RuntimeProvider runtime={runtime}>{children}</RuntimeProvider>,
    });

  it('writes the typed values (with the user) once the delay after the last change has passed', () => {
    mount();
    session.controller.setValue('title', 'a');
    vi.advanceTimersByTime(200);
    session.controller.setValue('title', 'ab');
    vi.advanceTimersByTime(299);
    expect(readLocalCopy(runtime.storage, 'p1', 'u1')).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(readLocalCopy(runtime.storage, 'p1', 'u1')?.values).toEqual({ title: 'ab' });
    expect(readLocalCopy(runtime.storage, 'p1', 'someone else')).toBeUndefined();
  });

  it('copyNow writes at once', () => {
    const { result } = mount();
    session.controller.setValue('title', 'now');
    act(() => result.current.copyNow());
    expect(readLocalCopy(runtime.storage, 'p1', 'u1')?.values).toEqual({ title: 'now' });
  });

  it('after a finished drop nothing is written: not the pending copy, not a later change, not copyNow', () => {
    const { result } = mount();
    session.controller.setValue('title', 'typed');
    act(() => result.current.dropLocalCopy({ finished: true }, 'p1'));
    vi.advanceTimersByTime(1000);
    session.controller.setValue('title', 'later');
    vi.advanceTimersByTime(1000);
    act(() => result.current.copyNow());
    expect(readLocalCopy(runtime.storage, 'p1', 'u1')).toBeUndefined();
  });

  it('a drop that is not finished clears the copy and its pending write, and later input is copied again', () => {
    writeLocalCopy(runtime.storage, 'p1', { values: { title: 'old' }, time: 1, userId: 'u1' });
    const { result } = mount();
    session.controller.setValue('title', 'pending');
    act(() => result.current.dropLocalCopy({ finished: false }, 'p1'));
    vi.advanceTimersByTime(1000);
    expect(readLocalCopy(runtime.storage, 'p1', 'u1')).toBeUndefined();
    session.controller.setValue('title', 'again');
    vi.advanceTimersByTime(300);
    expect(readLocalCopy(runtime.storage, 'p1', 'u1')?.values).toEqual({ title: 'again' });
  });

  it('keptLocally copies and says so once until reset', () => {
    const toasts: string[] = [];
    runtime.bus.on('toast:show', ({ message }) => void toasts.push(message));
    const { result } = mount();
    session.controller.setValue('title', 'kept');
    act(() => result.current.keptLocally());
    act(() => result.current.keptLocally());
    expect(readLocalCopy(runtime.storage, 'p1', 'u1')?.values).toEqual({ title: 'kept' });
    expect(toasts).toHaveLength(1);
    act(() => result.current.resetKeptLocally());
    act(() => result.current.keptLocally());
    expect(toasts).toHaveLength(2);
  });

  it('stops copying when unmounted', () => {
    const view = mount();
    session.controller.setValue('title', 'gone');
    view.unmount();
    vi.advanceTimersByTime(1000);
    expect(readLocalCopy(runtime.storage, 'p1', 'u1')).toBeUndefined();
  });
});
