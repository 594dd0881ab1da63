// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus, type EventBus } from '@core/bus';
import type { RuntimeEvents } from '@core/events';
import { FeedbackProvider, ToastHost } from '@react/feedback';
import fixture from '../../../fixtures/feedback/toasts.json';
import { renderIn } from './render';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const messages = () => [...document.querySelectorAll('[data-toast-type]')].map((node) => node.textContent);

function emit(bus: EventBus<RuntimeEvents>, payload: RuntimeEvents['toast:show']) {
  act(() => bus.emit('toast:show', payload));
}

describe('ToastHost', () => {
  it('shows bus toasts, at most 4, each gone after 3 s', () => {
    const bus = createBus<RuntimeEvents>();
    renderIn('en', <ToastHost bus={bus} />);
    const payloads = fixture.toasts.filter((toast) => toast.duration === undefined).slice(0, 5);
    expect(payloads).toHaveLength(5);
    payloads.forEach((toast) => emit(bus, { type: toast.type as 'info', message: toast.message.en }));
    expect(messages()).toEqual(payloads.slice(1).map((toast) => toast.message.en));
    act(() => vi.advanceTimersByTime(2999));
    expect(messages()).toHaveLength(4);
    act(() => vi.advanceTimersByTime(1));
    expect(messages()).toHaveLength(0);
  });

  it('errors are alerts, the rest statuses', () => {
    const bus = createBus<RuntimeEvents>();
    renderIn('zh', <ToastHost bus={bus} />);
    emit(bus, { type: 'error', message: '请求错误，请重试' });
    emit(bus, { type: 'success', message: '提交成功' });
    expect(screen.getByRole('alert').textContent).toBe('请求错误，请重试');
    expect(screen.getByRole('status').textContent).toBe('提交成功');
    expect(screen.getByRole('region', { name: '消息通知' })).toBeTruthy();
  });

  it('takes duration and max from props, else from the feedback environment', () => {
    const bus = createBus<RuntimeEvents>();
    renderIn(
      'en',
      <FeedbackProvider value={{ toastDuration: 1000, toastMaxCount: 2 }}>
        <ToastHost bus={bus} />
      </FeedbackProvider>,
    );
    ['a', 'b', 'c'].forEach((message) => emit(bus, { type: 'info', message }));
    expect(messages()).toEqual(['b', 'c']);
    act(() => vi.advanceTimersByTime(1000));
    expect(messages()).toEqual([]);
    cleanup();

    renderIn('en', <ToastHost bus={bus} duration={500} max={1} />);
    ['x', 'y'].forEach((message) => emit(bus, { type: 'info', message }));
    expect(messages()).toEqual(['y']);
    act(() => vi.advanceTimersByTime(500));
    expect(messages()).toEqual([]);
  });

  it('unsubscribes from the bus and cancels its timers on unmount', () => {
    const bus = createBus<RuntimeEvents>();
    const disposers: Array<ReturnType<typeof vi.fn>> = [];
    const on = bus.on.bind(bus);
    // Wrap the real `on` to observe the host calling the disposer it got back.
    vi.spyOn(bus, 'on').mockImplementation((type, handler) => {
      const dispose = vi.fn(on(type, handler));
      disposers.push(dispose);
      return dispose;
    });
    const { unmount } = renderIn('en', <ToastHost bus={bus} />);
    expect(disposers).toHaveLength(1);
    emit(bus, { type: 'info', message: 'pending' });
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(disposers[0]).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    // A handler left behind would start a new expiry timer here.
    bus.emit('toast:show', { type: 'info', message: 'after' });
    expect(vi.getTimerCount()).toBe(0);
    expect(messages()).toEqual([]);
  });
});
