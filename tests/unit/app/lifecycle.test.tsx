// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppLifecycle, isInsideContainer } from '@app/lifecycle';

afterEach(() => {
  localStorage.clear();
  delete (globalThis as { __POWERED_BY_QIANKUN__?: boolean }).__POWERED_BY_QIANKUN__;
});

describe('micro-frontend lifecycle', () => {
  it('detects a qiankun container', () => {
    expect(isInsideContainer()).toBe(false);
    (globalThis as { __POWERED_BY_QIANKUN__?: boolean }).__POWERED_BY_QIANKUN__ = true;
    expect(isInsideContainer()).toBe(true);
  });

  it('mounts into the container #root, starts boot with the given host, and unmounts cleanly', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<div id="root"></div>';
    document.body.appendChild(container);
    const assigned: string[] = [];
    const app = createAppLifecycle();
    await app.bootstrap();
    await act(() =>
      app.mount({
        container,
        basePath: '/h5',
        routerMode: 'hash',
        config: { loginUrl: '/sso/login' },
        host: { currentHref: () => 'http://portal/h5#/me', assign: (url) => void assigned.push(url) },
      }),
    );
    // No token: boot sends the user to the configured login address, remembering where they were.
    await waitFor(() => expect(assigned).toEqual([`/sso/login?redirect=${encodeURIComponent('http://portal/h5#/me')}`]));
    await act(() => app.unmount());
    expect(container.querySelector('#root')!.innerHTML).toBe('');
    container.remove();
  });

  it('shows the boot screen standalone in #root and replaces the instance on a second mount', async () => {
    localStorage.setItem('token', 'tok');
    const app = createAppLifecycle();
    await act(() => app.mount({ config: { apiBase: 'http://127.0.0.1:9/none' }, host: { assign: () => {} } }));
    const root = document.getElementById('root')!;
    await waitFor(() => expect(root.textContent).toMatch(/加载中|获取配置失败|failed to get configuration/));
    await act(() => app.mount({ config: { apiBase: 'http://127.0.0.1:9/none' }, host: { assign: () => {} } }));
    expect(root.querySelectorAll('.sd-boot-loading, .sd-boot-error').length).toBe(1);
    await act(() => app.unmount());
    expect(root.innerHTML).toBe('');
  });
});
