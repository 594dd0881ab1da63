import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createBus, type RuntimeEvents, type ToastPayload } from '@core';

describe('bus', () => {
  it('delivers typed payloads and on() returns a disposer', () => {
    const bus = createBus<RuntimeEvents>();
    const handler = vi.fn();
    const dispose = bus.on('toast:show', handler);
    bus.emit('toast:show', { type: 'error', message: 'x' });
    dispose();
    bus.emit('toast:show', { type: 'error', message: 'y' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ type: 'error', message: 'x' });
  });

  it('once() fires a single time and can be disposed before it fires', () => {
    const bus = createBus<RuntimeEvents>();
    const first = vi.fn();
    const never = vi.fn();
    bus.once('router:navigate', first);
    const dispose = bus.once('router:navigate', never);
    dispose();
    bus.emit('router:navigate', { to: '/a' });
    bus.emit('router:navigate', { to: '/b' });
    expect(first.mock.calls).toEqual([[{ to: '/a' }]]);
    expect(never).not.toHaveBeenCalled();
  });

  it('clear() removes every handler and other events are not affected by a disposer', () => {
    const bus = createBus<RuntimeEvents>();
    const a = vi.fn();
    const b = vi.fn();
    bus.on('auth:forbidden', a);
    const disposeB = bus.on('auth:unauthorized', b);
    disposeB();
    bus.emit('auth:forbidden', { status: 403, path: '/noPermission' });
    expect(a).toHaveBeenCalledTimes(1);
    bus.clear();
    bus.emit('auth:forbidden', { status: 403, path: '/noPermission' });
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('types event names and payloads from the one event map', () => {
    const bus = createBus<RuntimeEvents>();
    bus.on('toast:show', (payload) => expectTypeOf(payload).toEqualTypeOf<ToastPayload>());
    // @ts-expect-error unknown event names are rejected
    bus.emit('toast:shown', { type: 'error', message: 'x' });
    // @ts-expect-error payloads must match the map
    bus.emit('router:navigate', { path: '/x' });
    expectTypeOf(bus.on('i18n:languageChanged', () => undefined)).toEqualTypeOf<() => void>();
  });
});
