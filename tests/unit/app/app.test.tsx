// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BootResult } from '@core';
import { App } from '@app/app';
import { setup } from '../react/support';

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(cleanup);

describe('App boot', () => {
  it('shows loading, then the router at the home page', async () => {
    const t = setup();
    render(<App runtime={t.runtime} />);
    expect(screen.getByTestId('boot-loading').textContent).toContain('加载中');
    await waitFor(() => expect(window.location.pathname).toBe('/homePage'));
    expect(await screen.findByTestId('tab-home')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('首页');
  });

  it('shows the configuration failure with Retry, and boots on retry', async () => {
    const t = setup({ language: 'en' });
    let fail = true;
    t.server.on('GET', '/api/v2/base/webConfig', () => (fail ? { status: 500, body: { code: 500, msg: 'down' } } : { status: 200, body: { code: 100000, data: {} } }));
    render(<App runtime={t.runtime} />);
    expect(await screen.findByText('failed to get configuration, check network settings')).toBeTruthy();
    expect(screen.getByTestId('boot-error').dataset.stage).toBe('config');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('tab-home')).toBeTruthy();
  });

  it('shows the permission failure in Chinese', async () => {
    const t = setup();
    t.server.on('GET', '/api/v2/base/menuPermission/login', 'network');
    render(<App runtime={t.runtime} />);
    expect(await screen.findByText('获取权限失败，请检查网络')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('renders nothing but starts the login redirect on 401', async () => {
    const t = setup();
    t.server.on('GET', '/api/v2/base/menuPermission/login', { status: 401, body: { code: 401, msg: 'unauthenticated' } });
    const { container } = render(<App runtime={t.runtime} />);
    await waitFor(() => expect(t.host.assigned).toEqual([`/login?redirect=${encodeURIComponent('http://localhost/homePage')}`]));
    expect(screen.queryByTestId('boot-loading')).toBeNull();
    expect(screen.queryByTestId('boot-error')).toBeNull();
    expect(container.querySelector('.sd-layout')).toBeNull();
  });

  it('lands on /noPermission, not the boot error screen, when boot gets a 403', async () => {
    window.history.replaceState(null, '', '/me');
    const entries = window.history.length;
    const t = setup();
    t.server.on('GET', '/api/v2/base/menuPermission/login', { status: 403, body: { code: 403 } });
    render(<App runtime={t.runtime} />);
    await waitFor(() => expect(window.location.pathname).toBe('/noPermission'));
    expect(await screen.findByRole('heading', { name: '您没有权限' })).toBeTruthy();
    expect(screen.queryByTestId('boot-error')).toBeNull();
    expect(window.history.length).toBe(entries);
  });

  it('a desktop user the role check refuses sees why on /noPermission, once (no reload loop), and can log out', async () => {
    window.history.replaceState(null, '', '/noPermission');
    const t = setup({ language: 'en', host: { userAgent: () => 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36' } });
    t.server.on('GET', '/api/v2/base/judge/getRoleInfoByUserId', { status: 200, body: { code: 100000, data: { result: [{ type: 2 }] } } });
    render(<App runtime={t.runtime} />);
    expect(await screen.findByRole('heading', { name: 'This account cannot use the mobile web app' })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/noPermission?reason=role');
    expect(t.host.assigned).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Back to home' })).toBeNull();
    t.server.on('POST', '/api/v2/base/logout', { status: 200, body: { code: 100000, data: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(t.runtime.session.getToken()).toBeNull();
    await waitFor(() => expect(t.host.assigned).toEqual([`/login?redirect=${encodeURIComponent('http://localhost/homePage')}`]));
    expect(t.server.calls.map((call) => `${call.method} ${call.url}`)).toContain('POST /gateway/dosm/api/v2/base/logout');
  });

  it('uses a hash router below the container base path', async () => {
    window.history.replaceState(null, '', '/container/#/h5/me');
    const t = setup({ language: 'en' });
    render(<App runtime={t.runtime} routing={{ routerMode: 'hash', basePath: '/h5/' }} />);
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Me'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(window.location.hash).toBe('#/h5/homePage'));
  });

  it('passes the boot result config to the router (the server bottom menu wins)', async () => {
    const t = setup();
    const boot = async (): Promise<BootResult> => ({
      status: 'success',
      config: { ...t.runtime.config, bottomMenu: [...t.runtime.config.bottomMenu, { key: 'me', title: { zh: '我的', en: 'Me' }, path: '/me', icon: 'user' }] },
      loginInfo: t.runtime.session.getLoginInfo()!,
    });
    render(<App runtime={t.runtime} boot={boot} />);
    expect(await screen.findByTestId('tab-me')).toBeTruthy();
    act(() => t.runtime.bus.emit('router:navigate', { to: '/me' }));
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('我的'));
    expect(screen.getByTestId('tab-me')).toBeTruthy();
  });
});
