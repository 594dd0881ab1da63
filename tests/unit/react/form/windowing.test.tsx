// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm, scrollToField, type SchemaFormHandle } from '@react/form';
import { createLargeFormSchema } from '../../../../fixtures/forms/large-form';
import { createRenderCounter } from '../../../support/test-field-plugins';
import { FakeIntersectionObserver } from '../../../support/fake-intersection-observer';
import { controllerFor, createTestRuntime, renderWith } from './render';

/** Near when the field slot's address (`f<n>`) is within from..to. */
const range = (from: number, to: number) => (element: Element) => {
  const n = Number((element.getAttribute('data-field') ?? '').slice(1));
  return n >= from && n <= to;
};

function mountedAddresses(): string[] {
  return [...document.querySelectorAll('[data-mounted="true"]')].map((element) => element.getAttribute('data-field') ?? '');
}

function observer(): FakeIntersectionObserver {
  const instance = FakeIntersectionObserver.instances.at(-1);
  if (!instance) throw new Error('no IntersectionObserver was created');
  return instance;
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Starts an async call inside a synchronous act (an async act would hold back the render the call waits for). */
function start<T>(call: () => Promise<T>): Promise<T> {
  let pending: Promise<T> | undefined;
  act(() => {
    pending = call();
  });
  return pending!;
}

function renderLarge(count: number) {
  const counter = createRenderCounter();
  const runtime = createTestRuntime({ counter });
  const controller = controllerFor(runtime, createLargeFormSchema(count, { requiredEvery: 100 }));
  const ref = createRef<SchemaFormHandle>();
  renderWith(
    runtime,
    <div className="scroller" style={{ overflowY: 'auto', height: 844 }}>
      <SchemaForm ref={ref} controller={controller} />
    </div>,
  );
  return { controller, counter, ref };
}

describe('windowing', () => {
  it('mounts only a few dozen of 1000 fields at first, watched against the scrolling container with one screen of margin', () => {
    const { counter } = renderLarge(1000);
    const mounted = mountedAddresses();
    expect(mounted.length).toBeGreaterThan(5);
    expect(mounted.length).toBeLessThanOrEqual(40);
    expect(mounted[0]).toBe('f0');
    expect(Object.keys(counter.snapshot()).length).toBe(mounted.length);
    // Every cell is in the grid (placeholders keep the layout), and all are watched by one observer.
    expect(document.querySelectorAll('[data-field]')).toHaveLength(1000);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    expect(observer().targets.size).toBe(1000);
    expect(observer().root).toBe(document.querySelector('.scroller'));
    expect(observer().rootMargin).toBe('100% 0px 100% 0px');
    const placeholder = document.querySelector<HTMLElement>('[data-field="f999"]');
    expect(placeholder?.getAttribute('data-mounted')).toBe('false');
    expect(placeholder?.style.height).toBe('76px');
  });

  it('mounts fields coming near the viewport, unmounts those leaving, and keeps their state in the controller', () => {
    const { controller } = renderLarge(1000);
    fireEvent.change(document.querySelector('[data-field="f2"] input')!, { target: { value: 'kept' } });

    act(() => observer().report(range(500, 520)));
    const mounted = mountedAddresses();
    expect(mounted).toContain('f500');
    expect(mounted).toContain('f520');
    expect(mounted).not.toContain('f2');
    expect(mounted.length).toBe(21);
    expect(controller.getValues().f2).toBe('kept');

    // Unmounted fields still take part in submit data and validation.
    expect(controller.setValue('f800', 'written headlessly')).toBe(true);
    expect(controller.getSubmitValues().f800).toBe('written headlessly');

    act(() => observer().report(range(0, 10)));
    expect(document.querySelector<HTMLInputElement>('[data-field="f2"] input')?.value).toBe('kept');
  });

  it('keeps the focused field mounted while it is off screen', async () => {
    renderLarge(300);
    const input = document.querySelector<HTMLInputElement>('[data-field="f1"] input')!;
    input.focus();
    expect(document.activeElement).toBe(input);
    act(() => observer().report(range(200, 210)));
    expect(mountedAddresses()).toContain('f1');
    expect(mountedAddresses()).not.toContain('f0');

    // Once focus leaves, the far-away field is released.
    await act(async () => {
      input.blur();
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(mountedAddresses()).not.toContain('f1');
  });

  it('scrollToField mounts a far field and scrolls it into view; validation covers unmounted fields', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      const { controller, ref } = renderLarge(1000);
      expect(mountedAddresses()).not.toContain('f900');

      const result = await act(() => controller.validate());
      expect(result.valid).toBe(false);
      expect(Object.keys(result.errors)).toEqual(expect.arrayContaining(['f0', 'f900']));

      // A synchronous act flushes the mount; the scroll itself happens after the next frame.
      expect(await start(() => scrollToField(controller, 'f900'))).toBe(true);
      expect(mountedAddresses()).toContain('f900');
      expect(scrolled.at(-1)?.getAttribute('data-field')).toBe('f900');
      expect(document.querySelector('[data-field="f900"] [role="alert"]')).toBeTruthy();

      // Pinned until the observer has seen it near: an early "not near" report does not unmount it.
      act(() => observer().report(() => false));
      expect(mountedAddresses()).toContain('f900');

      // scrollToFirstError follows display order over the validate() result.
      controller.setValue('f0', 'filled');
      const second = await act(() => controller.validate());
      expect(await start(() => ref.current!.scrollToFirstError(second.errors))).toBe(true);
      expect(scrolled.at(-1)?.getAttribute('data-field')).toBe('f100');
      expect(await scrollToField(controller, 'nope')).toBe(false);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('mounts everything when IntersectionObserver is missing or windowing is off', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderLarge(60);
    expect(mountedAddresses()).toHaveLength(60);
  });
});

describe('scrollToFirstError with fields keyed like Object.prototype members', () => {
  it('reads only the error map\'s own entries: an error-free field keyed constructor is skipped', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      const runtime = createTestRuntime();
      const schema = JSON.parse(
        JSON.stringify({ type: 'object', properties: { constructor: { 'x-component': 'INPUT', 'x-index': 0 }, toString: { 'x-component': 'INPUT', 'x-index': 1 }, title: { 'x-component': 'INPUT', 'x-index': 2 } } }),
      ) as unknown;
      const controller = controllerFor(runtime, schema);
      const ref = createRef<SchemaFormHandle>();
      renderWith(runtime, <SchemaForm ref={ref} controller={controller} windowing={false} />);
      // A plain object, as callers build them: `errors.constructor` would be Object itself.
      expect(await start(() => ref.current!.scrollToFirstError({ title: ['required'] }))).toBe(true);
      expect(scrolled.at(-1)?.getAttribute('data-field')).toBe('title');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
