// @vitest-environment jsdom
// The success page after a ticket made from a chat: the countdown in seconds (announced), then the host's window
// closes; where it cannot close, a link back home.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { renderWithRuntime, setup } from '../../../tests/unit/react/support';
import GroupChatSuccess from './group-chat-success';
import type { HostBridge } from './host-bridge';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function bridge(closes: boolean | 'rejects'): HostBridge & { closeWindow: ReturnType<typeof vi.fn> } {
  const fail = () => Promise.reject(new Error('not used'));
  return {
    kind: 'gateway',
    getSourceMessages: fail,
    sign: fail,
    weSign: fail,
    getFile: fail,
    chooseImages: fail,
    closeWindow: vi.fn(() => (closes === 'rejects' ? Promise.reject(new Error('x')) : Promise.resolve(closes))),
  };
}

function open(host: HostBridge, language: 'zh' | 'en' = 'zh', seconds?: number) {
  const { runtime } = setup({ language });
  renderWithRuntime(
    runtime,
    <MemoryRouter>
      <GroupChatSuccess bridge={host} {...(seconds !== undefined ? { seconds } : {})} />
    </MemoryRouter>,
  );
}

const countdown = () => screen.getByTestId('chat-success-countdown');
const tick = async (ms: number) => {
  await act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
  // The close answers asynchronously: let it settle.
  await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
};

describe('group-chat success page', () => {
  it('counts down 3 seconds, announced politely, then closes the window', async () => {
    vi.useFakeTimers();
    const host = bridge(true);
    open(host);
    expect(screen.getByRole('heading', { name: '提交成功' })).toBeTruthy();
    expect(countdown().getAttribute('aria-live')).toBe('polite');
    expect(countdown().textContent).toBe('3 秒后关闭页面');
    await tick(1000);
    expect(countdown().textContent).toBe('2 秒后关闭页面');
    await tick(1000);
    expect(countdown().textContent).toBe('1 秒后关闭页面');
    expect(host.closeWindow).not.toHaveBeenCalled();
    await tick(1000);
    expect(host.closeWindow).toHaveBeenCalledTimes(1);
    expect(countdown().textContent).toBe('正在关闭…');
    expect(screen.queryByTestId('chat-success-home')).toBeNull();
  });

  it('a window that cannot be closed offers the way home (English, its own number of seconds)', async () => {
    vi.useFakeTimers();
    const host = bridge(false);
    open(host, 'en', 1);
    expect(countdown().textContent).toBe('This page closes in 1 second');
    await tick(1000);
    expect(host.closeWindow).toHaveBeenCalledTimes(1);
    const home = screen.getByTestId('chat-success-home');
    expect(home.tagName).toBe('A');
    expect(home.textContent).toBe('Back to home');
    expect(home.getAttribute('href')).toBe('/homePage');
    expect(countdown().textContent).toBe('This window cannot be closed automatically.');
  });

  it('a failing close counts as not closed', async () => {
    vi.useFakeTimers();
    open(bridge('rejects'), 'zh', 0);
    await tick(0);
    expect(screen.getByTestId('chat-success-home').textContent).toBe('返回首页');
  });
});
