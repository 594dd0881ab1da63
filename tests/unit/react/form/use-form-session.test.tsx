// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createRuntime } from '@core';
import type { FormSession } from '@core/form/session';
import { SchemaForm, useFormSession, type UseFormSessionOptions } from '@react/form';
import { createTestRuntime, renderWith } from './render';

afterEach(cleanup);

const schema = { properties: { a: { title: 'A', 'x-component': 'INPUT' } } };
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

function Harness({ options, onBuilt }: { options: UseFormSessionOptions; onBuilt: (session: FormSession | undefined) => void }) {
  const built = useFormSession(options);
  onBuilt(built.ok ? built.session : undefined);
  return <SchemaForm controller={built} windowing={false} />;
}

describe('useFormSession', () => {
  it('with a key, reads its inputs again only when the key changes (fresh option objects each render do not rebuild)', async () => {
    const runtime = createTestRuntime();
    const seen = new Set<FormSession | undefined>();
    function Keyed() {
      const [key, setKey] = useState('one');
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            render
          </button>
          <button type="button" onClick={() => setKey('two')}>
            key
          </button>
          {/* A new values object on every render, as a page building its options inline does. */}
          <Harness options={{ key, schema, values: { a: `render ${renders}` }, linkage: false }} onBuilt={(s) => seen.add(s)} />
        </>
      );
    }
    renderWith(runtime, <Keyed />);
    fireEvent.click(screen.getByText('render'));
    fireEvent.click(screen.getByText('render'));
    expect(seen.size).toBe(1);
    expect([...seen][0]?.controller.getValues().a).toBe('render 0');

    fireEvent.click(screen.getByText('key'));
    expect(seen.size).toBe(2);
    expect([...seen][1]?.controller.getValues().a).toBe('render 2');
    await settle();
  });

  it('sends the server linkage through the runtime request client, silently (no toast), and calls onLoaded once the load settled', async () => {
    const runtime = createTestRuntime();
    const get = vi.fn(async () => []);
    const post = vi.fn(async () => ({}));
    runtime.request.get = get as typeof runtime.request.get;
    runtime.request.post = post as typeof runtime.request.post;
    const loaded = vi.fn();
    let session: FormSession | undefined;
    renderWith(runtime, <Harness options={{ schema, linkage: { processDefKey: 'incident' }, onLoaded: loaded }} onBuilt={(s) => (session = s)} />);
    await settle();
    expect(get).toHaveBeenCalled();
    for (const [path, options] of get.mock.calls as unknown as Array<[string, { silent?: boolean }]>) {
      expect(path).toMatch(/getAllFieldHook|triggerFieldList/);
      expect(options.silent).toBe(true);
    }
    expect(post).toHaveBeenCalled();
    for (const call of post.mock.calls as unknown as Array<[string, unknown, { silent?: boolean }]>) expect(call[2].silent).toBe(true);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(loaded.mock.calls[0]![0]).toBe(session);
  });

  it('linkage: false never calls the server (a bare form), and the form still works', async () => {
    const runtime = createTestRuntime();
    const get = vi.fn(async () => []);
    const post = vi.fn(async () => ({}));
    runtime.request.get = get as typeof runtime.request.get;
    runtime.request.post = post as typeof runtime.request.post;
    let session: FormSession | undefined;
    renderWith(runtime, <Harness options={{ schema, linkage: false }} onBuilt={(s) => (session = s)} />);
    await settle();
    fireEvent.change(document.querySelector('[data-field="a"] input')!, { target: { value: 'typed' } });
    await settle();
    expect(session?.controller.getValues().a).toBe('typed');
    expect(get).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('useFormSession: field types whose code loads on first use (lazyFields)', () => {
  function lazyRuntime(failFirst: boolean) {
    const eager = createTestRuntime();
    let failures = failFirst ? 1 : 0;
    const loads: string[] = [];
    const lazyFields = eager.registry.fields.list().map((def) => ({
      type: def.type,
      load: async () => {
        loads.push(def.type);
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (failures > 0) {
          failures -= 1;
          throw new TypeError('Failed to fetch dynamically imported module: /assets/INPUT-x.js');
        }
        return def;
      },
    }));
    const runtime = createRuntime({ plugins: { lazyFields }, storage: createMemoryStorage({ language: 'zh' }) });
    return { runtime, loads };
  }

  it('shows a loading status, loads only the types of the schema, then builds the form', async () => {
    const { runtime, loads } = lazyRuntime(false);
    let session: FormSession | undefined;
    renderWith(runtime, <Harness options={{ schema, values: { a: 'kept' }, linkage: false }} onBuilt={(s) => (session = s)} />);
    const status = screen.getByTestId('schema-form-loading');
    expect([status.getAttribute('role'), status.getAttribute('aria-busy'), status.getAttribute('aria-label')]).toEqual(['status', 'true', runtime.i18n.t('common.loading')]);
    expect(session).toBeUndefined();
    await screen.findByTestId('schema-form');
    expect(loads).toEqual(['INPUT']);
    expect(session?.controller.getValues().a).toBe('kept');
  });

  it("a failed load says so in the user's words (not the browser's) and Retry loads again", async () => {
    const { runtime, loads } = lazyRuntime(true);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWith(runtime, <Harness options={{ schema, linkage: false }} onBuilt={() => undefined} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('脚本加载失败');
    expect(alert.textContent).not.toContain('Failed to fetch');
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await screen.findByTestId('schema-form');
    expect(loads).toEqual(['INPUT', 'INPUT']);
    errors.mockRestore();
  });
});
